import { type SQL, and, asc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { withFastRows } from '../../../platform/db/fast-rows';
import type { DistanceKey, EventRow, SearchFilter, StartKey } from '../events.rows';
import { eventRoles, events } from '../events.tables';

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

/** Discovery's reads of events: the public search, near a point, the viewer's own events and the cities. */
export function discoveryRepository(db: Db) {
  // The explore page's first page, built once per database and sent as a named statement (docs/decisions/056).
  let prepared: ReturnType<typeof prepareFirstPage> | undefined;
  const firstPage = () => (prepared ??= prepareFirstPage(db));

  return {
    /**
     * One page of discovery by start date (then id): published, not ended; listed and public unless the
     * search is the viewer's own events (then any listing, and their drafts too).
     */
    async search(filter: SearchFilter, limit: number, after: StartKey | null): Promise<EventRow[]> {
      if (!after && !filter.mine && !filter.near) {
        // The first page of public discovery, the explore page's own query: one statement built once.
        return firstPage().execute({
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

    /** Events the user created or holds an APPROVED role in, drafts included, by start date (newest first). */
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

/** The first page of public discovery as a prepared statement; its rows mapped by a mapper worked out once (061). */
function prepareFirstPage(db: Db) {
  const p = sql.placeholder;
  const optional = (name: string, type: string, condition: SQL) =>
    sql`(${p(name)}::${sql.raw(type)} is null or ${condition})`;
  return withFastRows(
    db
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
  );
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
