import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/executor';
import { guestTickets, guests } from './guests.tables';

// What the check-in module reads and writes of guests and their passes (docs/decisions/080): functions that take
// the caller's executor, so a scan locks, checks and admits in one transaction.

export type GuestRowForScan = typeof guests.$inferSelect;
export type GuestPassRow = typeof guestTickets.$inferSelect;
export type GuestForScan = { guest: GuestRowForScan; passes: GuestPassRow[] };

async function passesOf(executor: Executor, guestIds: readonly string[]): Promise<GuestPassRow[]> {
  if (guestIds.length === 0) return [];
  return executor
    .select()
    .from(guestTickets)
    .where(inArray(guestTickets.guestId, [...guestIds]))
    .orderBy(asc(guestTickets.guestId), asc(guestTickets.ticketNo));
}

/**
 * A guest with their passes. With `lock` (inside the caller's transaction) the guest row is locked first (FOR
 * UPDATE), so two doors admitting the same guest take turns and never admit more than the guest's quantity.
 */
export async function guestForScan(
  executor: Executor,
  guestId: string,
  options: { lock: boolean } = { lock: false },
): Promise<GuestForScan | undefined> {
  const query = executor.select().from(guests).where(eq(guests.id, guestId));
  const [guest] = options.lock ? await query.for('update') : await query;
  if (!guest) return undefined;
  return { guest, passes: await passesOf(executor, [guest.id]) };
}

/** The guest a pass (guestTicketId) belongs to, as guestForScan. */
export async function guestOfPass(
  executor: Executor,
  guestTicketId: string,
  options: { lock: boolean } = { lock: false },
): Promise<GuestForScan | undefined> {
  const [pass] = await executor
    .select({ guestId: guestTickets.guestId })
    .from(guestTickets)
    .where(eq(guestTickets.id, guestTicketId));
  return pass ? guestForScan(executor, pass.guestId, options) : undefined;
}

/** Every guest of an event with their passes, by name (the scanner's offline manifest). */
export async function guestsForScan(executor: Executor, eventId: string): Promise<GuestForScan[]> {
  const rows = await executor
    .select()
    .from(guests)
    .where(eq(guests.eventId, eventId))
    .orderBy(asc(sql`lower(${guests.fullName})`), asc(guests.id));
  const passes = await passesOf(
    executor,
    rows.map((g) => g.id),
  );
  return rows.map((guest) => ({ guest, passes: passes.filter((p) => p.guestId === guest.id) }));
}

/**
 * Admits `quantity` of a guest's people in the caller's transaction (which locked the guest): their first unused
 * passes get checked_in_at. Answers the passes admitted (fewer when fewer were left).
 */
export async function admitGuestPasses(
  tx: Tx,
  guestId: string,
  quantity: number,
  now: Date,
): Promise<GuestPassRow[]> {
  const unused = await tx
    .select({ ticketNo: guestTickets.ticketNo })
    .from(guestTickets)
    .where(and(eq(guestTickets.guestId, guestId), isNull(guestTickets.checkedInAt)))
    .orderBy(asc(guestTickets.ticketNo))
    .limit(quantity);
  if (unused.length === 0) return [];
  return tx
    .update(guestTickets)
    .set({ checkedInAt: now })
    .where(
      and(
        eq(guestTickets.guestId, guestId),
        inArray(
          guestTickets.ticketNo,
          unused.map((u) => u.ticketNo),
        ),
        isNull(guestTickets.checkedInAt),
      ),
    )
    .returning();
}

/** Admits one pass (a scanned guest pass) unless it was used; undefined when it was. */
export async function admitGuestPass(
  tx: Tx,
  guestTicketId: string,
  now: Date,
): Promise<GuestPassRow | undefined> {
  const [row] = await tx
    .update(guestTickets)
    .set({ checkedInAt: now })
    .where(and(eq(guestTickets.id, guestTicketId), isNull(guestTickets.checkedInAt)))
    .returning();
  return row;
}
