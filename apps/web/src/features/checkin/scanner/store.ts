import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { ScanInput, ScannerManifest, ScanSyncResult, ScanSyncStatus, ScanVerdict } from './types';
import {
  applyEffect,
  createLocalManifest,
  type LocalManifest,
  type LocalRequest,
  verifyLocally,
} from './verifier';

/**
 * What the scanner keeps on the device, in IndexedDB (docs/decisions/083): the manifest of each event it opened,
 * every scan it made, and the device's id. A scan is `queued` when it admitted someone offline and the server has
 * not heard of it, `sent` once the server answered for it (checkIn online, or syncScans), `local` when it was refused
 * offline (kept for the record, never sent: the server must not admit someone the door turned away).
 */
export type ScanStatus = 'queued' | 'sent' | 'local';

export type StoredScan = {
  scanId: string;
  eventId: string;
  zoneId: string | null;
  request: LocalRequest;
  /** The scanned string is kept only while it has to be sent. */
  input: ScanInput;
  scannedAt: string;
  verdict: ScanVerdict;
  status: ScanStatus;
  /** When the server answered for it (device clock). */
  sentAt: string | null;
  syncStatus: ScanSyncStatus | null;
  serverVerdict: ScanVerdict | null;
  /** The order the device recorded it in: two scans in the same millisecond keep their order (set by addScan). */
  seq?: number;
};

export type StoredManifest = {
  eventId: string;
  manifest: ScannerManifest;
  /** When the download started (device clock): scans the server confirmed before it are in the manifest. */
  fetchedAt: string;
};

interface ScannerSchema extends DBSchema {
  meta: { key: string; value: string };
  manifests: { key: string; value: StoredManifest };
  scans: { key: string; value: StoredScan; indexes: { byEvent: string } };
}

export const SCANNER_DB_NAME = 'repclub-scanner';

export class ScannerStore {
  private constructor(private readonly db: IDBPDatabase<ScannerSchema>) {}

  static async open(name = SCANNER_DB_NAME): Promise<ScannerStore> {
    const db = await openDB<ScannerSchema>(name, 1, {
      upgrade(database) {
        database.createObjectStore('meta');
        database.createObjectStore('manifests', { keyPath: 'eventId' });
        database.createObjectStore('scans', { keyPath: 'scanId' }).createIndex('byEvent', 'eventId');
      },
    });
    return new ScannerStore(db);
  }

  close() {
    this.db.close();
  }

  /** A random id made once per install, sent with every scan so the host can tell devices apart. */
  async deviceId(): Promise<string> {
    const tx = this.db.transaction('meta', 'readwrite');
    let id = await tx.store.get('deviceId');
    if (!id) {
      id = globalThis.crypto.randomUUID();
      await tx.store.put(id, 'deviceId');
    }
    await tx.done;
    return id;
  }

  /** The device's name as hosts read it ("Dee's phone", decision 112); null until one was set. */
  async deviceName(): Promise<string | null> {
    return (await this.db.get('meta', 'deviceName')) ?? null;
  }

  async setDeviceName(name: string): Promise<void> {
    await this.db.put('meta', name, 'deviceName');
  }

  getManifest(eventId: string): Promise<StoredManifest | undefined> {
    return this.db.get('manifests', eventId);
  }

  /** Every event kept on the device, for the list when offline. */
  listManifests(): Promise<StoredManifest[]> {
    return this.db.getAll('manifests');
  }

  async saveManifest(stored: StoredManifest) {
    await this.db.put('manifests', stored);
  }

  async scans(eventId: string): Promise<StoredScan[]> {
    const scans = await this.db.getAllFromIndex('scans', 'byEvent', eventId);
    return scans.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt) || (a.seq ?? 0) - (b.seq ?? 0));
  }

  async queued(eventId: string): Promise<StoredScan[]> {
    return (await this.scans(eventId)).filter((scan) => scan.status === 'queued');
  }

  async addScan(scan: StoredScan) {
    const tx = this.db.transaction(['meta', 'scans'], 'readwrite');
    const seq = Number((await tx.objectStore('meta').get('scanSeq')) ?? '0') + 1;
    await tx.objectStore('meta').put(String(seq), 'scanSeq');
    await tx.objectStore('scans').put({ ...scan, seq });
    await tx.done;
  }

  /** Records the server's answers for sent scans; the scanned strings are dropped. */
  async markSent(results: readonly ScanSyncResult[], sentAt: string) {
    const tx = this.db.transaction('scans', 'readwrite');
    for (const result of results) {
      const scan = await tx.store.get(result.scanId);
      if (!scan) continue;
      await tx.store.put({
        ...scan,
        input: { ...scan.input, code: null },
        request: scan.request.kind === 'code' ? { ...scan.request, code: '' } : scan.request,
        status: 'sent',
        sentAt,
        syncStatus: result.status,
        serverVerdict: result.verdict,
      });
    }
    await tx.done;
  }

  /**
   * The event's local copy: the manifest as downloaded, with the admissions the server had not counted when it was
   * made (queued scans, and scans it confirmed after the download started) applied again, oldest first.
   */
  async localManifest(eventId: string): Promise<LocalManifest | null> {
    const stored = await this.getManifest(eventId);
    if (!stored) return null;
    return rebuild(stored, await this.scans(eventId));
  }
}

export function rebuild(stored: StoredManifest, scans: readonly StoredScan[]): LocalManifest {
  const state = createLocalManifest(stored.manifest);
  for (const scan of scans) {
    const admitted = (scan.serverVerdict ?? scan.verdict).outcome === 'ADMITTED';
    const pending =
      scan.status === 'queued' || (scan.status === 'sent' && (scan.sentAt ?? '') > stored.fetchedAt);
    if (!admitted || !pending) continue;
    const { effect } = verifyLocally(state, scan.request, scan.zoneId);
    if (effect) applyEffect(state, effect, scan.scannedAt);
  }
  return state;
}
