import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './hash';
import type { ScannerManifest } from './types';
import {
  admittedCount,
  applyServerVerdict,
  createLocalManifest,
  type LocalRequest,
  scanLocally,
  searchManifest,
  verifyLocally,
} from './verifier';

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const codeA = 'repclub:ticket:t-a:secretA';
const codeB = 'repclub:ticket:t-b:secretB';
const codeVip = 'repclub:ticket:t-vip:secretVip';
const passCode = 'repclub:guest:gt-1:passSecret';

function manifest(overrides: Partial<ScannerManifest> = {}): ScannerManifest {
  return {
    eventId: 'e1',
    displayName: 'Launch party',
    startDate: '2026-11-26T20:00:00.000Z',
    endDate: '2026-11-27T02:00:00.000Z',
    timeZone: 'America/New_York',
    generatedAt: '2026-11-26T19:00:00.000Z',
    zones: [
      { id: 'z-vip', name: 'VIP lounge', eventTicketIds: ['et-vip'], maxScans: 2 },
      { id: 'z-all', name: 'Terrace', eventTicketIds: [], maxScans: 1 },
    ],
    tickets: [
      {
        ticketId: 't-a',
        codeHash: hash(codeA),
        holderName: 'Jane Doe',
        ticketType: 'General',
        eventTicketId: 'et-ga',
        admissions: 1,
        scansUsed: 0,
      },
      {
        ticketId: 't-b',
        codeHash: hash(codeB),
        holderName: 'Bob Stone',
        ticketType: 'General',
        eventTicketId: 'et-ga',
        admissions: 3,
        scansUsed: 0,
      },
      {
        ticketId: 't-vip',
        codeHash: hash(codeVip),
        holderName: 'Vera Ip',
        ticketType: 'VIP',
        eventTicketId: 'et-vip',
        admissions: 2,
        scansUsed: 0,
      },
      {
        ticketId: 't-used',
        codeHash: hash('repclub:ticket:t-used:s'),
        holderName: 'Early Bird',
        ticketType: 'General',
        eventTicketId: 'et-ga',
        admissions: 1,
        scansUsed: 1,
      },
      {
        ticketId: 't-refunded',
        codeHash: hash('repclub:ticket:t-refunded:s'),
        holderName: 'Ray Fund',
        ticketType: 'General',
        eventTicketId: 'et-ga',
        admissions: 1,
        scansUsed: 0,
        refusal: 'REFUNDED',
      },
    ],
    guests: [
      {
        guestId: 'g-1',
        fullName: 'Gina Guest',
        quantity: 3,
        checkedInQuantity: 0,
        passes: [
          { guestTicketId: 'gt-1', codeHash: hash(passCode), checkedIn: false },
          { guestTicketId: 'gt-2', codeHash: null, checkedIn: false },
          { guestTicketId: 'gt-3', codeHash: null, checkedIn: false },
        ],
      },
    ],
    ...overrides,
  };
}

const code = (text: string): LocalRequest => ({ kind: 'code', code: text, codeHash: hash(text) });
const at = '2026-11-27T02:14:00.000Z'; // 9:14 PM in New York

describe('sha256Hex', () => {
  it('is the lowercase hex SHA-256 the manifest carries', async () => {
    expect(await sha256Hex(codeA)).toBe(hash(codeA));
  });
});

describe('the offline verifier', () => {
  it('admits a ticket once at the door and refuses it again with the time of the first scan', () => {
    const state = createLocalManifest(manifest());
    const first = scanLocally(state, code(codeA), null, at);
    expect(first).toMatchObject({
      outcome: 'ADMITTED',
      admitted: 1,
      holderName: 'Jane Doe',
      ticketType: 'General',
      ticketId: 't-a',
      scansUsed: 1,
      maxScans: 1,
      message: 'Admit 1 — General',
    });
    const second = scanLocally(state, code(codeA), null, '2026-11-27T02:20:00.000Z');
    expect(second).toMatchObject({
      outcome: 'REFUSED',
      refusal: 'ALREADY_SCANNED',
      message: 'Already scanned at 9:14 PM',
      admitted: 0,
    });
  });

  it('admits a ticket with its additional guests, by code or by name', () => {
    const state = createLocalManifest(manifest());
    expect(scanLocally(state, { kind: 'ticket', ticketId: 't-b' }, null, at)).toMatchObject({
      outcome: 'ADMITTED',
      admitted: 3,
      message: 'Admit 3 — General',
    });
    expect(scanLocally(state, code(codeB), null, at)).toMatchObject({
      outcome: 'REFUSED',
      refusal: 'ALREADY_SCANNED',
    });
  });

  it('refuses what the server already counted and what the manifest marks', () => {
    const state = createLocalManifest(manifest());
    expect(verifyLocally(state, code('repclub:ticket:t-used:s'), null).verdict).toMatchObject({
      refusal: 'ALREADY_SCANNED',
      message: 'Already scanned',
    });
    expect(verifyLocally(state, code('repclub:ticket:t-refunded:s'), null).verdict).toMatchObject({
      outcome: 'REFUSED',
      refusal: 'REFUNDED',
      message: 'Refunded ticket',
    });
  });

  it('tells a foreign string, a forged code and another event’s ticket apart', () => {
    const state = createLocalManifest(manifest());
    expect(verifyLocally(state, code('https://example.com'), null).verdict.refusal).toBe('NOT_A_TICKET');
    expect(verifyLocally(state, code('repclub:ticket:t-a:wrongSecret'), null).verdict.refusal).toBe(
      'NOT_A_TICKET',
    );
    expect(verifyLocally(state, code('repclub:ticket:t-elsewhere:x'), null).verdict.refusal).toBe(
      'OTHER_EVENT',
    );
    expect(verifyLocally(state, { kind: 'ticket', ticketId: 'nope' }, null).verdict.refusal).toBe(
      'OTHER_EVENT',
    );
  });

  it('admits only a zone’s ticket types, up to its maxScans, counted apart from the door', () => {
    const state = createLocalManifest(manifest());
    expect(scanLocally(state, code(codeA), 'z-vip', at)).toMatchObject({
      refusal: 'WRONG_ZONE',
      message: 'Wrong entrance: General ticket',
    });
    expect(scanLocally(state, code(codeVip), 'z-vip', at)).toMatchObject({
      outcome: 'ADMITTED',
      scansUsed: 1,
      maxScans: 2,
      admitted: 2,
    });
    expect(scanLocally(state, code(codeVip), 'z-vip', at)).toMatchObject({
      outcome: 'ADMITTED',
      scansUsed: 2,
    });
    expect(scanLocally(state, code(codeVip), 'z-vip', at)).toMatchObject({ refusal: 'ALREADY_SCANNED' });
    // The door and a zone without ticket types count on their own.
    expect(scanLocally(state, code(codeVip), null, at)).toMatchObject({ outcome: 'ADMITTED' });
    expect(scanLocally(state, code(codeA), 'z-all', at)).toMatchObject({ outcome: 'ADMITTED' });
    expect(scanLocally(state, code(codeA), 'z-gone', at)).toMatchObject({ refusal: 'WRONG_ZONE' });
    expect(admittedCount(state, 'z-vip')).toBe(2);
    expect(admittedCount(state, null)).toBe(3);
  });

  it('starts from the zone counts the server sends and admits guests in a zone by their ticket type', () => {
    const base = manifest();
    const state = createLocalManifest(
      manifest({
        tickets: base.tickets.map((t) =>
          t.ticketId === 't-vip' ? { ...t, zoneScans: [{ zoneId: 'z-vip', scansUsed: 2 }] } : t,
        ),
        guests: [
          {
            guestId: 'g-vip',
            fullName: 'Vic Guest',
            eventTicketId: 'et-vip',
            quantity: 1,
            checkedInQuantity: 0,
            passes: [],
          },
          ...base.guests,
        ],
      }),
    );
    expect(scanLocally(state, code(codeVip), 'z-vip', at)).toMatchObject({
      refusal: 'ALREADY_SCANNED',
      message: 'Already scanned',
    });
    expect(scanLocally(state, { kind: 'guest', guestId: 'g-1', quantity: 1 }, 'z-vip', at)).toMatchObject({
      refusal: 'WRONG_ZONE',
      message: 'Wrong entrance: Guest ticket',
    });
    expect(scanLocally(state, { kind: 'guest', guestId: 'g-vip' }, 'z-vip', at)).toMatchObject({
      outcome: 'ADMITTED',
      message: 'Admit 1 — VIP',
      ticketType: 'VIP',
    });
  });

  it('admits guests by quantity and by pass, never beyond the list', () => {
    const state = createLocalManifest(manifest());
    expect(scanLocally(state, { kind: 'guest', guestId: 'g-1', quantity: 4 }, null, at)).toMatchObject({
      refusal: 'NO_ADMISSIONS_LEFT',
      message: 'Only 3 admissions left',
    });
    expect(scanLocally(state, { kind: 'guest', guestId: 'g-1', quantity: 0 }, null, at)).toMatchObject({
      refusal: 'NO_ADMISSIONS_LEFT',
    });
    expect(scanLocally(state, code(passCode), null, at)).toMatchObject({
      outcome: 'ADMITTED',
      admitted: 1,
      guestId: 'g-1',
      holderName: 'Gina Guest',
    });
    expect(scanLocally(state, code(passCode), null, at)).toMatchObject({ refusal: 'ALREADY_SCANNED' });
    expect(scanLocally(state, { kind: 'guest', guestId: 'g-1', quantity: 1 }, null, at)).toMatchObject({
      outcome: 'ADMITTED',
      admitted: 1,
      scansUsed: 2,
      maxScans: 3,
    });
    // The rest by default.
    expect(scanLocally(state, { kind: 'guest', guestId: 'g-1' }, null, at)).toMatchObject({
      outcome: 'ADMITTED',
      admitted: 1,
      scansUsed: 3,
    });
    expect(scanLocally(state, { kind: 'guest', guestId: 'g-1' }, null, at)).toMatchObject({
      refusal: 'NO_ADMISSIONS_LEFT',
      message: 'No admissions left',
    });
    expect(state.guests.get('g-1')?.passes.every((pass) => pass.checkedIn)).toBe(true);
    // With the ticket the server had counted before the download.
    expect(admittedCount(state, null)).toBe(4);
  });

  it('follows what the server admitted online even when the local copy was behind', () => {
    const state = createLocalManifest(
      manifest({
        tickets: manifest().tickets.map((t) =>
          t.ticketId === 't-a' ? { ...t, refusal: 'NOT_APPROVED' as const } : t,
        ),
      }),
    );
    applyServerVerdict(
      state,
      code(codeA),
      null,
      { outcome: 'ADMITTED', message: 'Admit 1', ticketId: 't-a', admitted: 1, scansUsed: 1, maxScans: 1 },
      at,
    );
    expect(state.tickets.get('t-a')?.zones.get('')?.count).toBe(1);
    applyServerVerdict(
      state,
      code(codeB),
      null,
      { outcome: 'ADMITTED', message: 'Admit 3', ticketId: 't-b', admitted: 3, scansUsed: 1, maxScans: 1 },
      at,
    );
    expect(verifyLocally(state, code(codeB), null).verdict.refusal).toBe('ALREADY_SCANNED');
  });

  it('finds tickets and guests by holder name, ticket type and guest name', () => {
    const state = createLocalManifest(manifest());
    expect(searchManifest(state, 'jane').map((hit) => hit.id)).toEqual(['t-a']);
    expect(searchManifest(state, 'vip').map((hit) => hit.id)).toEqual(['t-vip']);
    expect(searchManifest(state, 'gina').map((hit) => hit.kind)).toEqual(['guest']);
    expect(searchManifest(state, 'general bob').map((hit) => hit.id)).toEqual(['t-b']);
    expect(searchManifest(state, '  ')).toEqual([]);
  });
});
