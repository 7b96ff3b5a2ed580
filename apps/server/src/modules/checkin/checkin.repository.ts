import { and, asc, count, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor, Tx } from '../../platform/db/executor';
import { scanConflicts, ticketScans } from './checkin.tables';

export type TicketScanRow = typeof ticketScans.$inferSelect;
export type NewTicketScan = typeof ticketScans.$inferInsert;
export type ScanConflictRow = typeof scanConflicts.$inferSelect;

/** The scans and conflicts (tables of checkin.tables.ts). */
export function checkinRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async scanById(scanId: string, executor: Executor = db): Promise<TicketScanRow | undefined> {
      const [row] = await executor.select().from(ticketScans).where(eq(ticketScans.id, scanId));
      return row;
    },

    /**
     * What a ticket's admitted scans admitted, per zone (null: no zone): the people (the scans' `admitted`, so a
     * ticket's party may come in parts: docs/decisions/112), the scans and when the last one was.
     */
    async ticketAdmissions(
      executor: Executor,
      ticketId: string,
    ): Promise<{ zoneId: string | null; people: number; scans: number; last: Date | null }[]> {
      const rows = await executor
        .select({
          zoneId: ticketScans.zoneId,
          people: sql<number>`coalesce(sum(${ticketScans.admitted}), 0)::int`,
          scans: sql<number>`count(*)::int`,
          last: sql<string | null>`max(${ticketScans.scannedAt})`,
        })
        .from(ticketScans)
        .where(and(eq(ticketScans.ticketId, ticketId), eq(ticketScans.outcome, 'ADMITTED')))
        .groupBy(ticketScans.zoneId);
      return rows.map((r) => ({
        zoneId: r.zoneId,
        people: Number(r.people),
        scans: Number(r.scans),
        last: r.last ? new Date(r.last) : null,
      }));
    },

    /** Admitted scans of every ticket of an event, per zone (null: no zone), for the manifest. */
    async admittedScansOfEvent(eventId: string) {
      const rows = await db
        .select({
          ticketId: ticketScans.ticketId,
          zoneId: ticketScans.zoneId,
          used: count(),
          people: sql<number>`coalesce(sum(${ticketScans.admitted}), 0)::int`,
          last: max(ticketScans.scannedAt),
        })
        .from(ticketScans)
        .where(
          and(
            eq(ticketScans.eventId, eventId),
            eq(ticketScans.outcome, 'ADMITTED'),
            isNotNull(ticketScans.ticketId),
          ),
        )
        .groupBy(ticketScans.ticketId, ticketScans.zoneId);
      return rows.map((r) => ({
        ticketId: r.ticketId!,
        zoneId: r.zoneId,
        used: Number(r.used),
        people: Number(r.people),
        last: r.last ? new Date(r.last) : null,
      }));
    },

    /** Records a scan; false when a scan with its id exists (a concurrent retry: nothing is written). */
    async insertScan(tx: Tx, row: NewTicketScan): Promise<boolean> {
      const inserted = await tx
        .insert(ticketScans)
        .values(row)
        .onConflictDoNothing({ target: ticketScans.id })
        .returning({ id: ticketScans.id });
      return inserted.length > 0;
    },

    async insertConflict(tx: Tx, row: typeof scanConflicts.$inferInsert): Promise<void> {
      await tx.insert(scanConflicts).values(row).onConflictDoNothing();
    },

    async conflictsOf(eventId: string): Promise<ScanConflictRow[]> {
      return db
        .select()
        .from(scanConflicts)
        .where(eq(scanConflicts.eventId, eventId))
        .orderBy(desc(scanConflicts.createdAt), asc(scanConflicts.id))
        .limit(500);
    },

    /** Conflicts per event for a page of events (one statement); events without any are left out. */
    async conflictCounts(eventIds: readonly string[]): Promise<Map<string, number>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .select({ eventId: scanConflicts.eventId, n: sql<number>`count(*)::int` })
        .from(scanConflicts)
        .where(inArray(scanConflicts.eventId, [...eventIds]))
        .groupBy(scanConflicts.eventId);
      return new Map(rows.map((r) => [r.eventId, Number(r.n)]));
    },
  };
}

export type CheckinRepository = ReturnType<typeof checkinRepository>;
