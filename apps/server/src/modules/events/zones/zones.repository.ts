import { and, asc, eq, exists, gte, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import type { Executor } from '../../../platform/db/executor';
import type { EventRow } from '../events.rows';
import { eventRoles, eventScanningZones, events } from '../events.tables';

export type ScanningZoneRow = typeof eventScanningZones.$inferSelect;
export type ZoneFields = { name: string; eventTicketIds: string[]; maxScans: number };

/** An event's scanning zones (table event_scanning_zones; docs/decisions/080). */
export function scanningZonesRepository(db: Db) {
  return {
    /** The zones of a page of events, each event's oldest first (one statement). */
    async zonesOfEvents(eventIds: readonly string[], executor: Executor = db): Promise<ScanningZoneRow[]> {
      if (eventIds.length === 0) return [];
      return executor
        .select()
        .from(eventScanningZones)
        .where(inArray(eventScanningZones.eventId, [...eventIds]))
        .orderBy(asc(eventScanningZones.createdAt), asc(eventScanningZones.id));
    },

    async insertZone(eventId: string, fields: ZoneFields, now: Date): Promise<ScanningZoneRow> {
      const [row] = await db
        .insert(eventScanningZones)
        .values({ eventId, ...fields, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    async updateZone(
      eventId: string,
      zoneId: string,
      fields: ZoneFields,
      now: Date,
    ): Promise<ScanningZoneRow | undefined> {
      const [row] = await db
        .update(eventScanningZones)
        .set({ ...fields, updatedAt: now })
        .where(and(eq(eventScanningZones.id, zoneId), eq(eventScanningZones.eventId, eventId)))
        .returning();
      return row;
    },

    async deleteZone(eventId: string, zoneId: string): Promise<boolean> {
      const rows = await db
        .delete(eventScanningZones)
        .where(and(eq(eventScanningZones.id, zoneId), eq(eventScanningZones.eventId, eventId)))
        .returning({ id: eventScanningZones.id });
      return rows.length > 0;
    },

    /**
     * Events not cancelled and not ended before `endedAfter` that the user created or holds one of `roles`
     * in (APPROVED), soonest first: the scanner's list, before the permission check.
     */
    async eventsToScan(
      userId: string,
      roles: readonly string[],
      endedAfter: Date,
      limit: number,
    ): Promise<EventRow[]> {
      return db
        .select()
        .from(events)
        .where(
          and(
            ne(events.status, 'CANCELLED'),
            gte(events.endDate, endedAfter),
            or(
              eq(events.createdBy, userId),
              exists(
                db
                  .select({ one: eventRoles.eventId })
                  .from(eventRoles)
                  .where(
                    and(
                      eq(eventRoles.eventId, events.id),
                      eq(eventRoles.userId, userId),
                      eq(eventRoles.status, 'APPROVED'),
                      inArray(eventRoles.role, [...roles]),
                    ),
                  ),
              ),
            ),
          ),
        )
        .orderBy(asc(events.startDate), asc(events.id))
        .limit(limit);
    },
  };
}
