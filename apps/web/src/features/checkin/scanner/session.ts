import { CHECKIN_LIMITS } from '@repclub/shared';
import { sha256Hex } from './hash';
import { rebuild, type ScannerStore, type StoredManifest, type StoredScan } from './store';
import type { ScanInput, ScannerManifest, ScanRequest, ScanSyncResult, ScanVerdict } from './types';
import {
  applyEffect,
  applyServerVerdict,
  type LocalManifest,
  type LocalRequest,
  verifyLocally,
} from './verifier';

/** The server calls the scanner makes (CHECKIN-CONTRACT). */
export type ScannerApi = {
  manifest: (eventId: string) => Promise<ScannerManifest>;
  checkIn: (eventId: string, input: ScanInput) => Promise<ScanVerdict>;
  syncScans: (eventId: string, scans: ScanInput[]) => Promise<ScanSyncResult[]>;
};

/** Scans one syncScans call carries (the server's limit). */
export const SYNC_BATCH = CHECKIN_LIMITS.syncBatchMax;
/** An online check-in that takes longer is verified on the device and queued. */
export const CHECK_IN_TIMEOUT_MS = 4000;

/** A failure that means "no network" (fetch rejects, a timeout, a gateway or server error): queue and go on. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError'))
    return true;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && (status === 0 || status >= 500);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new DOMException('The check-in took too long', 'TimeoutError')),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export type ScanResult = { verdict: ScanVerdict; offline: boolean; scanId: string };

/**
 * One event's scanner on this device: the local copy of the manifest, scans (online straight to checkIn, offline
 * verified here and queued) and the sync of the queue (docs/decisions/083).
 */
export class ScannerSession {
  state: LocalManifest | null = null;
  stored: StoredManifest | null = null;
  queuedCount = 0;
  /** The device's name sent with every scan (decision 112); null: the server names it after the account. */
  deviceName: string | null = null;
  private syncing: Promise<ScanSyncResult[]> | null = null;

  constructor(
    private readonly store: ScannerStore,
    private readonly api: ScannerApi,
    readonly eventId: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The copy kept on the device (null before the first download). */
  async load(): Promise<LocalManifest | null> {
    this.stored = (await this.store.getManifest(this.eventId)) ?? null;
    this.deviceName = await this.store.deviceName();
    await this.rebuild();
    return this.state;
  }

  private async rebuild() {
    const scans = await this.store.scans(this.eventId);
    this.queuedCount = scans.filter((scan) => scan.status === 'queued').length;
    this.state = this.stored ? rebuild(this.stored, scans) : null;
  }

  /** Downloads the manifest and keeps it (throws when offline). */
  async download(): Promise<LocalManifest> {
    const fetchedAt = this.now().toISOString();
    const manifest = await this.api.manifest(this.eventId);
    this.stored = { eventId: this.eventId, manifest, fetchedAt };
    await this.store.saveManifest(this.stored);
    await this.rebuild();
    return this.state!;
  }

  /** Names the device (kept on it, so scans made offline later carry the name too). */
  async nameDevice(name: string): Promise<void> {
    if (name === this.deviceName) return;
    this.deviceName = name;
    await this.store.setDeviceName(name);
  }

  private async localRequest(request: ScanRequest): Promise<LocalRequest> {
    if (request.kind === 'code') return { ...request, codeHash: await sha256Hex(request.code.trim()) };
    return request;
  }

  /**
   * A scan: online it goes to checkIn (the server's verdict is shown and mirrored in the local copy); without a
   * network, or when the server cannot be reached in time, the device decides and queues the admission.
   */
  async scan(request: ScanRequest, zoneId: string | null, options: { online: boolean }): Promise<ScanResult> {
    const state = this.state;
    const scanId = globalThis.crypto.randomUUID();
    const scannedAt = this.now().toISOString();
    const deviceId = await this.store.deviceId();
    const local = await this.localRequest(request);
    const input: ScanInput = {
      scanId,
      zoneId,
      scannedAt,
      deviceId,
      deviceName: this.deviceName,
      ...(request.kind === 'code' ? { code: request.code.trim() } : {}),
      ...(request.kind === 'ticket' ? { ticketId: request.ticketId } : {}),
      ...(request.kind === 'guest' ? { guestId: request.guestId } : {}),
      // The number the door chose for a party (a guest's or a ticket's: docs/decisions/112); none admits all left.
      quantity: request.quantity ?? null,
    };
    const base = { scanId, eventId: this.eventId, zoneId, request: local, input, scannedAt };

    if (options.online) {
      try {
        const verdict = await withTimeout(this.api.checkIn(this.eventId, input), CHECK_IN_TIMEOUT_MS);
        const sentAt = this.now().toISOString();
        // What the server admitted for a party, so that the copy rebuilt later admits the same number.
        const stored: LocalRequest =
          verdict.outcome === 'ADMITTED' ? { ...local, quantity: verdict.admitted } : local;
        await this.store.addScan({
          ...base,
          request: stored,
          input: { ...input, code: null },
          verdict,
          status: 'sent',
          sentAt,
          syncStatus: null,
          serverVerdict: verdict,
        });
        if (state) applyServerVerdict(state, local, zoneId, verdict, scannedAt);
        return { verdict, offline: false, scanId };
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
      }
    }

    if (!state) {
      throw new Error('This event is not ready offline yet: open it once with a network.');
    }
    const { verdict, effect } = verifyLocally(state, local, zoneId);
    const admitted = effect !== null;
    const stored: LocalRequest = admitted ? { ...local, quantity: verdict.admitted } : local;
    const scan: StoredScan = {
      ...base,
      request: stored,
      // The sync asks for the people the device let in: beyond what the server has left, it is a conflict.
      input: admitted ? { ...input, quantity: verdict.admitted } : { ...input, code: null },
      verdict,
      status: admitted ? 'queued' : 'local',
      sentAt: null,
      syncStatus: null,
      serverVerdict: null,
    };
    await this.store.addScan(scan);
    if (effect) {
      applyEffect(state, effect, scannedAt);
      this.queuedCount += 1;
    }
    return { verdict, offline: true, scanId };
  }

  /** Sends the queue with syncScans, oldest first, in batches; one sync at a time. Answers the server's results. */
  sync(): Promise<ScanSyncResult[]> {
    this.syncing ??= (async () => {
      const results: ScanSyncResult[] = [];
      try {
        let queued = await this.store.queued(this.eventId);
        while (queued.length > 0) {
          const batch = queued.slice(0, SYNC_BATCH);
          const answered = await this.api.syncScans(
            this.eventId,
            batch.map((scan) => scan.input),
          );
          await this.store.markSent(answered, this.now().toISOString());
          results.push(...answered);
          queued = queued.slice(SYNC_BATCH);
          // A scan the server did not answer for stays queued; stop rather than resend it in a loop.
          if (answered.length < batch.length) break;
        }
      } finally {
        await this.rebuild();
      }
      return results;
    })().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }
}
