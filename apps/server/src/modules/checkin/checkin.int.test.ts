import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { graphqlResult, type TestServer, startTestServer } from '../../test/server';
import { eventAttendees } from '../bookings/bookings.tables';
import { eventTicketTypes } from '../events/events.tables';
import { setAttendee } from '../events/events.test-support';
import { ticketScans } from './checkin.tables';
import { type Caller, checkinEvent, rsvp, scanId, setTicket } from './checkin.test-support';

/** Check-in at the door (issue 14, docs/decisions/080): who may scan, every refusal, races, offline sync. */

const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => server?.close());

const gql = <T>(query: string, variables: Record<string, unknown>, caller: Caller) =>
  graphqlResult<T>(server, query, variables, caller.headers);

const VERDICT = 'outcome refusal message holderName ticketType ticketId guestId admitted scansUsed maxScans';
const CHECK_IN = `mutation($e: ID!, $i: ScanInput!) { checkIn(eventId: $e, input: $i) { ${VERDICT} } }`;
const VERIFY = `mutation($e: ID!, $i: ScanInput!) { verifyTicket(eventId: $e, input: $i) { ${VERDICT} } }`;
const SYNC = `mutation($e: ID!, $s: [ScanInput!]!) { syncScans(eventId: $e, scans: $s) { scanId status verdict { ${VERDICT} } } }`;
const MANIFEST = `query($e: ID!) { scannerManifest(eventId: $e) { eventId displayName timeZone generatedAt
  zones { id name eventTicketIds maxScans }
  tickets { ticketId codeHash holderName ticketType eventTicketId admissions scansUsed zoneScans { zoneId scansUsed } refusal }
  guests { guestId fullName quantity checkedInQuantity passes { guestTicketId codeHash checkedIn } } } }`;
const CONFLICTS = `query($e: ID!) { scanConflicts(eventId: $e) { id ticketId holderName scannedAt deviceId deviceName keptScanAt message } }`;
const SAVE_ZONE = `mutation($e: ID!, $i: ScanningZoneInput!) { saveScanningZone(eventId: $e, input: $i) { id name eventTicketIds maxScans } }`;
const DELETE_ZONE = `mutation($e: ID!, $z: ID!) { deleteScanningZone(eventId: $e, zoneId: $z) }`;
const SCANNER_EVENTS = `query { myScannerEvents { eventId } }`;
const HOST = `query($e: String!) { event(slugOrId: $e) { scanConflictCount scanningZones { id name }
  hostCounters { scannedTickets approved } } }`;

type Verdict = {
  outcome: string;
  refusal: string | null;
  message: string;
  holderName: string | null;
  ticketType: string | null;
  ticketId: string | null;
  guestId: string | null;
  admitted: number;
  scansUsed: number;
  maxScans: number;
};

const code = (result: { error: { extensions?: { code?: string } } | null }) =>
  result.error?.extensions?.code ?? null;

async function checkIn(caller: Caller, eventId: string, input: Record<string, unknown>) {
  const result = await gql<{ checkIn: Verdict }>(
    CHECK_IN,
    { e: eventId, i: { scanId: scanId(), ...input } },
    caller,
  );
  if (result.error) throw new Error(`checkIn: ${result.error.message}`);
  return result.data!.checkIn;
}

async function saveZone(caller: Caller, eventId: string, input: Record<string, unknown>) {
  const result = await gql<{ saveScanningZone: { id: string; maxScans: number } }>(
    SAVE_ZONE,
    { e: eventId, i: input },
    caller,
  );
  if (result.error) throw new Error(`saveScanningZone: ${result.error.message}`);
  return result.data!.saveScanningZone;
}

describe('who may scan', () => {
  it('lets the creator, co-hosts, coordinators and doors scan; refuses attendees, strangers and visitors', async () => {
    const t = await checkinEvent(server, clock);
    const allowed = [t.creator, t.coHost, t.coordinator, t.door];
    const refused: [Caller, string][] = [
      [t.attendee, 'AUTH_NOT_AUTHORIZED'],
      [t.stranger, 'AUTH_NOT_AUTHORIZED'],
      [t.visitor, 'AUTH_NOT_AUTHENTICATED'],
    ];
    const { code: qr } = await rsvp(server, t.attendee, t.event.id, t.general.id);
    const calls = [
      (c: Caller) => gql(VERIFY, { e: t.event.id, i: { scanId: scanId(), code: qr } }, c),
      (c: Caller) => gql(CHECK_IN, { e: t.event.id, i: { scanId: scanId(), code: 'nonsense' } }, c),
      (c: Caller) => gql(SYNC, { e: t.event.id, s: [{ scanId: scanId(), code: 'nonsense' }] }, c),
      (c: Caller) => gql(MANIFEST, { e: t.event.id }, c),
      (c: Caller) => gql(CONFLICTS, { e: t.event.id }, c),
    ];
    for (const call of calls) {
      for (const caller of allowed) expect((await call(caller)).error).toBeNull();
      for (const [caller, expected] of refused) expect(code(await call(caller))).toBe(expected);
    }
    for (const caller of allowed)
      expect(
        (await gql<{ myScannerEvents: { eventId: string }[] }>(SCANNER_EVENTS, {}, caller)).data!
          .myScannerEvents,
      ).toContainEqual({
        eventId: t.event.id,
      });
    for (const caller of [t.attendee, t.stranger])
      expect(
        (await gql<{ myScannerEvents: { eventId: string }[] }>(SCANNER_EVENTS, {}, caller)).data!
          .myScannerEvents,
      ).toEqual([]);
    expect(code(await gql(SCANNER_EVENTS, {}, t.visitor))).toBe('AUTH_NOT_AUTHENTICATED');
  });

  it('lets CanEditEvent (creator, co-host) manage zones; refuses doors, coordinators, attendees, strangers and visitors', async () => {
    const t = await checkinEvent(server, clock);
    for (const caller of [t.creator, t.coHost]) {
      const zone = await saveZone(caller, t.event.id, {
        name: 'VIP door',
        eventTicketIds: [t.vip.id],
        maxScans: 2,
      });
      const renamed = await saveZone(caller, t.event.id, {
        zoneId: zone.id,
        name: 'VIP',
        eventTicketIds: [],
        maxScans: 3,
      });
      expect(renamed).toMatchObject({ id: zone.id, name: 'VIP', eventTicketIds: [], maxScans: 3 });
      expect((await gql(DELETE_ZONE, { e: t.event.id, z: zone.id }, caller)).error).toBeNull();
    }
    const zone = await saveZone(t.creator, t.event.id, { name: 'Main', eventTicketIds: [], maxScans: 1 });
    for (const [caller, expected] of [
      [t.door, 'AUTH_NOT_AUTHORIZED'],
      [t.coordinator, 'AUTH_NOT_AUTHORIZED'],
      [t.attendee, 'AUTH_NOT_AUTHORIZED'],
      [t.stranger, 'AUTH_NOT_AUTHORIZED'],
      [t.visitor, 'AUTH_NOT_AUTHENTICATED'],
    ] as [Caller, string][]) {
      expect(
        code(
          await gql(SAVE_ZONE, { e: t.event.id, i: { name: 'X', eventTicketIds: [], maxScans: 1 } }, caller),
        ),
      ).toBe(expected);
      expect(code(await gql(DELETE_ZONE, { e: t.event.id, z: zone.id }, caller))).toBe(expected);
    }
    // The team sees the zones; others an empty list.
    const seen = await gql<{ event: { scanningZones: unknown[] } }>(HOST, { e: t.event.id }, t.door);
    expect(seen.data!.event.scanningZones).toHaveLength(1);
    const unseen = await gql<{ event: { scanningZones: unknown[] } }>(HOST, { e: t.event.id }, t.stranger);
    expect(unseen.data!.event.scanningZones).toEqual([]);
  });

  it('refuses bad zone input with BAD_USER_INPUT', async () => {
    const t = await checkinEvent(server, clock);
    const other = await checkinEvent(server, clock);
    for (const input of [
      { name: '', eventTicketIds: [], maxScans: 1 },
      { name: 'Door', eventTicketIds: [], maxScans: 0 },
      { name: 'Door', eventTicketIds: [other.vip.id], maxScans: 1 },
    ]) {
      const result = await gql(SAVE_ZONE, { e: t.event.id, i: input }, t.creator);
      expect({ input, code: code(result) }).toEqual({ input, code: 'BAD_USER_INPUT' });
    }
    // Ids that are not ids are NOT_FOUND before they reach the rules (platform/graphql/edge.ts).
    expect(
      code(
        await gql(
          SAVE_ZONE,
          { e: t.event.id, i: { name: 'Door', eventTicketIds: ['nope'], maxScans: 1 } },
          t.creator,
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(code(await gql(CHECK_IN, { e: t.event.id, i: { scanId: 'x', code: 'a' } }, t.door))).toBe(
      'NOT_FOUND',
    );
    expect(
      code(await gql(CHECK_IN, { e: t.event.id, i: { scanId: scanId(), code: 'a', quantity: 0 } }, t.door)),
    ).toBe('BAD_USER_INPUT');
    expect(
      code(
        await gql(
          CHECK_IN,
          { e: t.event.id, i: { scanId: scanId(), code: 'a', scannedAt: 'yesterday' } },
          t.door,
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(
      code(
        await gql(
          CHECK_IN,
          { e: t.event.id, i: { scanId: scanId(), code: 'a', ticketId: scanId() } },
          t.door,
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(code(await gql(CHECK_IN, { e: t.event.id, i: { scanId: scanId() } }, t.door))).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('admitting a ticket', () => {
  it('admits once with the ticket count, moves the counters and the attendee, and tells the holder once', async () => {
    const t = await checkinEvent(server, clock);
    const { ticketId, code: qr } = await rsvp(server, t.attendee, t.event.id, t.vip.id);
    const count = await gql<{ myTickets: { nodes: { ticketId: string; count: number }[] } }>(
      '{ myTickets(first: 5, when: UPCOMING) { nodes { ticketId count } } }',
      {},
      t.attendee,
    );
    expect(count.data?.myTickets.nodes.find((n) => n.ticketId === ticketId)?.count).toBe(2);

    const before = await gql<{ event: { hostCounters: { scannedTickets: number } } }>(
      HOST,
      { e: t.event.id },
      t.creator,
    );
    expect(before.data!.event.hostCounters.scannedTickets).toBe(0);
    const verified = (
      await gql<{ verifyTicket: Verdict }>(
        VERIFY,
        { e: t.event.id, i: { scanId: scanId(), code: qr } },
        t.door,
      )
    ).data!.verifyTicket;
    expect(verified).toMatchObject({ outcome: 'ADMITTED', admitted: 2 });
    const admitted = await checkIn(t.door, t.event.id, { code: qr });
    expect(admitted).toMatchObject({
      outcome: 'ADMITTED',
      refusal: null,
      message: 'Admit 2 — VIP',
      ticketType: 'VIP',
      ticketId,
      admitted: 2,
      scansUsed: 1,
      maxScans: 1,
    });
    const again = await checkIn(t.coHost, t.event.id, { ticketId });
    expect(again).toMatchObject({ outcome: 'REFUSED', refusal: 'ALREADY_SCANNED', admitted: 0 });
    // 18:00Z is 11:00 AM in Los Angeles.
    expect(again.message).toBe('Already scanned at 11:00 AM');

    const after = await gql<{ event: { hostCounters: { scannedTickets: number; approved: number } } }>(
      HOST,
      { e: t.event.id },
      t.creator,
    );
    expect(after.data!.event.hostCounters.scannedTickets).toBe(1);
    const summary = await gql<{ eventTicketSummary: { eventTicketId: string; checkedInTickets: number }[] }>(
      'query($e: ID!) { eventTicketSummary(eventId: $e) { eventTicketId checkedInTickets } }',
      { e: t.event.id },
      t.creator,
    );
    if (!summary.error)
      expect(
        summary.data!.eventTicketSummary.find((s) => s.eventTicketId === t.vip.id)?.checkedInTickets,
      ).toBe(1);
    const [attendee] = await server.database.db
      .select()
      .from(eventAttendees)
      .where(eq(eventAttendees.userId, t.attendee.userId));
    expect(attendee).toMatchObject({ state: 'CHECKED_IN', checkedInCount: 2 });

    const notes = await gql<{
      notifications: {
        nodes: { content: { defaultMessage: string; defaultPayload: { notificationType: string } } }[];
      };
    }>(
      '{ notifications(first: 20) { nodes { content { defaultMessage defaultPayload { notificationType } } } } }',
      {},
      t.attendee,
    );
    expect(notes.error).toBeNull();
    expect(
      notes.data!.notifications.nodes.filter(
        (n) => n.content.defaultPayload.notificationType === 'EventCheckinSuccess',
      ),
    ).toHaveLength(1);
  });

  it('answers the same scanId with the first verdict and records it once', async () => {
    const t = await checkinEvent(server, clock);
    const { code: qr } = await rsvp(server, t.attendee, t.event.id, t.general.id);
    const id = scanId();
    const first = await gql<{ checkIn: Verdict }>(
      CHECK_IN,
      { e: t.event.id, i: { scanId: id, code: qr } },
      t.door,
    );
    const second = await gql<{ checkIn: Verdict }>(
      CHECK_IN,
      { e: t.event.id, i: { scanId: id, code: qr } },
      t.door,
    );
    expect(first.data!.checkIn.outcome).toBe('ADMITTED');
    expect(second.data!.checkIn).toEqual(first.data!.checkIn);
    const rows = await server.database.db.select().from(ticketScans).where(eq(ticketScans.id, id));
    expect(rows).toHaveLength(1);
    // The same id at another event is refused.
    const other = await checkinEvent(server, clock);
    expect(code(await gql(CHECK_IN, { e: other.event.id, i: { scanId: id, code: qr } }, other.creator))).toBe(
      'CONFLICT',
    );
  });

  it('admits exactly once when ten doors scan the same ticket at the same instant', async () => {
    const t = await checkinEvent(server, clock);
    const { code: qr } = await rsvp(server, t.attendee, t.event.id, t.general.id);
    const doors = [t.creator, t.coHost, t.coordinator, t.door];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        gql<{ checkIn: Verdict }>(
          CHECK_IN,
          { e: t.event.id, i: { scanId: scanId(), code: qr } },
          doors[i % doors.length]!,
        ),
      ),
    );
    const outcomes = results.map((r) => r.data?.checkIn.outcome ?? r.error?.message);
    expect(outcomes.filter((o) => o === 'ADMITTED')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'REFUSED')).toHaveLength(9);
    const [attendee] = await server.database.db
      .select()
      .from(eventAttendees)
      .where(eq(eventAttendees.userId, t.attendee.userId));
    expect(attendee!.checkedInCount).toBe(1);
  });
});

describe('a ticket for several people (docs/decisions/112)', () => {
  /** The event's VIP type made to admit 3 (the holder and two more). */
  async function ticketForThree() {
    const t = await checkinEvent(server, clock);
    await server.database.db
      .update(eventTicketTypes)
      .set({ additionalGuests: 2 })
      .where(eq(eventTicketTypes.id, t.vip.id));
    const ticket = await rsvp(server, t.attendee, t.event.id, t.vip.id);
    return { t, ...ticket };
  }
  const checkedInCount = async (userId: string) =>
    (await server.database.db.select().from(eventAttendees).where(eq(eventAttendees.userId, userId)))[0]!
      .checkedInCount;

  it('admits part of the party, the rest at a later scan of the same code, and refuses beyond', async () => {
    const { t, ticketId, code: qr } = await ticketForThree();
    // Two of three arrive.
    expect(await checkIn(t.door, t.event.id, { code: qr, quantity: 2 })).toMatchObject({
      outcome: 'ADMITTED',
      message: 'Admit 2 — VIP',
      admitted: 2,
      scansUsed: 1,
      maxScans: 1,
    });
    expect(await checkedInCount(t.attendee.userId)).toBe(2);
    // The door asks for two more: only one is left, nothing is admitted.
    expect(await checkIn(t.door, t.event.id, { code: qr, quantity: 2 })).toMatchObject({
      outcome: 'REFUSED',
      refusal: 'NO_ADMISSIONS_LEFT',
      message: 'Only 1 admission left',
      admitted: 0,
    });
    // The third comes later: a scan without a number admits everyone left.
    const verified = await gql<{ verifyTicket: Verdict }>(
      VERIFY,
      { e: t.event.id, i: { scanId: scanId(), ticketId } },
      t.door,
    );
    expect(verified.data!.verifyTicket).toMatchObject({ outcome: 'ADMITTED', admitted: 1 });
    expect(await checkIn(t.coHost, t.event.id, { code: qr })).toMatchObject({
      outcome: 'ADMITTED',
      message: 'Admit 1 — VIP',
      admitted: 1,
      scansUsed: 1,
    });
    expect(await checkedInCount(t.attendee.userId)).toBe(3);
    expect(await checkIn(t.door, t.event.id, { code: qr, quantity: 1 })).toMatchObject({
      refusal: 'ALREADY_SCANNED',
      admitted: 0,
    });
    const manifest = await gql<{
      scannerManifest: { tickets: { ticketId: string; admissions: number; admittedCount: number }[] };
    }>(
      'query($e: ID!) { scannerManifest(eventId: $e) { tickets { ticketId admissions admittedCount } } }',
      { e: t.event.id },
      t.door,
    );
    expect(manifest.data!.scannerManifest.tickets).toEqual([{ ticketId, admissions: 3, admittedCount: 3 }]);
  });

  it("keeps a zone's limit in whole parties: a lounge for 2 scans admits the party of 3 twice over", async () => {
    const { t, code: qr } = await ticketForThree();
    const zone = await saveZone(t.creator, t.event.id, { name: 'Lounge', eventTicketIds: [], maxScans: 2 });
    const at = (quantity?: number) => checkIn(t.door, t.event.id, { code: qr, zoneId: zone.id, quantity });
    expect(await at(1)).toMatchObject({ admitted: 1, scansUsed: 1, maxScans: 2 });
    // Without a number: the rest of this entry, not a whole new one.
    expect(await at()).toMatchObject({ admitted: 2, scansUsed: 1 });
    expect(await at()).toMatchObject({ admitted: 3, scansUsed: 2 });
    expect(await at(1)).toMatchObject({ refusal: 'ALREADY_SCANNED', scansUsed: 2 });
    // The people were counted in the event once.
    expect(await checkedInCount(t.attendee.userId)).toBe(3);
  });

  it("admits exactly the ticket's three people when ten doors scan one at a time at once", async () => {
    const { t, code: qr } = await ticketForThree();
    const doors = [t.creator, t.coHost, t.coordinator, t.door];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        gql<{ checkIn: Verdict }>(
          CHECK_IN,
          { e: t.event.id, i: { scanId: scanId(), code: qr, quantity: 1 } },
          doors[i % doors.length]!,
        ),
      ),
    );
    const verdicts = results.map((r) => r.data?.checkIn);
    expect(verdicts.filter((v) => v?.outcome === 'ADMITTED')).toHaveLength(3);
    expect(verdicts.filter((v) => v?.outcome === 'REFUSED')).toHaveLength(7);
    expect(await checkedInCount(t.attendee.userId)).toBe(3);
    const scans = await server.database.db
      .select()
      .from(ticketScans)
      .where(eq(ticketScans.eventId, t.event.id));
    expect(scans.reduce((sum, s) => sum + s.admitted, 0)).toBe(3);
  });

  it('turns an offline scan of more than are left into a conflict, keeping what was admitted', async () => {
    const { t, ticketId, code: qr } = await ticketForThree();
    expect(await checkIn(t.door, t.event.id, { code: qr, quantity: 2 })).toMatchObject({ admitted: 2 });
    // A phone offline admitted two of the party too (it did not know of the others), and later another one.
    const phone = { deviceId: 'phone-1', deviceName: "Dee's phone" };
    const synced = await gql<{ syncScans: { status: string; verdict: Verdict }[] }>(
      SYNC,
      {
        e: t.event.id,
        s: [
          { scanId: scanId(), code: qr, quantity: 2, scannedAt: '2026-06-01T17:40:00.000Z', ...phone },
          { scanId: scanId(), ticketId, quantity: 1, scannedAt: '2026-06-01T17:45:00.000Z', ...phone },
        ],
      },
      t.door,
    );
    expect(synced.error).toBeNull();
    expect(synced.data!.syncScans.map((r) => [r.status, r.verdict.refusal, r.verdict.admitted])).toEqual([
      ['CONFLICT', 'NO_ADMISSIONS_LEFT', 0],
      ['APPLIED', null, 1],
    ]);
    const conflicts = await gql<{ scanConflicts: { ticketId: string; deviceName: string }[] }>(
      CONFLICTS,
      { e: t.event.id },
      t.creator,
    );
    expect(conflicts.data!.scanConflicts).toMatchObject([{ ticketId, deviceName: "Dee's phone" }]);
    expect(await checkedInCount(t.attendee.userId)).toBe(3);
  });
});

describe('sharing after check-in', () => {
  it('refuses to share a ticket the door checked in, and a link shared before stops working once it is', async () => {
    const t = await checkinEvent(server, clock);
    const used = await rsvp(server, t.attendee, t.event.id, t.general.id);
    await checkIn(t.door, t.event.id, { code: used.code });
    const SHARE = 'mutation($t: ID!) { shareTicket(ticketId: $t) { url } }';
    expect(code(await gql(SHARE, { t: used.ticketId }, t.attendee))).toBe('CONFLICT');

    const shared = await rsvp(server, t.stranger, t.event.id, t.general.id);
    const link = await gql<{ shareTicket: { url: string } }>(SHARE, { t: shared.ticketId }, t.stranger);
    const token = new URL(link.data!.shareTicket.url).searchParams.get('token')!;
    await checkIn(t.door, t.event.id, { code: shared.code });
    const claim = await gql(
      'mutation($t: ID!, $k: String!) { claimSharedTicket(ticketId: $t, token: $k) { ticketId } }',
      { t: shared.ticketId, k: token },
      t.coHost,
    );
    expect(code(claim)).toBe('CONFLICT');
  });
});

describe('refusals', () => {
  it('answers every reason with a message the door reads at a glance', async () => {
    const t = await checkinEvent(server, clock, {
      privacyPolicy: { title: 'Waiver', fileUrl: 'https://repclub.test/w.pdf' },
    });
    const other = await checkinEvent(server, clock);
    const [a, b, c, d, e, f, g] = await Promise.all(
      Array.from({ length: 7 }, async () => {
        const [user] = await import('../bookings/bookings.test-support').then((m) =>
          m.manyUsers(server, 1, clock),
        );
        return user!;
      }),
    );
    const refunded = await rsvp(server, a!, t.event.id, t.general.id);
    await setTicket(server, refunded.ticketId, { status: 'REFUNDED' });
    const cancelled = await rsvp(server, b!, t.event.id, t.general.id);
    await setTicket(server, cancelled.ticketId, { status: 'CANCELLED' });
    const sharedAway = await rsvp(server, c!, t.event.id, t.general.id);
    await setTicket(server, sharedAway.ticketId, { status: 'TRANSFERRED', shareState: 'SHARED' });
    const revoked = await rsvp(server, d!, t.event.id, t.general.id);
    await setTicket(server, revoked.ticketId, { status: 'CANCELLED', parentTicketId: sharedAway.ticketId });
    const pending = await rsvp(server, e!, t.event.id, t.general.id);
    await setAttendee(server, t.event.id, e!.userId, 'PENDING');
    const declinedPolicy = await rsvp(server, f!, t.event.id, t.general.id);
    await server.database.db
      .update(eventAttendees)
      .set({ privacyPolicyState: 'DECLINED' })
      .where(eq(eventAttendees.userId, f!.userId));
    const elsewhere = await rsvp(server, g!, other.event.id, other.general.id);
    const general = await rsvp(server, t.attendee, t.event.id, t.general.id);
    const vipZone = await saveZone(t.creator, t.event.id, {
      name: 'VIP',
      eventTicketIds: [t.vip.id],
      maxScans: 1,
    });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'hello' }, 'NOT_A_TICKET', 'Not a valid ticket'],
      [{ code: general.code.slice(0, -2) + 'xx' }, 'NOT_A_TICKET', 'Not a valid ticket'],
      [{ code: elsewhere.code }, 'OTHER_EVENT', 'Ticket is for another event'],
      [{ code: general.code, zoneId: vipZone.id }, 'WRONG_ZONE', 'Wrong entrance: General ticket'],
      [{ code: refunded.code }, 'REFUNDED', 'Refunded ticket'],
      [{ code: cancelled.code }, 'CANCELLED', 'Cancelled ticket'],
      [{ code: sharedAway.code }, 'SHARED_AWAY', 'Ticket was given to someone else'],
      [{ code: revoked.code }, 'REVOKED', 'Ticket was taken back by its sharer'],
      [{ code: pending.code }, 'NOT_APPROVED', 'Not approved by the host'],
      [{ code: declinedPolicy.code }, 'POLICY_NOT_ACCEPTED', 'Waiver not accepted'],
    ];
    for (const [input, refusal, message] of cases) {
      const verdict = await checkIn(t.door, t.event.id, input);
      expect({ refusal: verdict.refusal, message: verdict.message, outcome: verdict.outcome }).toEqual({
        refusal,
        message,
        outcome: 'REFUSED',
      });
    }
    // Another event's ticket says nothing about its holder.
    expect((await checkIn(t.door, t.event.id, { code: elsewhere.code })).holderName).toBeNull();
    // An unknown zone is NOT_FOUND.
    expect(
      code(
        await gql(
          CHECK_IN,
          { e: t.event.id, i: { scanId: scanId(), code: general.code, zoneId: scanId() } },
          t.door,
        ),
      ),
    ).toBe('NOT_FOUND');
  });

  it('counts scans per zone up to its max, apart from the default entrance', async () => {
    const t = await checkinEvent(server, clock);
    const { code: qr } = await rsvp(server, t.attendee, t.event.id, t.vip.id);
    const zone = await saveZone(t.creator, t.event.id, {
      name: 'Lounge',
      eventTicketIds: [t.vip.id],
      maxScans: 2,
    });
    expect(await checkIn(t.door, t.event.id, { code: qr, zoneId: zone.id })).toMatchObject({
      outcome: 'ADMITTED',
      scansUsed: 1,
      maxScans: 2,
    });
    expect(await checkIn(t.door, t.event.id, { code: qr, zoneId: zone.id })).toMatchObject({
      outcome: 'ADMITTED',
      scansUsed: 2,
    });
    expect(await checkIn(t.door, t.event.id, { code: qr, zoneId: zone.id })).toMatchObject({
      refusal: 'ALREADY_SCANNED',
      scansUsed: 2,
    });
    expect(await checkIn(t.door, t.event.id, { code: qr })).toMatchObject({
      outcome: 'ADMITTED',
      maxScans: 1,
    });
    // The first admission counted the people once.
    const [attendee] = await server.database.db
      .select()
      .from(eventAttendees)
      .where(eq(eventAttendees.userId, t.attendee.userId));
    expect(attendee!.checkedInCount).toBe(2);
  });
});

describe('guests', () => {
  it('admits part of a guest, refuses beyond what is left, and admits a pass by its code', async () => {
    const t = await checkinEvent(server, clock, { qrPass: true });
    const added = await gql<{
      addGuest: { guestId: string; tickets: { guestTicketId: string; passCode: string | null }[] };
    }>(
      'mutation($e: ID!, $i: GuestInput!) { addGuest(eventId: $e, input: $i) { guestId tickets { guestTicketId passCode } } }',
      { e: t.event.id, i: { fullName: 'Grace Guest', quantity: 3 } },
      t.creator,
    );
    expect(added.error).toBeNull();
    const guest = added.data!.addGuest;
    expect(guest.tickets[2]!.passCode).toBe(
      `repclub:guest:${guest.tickets[2]!.guestTicketId}:${guest.tickets[2]!.passCode!.split(':')[3]}`,
    );
    expect(await checkIn(t.door, t.event.id, { guestId: guest.guestId, quantity: 2 })).toMatchObject({
      outcome: 'ADMITTED',
      admitted: 2,
      holderName: 'Grace Guest',
      message: 'Admit 2 — Guest',
      scansUsed: 2,
      maxScans: 3,
    });
    expect(await checkIn(t.door, t.event.id, { guestId: guest.guestId, quantity: 2 })).toMatchObject({
      refusal: 'NO_ADMISSIONS_LEFT',
      message: 'Only 1 admission left',
    });
    const firstPass = guest.tickets[0]!.passCode!;
    expect(await checkIn(t.door, t.event.id, { code: firstPass })).toMatchObject({
      refusal: 'ALREADY_SCANNED',
    });
    expect(await checkIn(t.door, t.event.id, { code: guest.tickets[2]!.passCode })).toMatchObject({
      outcome: 'ADMITTED',
      admitted: 1,
    });
    expect(await checkIn(t.door, t.event.id, { guestId: guest.guestId })).toMatchObject({
      refusal: 'NO_ADMISSIONS_LEFT',
      message: 'No admissions left',
    });
  });
});

describe('offline scans', () => {
  it('admits the party size the door chose, online and synced, and names the device of a conflict', async () => {
    const t = await checkinEvent(server, clock);
    const added = await gql<{ addGuest: { guestId: string } }>(
      'mutation($e: ID!, $i: GuestInput!) { addGuest(eventId: $e, input: $i) { guestId } }',
      { e: t.event.id, i: { fullName: 'Alex Morgan', quantity: 3 } },
      t.creator,
    );
    const guestId = added.data!.addGuest.guestId;
    // One of the party of 3 at the door.
    expect(await checkIn(t.door, t.event.id, { guestId, quantity: 1 })).toMatchObject({
      outcome: 'ADMITTED',
      admitted: 1,
      scansUsed: 1,
      maxScans: 3,
    });
    // A phone offline admitted one more and, later, the last two (it did not know of the others).
    const phone = { deviceId: 'phone-1', deviceName: "  Dee's\n phone " };
    const synced = await gql<{ syncScans: { status: string; verdict: Verdict }[] }>(
      SYNC,
      {
        e: t.event.id,
        s: [
          { scanId: scanId(), guestId, quantity: 1, scannedAt: '2026-06-01T17:40:00.000Z', ...phone },
          { scanId: scanId(), guestId, quantity: 2, scannedAt: '2026-06-01T17:45:00.000Z', ...phone },
        ],
      },
      t.door,
    );
    expect(synced.error).toBeNull();
    expect(synced.data!.syncScans.map((r) => [r.status, r.verdict.admitted])).toEqual([
      ['APPLIED', 1],
      ['CONFLICT', 0],
    ]);
    const manifest = await gql<{
      scannerManifest: { guests: { guestId: string; checkedInQuantity: number }[] };
    }>(MANIFEST, { e: t.event.id }, t.door);
    expect(manifest.data!.scannerManifest.guests).toMatchObject([{ guestId, checkedInQuantity: 2 }]);
    // A device that sent no name is called after the person scanning.
    const { code: qr } = await rsvp(server, t.attendee, t.event.id, t.general.id);
    await checkIn(t.coHost, t.event.id, { code: qr });
    await gql(
      SYNC,
      {
        e: t.event.id,
        s: [{ scanId: scanId(), code: qr, deviceId: 'tablet-2', scannedAt: '2026-06-01T17:50:00.000Z' }],
      },
      t.door,
    );
    const conflicts = await gql<{
      scanConflicts: { holderName: string; deviceId: string; deviceName: string }[];
    }>(CONFLICTS, { e: t.event.id }, t.creator);
    expect(conflicts.error).toBeNull();
    const names = Object.fromEntries(conflicts.data!.scanConflicts.map((c) => [c.deviceId, c.deviceName]));
    expect(names['phone-1']).toBe("Dee's phone");
    expect(names['tablet-2']).toMatch(/^.+'s device$/);
    expect(names['tablet-2']).not.toContain('tablet-2');
    // A name longer than 40 characters is refused.
    const long = await gql(
      SYNC,
      { e: t.event.id, s: [{ scanId: scanId(), guestId, quantity: 1, deviceName: 'x'.repeat(41) }] },
      t.door,
    );
    expect(code(long)).toBe('BAD_USER_INPUT');
  });

  it('applies, answers duplicates, and records a conflict from a second device (first kept, creator told)', async () => {
    const t = await checkinEvent(server, clock);
    const { ticketId, code: qr } = await rsvp(server, t.attendee, t.event.id, t.general.id);
    const deviceA = { scanId: scanId(), code: qr, deviceId: 'door-a', scannedAt: '2026-06-01T17:50:00.000Z' };
    const deviceB = { scanId: scanId(), code: qr, deviceId: 'door-b', scannedAt: '2026-06-01T17:55:00.000Z' };
    const a = await gql<{ syncScans: { scanId: string; status: string; verdict: Verdict }[] }>(
      SYNC,
      { e: t.event.id, s: [deviceA] },
      t.door,
    );
    expect(a.data!.syncScans).toMatchObject([
      { scanId: deviceA.scanId, status: 'APPLIED', verdict: { outcome: 'ADMITTED' } },
    ]);
    const b = await gql<{ syncScans: { status: string; verdict: Verdict }[] }>(
      SYNC,
      { e: t.event.id, s: [deviceB, deviceA] },
      t.coHost,
    );
    expect(b.data!.syncScans.map((r) => r.status)).toEqual(['CONFLICT', 'DUPLICATE']);
    expect(b.data!.syncScans[0]!.verdict.refusal).toBe('ALREADY_SCANNED');
    // 17:50Z is 10:50 AM in Los Angeles.
    expect(b.data!.syncScans[0]!.verdict.message).toBe('Admitted offline, but already admitted at 10:50 AM');

    const conflicts = await gql<{
      scanConflicts: { ticketId: string; deviceId: string; scannedAt: string; keptScanAt: string }[];
    }>(CONFLICTS, { e: t.event.id }, t.creator);
    expect(conflicts.data!.scanConflicts).toMatchObject([
      { ticketId, deviceId: 'door-b', scannedAt: deviceB.scannedAt, keptScanAt: deviceA.scannedAt },
    ]);
    const host = await gql<{ event: { scanConflictCount: number | null } }>(
      HOST,
      { e: t.event.id },
      t.creator,
    );
    expect(host.data!.event.scanConflictCount).toBe(1);
    const hidden = await gql<{ event: { scanConflictCount: number | null } }>(
      HOST,
      { e: t.event.id },
      t.stranger,
    );
    expect(hidden.data!.event.scanConflictCount).toBeNull();
    const notes = await gql<{
      notifications: {
        nodes: { content: { defaultMessage: string; defaultPayload: { notificationType: string } } }[];
      };
    }>(
      '{ notifications(first: 20) { nodes { content { defaultMessage defaultPayload { notificationType } } } } }',
      {},
      t.creator,
    );
    expect(
      notes.data!.notifications.nodes.filter(
        (n) => n.content.defaultPayload.notificationType === 'EventScanConflict',
      ),
    ).toHaveLength(1);
    // Synced again: nothing new.
    const again = await gql<{ syncScans: { status: string }[] }>(
      SYNC,
      { e: t.event.id, s: [deviceA, deviceB] },
      t.door,
    );
    expect(again.data!.syncScans.map((r) => r.status)).toEqual(['DUPLICATE', 'DUPLICATE']);
    expect(
      (await gql<{ scanConflicts: unknown[] }>(CONFLICTS, { e: t.event.id }, t.creator)).data!.scanConflicts,
    ).toHaveLength(1);
  });

  it('counts a scan at a zone deleted while the device was offline at the default entrance', async () => {
    const t = await checkinEvent(server, clock);
    const { code: qr } = await rsvp(server, t.attendee, t.event.id, t.general.id);
    const zone = await saveZone(t.creator, t.event.id, {
      name: 'Side door',
      eventTicketIds: [],
      maxScans: 1,
    });
    expect((await gql(DELETE_ZONE, { e: t.event.id, z: zone.id }, t.creator)).error).toBeNull();
    const result = await gql<{ syncScans: { status: string; verdict: Verdict }[] }>(
      SYNC,
      { e: t.event.id, s: [{ scanId: scanId(), code: qr, zoneId: zone.id, deviceId: 'door-a' }] },
      t.door,
    );
    expect(result.data!.syncScans).toMatchObject([{ status: 'APPLIED', verdict: { outcome: 'ADMITTED' } }]);
    expect(await checkIn(t.door, t.event.id, { code: qr })).toMatchObject({ refusal: 'ALREADY_SCANNED' });
  });

  it('refuses a refunded ticket synced later, and more than 100 scans at once', async () => {
    const t = await checkinEvent(server, clock);
    const { ticketId, code: qr } = await rsvp(server, t.attendee, t.event.id, t.general.id);
    await setTicket(server, ticketId, { status: 'REFUNDED' });
    const result = await gql<{ syncScans: { status: string; verdict: Verdict }[] }>(
      SYNC,
      { e: t.event.id, s: [{ scanId: scanId(), code: qr }] },
      t.door,
    );
    expect(result.data!.syncScans).toMatchObject([{ status: 'REFUSED', verdict: { refusal: 'REFUNDED' } }]);
    const many = Array.from({ length: 101 }, () => ({ scanId: scanId(), code: 'x' }));
    expect(code(await gql(SYNC, { e: t.event.id, s: many }, t.door))).toBe('BAD_USER_INPUT');
  });
});

describe('the scanner manifest', () => {
  it('carries code hashes, standing refusals and guests, but no secrets or contact data', async () => {
    const t = await checkinEvent(server, clock, { qrPass: true });
    const ok = await rsvp(server, t.attendee, t.event.id, t.vip.id);
    const refunded = await rsvp(server, t.stranger, t.event.id, t.general.id);
    await setTicket(server, refunded.ticketId, { status: 'REFUNDED' });
    const added = await gql<{ addGuest: { guestId: string; tickets: { passCode: string }[] } }>(
      'mutation($e: ID!, $i: GuestInput!) { addGuest(eventId: $e, input: $i) { guestId tickets { passCode } } }',
      {
        e: t.event.id,
        i: {
          fullName: 'Pat Plusone',
          quantity: 2,
          emailAddress: 'pat.plusone@example.com',
          phoneNumber: '+12135550199',
        },
      },
      t.creator,
    );
    const zone = await saveZone(t.creator, t.event.id, { name: 'Lounge', eventTicketIds: [], maxScans: 2 });
    await checkIn(t.door, t.event.id, { code: ok.code, zoneId: zone.id });
    const response = await server.graphql<{
      scannerManifest: {
        tickets: {
          ticketId: string;
          codeHash: string;
          admissions: number;
          scansUsed: number;
          zoneScans: { zoneId: string; scansUsed: number }[];
          refusal: string | null;
          holderName: string;
        }[];
        guests: {
          fullName: string;
          quantity: number;
          passes: { codeHash: string | null; checkedIn: boolean }[];
        }[];
        zones: { id: string }[];
      };
    }>(MANIFEST, { e: t.event.id }, t.door.headers);
    const manifest = response.body.data!.scannerManifest;
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    const mine = manifest.tickets.find((x) => x.ticketId === ok.ticketId)!;
    expect(mine).toMatchObject({
      codeHash: sha(ok.code),
      admissions: 2,
      scansUsed: 0,
      refusal: null,
      zoneScans: [{ zoneId: zone.id, scansUsed: 1 }],
    });
    expect(manifest.tickets.find((x) => x.ticketId === refunded.ticketId)).toMatchObject({
      refusal: 'REFUNDED',
    });
    expect(manifest.guests).toMatchObject([{ fullName: 'Pat Plusone', quantity: 2 }]);
    expect(manifest.guests[0]!.passes.map((p) => p.codeHash)).toEqual(
      added.data!.addGuest.tickets.map((p) => sha(p.passCode)),
    );
    expect(manifest.zones.map((z) => z.id)).toEqual([zone.id]);
    const text = JSON.stringify(response.body);
    for (const secret of [
      ok.code.split(':')[3]!,
      refunded.code.split(':')[3]!,
      added.data!.addGuest.tickets[0]!.passCode.split(':')[3]!,
    ])
      expect(text).not.toContain(secret);
    for (const personal of ['pat.plusone@example.com', '2135550199', '@example.com'])
      expect(text).not.toContain(personal);
  });
});
