import { type SQL, and, asc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { withFastRows } from '../../platform/db/fast-rows';
import { eventQuestions, eventRoles, eventTicketTypes, events } from './events.tables';
import { teamRepository } from './team/team.repository';
import type {
  DistanceKey,
  EventRow,
  NewEventRow,
  QuestionRow,
  StartKey,
  TicketFields,
  TicketTypeRow,
  Tx,
  SearchFilter,
} from './events.rows';

export * from './events.rows';

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LATITUDE = 111.045;

/** Great-circle distance in km from a point to an event's coordinates (haversine). */
function distanceKm(latitude: number, longitude: number): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${events.latitude} - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(${events.latitude})) *
    power(sin(radians(${events.longitude} - ${longitude}) / 2), 2)))))`;
}

/**
 * A box around the point that holds every place within `radiusKm` (so the coordinates index narrows the rows
 * before the exact distance is computed). Near a pole or the date line the longitude is left open.
 */
function boundingBox(latitude: number, longitude: number, radiusKm: number): SQL {
  const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
  const conditions: SQL[] = [
    gte(events.latitude, latitude - dLat),
    sql`${events.latitude} <= ${latitude + dLat}`,
  ];
  const cosLat = Math.cos((latitude * Math.PI) / 180);
  if (latitude + dLat < 89 && latitude - dLat > -89 && cosLat > 0.01) {
    const dLon = radiusKm / (KM_PER_DEGREE_LATITUDE * cosLat);
    if (longitude - dLon > -180 && longitude + dLon < 180) {
      conditions.push(
        gte(events.longitude, longitude - dLon),
        sql`${events.longitude} <= ${longitude + dLon}`,
      );
    }
  }
  return and(...conditions)!;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

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
    async insertCopies(
      copies: NewEventRow[],
      tickets: TicketFields[],
      questions: { question: string; isRequired: boolean }[],
    ): Promise<EventRow[]> {
      return db.transaction(async (tx) => {
        const inserted = await tx.insert(events).values(copies).returning();
        for (const event of inserted) {
          if (tickets.length)
            await tx.insert(eventTicketTypes).values(
              tickets.map((t) => ({
                ...t,
                eventId: event.id,
                availableAmount: t.limitedAmount,
                lockedAmount: 0,
                releasedAmount: 0,
              })),
            );
          if (questions.length)
            await tx
              .insert(eventQuestions)
              .values(questions.map((q, position) => ({ ...q, eventId: event.id, position })));
        }
        return inserted;
      });
    },

    // Ticket types ------------------------------------------------------------------------------

    async ticketTypesOf(eventIds: readonly string[]): Promise<TicketTypeRow[]> {
      if (eventIds.length === 0) return [];
      return hot().ticketTypesOf.execute({ ids: [...eventIds] });
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

    // Discovery -----------------------------------------------------------------------------------

    /**
     * One page of discovery by start date (then id): published, not ended; listed and public unless the
     * search is the viewer's own events (then any listing, and their drafts too).
     */
    async search(filter: SearchFilter, limit: number, after: StartKey | null): Promise<EventRow[]> {
      if (!after && !filter.mine && !filter.near) {
        // The first page of public discovery, the explore page's own query: one statement built once.
        return hot().discoverFirstPage.execute({
          now: filter.now.toISOString(),
          onlyFeatured: filter.onlyFeatured,
          startsAfter: filter.startsAfter?.toISOString() ?? null,
          startsBefore: filter.startsBefore?.toISOString() ?? null,
          keyword: filter.keyword ? `%${escapeLike(filter.keyword)}%` : null,
          limit,
        });
      }
      const rows = await db
        .select()
        .from(events)
        .where(
          and(
            ...searchConditions(filter),
            after
              ? or(
                  gt(events.startDate, new Date(after[0])),
                  and(eq(events.startDate, new Date(after[0])), gt(events.id, after[1])),
                )
              : undefined,
          ),
        )
        .orderBy(asc(events.startDate), asc(events.id))
        .limit(limit);
      return rows;
    },

    /** One page near a point, nearest first (then id), within the radius; each row with its distance in km. */
    async searchNear(
      filter: SearchFilter & { near: NonNullable<SearchFilter['near']> },
      limit: number,
      after: DistanceKey | null,
    ): Promise<{ row: EventRow; distanceKm: number }[]> {
      const { latitude, longitude, radiusKm } = filter.near;
      const distance = distanceKm(latitude, longitude);
      const inner = db
        .select({ id: events.id, distance: distance.as('distance') })
        .from(events)
        .where(
          and(
            ...searchConditions(filter),
            boundingBox(latitude, longitude, radiusKm),
            sql`${events.latitude} is not null and ${events.longitude} is not null`,
          ),
        )
        .as('near');
      const rows = await db
        .select({ row: events, distanceKm: inner.distance })
        .from(inner)
        .innerJoin(events, eq(events.id, inner.id))
        .where(
          and(
            sql`${inner.distance} <= ${radiusKm}`,
            after
              ? or(
                  sql`${inner.distance} > ${after[0]}`,
                  and(sql`${inner.distance} = ${after[0]}`, gt(events.id, after[1])),
                )
              : undefined,
          ),
        )
        .orderBy(asc(inner.distance), asc(events.id))
        .limit(limit);
      return rows.map((r) => ({ row: r.row, distanceKm: Number(r.distanceKm) }));
    },

    /**
     * A page of the given events by start date: upcoming (not ended) soonest first, or past most recent first;
     * drafts only where the viewer is team (`teamEventIds`), cancelled ones too (attendees see them).
     */
    async eventsAmong(
      eventIds: readonly string[],
      options: { when: 'UPCOMING' | 'PAST' | 'ANY'; now: Date; includeDrafts: boolean },
      limit: number,
      after: StartKey | null,
    ): Promise<EventRow[]> {
      if (eventIds.length === 0) return [];
      const past = options.when === 'PAST';
      const afterStart = after ? new Date(after[0]) : null;
      return db
        .select()
        .from(events)
        .where(
          and(
            inArray(events.id, [...eventIds]),
            options.includeDrafts ? undefined : sql`${events.status} <> 'DRAFT'`,
            options.when === 'UPCOMING' ? gte(events.endDate, options.now) : undefined,
            past ? lt(events.endDate, options.now) : undefined,
            after && afterStart
              ? past
                ? or(
                    lt(events.startDate, afterStart),
                    and(eq(events.startDate, afterStart), lt(events.id, after[1])),
                  )
                : or(
                    gt(events.startDate, afterStart),
                    and(eq(events.startDate, afterStart), gt(events.id, after[1])),
                  )
              : undefined,
          ),
        )
        .orderBy(
          ...(past
            ? [sql`${events.startDate} desc`, sql`${events.id} desc`]
            : [asc(events.startDate), asc(events.id)]),
        )
        .limit(limit);
    },

    /** Events the user created or holds an APPROVED role in, drafts included, by start date (newest first). */
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

    /** Ids of the events the user created or is an approved team member of (drafts included). */
    async hostedEventIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: events.id })
        .from(events)
        .where(
          or(
            eq(events.createdBy, userId),
            sql`exists (select 1 from ${eventRoles} where ${eventRoles.eventId} = ${events.id}
              and ${eventRoles.userId} = ${userId} and ${eventRoles.status} = 'APPROVED')`,
          ),
        );
      return rows.map((r) => r.id);
    },

    async createdOrTeam(userId: string, limit: number, after: StartKey | null): Promise<EventRow[]> {
      const afterStart = after ? new Date(after[0]) : null;
      return db
        .select()
        .from(events)
        .where(
          and(
            or(
              eq(events.createdBy, userId),
              sql`exists (select 1 from ${eventRoles} where ${eventRoles.eventId} = ${events.id}
                and ${eventRoles.userId} = ${userId} and ${eventRoles.status} = 'APPROVED')`,
            ),
            after && afterStart
              ? or(
                  lt(events.startDate, afterStart),
                  and(eq(events.startDate, afterStart), lt(events.id, after[1])),
                )
              : undefined,
          ),
        )
        .orderBy(sql`${events.startDate} desc`, sql`${events.id} desc`)
        .limit(limit);
    },

    /** Cities of upcoming discoverable events, alphabetically. */
    async cities(now: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ city: events.city })
        .from(events)
        .where(and(...searchConditions({ now, mine: null }), sql`${events.city} is not null`))
        .orderBy(asc(events.city));
      return rows.map((r) => r.city!);
    },
  };
}

/**
 * Published, listed and public, written as the predicate of the partial index events_discover_idx (with
 * constants, not parameters) so that a generic plan of a prepared statement can use the index too.
 */
const discoverable = sql`${events.status} = 'PUBLISHED' and ${events.isListed} and not ${events.isPrivate}`;

/** The hot reads as prepared statements, with placeholders (lists as one uuid[] parameter). */
function prepareHotReads(db: Db) {
  const p = sql.placeholder;
  const optional = (name: string, type: string, condition: SQL) =>
    sql`(${p(name)}::${sql.raw(type)} is null or ${condition})`;
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
    discoverFirstPage: db
      .select()
      .from(events)
      .where(
        and(
          sql`${events.endDate} >= ${p('now')}::timestamptz`,
          discoverable,
          sql`(not ${p('onlyFeatured')}::boolean or ${events.isFeatured})`,
          optional(
            'startsAfter',
            'timestamptz',
            sql`${events.startDate} >= ${p('startsAfter')}::timestamptz`,
          ),
          optional(
            'startsBefore',
            'timestamptz',
            sql`${events.startDate} < ${p('startsBefore')}::timestamptz`,
          ),
          optional(
            'keyword',
            'text',
            sql`(${events.displayName} ilike ${p('keyword')} or ${events.description} ilike ${p('keyword')}
              or ${events.city} ilike ${p('keyword')})`,
          ),
        ),
      )
      .orderBy(asc(events.startDate), asc(events.id))
      .limit(p('limit'))
      .prepare('events_discover_first_page'),
  };
  // Their rows are mapped by a mapper worked out once (docs/decisions/061).
  for (const statement of Object.values(statements)) withFastRows(statement);
  return statements;
}

/** The conditions every discovery query shares. */
function searchConditions(filter: Partial<SearchFilter> & { now: Date; mine: SearchFilter['mine'] }): SQL[] {
  const conditions: SQL[] = [gte(events.endDate, filter.now)];
  if (filter.mine) {
    const { userId, eventIds } = filter.mine;
    const ofMine = or(
      eq(events.createdBy, userId),
      sql`exists (select 1 from ${eventRoles} where ${eventRoles.eventId} = ${events.id}
        and ${eventRoles.userId} = ${userId} and ${eventRoles.status} = 'APPROVED')`,
      eventIds.length ? inArray(events.id, eventIds) : undefined,
    )!;
    conditions.push(ofMine, sql`${events.status} <> 'CANCELLED'`);
    // Drafts only for their team.
    conditions.push(
      or(
        eq(events.status, 'PUBLISHED'),
        eq(events.createdBy, userId),
        sql`exists (select 1 from ${eventRoles} where ${eventRoles.eventId} = ${events.id}
          and ${eventRoles.userId} = ${userId} and ${eventRoles.status} = 'APPROVED')`,
      )!,
    );
  } else {
    conditions.push(discoverable);
  }
  if (filter.onlyFeatured) conditions.push(eq(events.isFeatured, true));
  if (filter.startsAfter) conditions.push(gte(events.startDate, filter.startsAfter));
  if (filter.startsBefore) conditions.push(lt(events.startDate, filter.startsBefore));
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword)}%`;
    conditions.push(
      or(
        sql`${events.displayName} ilike ${pattern}`,
        sql`${events.description} ilike ${pattern}`,
        sql`${events.city} ilike ${pattern}`,
      )!,
    );
  }
  return conditions;
}

export type EventsRepository = ReturnType<typeof eventsRepository>;
