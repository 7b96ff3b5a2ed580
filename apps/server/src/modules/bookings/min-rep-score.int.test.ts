import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@repclub/shared';
import { fixedClock } from '../../platform/clock';
import { graphqlResult, type TestServer, startTestServer } from '../../test/server';
import { eventAttendees } from './bookings.tables';
import { insertEvent, manyUsers } from './bookings.test-support';

/**
 * The event's minimum rep score (docs/decisions/102): checkout and RSVP refuse a holder whose rep score (the
 * distinct events they were checked in at, docs/decisions/086) is below it, with a message that says both; the
 * event page reads the viewer's score before they try.
 */

const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => server?.close());

type Headers = Record<string, string>;
type Person = Awaited<ReturnType<typeof manyUsers>>[number];
const gql = <T>(query: string, variables: Record<string, unknown>, headers: Headers = {}) =>
  graphqlResult<T>(server, query, variables, headers);

const RSVP = `mutation($input: RsvpInput!) { rsvpEvent(input: $input) { transactionId status } }`;
const PURCHASE = `mutation($input: PurchaseTicketsInput!) { purchaseTickets(input: $input) {
  paymentUrl booking { transactionId status } } }`;
const EVENT = `query($s: String!) { event(slugOrId: $s) { minimumRepScore viewerRepScore } }`;

/** Checks the person in at `n` past events: a rep score of n. */
async function checkedInAt(person: Person, host: Person, n: number) {
  for (let i = 0; i < n; i++) {
    const past = await insertEvent(server, host.userId, { now: clock.now(), startsInDays: -20 - i });
    await server.database.db
      .insert(eventAttendees)
      .values({ eventId: past.event.id, userId: person.userId, state: 'CHECKED_IN' });
  }
}

describe('minimum rep score (decision 102)', () => {
  it('refuses an RSVP below the minimum and takes one at or above it', async () => {
    const [host, newcomer, regular] = await manyUsers(server, 3, clock);
    await checkedInAt(newcomer!, host!, 1);
    await checkedInAt(regular!, host!, 3);
    // The same event twice counts once.
    const again = await insertEvent(server, host!.userId, { now: clock.now(), startsInDays: -40 });
    await server.database.db
      .insert(eventAttendees)
      .values({ eventId: again.event.id, userId: newcomer!.userId, state: 'DECLINED' });
    const { event } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      minimumRepScore: 3,
      tickets: [{ price: 0 }],
    });

    const refused = await gql(RSVP, { input: { eventId: event.id } }, newcomer!.headers);
    expect(refused.error).toMatchObject({
      message: BOOKING_MESSAGES.repScoreTooLow(3, 1),
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
    expect(refused.error!.message).toBe('This event asks for a rep score of at least 3. Yours is 1.');

    const taken = await gql<{ rsvpEvent: { status: string } }>(
      RSVP,
      { input: { eventId: event.id } },
      regular!.headers,
    );
    expect(taken.error).toBeNull();
    expect(taken.data!.rsvpEvent.status).toBe('COMPLETED');
  });

  it('refuses a paid checkout below the minimum, for the buyer and for a gift recipient', async () => {
    const [host, newcomer, regular] = await manyUsers(server, 3, clock);
    await checkedInAt(regular!, host!, 2);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      minimumRepScore: 2,
      tickets: [{ price: 2500 }],
    });
    const items = [{ eventTicketId: types[0]!.id, quantity: 1 }];

    const refused = await gql(PURCHASE, { input: { eventId: event.id, items } }, newcomer!.headers);
    expect(refused.error).toMatchObject({
      message: BOOKING_MESSAGES.repScoreTooLow(2, 0),
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
    // A gift is held by the recipient: their score decides.
    const gift = await gql(
      PURCHASE,
      { input: { eventId: event.id, items, giftRecipientEmail: newcomer!.row.email } },
      regular!.headers,
    );
    expect(gift.error).toMatchObject({ message: BOOKING_MESSAGES.giftRepScoreTooLow(2, 0) });

    const bought = await gql<{ purchaseTickets: { paymentUrl: string | null; booking: { status: string } } }>(
      PURCHASE,
      { input: { eventId: event.id, items } },
      regular!.headers,
    );
    expect(bought.error).toBeNull();
    expect(bought.data!.purchaseTickets.booking.status).toBe('PENDING');
    expect(bought.data!.purchaseTickets.paymentUrl).toBeTruthy();
  });

  it('shows the requirement and the viewer’s score on the event; visitors get no score', async () => {
    const [host, regular] = await manyUsers(server, 2, clock);
    await checkedInAt(regular!, host!, 2);
    const { event } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      minimumRepScore: 5,
      optIns: { publicPreview: true },
    });
    const seen = await gql<{ event: { minimumRepScore: number; viewerRepScore: number | null } }>(
      EVENT,
      { s: event.slug },
      regular!.headers,
    );
    expect(seen.error).toBeNull();
    expect(seen.data!.event).toEqual({ minimumRepScore: 5, viewerRepScore: 2 });
    const visitor = await gql<{ event: { viewerRepScore: number | null } }>(EVENT, { s: event.slug });
    expect(visitor.data!.event.viewerRepScore).toBeNull();
  });
});
