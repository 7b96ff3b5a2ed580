import { PAYMENT_MESSAGES } from '@repclub/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { balanceOf, insertEvent, manyUsers } from './bookings.test-support';

/**
 * No free tickets by configuration (issue 11, item 4; docs/decisions/049): with the sandbox off and no PayPal,
 * paid checkouts and payout set-up are refused with a clear message, and free RSVPs still work.
 */
const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;
const logs: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    clock,
    env: { PAYMENTS: 'off', LOG_LEVEL: 'warn' },
    logStream: { write: (line) => void logs.push(line) },
  });
});
afterAll(() => server?.close());

it('says at start that paid checkouts are refused', () => {
  expect(logs.some((line) => line.includes('No payment provider'))).toBe(true);
});

it('warns at start when the sandbox is on in production', async () => {
  const lines: string[] = [];
  const production = await startTestServer({
    env: { NODE_ENV: 'production', PAYMENTS: 'sandbox', LOG_LEVEL: 'warn' },
    logStream: { write: (line) => void lines.push(line) },
  });
  await production.close();
  expect(lines.some((line) => line.includes('PAYMENTS=sandbox'))).toBe(true);
}, 90_000);

it('refuses paid checkouts and payout set-up with a clear message, and keeps free RSVPs', async () => {
  const [host, buyer] = await manyUsers(server, 2, clock);
  const { event, types } = await insertEvent(server, host!.userId, {
    now: clock.now(),
    tickets: [
      { price: 2500, limitedAmount: 5 },
      { price: 0, limitedAmount: 5 },
    ],
  });
  const paid = await server.graphql(
    `mutation($input: PurchaseTicketsInput!) { purchaseTickets(input: $input) { paymentUrl } }`,
    { input: { eventId: event.id, items: [{ eventTicketId: types[0]!.id, quantity: 1 }] } },
    buyer!.headers,
  );
  expect(paid.body.errors?.[0]).toMatchObject({
    message: PAYMENT_MESSAGES.paymentsUnavailable,
    extensions: { code: 'CONFLICT' },
  });
  expect(await balanceOf(server, types[0]!.id)).toMatchObject({ availableAmount: 5, lockedAmount: 0 });

  const rsvp = await server.graphql<{ rsvpEvent: { status: string } }>(
    `mutation($input: RsvpInput!) { rsvpEvent(input: $input) { status } }`,
    { input: { eventId: event.id } },
    buyer!.headers,
  );
  expect(rsvp.body.data).toEqual({ rsvpEvent: { status: 'COMPLETED' } });

  const payout = await server.graphql(`mutation { startPayoutOnboarding { url } }`, {}, buyer!.headers);
  expect(payout.body.errors?.[0]).toMatchObject({
    message: PAYMENT_MESSAGES.payoutsUnavailable,
    extensions: { code: 'CONFLICT' },
  });
});
