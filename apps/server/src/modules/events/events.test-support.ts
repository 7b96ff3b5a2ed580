import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { TestServer } from '../../test/server';
import { insertUser, signInRow } from '../users/users.test-helpers';
import { eventAttendees } from '../bookings/bookings.tables';
import { eventTicketTypes, events } from './events.tables';

/** Helpers for the events integration tests. */

export type TestUser = { userId: string; headers: { authorization: string } };

let counter = 0;

/** A complete account with a session, straight in the database (fast; sign-up is tested elsewhere). */
export async function testUser(server: TestServer, clock: Clock, values: { role?: 'USER' | 'ADMIN' } = {}) {
  counter += 1;
  const unique = `${counter}${Math.random().toString(36).slice(2, 8)}`;
  const row = await insertUser(server, {
    email: `events-${unique}@example.com`,
    name: `Events User ${counter}`,
    userName: `events${unique}`,
    dateOfBirth: '1990-01-01',
    ...(values.role ? { role: values.role } : {}),
  });
  return { userId: row.id, headers: await signInRow(server, row, clock) } satisfies TestUser;
}

/** Sets a ticket type's balance as sales would (the bookings module moves it for real). */
export async function setBalance(
  server: TestServer,
  eventTicketId: string,
  balance: { locked: number; released: number },
) {
  const [row] = await server.database.db
    .select()
    .from(eventTicketTypes)
    .where(eq(eventTicketTypes.id, eventTicketId));
  await server.database.db
    .update(eventTicketTypes)
    .set({
      lockedAmount: balance.locked,
      releasedAmount: balance.released,
      availableAmount: row!.limitedAmount - balance.locked - balance.released,
    })
    .where(eq(eventTicketTypes.id, eventTicketId));
}

export async function balanceOf(server: TestServer, eventTicketId: string) {
  const [row] = await server.database.db
    .select()
    .from(eventTicketTypes)
    .where(eq(eventTicketTypes.id, eventTicketId));
  return row!;
}

export async function setEventColumns(
  server: TestServer,
  eventId: string,
  values: Partial<typeof events.$inferInsert>,
) {
  await server.database.db.update(events).set(values).where(eq(events.id, eventId));
}

/** Makes a user an attendee of an event in a state, as a booking or RSVP would. */
export async function setAttendee(server: TestServer, eventId: string, userId: string, state: string) {
  await server.database.db
    .insert(eventAttendees)
    .values({ eventId, userId, state })
    .onConflictDoUpdate({ target: [eventAttendees.eventId, eventAttendees.userId], set: { state } });
}

/**
 * Gives `user` a team role the real way (docs/decisions/073): `by` invites them (inviteEventTeamMember) and they
 * accept (acceptEventRoleInvitation). Throws with the GraphQL error when either step is refused.
 */
export async function giveRole(
  server: TestServer,
  eventId: string,
  user: { userId: string; headers: Record<string, string> },
  role: string,
  by: { headers: Record<string, string> },
) {
  const invited = await server.graphql<{ inviteEventTeamMember: { invitationId: string } }>(
    'mutation($e: ID!, $u: ID!, $r: String!) { inviteEventTeamMember(eventId: $e, userId: $u, role: $r) { invitationId } }',
    { e: eventId, u: user.userId, r: role },
    by.headers,
  );
  if (invited.body.errors) throw new Error(`invite: ${JSON.stringify(invited.body.errors)}`);
  const invitationId = invited.body.data!.inviteEventTeamMember.invitationId;
  const accepted = await server.graphql(
    'mutation($i: String!) { acceptEventRoleInvitation(invitationId: $i) { status } }',
    { i: invitationId },
    user.headers,
  );
  if (accepted.body.errors) throw new Error(`accept: ${JSON.stringify(accepted.body.errors)}`);
  return invitationId;
}
