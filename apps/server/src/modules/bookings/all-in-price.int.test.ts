import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@repclub/shared';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { sandboxPayments } from '../payments/gateways/sandbox.tables';
import { insertEvent, manyUsers } from './bookings.test-support';

/**
 * The price shown before checkout is the price paid (issue 21, item 15; docs/decisions/115): a ticket type's
 * allInPrice (event page, picker, sticky bar) equals what the checkout charges for that ticket, with fees,
 * tax and the preset gratuity; the buyer's own gratuity is checked and charged as the cost showed it.
 */
const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  // A tax rate, so every charge of the basket is there: 8.25 % on the ticket price.
  server = await startTestServer({ clock, env: { EVENT_TAX_RATE_BPS: '825' } });
});
afterAll(() => server?.close());

type Headers = Record<string, string>;
type GqlError = { message: string; extensions?: { code?: string } };
type Cost = { total: number; totalGratuity: number; totalTaxes: number; serviceFee: number };

const EVENT = `query($id: String!) { event(slugOrId: $id) { tickets { eventTicketId price allInPrice gratuityPercentage } } }`;
const COST = `query($e: ID!, $items: [TicketCostItemInput!]!, $g: Int) {
  calculateTicketCost(eventId: $e, items: $items, gratuityPercentage: $g) { total totalGratuity totalTaxes serviceFee } }`;
const PURCHASE = `mutation($input: PurchaseTicketsInput!) { purchaseTickets(input: $input) {
  paymentUrl booking { transactionId totalPrice } } }`;

async function gql<T>(query: string, variables: Record<string, unknown>, headers: Headers = {}) {
  const { body } = await server.graphql<T>(query, variables, headers);
  return { data: (body.data ?? null) as T | null, error: (body.errors?.[0] ?? null) as GqlError | null };
}

/** What the sandbox provider was asked to take for the order. */
async function chargedFor(orderId: string) {
  const [payment] = await server.database.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.reference, orderId));
  return payment!.amount;
}

describe('the all-in price', () => {
  it('is what the checkout charges for one ticket, with fees, tax and the preset gratuity', async () => {
    const [host, buyer] = await manyUsers(server, 2, clock);
    // The review's Harlem Jazz Brunch: $55.00 with an 18 % gratuity.
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ price: 5500, gratuityPercentage: 18 }, { price: 0 }],
    });
    const shown = await gql<{
      event: { tickets: { eventTicketId: string; price: number; allInPrice: number }[] };
    }>(EVENT, { id: event.id }, buyer!.headers);
    const [paid, free] = shown.data!.event.tickets;
    expect(paid!.price).toBe(5500);
    // 55.00 + 9.90 gratuity + 4.54 tax + 3.74 service fee, then the processor's fee on top.
    expect(paid!.allInPrice).toBeGreaterThan(5500 + 990 + 454 + 374);
    expect(free!.allInPrice).toBe(0);

    const items = [{ eventTicketId: types[0]!.id, quantity: 1 }];
    const cost = await gql<{ calculateTicketCost: Cost }>(COST, { e: event.id, items }, buyer!.headers);
    expect(cost.data!.calculateTicketCost).toMatchObject({ totalGratuity: 990, totalTaxes: 454 });
    expect(cost.data!.calculateTicketCost.total).toBe(paid!.allInPrice);

    const bought = await gql<{ purchaseTickets: { booking: { transactionId: string; totalPrice: number } } }>(
      PURCHASE,
      { input: { eventId: event.id, items } },
      buyer!.headers,
    );
    expect(bought.error).toBeNull();
    const booking = bought.data!.purchaseTickets.booking;
    expect(booking.totalPrice).toBe(paid!.allInPrice);
    expect(await chargedFor(booking.transactionId)).toBe(paid!.allInPrice);
  });

  it("charges the buyer's gratuity as the cost showed it, only on types that ask for one; refuses a bad one", async () => {
    const [host, buyer, other] = await manyUsers(server, 3, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [
        { price: 5500, gratuityPercentage: 18 },
        { price: 2000, gratuityPercentage: 0 },
      ],
    });
    const items = [
      { eventTicketId: types[0]!.id, quantity: 2 },
      { eventTicketId: types[1]!.id, quantity: 1 },
    ];
    const preset = await gql<{ calculateTicketCost: Cost }>(COST, { e: event.id, items }, buyer!.headers);
    expect(preset.data!.calculateTicketCost.totalGratuity).toBe(2 * 990);
    const tipped = await gql<{ calculateTicketCost: Cost }>(
      COST,
      { e: event.id, items, g: 10 },
      buyer!.headers,
    );
    // 10 % of the $55.00 tickets only: the $20.00 type asks for no gratuity.
    expect(tipped.data!.calculateTicketCost.totalGratuity).toBe(2 * 550);
    const none = await gql<{ calculateTicketCost: Cost }>(COST, { e: event.id, items, g: 0 }, buyer!.headers);
    expect(none.data!.calculateTicketCost.totalGratuity).toBe(0);

    for (const g of [-1, 101]) {
      const bad = await gql(COST, { e: event.id, items, g }, buyer!.headers);
      expect(bad.error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(bad.error?.message).toBe(BOOKING_MESSAGES.gratuityInvalid);
      const refused = await gql(
        PURCHASE,
        { input: { eventId: event.id, items, gratuityPercentage: g } },
        other!.headers,
      );
      expect(refused.error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(refused.error?.message).toBe(BOOKING_MESSAGES.gratuityInvalid);
    }

    const bought = await gql<{ purchaseTickets: { booking: { transactionId: string; totalPrice: number } } }>(
      PURCHASE,
      { input: { eventId: event.id, items, gratuityPercentage: 10 } },
      buyer!.headers,
    );
    expect(bought.error).toBeNull();
    const booking = bought.data!.purchaseTickets.booking;
    expect(booking.totalPrice).toBe(tipped.data!.calculateTicketCost.total);
    expect(await chargedFor(booking.transactionId)).toBe(tipped.data!.calculateTicketCost.total);
  });
});
