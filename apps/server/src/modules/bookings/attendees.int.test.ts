import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { graphqlResult, type TestServer, startTestServer } from '../../test/server';
import { EVENT_PERMISSIONS } from '@repclub/shared';
import { eventRoles } from '../events/events.tables';
import { users } from '../users/users.tables';
import { BOOKING_MESSAGES } from './bookings.service';
import { eventAttendees, tickets } from './bookings.tables';
import { insertEvent, manyUsers } from './bookings.test-support';

/**
 * The host's attendee page (issue 13, docs/decisions/072): the filtered list and its counts, one attendee's
 * detail and note, undo, the CSV export, statistics, the ticket summary and the Event's host counters, each with
 * the callers allowed and refused.
 */

const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());

type Headers = Record<string, string>;
const gql = <T>(query: string, variables: Record<string, unknown>, headers: Headers) =>
  graphqlResult<T>(server, query, variables, headers);

const RSVP = `mutation($input: RsvpInput!) { rsvpEvent(input: $input) { transactionId } }`;
const MY_CODE = `{ myReferralCode }`;
const LIST = `query($s: String, $id: ID, $f: EventAttendeesFilterInput, $first: Int, $after: String) {
  eventAttendees(slugOrId: $s, eventId: $id, filter: $f, first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    counts { all pending approved declined checkedIn }
    nodes { userId attendeeState attendeeRole attendeeRoles referredBy { userId } } } }`;
const DETAIL = `query($e: ID!, $u: ID!) { eventAttendee(eventId: $e, userId: $u) {
  attendeeId attendeeState attendeeRoles checkedInCount note isActive privacyPolicyState approvalAt
  approvalUser { userId } user { userId userName }
  questionRequirementAnswers { question answer }
  tickets { ticketId status ticketType qrCode }
  bookings { transactionId status quantity } } }`;
const APPROVE = `mutation($e: ID!, $u: ID!) { approveAttendee(eventId: $e, userId: $u) { attendeeState } }`;
const DECLINE = `mutation($e: ID!, $u: ID!) { declineAttendee(eventId: $e, userId: $u) { attendeeState } }`;
const UNDO = `mutation($e: ID!, $u: ID!) { undoAttendee(eventId: $e, userId: $u) { attendeeState approvalAt approvalUser { userId } } }`;
const NOTE = `mutation($e: ID!, $u: ID!, $n: String!) { setAttendeeNote(eventId: $e, userId: $u, note: $n) { note } }`;
const STATS = `query($e: ID!) { attendeeStatistics(eventId: $e) { total underEighteen ageUnknown
  ageRanges { range count } genders { gender count } } }`;
const SUMMARY = `query($e: ID!) { eventTicketSummary(eventId: $e) { ticketType approvedTickets pendingTickets checkedInTickets } }`;
const COUNTERS = `query($id: String!) { event(slugOrId: $id) { hostCounters { approved pending totalAttendees
  approvedTickets scannedTickets totalAvailableTickets invitedAttendees waitingTickets isListFull isExpired } } }`;

type Node = {
  userId: string;
  attendeeState: string;
  attendeeRole: string;
  attendeeRoles: string[];
  referredBy: { userId: string } | null;
};
type List = {
  eventAttendees: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    counts: { all: number; pending: number; approved: number; declined: number; checkedIn: number };
    nodes: Node[];
  };
};

type Person = Awaited<ReturnType<typeof manyUsers>>[number];

async function giveRole(eventId: string, userId: string, role: string) {
  await server.database.db.insert(eventRoles).values({ eventId, userId, role, status: 'APPROVED' });
}

/**
 * An event with two free ticket types (General; VIP requires approval) and a team: creator, co-host, promoter,
 * door; a stranger. Guests: `referred` (VIP, the promoter's code, pending), `direct` (General, approved),
 * `asking` (VIP, pending, answered the question).
 */
async function scene() {
  const [host, cohost, promoter, door, stranger, referred, direct, asking] = await manyUsers(
    server,
    8,
    clock,
  );
  const { event, types, questions } = await insertEvent(server, host!.userId, {
    now: clock.now(),
    tickets: [
      { ticketType: 'General', price: 0, limitedAmount: 10 },
      { ticketType: 'VIP', price: 0, limitedAmount: 10, isRequiredApproval: true },
    ],
    questions: [{ question: 'Favourite song?', isRequired: false }],
  });
  await giveRole(event.id, cohost!.userId, 'CO_HOST');
  await giveRole(event.id, promoter!.userId, 'PROMOTER');
  await giveRole(event.id, door!.userId, 'DOOR');
  const code = (await gql<{ myReferralCode: string }>(MY_CODE, {}, promoter!.headers)).data!.myReferralCode;
  const rsvp = async (who: Person, eventTicketId: string, extra: Record<string, unknown> = {}) => {
    const result = await gql(RSVP, { input: { eventId: event.id, eventTicketId, ...extra } }, who.headers);
    expect(result.error).toBeNull();
  };
  await rsvp(referred!, types[1]!.id, { referralCode: code });
  await rsvp(direct!, types[0]!.id);
  await rsvp(asking!, types[1]!.id, {
    answers: [{ questionId: questions[0]!.id, answer: '=HYPERLINK("http://evil")' }],
  });
  return { event, types, questions, host, cohost, promoter, door, stranger, referred, direct, asking };
}

const ids = (nodes: Node[]) => nodes.map((n) => n.userId).sort();

describe('eventAttendees', () => {
  it('lists all attendees for the team, a promoter only their referrals, and refuses others', async () => {
    const s = await scene();
    const list = async (who: Headers, variables: Record<string, unknown> = {}) => {
      const result = await gql<List>(LIST, { s: s.event.slug, ...variables }, who);
      return result.error ?? result.data!.eventAttendees;
    };
    const everyone = [s.referred!, s.direct!, s.asking!].map((p) => p.userId).sort();
    for (const who of [s.host!, s.cohost!, s.door!]) {
      const page = (await list(who.headers)) as List['eventAttendees'];
      expect(ids(page.nodes)).toEqual(everyone);
      expect(page.counts).toEqual({ all: 3, pending: 2, approved: 1, declined: 0, checkedIn: 0 });
    }
    // The promoter sees the one they referred, by slug or by id, even when asking for someone else's.
    const mine = (await list(s.promoter!.headers)) as List['eventAttendees'];
    expect(mine.nodes).toEqual([
      {
        userId: s.referred!.userId,
        attendeeState: 'PENDING',
        attendeeRole: 'ATTENDEE',
        attendeeRoles: [],
        referredBy: { userId: s.promoter!.userId },
      },
    ]);
    expect(mine.counts.all).toBe(1);
    const others = (await list(s.promoter!.headers, {
      s: null,
      id: s.event.id,
      f: { referredBy: s.host!.userId },
    })) as List['eventAttendees'];
    expect(others.nodes).toEqual([]);

    expect(await list(s.stranger!.headers)).toMatchObject({ extensions: { code: 'AUTH_NOT_AUTHORIZED' } });
    expect(await list({})).toMatchObject({ extensions: { code: 'AUTH_NOT_AUTHENTICATED' } });
    expect(await list(s.host!.headers, { s: 'no-such-event' })).toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await list(s.host!.headers, { s: null })).toMatchObject({
      message: BOOKING_MESSAGES.eventRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('filters by state, role, ticket type, referrer and name, counts per state, and pages', async () => {
    const s = await scene();
    // The co-host also holds a ticket: an attendee with a team role.
    await gql(RSVP, { input: { eventId: s.event.id, eventTicketId: s.types[0]!.id } }, s.cohost!.headers);
    await server.database.db
      .update(users)
      .set({ name: 'Zoë 100%_Fan' })
      .where(eq(users.id, s.asking!.userId));
    const list = async (f: Record<string, unknown>, first?: number, after?: string | null) =>
      (await gql<List>(LIST, { id: s.event.id, f, first, after }, s.host!.headers)).data!.eventAttendees;

    const pending = await list({ state: 'PENDING' });
    expect(ids(pending.nodes)).toEqual([s.referred!.userId, s.asking!.userId].sort());
    // Counts ignore the state filter: they are the tabs.
    expect(pending.counts).toEqual({ all: 4, pending: 2, approved: 2, declined: 0, checkedIn: 0 });

    const team = await list({ attendeeRole: 'CO_HOST' });
    expect(team.nodes).toEqual([
      expect.objectContaining({
        userId: s.cohost!.userId,
        attendeeRole: 'CO_HOST',
        attendeeRoles: ['CO_HOST'],
      }),
    ]);
    expect(ids((await list({ attendeeRole: 'ATTENDEE' })).nodes)).toHaveLength(3);
    expect(ids((await list({ eventTicketId: s.types[1]!.id })).nodes)).toEqual(
      [s.referred!.userId, s.asking!.userId].sort(),
    );
    expect(ids((await list({ referredBy: s.promoter!.userId })).nodes)).toEqual([s.referred!.userId]);
    expect((await list({ referredBy: 'me' })).nodes).toEqual([]);
    // Search: part of a name, case-insensitive; % and _ are plain characters.
    expect(ids((await list({ search: '100%_f' })).nodes)).toEqual([s.asking!.userId]);
    expect((await list({ search: '%' })).nodes.map((n) => n.userId)).toEqual([s.asking!.userId]);
    const byUserName = await list({ search: s.direct!.row.userName!.toUpperCase() });
    expect(ids(byUserName.nodes)).toEqual([s.direct!.userId]);

    // Pages of 3 then 1, no one twice.
    const first = await list({}, 3);
    expect(first.nodes).toHaveLength(3);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await list({}, 3, first.pageInfo.endCursor);
    expect(second.nodes).toHaveLength(1);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(new Set([...first.nodes, ...second.nodes].map((n) => n.userId)).size).toBe(4);

    // Bad filters are bad input, never a 5xx.
    for (const f of [{ state: 'NONE' }, { attendeeRole: 'KING' }, { referredBy: 'someone' }]) {
      const result = await gql<List>(LIST, { id: s.event.id, f }, s.host!.headers);
      expect([f, result.error]).toMatchObject([f, { extensions: { code: 'BAD_USER_INPUT' } }]);
    }
    // An id that is no id is not found (the house rule for ID arguments).
    const badId = await gql<List>(LIST, { id: s.event.id, f: { eventTicketId: 'x' } }, s.host!.headers);
    expect(badId.error).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });
});

describe('eventAttendee and setAttendeeNote', () => {
  it("shows one attendee's tickets, bookings, answers and who approved, to those who may see them", async () => {
    const s = await scene();
    await gql(APPROVE, { e: s.event.id, u: s.asking!.userId }, s.cohost!.headers);
    type Detail = {
      eventAttendee: {
        attendeeId: string;
        attendeeState: string;
        checkedInCount: number;
        note: string | null;
        isActive: boolean;
        approvalUser: { userId: string } | null;
        user: { userId: string };
        questionRequirementAnswers: { question: string; answer: string }[];
        tickets: { ticketType: string; status: string; qrCode: string | null }[];
        bookings: { status: string; quantity: number }[];
      };
    };
    const detail = await gql<Detail>(DETAIL, { e: s.event.id, u: s.asking!.userId }, s.host!.headers);
    expect(detail.error).toBeNull();
    expect(detail.data!.eventAttendee).toMatchObject({
      attendeeId: `${s.event.id}:${s.asking!.userId}`,
      attendeeState: 'APPROVED',
      checkedInCount: 0,
      note: null,
      isActive: true,
      approvalUser: { userId: s.cohost!.userId },
      user: { userId: s.asking!.userId },
      questionRequirementAnswers: [{ question: 'Favourite song?', answer: '=HYPERLINK("http://evil")' }],
      // The host never sees the attendee's QR code.
      tickets: [{ ticketType: 'VIP', status: 'ACTIVE', qrCode: null }],
      bookings: [{ status: 'COMPLETED', quantity: 1 }],
    });

    // The promoter sees their referral, not others; the door sees everyone; a stranger no one.
    expect(
      (await gql(DETAIL, { e: s.event.id, u: s.referred!.userId }, s.promoter!.headers)).error,
    ).toBeNull();
    expect(
      (await gql(DETAIL, { e: s.event.id, u: s.asking!.userId }, s.promoter!.headers)).error,
    ).toMatchObject({
      message: BOOKING_MESSAGES.attendeeNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await gql(DETAIL, { e: s.event.id, u: s.asking!.userId }, s.door!.headers)).error).toBeNull();
    expect(
      (await gql(DETAIL, { e: s.event.id, u: s.asking!.userId }, s.stranger!.headers)).error,
    ).toMatchObject({
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
    expect(
      (await gql(DETAIL, { e: s.event.id, u: s.stranger!.userId }, s.host!.headers)).error,
    ).toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await gql(DETAIL, { e: s.event.id, u: s.asking!.userId }, {})).error).toMatchObject({
      extensions: { code: 'AUTH_NOT_AUTHENTICATED' },
    });

    // The note: written by the team, cleared by an empty one, refused to strangers and when too long.
    const note = (who: Headers, u: string, n: string) => gql(NOTE, { e: s.event.id, u, n }, who);
    expect((await note(s.cohost!.headers, s.asking!.userId, '  VIP table 4 ')).data).toEqual({
      setAttendeeNote: { note: 'VIP table 4' },
    });
    expect((await note(s.promoter!.headers, s.referred!.userId, 'My friend')).error).toBeNull();
    expect((await note(s.promoter!.headers, s.asking!.userId, 'Not mine')).error).toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await note(s.stranger!.headers, s.asking!.userId, 'x')).error).toMatchObject({
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
    expect((await note(s.host!.headers, s.asking!.userId, 'x'.repeat(1001))).error).toMatchObject({
      message: BOOKING_MESSAGES.noteTooLong,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const after = await gql<Detail>(DETAIL, { e: s.event.id, u: s.asking!.userId }, s.host!.headers);
    expect(after.data!.eventAttendee.note).toBe('VIP table 4');
    expect((await note(s.host!.headers, s.asking!.userId, '')).data).toEqual({
      setAttendeeNote: { note: null },
    });
  });
});

describe('the attendee record’s permissions and status', () => {
  const RECORD = `query($s: String) { eventAttendees(slugOrId: $s) { nodes { userId status attendeeState permissions } } }`;
  type Records = { eventAttendees: { nodes: { userId: string; status: string; permissions: string[] }[] } };

  it('answers each attendee’s permissions from their roles and their state, to those who may see them', async () => {
    const s = await scene();
    // `direct` is also a coordinator; the creator holds a place too.
    await giveRole(s.event.id, s.direct!.userId, 'COORDINATOR');
    await server.database.db
      .insert(eventAttendees)
      .values({ eventId: s.event.id, userId: s.host!.userId, state: 'APPROVED' });
    await gql(DECLINE, { e: s.event.id, u: s.asking!.userId }, s.host!.headers);

    let result: Awaited<ReturnType<typeof gql<Records>>> | undefined;
    const statements = await server.statementsOf(async () => {
      result = await gql<Records>(RECORD, { s: s.event.slug }, s.cohost!.headers);
    });
    expect(result!.error).toBeNull();
    const byUser = new Map(result!.data!.eventAttendees.nodes.map((n) => [n.userId, n]));
    expect(byUser.get(s.host!.userId)).toEqual({
      userId: s.host!.userId,
      status: 'APPROVED',
      attendeeState: 'APPROVED',
      permissions: [...EVENT_PERMISSIONS],
    });
    const coordinator = byUser.get(s.direct!.userId)!;
    expect(coordinator.status).toBe('APPROVED');
    expect(coordinator.permissions).toEqual(expect.arrayContaining(['CanViewAttendees', 'CanScanTicket']));
    expect(coordinator.permissions).not.toContain('CanExportAttendees');
    expect(byUser.get(s.asking!.userId)).toMatchObject({ status: 'DECLINED', permissions: [] });
    expect(byUser.get(s.referred!.userId)).toMatchObject({ status: 'PENDING', permissions: [] });
    // Four attendees, two reads of roles: the viewer's standing, and one for the whole page.
    expect(byUser.size).toBe(4);
    expect(statements.filter((sql) => sql.includes('"event_roles"'))).toHaveLength(2);

    // A promoter sees their referral's; a stranger and a visitor nothing.
    const promoter = await gql<Records>(RECORD, { s: s.event.slug }, s.promoter!.headers);
    expect(promoter.data!.eventAttendees.nodes).toEqual([
      { userId: s.referred!.userId, status: 'PENDING', attendeeState: 'PENDING', permissions: [] },
    ]);
    expect((await gql(RECORD, { s: s.event.slug }, s.stranger!.headers)).error).toMatchObject({
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
    expect((await gql(RECORD, { s: s.event.slug }, {})).error).toMatchObject({
      extensions: { code: 'AUTH_NOT_AUTHENTICATED' },
    });
  });
});

describe('undoAttendee', () => {
  it('returns an approved attendee to pending, own or all as the flags allow', async () => {
    const s = await scene();
    await gql(APPROVE, { e: s.event.id, u: s.referred!.userId }, s.promoter!.headers);
    await gql(APPROVE, { e: s.event.id, u: s.asking!.userId }, s.host!.headers);
    const undo = (who: Headers, u: string) => gql(UNDO, { e: s.event.id, u }, who);

    // Refused: the door (no undo flag), a stranger, a visitor, the promoter for someone they did not refer.
    for (const who of [s.door!.headers, s.stranger!.headers]) {
      expect((await undo(who, s.asking!.userId)).error).toMatchObject({
        extensions: { code: 'AUTH_NOT_AUTHORIZED' },
      });
    }
    expect((await undo({}, s.asking!.userId)).error).toMatchObject({
      extensions: { code: 'AUTH_NOT_AUTHENTICATED' },
    });
    expect((await undo(s.promoter!.headers, s.asking!.userId)).error).toMatchObject({
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });

    // Allowed: the promoter for their referral, the co-host for anyone.
    expect((await undo(s.promoter!.headers, s.referred!.userId)).data).toEqual({
      undoAttendee: { attendeeState: 'PENDING', approvalAt: null, approvalUser: null },
    });
    expect((await undo(s.cohost!.headers, s.asking!.userId)).data).toMatchObject({
      undoAttendee: { attendeeState: 'PENDING' },
    });
    // Nothing left to undo: pending attendees, people who are not attendees.
    expect((await undo(s.host!.headers, s.asking!.userId)).error).toMatchObject({
      message: BOOKING_MESSAGES.nothingToUndo,
      extensions: { code: 'CONFLICT' },
    });
    expect((await undo(s.host!.headers, s.stranger!.userId)).error).toMatchObject({
      extensions: { code: 'CONFLICT' },
    });
    // They are told by e-mail (a change of access).
    await vi.waitFor(
      async () => {
        const mails = (await server.outbox(s.asking!.row.email!)) as { subject: string }[];
        expect(mails.map((m) => m.subject)).toContain(
          `Your request to attend ${s.event.displayName} is waiting for approval again`,
        );
      },
      { timeout: 10_000, interval: 50 },
    );
    // Their ticket waits for approval again: no QR code.
    const mine = await gql<{
      event: { viewerAttendeeState: string; viewerTickets: { qrCode: string | null }[] };
    }>(
      `query($id: String!) { event(slugOrId: $id) { viewerAttendeeState viewerTickets { qrCode } } }`,
      { id: s.event.id },
      s.asking!.headers,
    );
    expect(mine.data!.event).toEqual({ viewerAttendeeState: 'PENDING', viewerTickets: [{ qrCode: null }] });
  });

  it('changes the row once when two undos race', async () => {
    const s = await scene();
    await gql(APPROVE, { e: s.event.id, u: s.asking!.userId }, s.host!.headers);
    const results = await Promise.all([
      gql(UNDO, { e: s.event.id, u: s.asking!.userId }, s.host!.headers),
      gql(UNDO, { e: s.event.id, u: s.asking!.userId }, s.cohost!.headers),
    ]);
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(results.filter((r) => r.error?.extensions?.code === 'CONFLICT')).toHaveLength(1);
  });

  it('refuses to undo a refunded decline, and undoes a decline whose tickets remain', async () => {
    const s = await scene();
    expect((await gql(DECLINE, { e: s.event.id, u: s.asking!.userId }, s.host!.headers)).error).toBeNull();
    expect((await gql(UNDO, { e: s.event.id, u: s.asking!.userId }, s.host!.headers)).error).toMatchObject({
      message: BOOKING_MESSAGES.undoRefunded,
      extensions: { code: 'CONFLICT' },
    });
    // A decline that left a ticket active (a refund that has not gone through) can be undone.
    await server.database.db
      .update(eventAttendees)
      .set({ state: 'DECLINED' })
      .where(and(eq(eventAttendees.eventId, s.event.id), eq(eventAttendees.userId, s.referred!.userId)));
    expect(
      (await gql(UNDO, { e: s.event.id, u: s.referred!.userId }, s.promoter!.headers)).data,
    ).toMatchObject({
      undoAttendee: { attendeeState: 'PENDING' },
    });
  });
});

describe('the attendee export', () => {
  const csv = (eventId: string, headers: Headers, query = '') =>
    server.fetch(`/api/events/${eventId}/attendees.csv${query}`, { headers });

  it('streams the list as CSV to the creator and co-hosts, with formulas defused and no e-mail', async () => {
    const s = await scene();
    await server.database.db
      .update(users)
      .set({ name: 'Smith, "Jo"' })
      .where(eq(users.id, s.referred!.userId));
    await gql(APPROVE, { e: s.event.id, u: s.referred!.userId }, s.host!.headers);
    for (const who of [s.host!, s.cohost!]) {
      const response = await csv(s.event.id, who.headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="attendees-${s.event.slug}.csv"`,
      );
      const text = await response.text();
      const lines = text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        '"Name","Username","State","Tickets","Referred by","Approved or declined at (America/Los_Angeles)","Checked in","Favourite song?"',
      );
      expect(lines).toHaveLength(4);
      expect(lines).toContain(
        `"Smith, ""Jo""","${s.referred!.row.userName}","APPROVED","VIP x1","Buyer 2","2026-06-01T11:00:00-07:00","0",""`,
      );
      expect(lines.find((line) => line.includes(s.asking!.row.userName!))).toContain(
        `"PENDING","VIP x1","","","0","'=HYPERLINK(""http://evil"")"`,
      );
      expect(text).not.toContain('@example.com');
    }
    // Filters apply, and the file's name says which.
    const pendingResponse = await csv(s.event.id, s.host!.headers, '?state=PENDING');
    expect(pendingResponse.headers.get('content-disposition')).toBe(
      `attachment; filename="attendees-${s.event.slug}-pending.csv"`,
    );
    const pending = await pendingResponse.text();
    expect(pending.trimEnd().split('\r\n')).toHaveLength(2);
    const searched = await csv(s.event.id, s.host!.headers, '?state=CHECKED_IN&search=zz');
    expect(searched.headers.get('content-disposition')).toBe(
      `attachment; filename="attendees-${s.event.slug}-checked-in-filtered.csv"`,
    );
    expect((await csv(s.event.id, s.host!.headers, '?state=NOPE')).status).toBe(400);
  });

  it('is refused to promoters, the door, strangers and visitors', async () => {
    const s = await scene();
    for (const who of [s.promoter!, s.door!, s.stranger!]) {
      const response = await csv(s.event.id, who.headers);
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain(s.referred!.row.userName!);
    }
    expect((await csv(s.event.id, {})).status).toBe(401);
    expect((await csv('00000000-0000-4000-8000-000000000000', s.host!.headers)).status).toBe(404);
  });
});

describe('attendeeStatistics', () => {
  it('counts attendees by age on the event day and by gender, for CanFilterStatistics only', async () => {
    const s = await scene();
    // The event starts on 2026-06-08 (Los Angeles).
    const set = (p: Person, dateOfBirth: string | null, gender: string | null) =>
      server.database.db.update(users).set({ dateOfBirth, gender }).where(eq(users.id, p.userId));
    await set(s.referred!, '2002-06-08', 'Female'); // 24 on the day
    await set(s.direct!, '2001-06-09', 'Male'); // 24 (25 the day after)
    await set(s.asking!, null, null);
    type Stats = {
      attendeeStatistics: {
        total: number;
        underEighteen: number;
        ageUnknown: number;
        ageRanges: { range: string; count: number }[];
        genders: { gender: string; count: number }[];
      };
    };
    for (const who of [s.host!, s.cohost!]) {
      const result = await gql<Stats>(STATS, { e: s.event.id }, who.headers);
      expect(result.data!.attendeeStatistics).toEqual({
        total: 3,
        underEighteen: 0,
        ageUnknown: 1,
        ageRanges: [
          { range: '18-24', count: 2 },
          { range: '25-34', count: 0 },
          { range: '35-44', count: 0 },
          { range: '45+', count: 0 },
        ],
        genders: [
          { gender: 'Female', count: 1 },
          { gender: 'Male', count: 1 },
          { gender: 'Other', count: 0 },
          { gender: 'Not Disclosed', count: 1 },
        ],
      });
    }
    await set(s.direct!, '2001-06-08', 'Male');
    const older = await gql<Stats>(STATS, { e: s.event.id }, s.host!.headers);
    expect(older.data!.attendeeStatistics.ageRanges.slice(0, 2)).toEqual([
      { range: '18-24', count: 1 },
      { range: '25-34', count: 1 },
    ]);
    for (const who of [s.promoter!.headers, s.door!.headers, s.stranger!.headers]) {
      expect((await gql(STATS, { e: s.event.id }, who)).error).toMatchObject({
        extensions: { code: 'AUTH_NOT_AUTHORIZED' },
      });
    }
    expect((await gql(STATS, { e: s.event.id }, {})).error).toMatchObject({
      extensions: { code: 'AUTH_NOT_AUTHENTICATED' },
    });
  });
});

describe('the ticket summary and the host counters', () => {
  it('count tickets per type and attendees per state for the team with CanViewAttendees', async () => {
    const s = await scene();
    await gql(APPROVE, { e: s.event.id, u: s.referred!.userId }, s.host!.headers);
    // One General ticket scanned in at the door.
    await server.database.db
      .update(tickets)
      .set({ checkedInAt: clock.now() })
      .where(and(eq(tickets.eventId, s.event.id), eq(tickets.userId, s.direct!.userId)));
    for (const who of [s.host!, s.door!]) {
      const summary = await gql(SUMMARY, { e: s.event.id }, who.headers);
      expect(summary.data).toEqual({
        eventTicketSummary: [
          { ticketType: 'General', approvedTickets: 1, pendingTickets: 0, checkedInTickets: 1 },
          { ticketType: 'VIP', approvedTickets: 1, pendingTickets: 1, checkedInTickets: 0 },
        ],
      });
    }
    for (const who of [s.promoter!.headers, s.stranger!.headers]) {
      expect((await gql(SUMMARY, { e: s.event.id }, who)).error).toMatchObject({
        extensions: { code: 'AUTH_NOT_AUTHORIZED' },
      });
    }

    const counters = async (who: Headers) =>
      (await gql<{ event: { hostCounters: unknown } }>(COUNTERS, { id: s.event.slug }, who)).data!.event
        .hostCounters;
    expect(await counters(s.cohost!.headers)).toEqual({
      approved: 2,
      pending: 1,
      totalAttendees: 3,
      approvedTickets: 2,
      scannedTickets: 1,
      totalAvailableTickets: 17,
      invitedAttendees: 0,
      waitingTickets: 0,
      isListFull: false,
      isExpired: false,
    });
    for (const who of [s.promoter!.headers, s.stranger!.headers, s.referred!.headers, {}])
      expect(await counters(who)).toBeNull();
  });
});
