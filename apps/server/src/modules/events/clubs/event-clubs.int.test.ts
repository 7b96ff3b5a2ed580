import { CLUB_MESSAGES as M } from '@repclub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../platform/clock';
import { type TestServer, startTestServer } from '../../../test/server';
import { insertEvent } from '../../bookings/bookings.test-support';
import {
  type Caller,
  clubWithTeam,
  createClub,
  gql as gqlOf,
  publishClub,
} from '../../clubs/clubs.test-support';
import { addRoles } from '../../guests/guests.test-support';

/** Events and rep clubs (issue 15, docs/decisions/099). */

const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => server?.close());

const gql = <T>(query: string, variables: Record<string, unknown>, caller: Caller) =>
  gqlOf<T>(server, query, variables, caller);
const code = (r: { error: { extensions?: { code?: string } } | null }) => r.error?.extensions?.code ?? null;

const SET = `mutation($e: ID!, $c: [ID!]!) { setEventClubs(eventId: $e, clubIds: $c) { eventId clubs { id } } }`;
const EVENT_CLUBS = `query($e: String!) { event(slugOrId: $e) { clubs { id displayName } } }`;
const CLUB_EVENTS = `query($k: String!) { club(idOrSlug: $k) { events(first: 10) { edges { node { eventId } } } } }`;

async function clubEvents(who: Caller, clubId: string) {
  const r = await gql<{ club: { events: { edges: { node: { eventId: string } }[] } } }>(
    CLUB_EVENTS,
    { k: clubId },
    who,
  );
  if (r.error) throw new Error(r.error.message);
  return r.data!.club.events.edges.map((e) => e.node.eventId);
}

describe('setEventClubs', () => {
  it('needs CanEditEvent on the event and MANAGE_EVENTS in every club added or removed', async () => {
    const t = await clubWithTeam(server, clock);
    // The club's event manager creates an event; a co-host of it holds no role in the club.
    const { event } = await insertEvent(server, t.eventManager.userId, { now: clock.now() });
    await addRoles(server, event.id, [[t.stranger.userId, 'CO_HOST']]);
    const set = (who: Caller, clubIds: string[]) =>
      gql<{ setEventClubs: { clubs: { id: string }[] } }>(SET, { e: event.id, c: clubIds }, who);

    expect(code(await set(t.visitor, [t.club.id]))).toBe('AUTH_NOT_AUTHENTICATED');
    // CanEditEvent without MANAGE_EVENTS.
    expect(code(await set(t.stranger, [t.club.id]))).toBe('AUTH_NOT_AUTHORIZED');
    // MANAGE_EVENTS without CanEditEvent.
    expect(code(await set(t.owner, [t.club.id]))).toBe('AUTH_NOT_AUTHORIZED');
    expect(code(await set(t.member, [t.club.id]))).toBe('AUTH_NOT_AUTHORIZED');
    expect(code(await set(t.eventManager, ['00000000-0000-4000-8000-000000000000']))).toBe('NOT_FOUND');

    const linked = await set(t.eventManager, [t.club.id]);
    expect(linked.data!.setEventClubs.clubs).toEqual([{ id: t.club.id }]);
    const seen = await gql<{ event: { clubs: { id: string }[] } }>(
      EVENT_CLUBS,
      { e: event.slug },
      { userId: '', headers: {} },
    );
    expect(seen.data!.event.clubs.map((c) => c.id)).toEqual([t.club.id]);
    expect(await clubEvents({ userId: '', headers: {} }, t.club.id)).toEqual([event.id]);

    // The co-host may keep the club (nothing added or removed) but not remove it.
    expect((await set(t.stranger, [t.club.id])).error).toBeNull();
    expect(code(await set(t.stranger, []))).toBe('AUTH_NOT_AUTHORIZED');

    // A second club the event manager does not manage.
    const other = await createClub(server, t.stranger);
    await publishClub(server, t.stranger, other.id);
    expect(code(await set(t.eventManager, [t.club.id, other.id]))).toBe('AUTH_NOT_AUTHORIZED');
    // The co-host runs that one: they may add it, keeping the first.
    const both = await set(t.stranger, [other.id, t.club.id]);
    expect(both.data!.setEventClubs.clubs.map((c) => c.id)).toEqual([other.id, t.club.id]);
    // The event manager may not remove the other club.
    expect(code(await set(t.eventManager, [t.club.id]))).toBe('AUTH_NOT_AUTHORIZED');
    expect((await set(t.eventManager, [other.id])).data!.setEventClubs.clubs).toEqual([{ id: other.id }]);
  });

  it('shows drafts to MANAGE_EVENTS only, refuses archived clubs and copies the clubs with the event', async () => {
    const t = await clubWithTeam(server, clock);
    const { event: draft } = await insertEvent(server, t.owner.userId, { now: clock.now(), status: 'DRAFT' });
    expect((await gql(SET, { e: draft.id, c: [t.club.id] }, t.owner)).error).toBeNull();
    expect(await clubEvents(t.eventManager, t.club.id)).toEqual([draft.id]);
    expect(await clubEvents(t.member, t.club.id)).toEqual([]);
    expect(await clubEvents(t.accountManager, t.club.id)).toEqual([]);

    const copy = await gql<{ duplicateEvent: { eventId: string; clubs: { id: string }[] } }>(
      `mutation($e: ID!) { duplicateEvent(eventId: $e) { eventId clubs { id } } }`,
      { e: draft.id },
      t.owner,
    );
    expect(copy.data!.duplicateEvent.clubs).toEqual([{ id: t.club.id }]);

    const archived = await createClub(server, t.owner);
    await publishClub(server, t.owner, archived.id);
    await gql(
      `mutation($c: ID!) { setClubStatus(clubId: $c, status: STATIC) { id } }`,
      { c: archived.id },
      t.owner,
    );
    const refused = await gql(SET, { e: draft.id, c: [t.club.id, archived.id] }, t.owner);
    expect(refused.error?.message).toBe(M.archived);
    const tooMany = await gql(
      SET,
      { e: draft.id, c: Array.from({ length: 11 }, () => crypto.randomUUID()) },
      t.owner,
    );
    expect(tooMany.error?.message).toBe(M.eventClubsTooMany);
  });
});
