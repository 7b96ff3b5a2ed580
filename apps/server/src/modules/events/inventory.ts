import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { eventTicketTypes } from './events.tables';

/**
 * Ticket inventory: the available, locked and released amounts of a ticket type (docs/decisions/031). The table
 * belongs to events, so the moves are here; bookings calls them inside its order's transaction (decision 065).
 */
export type InventoryExecutor = Pick<Db, 'update'>;

export type ItemQuantity = { eventTicketId: string; quantity: number };

/** The three places a ticket can be (docs/decisions/031-bookings-and-inventory.md). */
type Place = 'available' | 'locked' | 'released';

const column = {
  available: eventTicketTypes.availableAmount,
  locked: eventTicketTypes.lockedAmount,
  released: eventTicketTypes.releasedAmount,
} as const;
const field = { available: 'availableAmount', locked: 'lockedAmount', released: 'releasedAmount' } as const;

/** Ticket types in id order, quantities of one type added up: two orders never lock rows in opposite orders. */
export function normaliseItems(items: readonly ItemQuantity[]): ItemQuantity[] {
  const totals = new Map<string, number>();
  for (const item of items)
    totals.set(item.eventTicketId, (totals.get(item.eventTicketId) ?? 0) + item.quantity);
  return [...totals]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([eventTicketId, quantity]) => ({ eventTicketId, quantity }));
}

/**
 * Moves `quantity` tickets of each type from one place to another with one conditional UPDATE per type. The
 * first type that has fewer than asked is answered (nothing of the caller's transaction must be kept then:
 * the caller throws, and the transaction rolls back the types already moved). The row lock the UPDATE takes
 * serialises concurrent moves of one type; the table's CHECK backs it up.
 */
export async function moveTickets(
  tx: InventoryExecutor,
  items: readonly ItemQuantity[],
  from: Place,
  to: Place,
  now: Date,
): Promise<{ ok: true } | { ok: false; eventTicketId: string }> {
  for (const { eventTicketId, quantity } of normaliseItems(items)) {
    const moved = await tx
      .update(eventTicketTypes)
      .set({
        [field[from]]: sql`${column[from]} - ${quantity}`,
        [field[to]]: sql`${column[to]} + ${quantity}`,
        updatedAt: now,
      } as Partial<typeof eventTicketTypes.$inferInsert>)
      .where(and(eq(eventTicketTypes.id, eventTicketId), gte(column[from], quantity)))
      .returning({ id: eventTicketTypes.id });
    if (moved.length === 0) return { ok: false, eventTicketId };
  }
  return { ok: true };
}
