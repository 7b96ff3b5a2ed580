import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { TestServer } from '../../test/server';
import { insertEvent, manyUsers } from '../bookings/bookings.test-support';
import { tickets } from '../bookings/bookings.tables';
import { eventTicketTypes, type EventOptIns } from '../events/events.tables';
import { addRoles } from '../guests/guests.test-support';

/** Helpers for the check-in integration tests. */

export type Caller = { userId: string; headers: Record<string, string> };

export const scanId = () => randomUUID();

/**
 * A published event with a General (admits 1) and a VIP ticket type (admits 2: one additional guest), its team
 * (creator, co-host, coordinator, door) and outsiders (an attendee, a stranger, a visitor).
 */
export async function checkinEvent(server: TestServer, clock: Clock, optIns: Partial<EventOptIns> = {}) {
  const [creator, coHost, coordinator, door, attendee, stranger] = await manyUsers(server, 6, clock);
  const { event, types } = await insertEvent(server, creator!.userId, {
    now: clock.now(),
    startsInDays: 0.1,
    optIns,
    tickets: [
      { ticketType: 'General', price: 0 },
      { ticketType: 'VIP', price: 0 },
    ],
  });
  await server.database.db
    .update(eventTicketTypes)
    .set({ additionalGuests: 1 })
    .where(eq(eventTicketTypes.id, types[1]!.id));
  await addRoles(server, event.id, [
    [coHost!.userId, 'CO_HOST'],
    [coordinator!.userId, 'COORDINATOR'],
    [door!.userId, 'DOOR'],
  ]);
  const visitor: Caller = { userId: '', headers: {} };
  return {
    event,
    general: types[0]!,
    vip: types[1]!,
    creator: creator!,
    coHost: coHost!,
    coordinator: coordinator!,
    door: door!,
    attendee: attendee!,
    stranger: stranger!,
    visitor,
  };
}

/** RSVPs `who` to a free ticket type the real way; answers the ticket id and its QR code. */
export async function rsvp(server: TestServer, who: Caller, eventId: string, eventTicketId: string) {
  const result = await server.graphql<{ rsvpEvent: { tickets: { ticketId: string }[] } }>(
    'mutation($input: RsvpInput!) { rsvpEvent(input: $input) { tickets { ticketId } } }',
    { input: { eventId, eventTicketId, acceptWaiver: true } },
    who.headers,
  );
  if (result.body.errors) throw new Error(`rsvp: ${JSON.stringify(result.body.errors)}`);
  const ticketId = result.body.data!.rsvpEvent.tickets[0]!.ticketId;
  return { ticketId, code: await codeOf(server, ticketId) };
}

export async function codeOf(server: TestServer, ticketId: string) {
  const [row] = await server.database.db.select().from(tickets).where(eq(tickets.id, ticketId));
  return `repclub:ticket:${row!.id}:${row!.qrSecret}`;
}

export async function setTicket(
  server: TestServer,
  ticketId: string,
  values: Partial<typeof tickets.$inferInsert>,
) {
  await server.database.db.update(tickets).set(values).where(eq(tickets.id, ticketId));
}
