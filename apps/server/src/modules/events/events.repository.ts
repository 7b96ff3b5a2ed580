import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { withFastRows } from '../../platform/db/fast-rows';
import { eventClubs, eventQuestions, eventScanningZones, eventTicketTypes, events } from './events.tables';
import { teamRepository } from './team/team.repository';
import { discoveryRepository } from './discovery/discovery.repository';
import { shareRepository } from './share/share.repository';
import { scanningZonesRepository } from './zones/zones.repository';
import { eventClubsRepository } from './clubs/event-clubs.repository';
import type { EventRow, NewEventRow, QuestionRow, TicketFields, TicketTypeRow, Tx } from './events.rows';

export * from './events.rows';

/** A scanning zone to copy with an event: its ticket types as indexes into the copied ticket types. */
export type ZoneCopy = { name: string; maxScans: number; ticketIndexes: number[]; createdAt: Date };

/** Events, their ticket types, questions and team (tables events, event_ticket_types, event_questions, event_roles). */
export function eventsRepository(db: Db) {
  // The hot reads, built once per database and sent as named statements (docs/decisions/056): building a
  // select of 30 columns costs Drizzle about 0.1 ms of CPU each time, and PostgreSQL parses and plans a
  // named statement once per connection.
  let prepared: ReturnType<typeof prepareHotReads> | undefined;
  const hot = () => (prepared ??= prepareHotReads(db));

  return {
    async byId(id: string): Promise<EventRow | undefined> {
      const [row] = await hot().byId.execute({ id });
      return row;
    },

    async bySlug(slug: string): Promise<EventRow | undefined> {
      const [row] = await hot().bySlug.execute({ slug });
      return row;
    },

    async slugExists(slug: string): Promise<boolean> {
      const rows = await db.select({ id: events.id }).from(events).where(eq(events.slug, slug)).limit(1);
      return rows.length > 0;
    },

    async insert(row: NewEventRow): Promise<EventRow> {
      const [inserted] = await db.insert(events).values(row).returning();
      return inserted!;
    },

    async update(id: string, values: Partial<NewEventRow>): Promise<EventRow | undefined> {
      const [row] = await db.update(events).set(values).where(eq(events.id, id)).returning();
      return row;
    },

    /** Moves the status when it is one of `from` (a conditional UPDATE); undefined when it was not. */
    async setStatus(
      id: string,
      from: readonly string[],
      values: Partial<NewEventRow> & { status: string },
    ): Promise<EventRow | undefined> {
      const [row] = await db
        .update(events)
        .set(values)
        .where(and(eq(events.id, id), inArray(events.status, [...from])))
        .returning();
      return row;
    },

    /**
     * Runs `change` only while no ticket of the event is locked or released: the event's ticket type rows
     * are locked first (FOR UPDATE), so a checkout that holds tickets at the same moment waits for us or we
     * for it, and the sum we check cannot move before `change` commits. Answers 'sold' when something is.
     */
    async whileUnsold<T>(eventId: string, change: (tx: Tx) => Promise<T>): Promise<T | 'sold'> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({
            held: sql<number>`${eventTicketTypes.lockedAmount} + ${eventTicketTypes.releasedAmount}`,
          })
          .from(eventTicketTypes)
          .where(eq(eventTicketTypes.eventId, eventId))
          .for('update');
        if (rows.some((r) => Number(r.held) > 0)) return 'sold';
        return change(tx);
      });
    },

    async deleteIn(tx: Tx, id: string): Promise<boolean> {
      const rows = await tx.delete(events).where(eq(events.id, id)).returning({ id: events.id });
      return rows.length > 0;
    },

    async setStatusIn(
      tx: Tx,
      id: string,
      from: string,
      values: Partial<NewEventRow>,
    ): Promise<EventRow | undefined> {
      const [row] = await tx
        .update(events)
        .set(values)
        .where(and(eq(events.id, id), eq(events.status, from)))
        .returning();
      return row;
    },

    /**
     * Copies of an event in one transaction (duplicate, recurring series): each event with its ticket types
     * (fresh balances: everything available) and questions.
     */
    /**
     * New events, each with the same ticket types, questions and scanning zones, in one transaction. A zone
     * names its ticket types by their index in `tickets`: each copy's zone admits that copy's ticket types.
     */
    async insertCopies(
      copies: NewEventRow[],
      tickets: TicketFields[],
      questions: { question: string; isRequired: boolean }[],
      zones: ZoneCopy[] = [],
      /** The source's clubs (docs/decisions/099), linked to every copy. */
      clubIds: readonly string[] = [],
    ): Promise<EventRow[]> {
      return db.transaction(async (tx) => {
        const inserted = await tx.insert(events).values(copies).returning();
        for (const event of inserted) {
          // One multi-row INSERT … RETURNING answers its rows in the order of its VALUES.
          const ticketIds = tickets.length
            ? (
                await tx
                  .insert(eventTicketTypes)
                  .values(
                    tickets.map((t) => ({
                      ...t,
                      eventId: event.id,
                      availableAmount: t.limitedAmount,
                      lockedAmount: 0,
                      releasedAmount: 0,
                    })),
                  )
                  .returning({ id: eventTicketTypes.id })
              ).map((r) => r.id)
            : [];
          if (questions.length)
            await tx
              .insert(eventQuestions)
              .values(questions.map((q, position) => ({ ...q, eventId: event.id, position })));
          if (zones.length)
            await tx.insert(eventScanningZones).values(
              zones.map((z) => ({
                eventId: event.id,
                name: z.name,
                maxScans: z.maxScans,
                eventTicketIds: z.ticketIndexes.map((i) => ticketIds[i]!),
                createdAt: z.createdAt,
                updatedAt: z.createdAt,
              })),
            );
          if (clubIds.length)
            await tx.insert(eventClubs).values(
              clubIds.map((clubId, position) => ({
                eventId: event.id,
                clubId,
                position,
                addedAt: event.createdAt,
              })),
            );
        }
        return inserted;
      });
    },

    // Ticket types ------------------------------------------------------------------------------

    async ticketTypesOf(eventIds: readonly string[]): Promise<TicketTypeRow[]> {
      if (eventIds.length === 0) return [];
      return hot().ticketTypesOf.execute({ ids: [...eventIds] });
    },

    /** Whether the club is one of the event's rep clubs (event_clubs). */
    async eventHasClub(eventId: string, clubId: string): Promise<boolean> {
      const rows = await db
        .select({ clubId: eventClubs.clubId })
        .from(eventClubs)
        .where(and(eq(eventClubs.eventId, eventId), eq(eventClubs.clubId, clubId)));
      return rows.length > 0;
    },

    async ticketTypeById(id: string): Promise<TicketTypeRow | undefined> {
      const [row] = await db.select().from(eventTicketTypes).where(eq(eventTicketTypes.id, id));
      return row;
    },

    async insertTicketType(eventId: string, fields: TicketFields): Promise<TicketTypeRow> {
      const [{ next }] = (await db
        .select({ next: sql<number>`coalesce(max(${eventTicketTypes.position}) + 1, 0)` })
        .from(eventTicketTypes)
        .where(eq(eventTicketTypes.eventId, eventId))) as [{ next: number }];
      const [row] = await db
        .insert(eventTicketTypes)
        .values({ ...fields, eventId, position: Number(next), availableAmount: fields.limitedAmount })
        .returning();
      return row!;
    },

    /**
     * The display order of an event's ticket types (setTicketTypesDisplay, docs/decisions/088): the given ids
     * first, in that order, then the others as they were; one statement.
     */
    async setTicketPositions(eventId: string, ids: readonly string[], now: Date): Promise<void> {
      await db.execute(sql`
        update ${eventTicketTypes} as t set position = o.position, updated_at = ${now}
        from (
          select c.id, (row_number() over (
            order by given.ord nulls last, c.position, c.created_at, c.id) - 1)::integer as position
          from ${eventTicketTypes} c
          left join unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as given(gid, ord) on given.gid = c.id
          where c.event_id = ${eventId}
        ) o
        where t.id = o.id`);
    },

    /**
     * Updates a ticket type. A new `limitedAmount` moves only `availableAmount`, by the same difference, in the
     * same conditional UPDATE: it happens only while the new limit is at least what is locked and released at
     * that instant (PostgreSQL re-checks the condition on the row it locks), so no interleaving of limit
     * changes and sales can break the balance CHECK. Undefined when the condition failed or the row is gone.
     */
    async updateTicketType(id: string, fields: TicketFields, now: Date): Promise<TicketTypeRow | undefined> {
      const { limitedAmount, position: _position, ...rest } = fields;
      const [row] = await db
        .update(eventTicketTypes)
        .set({
          ...rest,
          limitedAmount,
          availableAmount: sql`${eventTicketTypes.availableAmount} + (${limitedAmount}::integer - ${eventTicketTypes.limitedAmount})`,
          updatedAt: now,
        })
        .where(
          and(
            eq(eventTicketTypes.id, id),
            sql`${eventTicketTypes.lockedAmount} + ${eventTicketTypes.releasedAmount} <= ${limitedAmount}::integer`,
          ),
        )
        .returning();
      return row;
    },

    /** Deletes a ticket type while none of it is locked or released (one conditional DELETE). */
    async deleteTicketTypeIfUnsold(id: string): Promise<boolean> {
      const rows = await db
        .delete(eventTicketTypes)
        .where(
          and(
            eq(eventTicketTypes.id, id),
            eq(eventTicketTypes.lockedAmount, 0),
            eq(eventTicketTypes.releasedAmount, 0),
          ),
        )
        .returning({ id: eventTicketTypes.id });
      return rows.length > 0;
    },

    // Questions -----------------------------------------------------------------------------------

    async questionsOf(eventId: string): Promise<QuestionRow[]> {
      return db
        .select()
        .from(eventQuestions)
        .where(eq(eventQuestions.eventId, eventId))
        .orderBy(asc(eventQuestions.position));
    },

    /** The questions of several events, each event's in order. */
    async questionsOfEvents(eventIds: readonly string[]): Promise<QuestionRow[]> {
      if (eventIds.length === 0) return [];
      return db
        .select()
        .from(eventQuestions)
        .where(inArray(eventQuestions.eventId, [...eventIds]))
        .orderBy(asc(eventQuestions.position));
    },

    /** Replaces the event's questions, in order, in one transaction. */
    async replaceQuestions(
      eventId: string,
      questions: { question: string; isRequired: boolean }[],
      now: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(eventQuestions).where(eq(eventQuestions.eventId, eventId));
        if (questions.length)
          await tx
            .insert(eventQuestions)
            .values(questions.map((q, position) => ({ ...q, eventId, position })));
        await tx.update(events).set({ updatedAt: now }).where(eq(events.id, eventId));
      });
    },

    ...teamRepository(db),
    ...discoveryRepository(db),
    ...shareRepository(db),
    ...scanningZonesRepository(db),
    ...eventClubsRepository(db),

    /** Events with coordinates and the zone they are kept in (the venue time zone back-fill). */
    async zonesOfPlacedEvents(): Promise<
      { id: string; latitude: number; longitude: number; timeZone: string }[]
    > {
      const rows = await db
        .select({
          id: events.id,
          latitude: events.latitude,
          longitude: events.longitude,
          timeZone: events.timeZone,
        })
        .from(events)
        .where(sql`${events.latitude} is not null and ${events.longitude} is not null`);
      return rows.map((r) => ({ ...r, latitude: r.latitude!, longitude: r.longitude! }));
    },

    async setTimeZone(id: string, timeZone: string): Promise<void> {
      await db.update(events).set({ timeZone }).where(eq(events.id, id));
    },

    /** Events by id, in one statement (the resolvers' batches, e.g. the event of each ticket on a page). */
    async byIds(ids: readonly string[]): Promise<EventRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(events)
        .where(inArray(events.id, [...ids]));
    },
  };
}

/** The hot reads as prepared statements, with placeholders (lists as one uuid[] parameter). */
function prepareHotReads(db: Db) {
  const p = sql.placeholder;
  const statements = {
    byId: db
      .select()
      .from(events)
      .where(eq(events.id, p('id')))
      .prepare('events_by_id'),
    bySlug: db
      .select()
      .from(events)
      .where(eq(events.slug, p('slug')))
      .prepare('events_by_slug'),
    ticketTypesOf: db
      .select()
      .from(eventTicketTypes)
      .where(sql`${eventTicketTypes.eventId} = any(${p('ids')}::uuid[])`)
      // As the editor shows them.
      .orderBy(asc(eventTicketTypes.position), asc(eventTicketTypes.createdAt), asc(eventTicketTypes.id))
      .prepare('event_ticket_types_of'),
  };
  // Their rows are mapped by a mapper worked out once (docs/decisions/061).
  for (const statement of Object.values(statements)) withFastRows(statement);
  return statements;
}

export type EventsRepository = ReturnType<typeof eventsRepository>;
