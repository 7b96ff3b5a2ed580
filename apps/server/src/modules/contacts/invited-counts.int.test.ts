import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { graphqlResult, startTestServer, type TestServer } from '../../test/server';
import { insertEvent, manyUsers } from '../bookings/bookings.test-support';
import { eventRoles } from '../events/events.tables';
import { eventInvitations } from './contacts.tables';

/**
 * Event.hostCounters.invitedAttendees (docs/decisions/072): the contacts module answers events' invitations
 * port with the people invited to each event of a page, each once, withdrawn invitations left out.
 */

const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());

const COUNTERS = `query($id: String!) { event(slugOrId: $id) { hostCounters { invitedAttendees approved } } }`;
const MINE = `query { myCreatedEvents(first: 10) { edges { node { eventId hostCounters { invitedAttendees } } } } }`;

describe('invitedAttendees', () => {
  it('counts each event’s invitees once, all statuses but withdrawn, for a page of events at once', async () => {
    const [host, cohost, promoter, stranger, a, b, c] = await manyUsers(server, 7, clock);
    const first = (await insertEvent(server, host!.userId, { now: clock.now() })).event;
    const second = (await insertEvent(server, host!.userId, { now: clock.now() })).event;
    const empty = (await insertEvent(server, host!.userId, { now: clock.now() })).event;
    const db = server.database.db;
    await db.insert(eventRoles).values([
      { eventId: first.id, userId: cohost!.userId, role: 'CO_HOST', status: 'APPROVED' },
      { eventId: first.id, userId: promoter!.userId, role: 'PROMOTER', status: 'APPROVED' },
    ]);
    const invite = (eventId: string, status: string, who: { email?: string; userId?: string }) => ({
      eventId,
      invitedBy: host!.userId,
      status,
      email: who.email ?? null,
      userId: who.userId ?? null,
    });
    await db.insert(eventInvitations).values([
      // Counted: open, accepted, approved, and said no (they were invited).
      invite(first.id, 'INVITED', { email: 'someone@example.com' }),
      invite(first.id, 'INVITEE_ACCEPTED', { userId: a!.userId, email: a!.row.email! }),
      invite(first.id, 'APPROVED', { userId: b!.userId }),
      invite(first.id, 'INVITEE_DECLINED', { email: 'no-thanks@example.com' }),
      // Not counted: withdrawn by the team ('Not Selected').
      invite(first.id, 'DECLINED', { userId: c!.userId }),
      invite(second.id, 'INVITED', { email: 'other@example.com' }),
    ]);

    const counters = async (slug: string, headers: Record<string, string>) =>
      (
        await graphqlResult<{ event: { hostCounters: { invitedAttendees: number } | null } }>(
          server,
          COUNTERS,
          { id: slug },
          headers,
        )
      ).data!.event.hostCounters;
    expect(await counters(first.slug, host!.headers)).toEqual({ invitedAttendees: 4, approved: 0 });
    expect(await counters(first.slug, cohost!.headers)).toEqual({ invitedAttendees: 4, approved: 0 });
    expect(await counters(second.slug, host!.headers)).toEqual({ invitedAttendees: 1, approved: 0 });
    expect(await counters(empty.slug, host!.headers)).toEqual({ invitedAttendees: 0, approved: 0 });
    // Only the team with CanViewAttendees sees counters: not a promoter, a stranger or an invitee.
    for (const who of [promoter!, stranger!, a!]) expect(await counters(first.slug, who.headers)).toBeNull();

    // A page of the host's events: each its own count, one statement for the page.
    let page: { eventId: string; hostCounters: { invitedAttendees: number } }[] = [];
    const statements = await server.statementsOf(async () => {
      const result = await graphqlResult<{
        myCreatedEvents: { edges: { node: (typeof page)[number] }[] };
      }>(server, MINE, {}, host!.headers);
      page = result.data!.myCreatedEvents.edges.map((e) => e.node);
    });
    expect(Object.fromEntries(page.map((n) => [n.eventId, n.hostCounters.invitedAttendees]))).toEqual({
      [first.id]: 4,
      [second.id]: 1,
      [empty.id]: 0,
    });
    expect(statements.filter((sql) => sql.includes('"event_invitations"'))).toHaveLength(1);
  });
});
