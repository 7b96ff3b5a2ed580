import { and, asc, eq, getTableColumns, inArray, isNotNull, sql } from 'drizzle-orm';
import { AGE_RANGE_BOUNDS, type GuestSearch } from '@repclub/shared';
import type { Db } from '../../platform/db/client';
import type { Executor, Tx } from '../../platform/db/executor';
import { eventReads, moveTickets } from '../events/events.module';
import { accountMatchingSql } from '../users/users.module';
import {
  type GuestCustomField,
  type SavedGuestEntry,
  guestLists,
  guestTickets,
  guests,
  savedGuestLists,
} from './guests.tables';

export type GuestRow = typeof guests.$inferSelect;
export type GuestTicketRow = typeof guestTickets.$inferSelect;
export type SavedGuestListRow = typeof savedGuestLists.$inferSelect;

/** A guest as the list shows them: the row, with the gender and age range in effect (own or a matching user's). */
export type GuestView = GuestRow & {
  effectiveGender: string | null;
  effectiveAgeRange: string | null;
  /** Guest tickets used at the door. */
  checkedInQuantity: number;
};

/** The fields a guest row is written with. */
export type GuestValues = {
  fullName: string;
  email: string | null;
  phoneNumber: string | null;
  note: string | null;
  customFields: GuestCustomField[];
  quantity: number;
  eventTicketId: string | null;
  gender: string | null;
  ageRange: string | null;
};

/** Why a write was refused inside its transaction (the transaction rolls back). */
export class GuestWriteRefused extends Error {
  constructor(readonly reason: 'listFull' | 'soldOut' | 'checkedIn' | 'notFound') {
    super(reason);
  }
}

/** The age in whole years on `today` (a 'YYYY-MM-DD' date) of someone born on `born`, in SQL. */
const ageOf = (born: unknown, today: string) => sql`extract(year from age(${today}::date, ${born}))::int`;

/** The guests, guest tickets, guest list settings and saved guest lists (tables of guests.tables.ts). */
export function guestsRepository(db: Db) {
  /**
   * A registered user who is the guest: a verified e-mail or phone that matches (docs/decisions/074). One row
   * at most (e-mail first), read per guest inside the page's one statement.
   */
  function matchedUser() {
    return sql`lateral (${accountMatchingSql(guests.email, guests.phoneNumber)}) as matched`;
  }

  function effectiveAgeRange(today: string) {
    const age = ageOf(sql.raw('matched.born'), today);
    const cases = Object.entries(AGE_RANGE_BOUNDS).map(([range, { min, max }]) =>
      max === null
        ? sql`when ${age} >= ${min} then ${range}`
        : sql`when ${age} between ${min} and ${max} then ${range}`,
    );
    return sql`coalesce(${guests.ageRange}, case ${sql.join(cases, sql` `)} else null end)`;
  }

  const effectiveGender = sql`coalesce(${guests.gender}, matched.gender)`;

  /** Locks the event's guest list row (made on first use), and answers its capacity. */
  async function lockList(tx: Tx, eventId: string): Promise<number | null> {
    await tx.insert(guestLists).values({ eventId }).onConflictDoNothing();
    const [row] = await tx
      .select({ capacity: guestLists.capacity })
      .from(guestLists)
      .where(eq(guestLists.eventId, eventId))
      .for('update');
    return row?.capacity ?? null;
  }

  async function peopleOn(tx: Executor, eventId: string): Promise<number> {
    const [row] = await tx
      .select({ people: sql<number>`coalesce(sum(${guests.quantity}), 0)::int` })
      .from(guests)
      .where(eq(guests.eventId, eventId));
    return row?.people ?? 0;
  }

  /** Takes (or gives back) tickets of a ticket type: available → released, and back. */
  async function moveGuestTickets(tx: Tx, eventTicketId: string, delta: number, now: Date) {
    if (delta === 0) return;
    const items = [{ eventTicketId, quantity: Math.abs(delta) }];
    const moved =
      delta > 0
        ? await moveTickets(tx, items, 'available', 'released', now)
        : await moveTickets(tx, items, 'released', 'available', now);
    if (!moved.ok) throw new GuestWriteRefused('soldOut');
  }

  /** Makes the guest's ticket rows 1..quantity: adds the missing ones, removes unused ones from the top. */
  async function resizeTickets(tx: Tx, guestId: string, from: number, to: number) {
    if (to > from) {
      await tx
        .insert(guestTickets)
        .values(Array.from({ length: to - from }, (_, i) => ({ guestId, ticketNo: from + i + 1 })));
    } else if (to < from) {
      const removed = await tx
        .delete(guestTickets)
        .where(
          and(
            eq(guestTickets.guestId, guestId),
            sql`${guestTickets.ticketNo} > ${to}`,
            sql`${guestTickets.checkedInAt} is null`,
          ),
        )
        .returning({ ticketNo: guestTickets.ticketNo });
      if (removed.length !== from - to) throw new GuestWriteRefused('checkedIn');
    }
  }

  async function checkCapacity(tx: Tx, eventId: string, adding: number) {
    const capacity = await lockList(tx, eventId);
    if (capacity === null || adding <= 0) return;
    if ((await peopleOn(tx, eventId)) + adding > capacity) throw new GuestWriteRefused('listFull');
  }

  return {
    async byId(id: string): Promise<GuestRow | undefined> {
      const [row] = await db.select().from(guests).where(eq(guests.id, id)).limit(1);
      return row;
    },

    /**
     * Adds a guest and their tickets in one transaction, after locking the event's guest list: the capacity
     * (people) and the ticket type's inventory are both checked under locks, so parallel adds never pass them.
     */
    async insert(eventId: string, values: GuestValues, addedBy: string, now: Date): Promise<GuestRow> {
      return db.transaction(async (tx) => {
        await checkCapacity(tx, eventId, values.quantity);
        if (values.eventTicketId) await moveGuestTickets(tx, values.eventTicketId, values.quantity, now);
        const [row] = await tx
          .insert(guests)
          .values({ eventId, ...values, addedBy, createdAt: now, updatedAt: now })
          .returning();
        await resizeTickets(tx, row!.id, 0, values.quantity);
        return row!;
      });
    },

    /** Changes a guest; a new quantity or ticket type moves inventory and tickets in the same transaction. */
    async update(guestId: string, values: GuestValues, now: Date): Promise<GuestRow> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(guests).where(eq(guests.id, guestId)).for('update');
        if (!current) throw new GuestWriteRefused('notFound');
        await checkCapacity(tx, current.eventId, values.quantity - current.quantity);
        if (current.eventTicketId === values.eventTicketId) {
          if (values.eventTicketId)
            await moveGuestTickets(tx, values.eventTicketId, values.quantity - current.quantity, now);
        } else {
          if (current.eventTicketId)
            await moveGuestTickets(tx, current.eventTicketId, -current.quantity, now);
          if (values.eventTicketId) await moveGuestTickets(tx, values.eventTicketId, values.quantity, now);
        }
        await resizeTickets(tx, guestId, current.quantity, values.quantity);
        const [row] = await tx
          .update(guests)
          .set({ ...values, updatedAt: now })
          .where(eq(guests.id, guestId))
          .returning();
        return row!;
      });
    },

    /** Removes a guest (none of whose tickets was used) and gives their ticket type's tickets back. */
    async remove(guestId: string, now: Date): Promise<GuestRow> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(guests).where(eq(guests.id, guestId)).for('update');
        if (!current) throw new GuestWriteRefused('notFound');
        const [used] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(guestTickets)
          .where(and(eq(guestTickets.guestId, guestId), isNotNull(guestTickets.checkedInAt)));
        if ((used?.n ?? 0) > 0) throw new GuestWriteRefused('checkedIn');
        if (current.eventTicketId) await moveGuestTickets(tx, current.eventTicketId, -current.quantity, now);
        await tx.delete(guests).where(eq(guests.id, guestId));
        return current;
      });
    },

    /** Adds many plain guests (no ticket type) at once; those whose e-mail or phone is on the list are skipped. */
    async insertMany(
      eventId: string,
      entries: (GuestValues & { key: number })[],
      addedBy: string,
      now: Date,
    ): Promise<{ added: GuestRow[]; skipped: number[] }> {
      return db.transaction(async (tx) => {
        const capacity = await lockList(tx, eventId);
        const added: GuestRow[] = [];
        const skipped: number[] = [];
        for (const { key, ...values } of entries) {
          const [row] = await tx
            .insert(guests)
            .values({ eventId, ...values, addedBy, createdAt: now, updatedAt: now })
            .onConflictDoNothing()
            .returning();
          if (!row) {
            skipped.push(key);
            continue;
          }
          await resizeTickets(tx, row.id, 0, values.quantity);
          added.push(row);
        }
        if (capacity !== null && (await peopleOn(tx, eventId)) > capacity)
          throw new GuestWriteRefused('listFull');
        return { added, skipped };
      });
    },

    async setInviteStatus(guestId: string, status: string, now: Date): Promise<GuestRow | undefined> {
      const [row] = await db
        .update(guests)
        .set({ inviteStatus: status, ...(status === 'INVITED' ? { invitedAt: now } : {}), updatedAt: now })
        .where(eq(guests.id, guestId))
        .returning();
      return row;
    },

    /**
     * A page of an event's guests by name, with the search and filters (domain §2); `addedBy` limits it to the
     * guests one person added. Gender and age range come from the guest, else from a matching user.
     */
    async search(
      eventId: string,
      filter: GuestSearch & { addedBy?: string; guestId?: string },
      today: string,
      limit: number,
      after: [string, string] | null,
    ): Promise<GuestView[]> {
      const ageRange = effectiveAgeRange(today);
      const conditions = [sql`${guests.eventId} = ${eventId}`];
      if (filter.addedBy) conditions.push(sql`${guests.addedBy} = ${filter.addedBy}`);
      if (filter.guestId) conditions.push(sql`${guests.id} = ${filter.guestId}`);
      if (filter.query) {
        const like = `%${filter.query.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
        const digits = filter.query.replace(/\D/g, '');
        conditions.push(
          sql`(lower(${guests.fullName}) like ${like} or ${guests.email} like ${like}${
            digits.length >= 3 ? sql` or ${guests.phoneNumber} like ${`%${digits}%`}` : sql``
          })`,
        );
      }
      if (filter.inviteStatus !== 'ALL')
        conditions.push(sql`${guests.inviteStatus} = ${filter.inviteStatus}`);
      if (filter.gender) conditions.push(sql`${effectiveGender} = ${filter.gender}`);
      if (filter.ageRange) conditions.push(sql`${ageRange} = ${filter.ageRange}`);
      if (after)
        conditions.push(sql`(lower(${guests.fullName}), ${guests.id}) > (${after[0]}, ${after[1]}::uuid)`);
      const rows = await db
        .select({
          row: guests,
          effectiveGender: sql<string | null>`${effectiveGender}`,
          effectiveAgeRange: sql<string | null>`${ageRange}`,
          checkedInQuantity: sql<number>`(select count(*) from ${guestTickets} where ${guestTickets.guestId} = ${guests.id} and ${guestTickets.checkedInAt} is not null)::int`,
        })
        .from(guests)
        .leftJoin(sql`${matchedUser()}`, sql`true`)
        .where(and(...conditions))
        .orderBy(sql`lower(${guests.fullName})`, asc(guests.id))
        .limit(limit);
      return rows.map((r) => ({
        ...r.row,
        effectiveGender: r.effectiveGender,
        effectiveAgeRange: r.effectiveAgeRange,
        checkedInQuantity: r.checkedInQuantity,
      }));
    },

    /** One guest with the gender and age range in effect. */
    async view(guestId: string, today: string): Promise<GuestView | undefined> {
      const row = await this.byId(guestId);
      if (!row) return undefined;
      const [view] = await this.search(row.eventId, { inviteStatus: 'ALL', guestId }, today, 1, null);
      return view;
    },

    /** The passes of a page of guests, each with whether its event shows QR passes (the qrPass opt-in). */
    async ticketsOf(guestIds: readonly string[]): Promise<(GuestTicketRow & { qrPass: boolean })[]> {
      if (guestIds.length === 0) return [];
      const event = eventReads.shown(db);
      return db
        .select({ ...getTableColumns(guestTickets), qrPass: event.qrPass })
        .from(guestTickets)
        .innerJoin(guests, eq(guests.id, guestTickets.guestId))
        .innerJoin(event, eq(event.id, guests.eventId))
        .where(inArray(guestTickets.guestId, [...guestIds]))
        .orderBy(asc(guestTickets.guestId), asc(guestTickets.ticketNo));
    },

    /**
     * A guest by their pass token (docs/decisions/092), with what the pass page shows of the event and the
     * guest's passes in ticket order.
     */
    async passByToken(token: string) {
      const event = eventReads.shown(db);
      const [found] = await db
        .select({
          guest: guests,
          event: {
            slug: event.slug,
            displayName: event.displayName,
            startDate: event.startDate,
            endDate: event.endDate,
            timeZone: event.timeZone,
            city: event.city,
            location: event.location,
            status: event.status,
            optIns: event.optIns,
          },
        })
        .from(guests)
        .innerJoin(event, eq(event.id, guests.eventId))
        .where(eq(guests.passToken, token))
        .limit(1);
      if (!found) return undefined;
      const passes = await db
        .select()
        .from(guestTickets)
        .where(eq(guestTickets.guestId, found.guest.id))
        .orderBy(asc(guestTickets.ticketNo));
      return { ...found, passes };
    },

    /** The pass tokens of a page of guests, each with whether its event shows QR passes. */
    async passTokensOf(guestIds: readonly string[]) {
      if (guestIds.length === 0) return [];
      const event = eventReads.shown(db);
      return db
        .select({ id: guests.id, passToken: guests.passToken, qrPass: event.qrPass })
        .from(guests)
        .innerJoin(event, eq(event.id, guests.eventId))
        .where(inArray(guests.id, [...guestIds]));
    },

    /** Every guest of an event by name (for "save as"). */
    async allOf(eventId: string): Promise<GuestRow[]> {
      return db
        .select()
        .from(guests)
        .where(eq(guests.eventId, eventId))
        .orderBy(sql`lower(${guests.fullName})`);
    },

    /** Guests, guest tickets, checked-in guest tickets and capacity of a page of events. */
    async countersOf(eventIds: readonly string[]) {
      if (eventIds.length === 0) return [];
      const ids = [...eventIds];
      const counts = await db
        .select({
          eventId: guests.eventId,
          guests: sql<number>`count(*)::int`,
          tickets: sql<number>`coalesce(sum(${guests.quantity}), 0)::int`,
        })
        .from(guests)
        .where(inArray(guests.eventId, ids))
        .groupBy(guests.eventId);
      // A join, not a correlated subquery: inside `select … from guest_tickets` an unqualified "id" is the
      // guest ticket's own id, so the subquery matched nothing and the counter stayed 0.
      const checkedIn = await db
        .select({ eventId: guests.eventId, checkedIn: sql<number>`count(*)::int` })
        .from(guestTickets)
        .innerJoin(guests, eq(guests.id, guestTickets.guestId))
        .where(and(inArray(guests.eventId, ids), isNotNull(guestTickets.checkedInAt)))
        .groupBy(guests.eventId);
      const lists = await db.select().from(guestLists).where(inArray(guestLists.eventId, ids));
      return ids.map((eventId) => {
        const c = counts.find((r) => r.eventId === eventId);
        return {
          eventId,
          guests: c?.guests ?? 0,
          tickets: c?.tickets ?? 0,
          checkedIn: checkedIn.find((r) => r.eventId === eventId)?.checkedIn ?? 0,
          capacity: lists.find((l) => l.eventId === eventId)?.capacity ?? null,
        };
      });
    },

    async setCapacity(eventId: string, capacity: number | null, now: Date): Promise<void> {
      await db
        .insert(guestLists)
        .values({ eventId, capacity, updatedAt: now })
        .onConflictDoUpdate({ target: guestLists.eventId, set: { capacity, updatedAt: now } });
    },

    async savedListNames(ownerId: string): Promise<string[]> {
      const rows = await db
        .select({ name: savedGuestLists.name })
        .from(savedGuestLists)
        .where(eq(savedGuestLists.ownerId, ownerId))
        .orderBy(sql`lower(${savedGuestLists.name})`);
      return rows.map((r) => r.name);
    },

    async savedList(ownerId: string, name: string): Promise<SavedGuestListRow | undefined> {
      const [row] = await db
        .select()
        .from(savedGuestLists)
        .where(
          and(eq(savedGuestLists.ownerId, ownerId), sql`lower(${savedGuestLists.name}) = lower(${name})`),
        )
        .limit(1);
      return row;
    },

    /** Saves (or replaces) the owner's list of that name. */
    async saveList(ownerId: string, name: string, entries: SavedGuestEntry[], now: Date) {
      return db.transaction(async (tx) => {
        await tx
          .delete(savedGuestLists)
          .where(
            and(eq(savedGuestLists.ownerId, ownerId), sql`lower(${savedGuestLists.name}) = lower(${name})`),
          );
        const [row] = await tx
          .insert(savedGuestLists)
          .values({ ownerId, name, guests: entries, createdAt: now, updatedAt: now })
          .returning();
        return row!;
      });
    },

    async deleteList(ownerId: string, name: string): Promise<boolean> {
      const rows = await db
        .delete(savedGuestLists)
        .where(
          and(eq(savedGuestLists.ownerId, ownerId), sql`lower(${savedGuestLists.name}) = lower(${name})`),
        )
        .returning({ id: savedGuestLists.id });
      return rows.length > 0;
    },
  };
}

export type GuestsRepository = ReturnType<typeof guestsRepository>;
