import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ScannerApi, ScannerSession } from './session';
import { ScannerStore } from './store';
import type { ScanInput, ScannerManifest, ScanSyncResult, ScanVerdict } from './types';

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const codeA = 'repclub:ticket:t-a:secretA';
const codeB = 'repclub:ticket:t-b:secretB';

const manifest: ScannerManifest = {
  eventId: 'e1',
  displayName: 'Launch party',
  startDate: '2026-11-26T20:00:00.000Z',
  endDate: '2026-11-27T02:00:00.000Z',
  timeZone: 'UTC',
  generatedAt: '2026-11-26T19:00:00.000Z',
  zones: [],
  tickets: [
    {
      ticketId: 't-a',
      codeHash: hash(codeA),
      holderName: 'Jane Doe',
      ticketType: 'General',
      eventTicketId: 'et',
      admissions: 1,
      scansUsed: 0,
    },
    {
      ticketId: 't-b',
      codeHash: hash(codeB),
      holderName: 'Bob Stone',
      ticketType: 'VIP',
      eventTicketId: 'et',
      admissions: 2,
      scansUsed: 0,
    },
  ],
  guests: [{ guestId: 'g-1', fullName: 'Gina Guest', quantity: 3, checkedInQuantity: 0, passes: [] }],
};

/** The server side of these tests: answers as the contract says, or fails like a dropped network. */
class FakeServer implements ScannerApi {
  reachable = true;
  checkIns: ScanInput[] = [];
  synced: ScanInput[][] = [];
  manifest = async () => {
    if (!this.reachable) throw new TypeError('Failed to fetch');
    return manifest;
  };
  checkIn = async (_eventId: string, input: ScanInput): Promise<ScanVerdict> => {
    if (!this.reachable) throw new TypeError('Failed to fetch');
    this.checkIns.push(input);
    return {
      outcome: 'ADMITTED',
      message: 'Admit 1',
      ticketId: 't-a',
      holderName: 'Jane Doe',
      admitted: 1,
      scansUsed: 1,
      maxScans: 1,
    };
  };
  syncScans = async (_eventId: string, scans: ScanInput[]): Promise<ScanSyncResult[]> => {
    if (!this.reachable) throw new TypeError('Failed to fetch');
    this.synced.push(scans);
    return scans.map((scan, index) => ({
      scanId: scan.scanId,
      status: index === 0 ? 'APPLIED' : 'CONFLICT',
      verdict: {
        outcome: index === 0 ? 'ADMITTED' : 'REFUSED',
        message: 'x',
        admitted: 0,
        scansUsed: 1,
        maxScans: 1,
      },
    }));
  };
}

let store: ScannerStore;
let server: FakeServer;
let dbCount = 0;

beforeEach(async () => {
  store = await ScannerStore.open(`scanner-test-${++dbCount}`);
  server = new FakeServer();
});
afterEach(() => store.close());

describe('the scanner session', () => {
  it('keeps one device id per install', async () => {
    const first = await store.deviceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(await store.deviceId()).toBe(first);
  });

  it('goes straight to checkIn online and mirrors the admission locally', async () => {
    const session = new ScannerSession(store, server, 'e1');
    await session.download();
    const result = await session.scan({ kind: 'code', code: codeA }, null, { online: true });
    expect(result).toMatchObject({ offline: false, verdict: { outcome: 'ADMITTED' } });
    expect(server.checkIns[0]).toMatchObject({ code: codeA, zoneId: null, scanId: result.scanId });
    expect(server.checkIns[0]?.deviceId).toBe(await store.deviceId());
    // Offline now: the copy knows it was admitted, also after a reload.
    server.reachable = false;
    const again = new ScannerSession(store, server, 'e1');
    await again.load();
    expect((await again.scan({ kind: 'code', code: codeA }, null, { online: false })).verdict.refusal).toBe(
      'ALREADY_SCANNED',
    );
    // The scanned string of a sent scan is not kept.
    const kept = await store.scans('e1');
    expect(kept[0]?.input.code).toBeNull();
  });

  it('verifies offline, queues admissions only, survives a reload and syncs when the network returns', async () => {
    const session = new ScannerSession(store, server, 'e1');
    await session.download();
    server.reachable = false;
    // Online as far as the browser knows, but the server cannot be reached: verified here, queued.
    const a = await session.scan({ kind: 'code', code: codeA }, null, { online: true });
    expect(a).toMatchObject({
      offline: true,
      verdict: { outcome: 'ADMITTED', message: 'Admit 1 — General' },
    });
    const guest = await session.scan({ kind: 'guest', guestId: 'g-1', quantity: 2 }, null, { online: false });
    expect(guest.verdict).toMatchObject({ outcome: 'ADMITTED', admitted: 2 });
    const refused = await session.scan({ kind: 'code', code: codeA }, null, { online: false });
    expect(refused.verdict.refusal).toBe('ALREADY_SCANNED');
    expect(session.queuedCount).toBe(2);

    const reloaded = new ScannerSession(store, server, 'e1');
    await reloaded.load();
    expect(reloaded.queuedCount).toBe(2);
    expect(
      (await reloaded.scan({ kind: 'guest', guestId: 'g-1', quantity: 2 }, null, { online: false })).verdict
        .refusal,
    ).toBe('NO_ADMISSIONS_LEFT');
    await expect(reloaded.sync()).rejects.toThrow('Failed to fetch');
    expect(reloaded.queuedCount).toBe(2);

    server.reachable = true;
    const results = await reloaded.sync();
    expect(results.map((r) => r.status)).toEqual(['APPLIED', 'CONFLICT']);
    expect(server.synced).toHaveLength(1);
    expect(server.synced[0]?.map((scan) => scan.code ?? scan.guestId)).toEqual([codeA, 'g-1']);
    expect(server.synced[0]?.[1]?.quantity).toBe(2);
    expect(reloaded.queuedCount).toBe(0);
    // Nothing is sent twice; the refused scan never is.
    expect(await reloaded.sync()).toEqual([]);
    expect(server.synced).toHaveLength(1);
    // Until the next download the copy still counts the synced admissions.
    expect(
      (await reloaded.scan({ kind: 'code', code: codeA }, null, { online: false })).verdict.refusal,
    ).toBe('ALREADY_SCANNED');
  });

  it("admits a ticket's party in parts offline, never more than are left, and syncs the numbers let in", async () => {
    const session = new ScannerSession(store, server, 'e1');
    await session.download();
    server.reachable = false;
    // One of Bob's two arrives (the door lowered the stepper).
    const first = await session.scan({ kind: 'ticket', ticketId: 't-b', quantity: 1 }, null, {
      online: false,
    });
    expect(first.verdict).toMatchObject({ outcome: 'ADMITTED', admitted: 1, message: 'Admit 1 — VIP' });
    // Reopened: the copy remembers one is in; two more are refused, the camera scan admits the one left.
    const reloaded = new ScannerSession(store, server, 'e1');
    await reloaded.load();
    expect(
      (await reloaded.scan({ kind: 'code', code: codeB, quantity: 2 }, null, { online: false })).verdict,
    ).toMatchObject({ refusal: 'NO_ADMISSIONS_LEFT', message: 'Only 1 admission left' });
    expect(
      (await reloaded.scan({ kind: 'code', code: codeB }, null, { online: false })).verdict,
    ).toMatchObject({
      outcome: 'ADMITTED',
      admitted: 1,
    });
    expect(
      (await reloaded.scan({ kind: 'code', code: codeB }, null, { online: false })).verdict.refusal,
    ).toBe('ALREADY_SCANNED');
    server.reachable = true;
    await reloaded.sync();
    expect(server.synced[0]?.map((scan) => [scan.ticketId ?? scan.code, scan.quantity])).toEqual([
      ['t-b', 1],
      [codeB, 1],
    ]);
  });

  it('sends the device name with every scan, offline ones too, and keeps it on the device', async () => {
    const session = new ScannerSession(store, server, 'e1');
    await session.download();
    await session.nameDevice("Dee's phone");
    await session.scan({ kind: 'code', code: codeA }, null, { online: true });
    expect(server.checkIns[0]?.deviceName).toBe("Dee's phone");
    // Reopened offline (nobody signed in to name it): the stored name goes with the queued scan.
    server.reachable = false;
    const reloaded = new ScannerSession(store, server, 'e1');
    await reloaded.load();
    await reloaded.scan({ kind: 'guest', guestId: 'g-1', quantity: 1 }, null, { online: false });
    server.reachable = true;
    await reloaded.sync();
    expect(server.synced[0]?.[0]).toMatchObject({ guestId: 'g-1', quantity: 1, deviceName: "Dee's phone" });
  });

  it('says so when an event was never downloaded and the network is gone', async () => {
    const session = new ScannerSession(store, server, 'e1');
    server.reachable = false;
    await session.load();
    await expect(session.scan({ kind: 'code', code: codeA }, null, { online: false })).rejects.toThrow(
      /not ready offline/,
    );
  });
});
