import type { EventRow, OrderItemRow, OrderRow } from '../bookings.repository';
import { newQrSecret } from '../bookings.repository';
import type { BookingContext } from '../bookings.context';
import type { Tx } from '../inventory';
import type { TransactionItem } from '../../payments/payments.module';
import { calculateCost } from '../../events/events.module';

/**
 * What every completed order does, whichever way it completed (a checkout, a confirmed payment, a claimed
 * offer): prices it, writes its ledger row, issues its tickets and records the waiver.
 */
export function fulfilment(ctx: BookingContext) {
  const { repo, rates, transactions, documents, inTx } = ctx;

  const costOf = (event: EventRow, items: OrderItemRow[]) =>
    calculateCost(
      items.map((i) => ({
        eventTicketId: i.eventTicketId,
        unitPrice: i.unitPrice,
        quantity: i.quantity,
        gratuityPercentage: i.gratuityPercentage,
      })),
      { isAllInPricing: event.isAllInPricing, rates },
    );

  /** The receipt lines of an order: tickets at the price shown, then each fee that applies. */
  function receiptItems(order: OrderRow, names: Map<string, string>): TransactionItem[] {
    const lines: TransactionItem[] = order.cost.items.map((line) => ({
      description: `${names.get(line.eventTicketId) ?? 'Ticket'} ticket`,
      quantity: line.quantity,
      unitAmount: line.price,
      amount: line.price * line.quantity,
    }));
    if (!order.cost.isAllInPricing) {
      const fees: [string, number][] = [
        ['Gratuity', order.cost.totalGratuity],
        ['Taxes', order.cost.totalTaxes],
        ['Service fee', order.cost.serviceFee],
        ['Processing fee', order.cost.processingFee],
      ];
      for (const [description, amount] of fees)
        if (amount > 0) lines.push({ description, quantity: 1, unitAmount: amount, amount });
    }
    return lines;
  }

  /** Writes the order's transaction (same id) in the order's database transaction. */
  async function recordTransaction(tx: Tx, order: OrderRow, event: EventRow, names: Map<string, string>) {
    await transactions.record(
      {
        id: order.id,
        userId: order.userId,
        type: order.type,
        status: order.status === 'COMPLETED' ? 'COMPLETED' : 'PENDING',
        description: `${event.displayName} — ${order.quantity} ticket${order.quantity === 1 ? '' : 's'}`,
        totalAmount: order.cost.total,
        currency: order.currency,
        quantity: order.quantity,
        items: receiptItems(order, names),
        paymentMethod: order.paymentProvider,
        giftSenderId: order.recipientUserId ? order.userId : null,
      },
      inTx(tx),
    );
  }

  /** The waiver the holder accepted, kept among their documents. */
  async function recordWaiver(tx: Tx, order: OrderRow, event: EventRow, now: Date) {
    const policy = event.optIns.privacyPolicy;
    if (!policy || !order.waiverAcceptedAt) return;
    await documents.recordSigned(
      {
        userId: order.recipientUserId ?? order.userId,
        kind: 'WAIVER',
        title: `${policy.title} — ${event.displayName}`,
        fileUrl: policy.fileUrl,
        signedAt: order.waiverAcceptedAt ?? now,
      },
      inTx(tx),
    );
  }

  /**
   * Issues the tickets of an order whose status just became COMPLETED: moves them `from` locked (a held
   * checkout) or available (a free booking) to released, writes one ticket per admission and the attendee.
   * Answers which ticket type fell short when the tickets are not there (the caller rolls back).
   */
  async function issue(
    tx: Tx,
    order: OrderRow,
    items: OrderItemRow[],
    from: 'locked' | 'available',
    now: Date,
  ) {
    const moved = await repo.moveTickets(tx, items, from, 'released', now);
    if (!moved.ok) return moved;
    const holder = order.recipientUserId ?? order.userId;
    await repo.insertTickets(
      tx,
      items.flatMap((item) =>
        Array.from({ length: item.quantity }, () => ({
          eventId: order.eventId,
          eventTicketId: item.eventTicketId,
          orderId: order.id,
          userId: holder,
          qrSecret: newQrSecret(),
          createdAt: now,
        })),
      ),
    );
    const types = await Promise.all(items.map((i) => repo.ticketTypeById(i.eventTicketId, tx)));
    const needsApproval = types.some((t) => t?.isRequiredApproval);
    await repo.upsertAttendee(
      tx,
      {
        eventId: order.eventId,
        userId: holder,
        state: needsApproval ? 'PENDING' : 'APPROVED',
        answers: order.answers,
        referredByUserId: order.referredByUserId,
      },
      order.waiverAcceptedAt !== null,
      now,
    );
    if (order.holdKind === 'WAITLIST_OFFER') {
      const entry = await repo.waitingEntryOfOffer(tx, order.id);
      if (entry) await repo.setWaitingEntry(tx, entry.id, { status: 'CLAIMED' });
    }
    const event = await repo.eventById(order.eventId, tx);
    if (event) await recordWaiver(tx, order, event, now);
    return moved;
  }

  return { costOf, recordTransaction, issue };
}

export type Fulfilment = ReturnType<typeof fulfilment>;
