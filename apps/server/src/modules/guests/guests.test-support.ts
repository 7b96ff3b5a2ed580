import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { TestServer } from '../../test/server';
import { insertEvent, manyUsers } from '../bookings/bookings.test-support';
import { eventRoles, eventTicketTypes } from '../events/events.tables';

/** Helpers for the guests integration tests. */

export type Caller = { userId: string; headers: Record<string, string> };

/** An event with a ticket type, a special guest (VIP) ticket type, and a team of every kind, plus outsiders. */
export async function guestEventWithTeam(
  server: TestServer,
  clock: Clock,
  limits = { regular: 100, vip: 10 },
) {
  const [creator, coHost, coordinator, promoter, door, stranger] = await manyUsers(server, 6, clock);
  const { event, types } = await insertEvent(server, creator!.userId, {
    now: clock.now(),
    tickets: [
      { ticketType: 'Guest', price: 0, limitedAmount: limits.regular },
      { ticketType: 'VIP', price: 0, limitedAmount: limits.vip },
    ],
  });
  await server.database.db
    .update(eventTicketTypes)
    .set({ isSpecialGuest: true })
    .where(eq(eventTicketTypes.id, types[1]!.id));
  await addRoles(server, event.id, [
    [coHost!.userId, 'CO_HOST'],
    [coordinator!.userId, 'COORDINATOR'],
    [promoter!.userId, 'PROMOTER'],
    [door!.userId, 'DOOR'],
  ]);
  const visitor: Caller = { userId: '', headers: {} };
  return {
    event,
    regular: types[0]!,
    vip: types[1]!,
    creator: creator!,
    coHost: coHost!,
    coordinator: coordinator!,
    promoter: promoter!,
    door: door!,
    stranger: stranger!,
    visitor,
  };
}

/** Gives approved team roles straight in the database (the invitation flow is tested elsewhere). */
export async function addRoles(server: TestServer, eventId: string, roles: [string, string][]) {
  await server.database.db
    .insert(eventRoles)
    .values(roles.map(([userId, role]) => ({ eventId, userId, role, status: 'APPROVED' })));
}
