import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { FeeRates } from '../../platform/config';
import {
  DEMO_PAST_EVENTS,
  DEMO_TEAM_EVENT_SLUG,
  type CostResult,
  calculateCost,
  eventReads,
} from '../events/events.module';
import type { TransactionsService } from '../payments/payments.module';
import type { UsersRepository } from '../users/users.module';
import { type QuestionAnswer, bookingOrders, eventAttendees } from './bookings.tables';
import { bookingsRepository, newQrSecret } from './bookings.repository';

/**
 * Demo bookings (README "Demo accounts"): paid sandbox orders of the demo people, so the host's attendee page and
 * revenue page show something real. On the upcoming demo team event: attendees in each state (approved, waiting
 * for approval, checked in, declined) with answers and a host's note; on the past demo event: completed sales,
 * two of them brought by the co-host's referral. Each event is seeded once, when it has no order yet; everything
 * of one event is written in one transaction.
 */

type DemoBooking = {
  email: string;
  ticketType: string;
  quantity: number;
  /** The attendee's state once seeded (a declined one's order was refunded). */
  state: 'APPROVED' | 'PENDING' | 'CHECKED_IN' | 'DECLINED';
  answer?: string;
  note?: string;
  referredBy?: string;
};

const UPCOMING: DemoBooking[] = [
  {
    email: 'riley@repclub.example',
    ticketType: 'General Admission',
    quantity: 2,
    state: 'APPROVED',
    answer: 'My sister Ana',
    note: 'Regular — seat near the DJ booth.',
  },
  {
    email: 'jamie@repclub.example',
    ticketType: 'VIP Cabana',
    quantity: 1,
    state: 'PENDING',
    answer: 'Three friends from work',
  },
  {
    email: 'morgan@repclub.example',
    ticketType: 'General Admission',
    quantity: 1,
    state: 'CHECKED_IN',
    answer: 'Solo',
  },
  {
    email: 'taylor@repclub.example',
    ticketType: 'VIP Cabana',
    quantity: 1,
    state: 'DECLINED',
    note: 'Cabanas full for the first hour; offered GA instead.',
  },
  { email: 'sam@repclub.example', ticketType: 'General Admission', quantity: 3, state: 'APPROVED' },
];

const PAST: DemoBooking[] = [
  { email: 'riley@repclub.example', ticketType: 'General Admission', quantity: 2, state: 'CHECKED_IN' },
  { email: 'morgan@repclub.example', ticketType: 'VIP Mezzanine', quantity: 2, state: 'CHECKED_IN' },
  {
    email: 'jamie@repclub.example',
    ticketType: 'General Admission',
    quantity: 4,
    state: 'CHECKED_IN',
    referredBy: 'casey@repclub.example',
  },
  {
    email: 'taylor@repclub.example',
    ticketType: 'General Admission',
    quantity: 1,
    state: 'APPROVED',
    referredBy: 'casey@repclub.example',
  },
  { email: 'sam@repclub.example', ticketType: 'VIP Mezzanine', quantity: 1, state: 'CHECKED_IN' },
  { email: 'guest@repclub.example', ticketType: 'General Admission', quantity: 2, state: 'CHECKED_IN' },
];

/** The receipt lines of a demo order, as checkout writes them: the tickets, then each fee that applies. */
function receiptItems(cost: CostResult, ticketType: string) {
  const lines = cost.items.map((line) => ({
    description: `${ticketType} ticket`,
    quantity: line.quantity,
    unitAmount: line.price,
    amount: line.price * line.quantity,
  }));
  if (cost.isAllInPricing) return lines;
  const fees: [string, number][] = [
    ['Gratuity', cost.totalGratuity],
    ['Taxes', cost.totalTaxes],
    ['Service fee', cost.serviceFee],
    ['Processing fee', cost.processingFee],
  ];
  for (const [description, amount] of fees)
    if (amount > 0) lines.push({ description, quantity: 1, unitAmount: amount, amount });
  return lines;
}

export async function seedDemoBookings(
  db: Db,
  {
    users,
    transactions,
    rates,
  }: { users: UsersRepository; transactions: Pick<TransactionsService, 'record'>; rates: FeeRates },
  clock: Clock,
): Promise<void> {
  const host = await users.byEmail('host@repclub.example');
  if (!host) return;
  const plans: [string, DemoBooking[]][] = [
    [DEMO_TEAM_EVENT_SLUG, UPCOMING],
    ...DEMO_PAST_EVENTS.map((e): [string, DemoBooking[]] => [e.slug, PAST]),
  ];
  const emails = new Set(
    plans.flatMap(([, list]) => list.flatMap((b) => [b.email, ...(b.referredBy ? [b.referredBy] : [])])),
  );
  const people = new Map<string, string>();
  for (const email of emails) {
    const row = await users.byEmail(email);
    if (row) people.set(email, row.id);
  }
  const repo = bookingsRepository(db);
  for (const [slug, list] of plans) {
    const event = await eventReads.bySlug(db, slug);
    if (!event || event.createdBy !== host.id) continue;
    const [any] = await db
      .select({ id: bookingOrders.id })
      .from(bookingOrders)
      .where(eq(bookingOrders.eventId, event.id))
      .limit(1);
    if (any) continue;
    const [types, questions] = await Promise.all([
      eventReads.ticketTypesOf(db, event.id),
      eventReads.questionsOf(db, event.id),
    ]);
    const now = clock.now();
    // Bought a week before the event (or now, for one that is close): orders never postdate the clock.
    const boughtAt = new Date(Math.min(now.getTime(), event.startDate.getTime() - 7 * 86_400_000));
    await repo.transaction(async (tx) => {
      for (const [index, plan] of list.entries()) {
        const userId = people.get(plan.email);
        const type = types.find((t) => t.ticketType === plan.ticketType);
        if (!userId || !type) continue;
        const at = new Date(boughtAt.getTime() + index * 3_600_000);
        const item = {
          eventTicketId: type.id,
          unitPrice: type.price,
          quantity: plan.quantity,
          gratuityPercentage: type.gratuityPercentage,
        };
        const cost = calculateCost([item], { isAllInPricing: event.isAllInPricing, rates });
        const declined = plan.state === 'DECLINED';
        const answers: QuestionAnswer[] =
          plan.answer && questions[0]
            ? [{ questionId: questions[0].id, question: questions[0].question, answer: plan.answer }]
            : [];
        const referredByUserId = plan.referredBy ? (people.get(plan.referredBy) ?? null) : null;
        const order = await repo.insertOrder(
          tx,
          {
            eventId: event.id,
            userId,
            type: 'BUY_EVENT_TICKET',
            status: declined ? 'REFUNDED' : 'COMPLETED',
            quantity: plan.quantity,
            cost,
            answers,
            referredByUserId,
            paymentProvider: 'SANDBOX',
            providerOrderId: `demo-${event.slug}-${index}`,
            providerCaptureId: `demo-capture-${event.slug}-${index}`,
            paidAt: at,
            completedAt: at,
            refundedAt: declined ? at : null,
            createdAt: at,
          },
          [{ ...item, orderId: '' }],
        );
        // A refunded order's tickets went back on sale; the others are out of stock.
        if (!declined) await repo.moveTickets(tx, [item], 'available', 'released', now);
        const checkedIn = plan.state === 'CHECKED_IN';
        await repo.insertTickets(
          tx,
          Array.from({ length: plan.quantity }, () => ({
            eventId: event.id,
            eventTicketId: type.id,
            orderId: order.id,
            userId,
            status: declined ? 'REFUNDED' : 'ACTIVE',
            qrSecret: newQrSecret(),
            checkedInAt: checkedIn ? event.startDate : null,
            createdAt: at,
          })),
        );
        await tx.insert(eventAttendees).values({
          eventId: event.id,
          userId,
          state: plan.state,
          approvedBy: plan.state === 'PENDING' ? null : host.id,
          approvalAt: plan.state === 'PENDING' ? null : at,
          answers,
          note: plan.note ?? null,
          checkedInCount: checkedIn ? plan.quantity : 0,
          referredByUserId,
          createdAt: at,
          updatedAt: at,
        });
        await transactions.record(
          {
            id: order.id,
            userId,
            type: 'BUY_EVENT_TICKET',
            status: declined ? 'REFUNDED' : 'COMPLETED',
            description: `${event.displayName} — ${plan.quantity} ticket${plan.quantity === 1 ? '' : 's'}`,
            totalAmount: cost.total,
            quantity: plan.quantity,
            items: receiptItems(cost, type.ticketType),
            paymentMethod: 'SANDBOX',
          },
          tx as unknown as Db,
        );
      }
    });
  }
}
