import type { OrderRow } from '../bookings.repository';
import type { BookingContext } from '../bookings.context';
import type { Tx } from '../inventory';
import type { WaitingListService } from '../waiting-list/waiting-list.service';

/** The end of a hold: a PENDING order closed without payment gives its tickets back (the waiting list first). */
export function holds(
  ctx: BookingContext,
  waitingList: Pick<WaitingListService, 'offerToWaiting' | 'announceOffers'>,
) {
  const { repo, clock, transactions, inTx } = ctx;
  const { offerToWaiting, announceOffers } = waitingList;

  /**
   * Closes a PENDING order without payment and returns its tickets (to the waiting list first), inside the
   * caller's transaction. A capture that was under way keeps its mark (providerCallAt), so reconciliation
   * refunds it if it went through.
   */
  async function releaseInTx(tx: Tx, orderId: string, status: 'CANCELLED' | 'FAILED', now: Date) {
    const closed = await repo.closePending(tx, orderId, status, now);
    if (!closed) return undefined;
    await transactions.transition(orderId, ['PENDING'], status, inTx(tx));
    const items = await repo.itemsOf(orderId, tx);
    const back = await repo.moveTickets(tx, items, 'locked', 'available', now);
    if (!back.ok) throw new Error(`order ${orderId}: held tickets missing`);
    if (closed.holdKind === 'WAITLIST_OFFER') {
      const entry = await repo.waitingEntryOfOffer(tx, closed.id);
      if (entry) await repo.setWaitingEntry(tx, entry.id, { status: 'EXPIRED' });
    }
    const offers = await offerToWaiting(
      tx,
      items.map((i) => i.eventTicketId),
      now,
    );
    return { closed, offers };
  }

  /** Closes a PENDING order without payment and returns its tickets (to the waiting list first). */
  async function releasePending(
    orderId: string,
    status: 'CANCELLED' | 'FAILED',
  ): Promise<OrderRow | undefined> {
    const now = clock.now();
    const result = await repo.transaction((tx) => releaseInTx(tx, orderId, status, now));
    if (!result) return undefined;
    await announceOffers(result.offers);
    return result.closed;
  }

  return { releaseInTx, releasePending };
}

export type Holds = ReturnType<typeof holds>;
