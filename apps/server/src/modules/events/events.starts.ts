import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { events } from './events.tables';

/** An event whose start is to be announced (EventStarted, decision 085). */
export type StartedEvent = Pick<
  typeof events.$inferSelect,
  'id' | 'slug' | 'displayName' | 'avatarUrl' | 'startDate'
>;

const columns = {
  id: events.id,
  slug: events.slug,
  displayName: events.displayName,
  avatarUrl: events.avatarUrl,
  startDate: events.startDate,
};

/**
 * Published events that have started and not ended by `now` whose attendees were not told yet (at most
 * `limit`, oldest start first). Ended ones are never announced: a server down for a day does not send
 * "has started" about yesterday's party.
 */
export async function eventsToAnnounceStart(exec: Executor, now: Date, limit = 50): Promise<StartedEvent[]> {
  return exec
    .select(columns)
    .from(events)
    .where(
      and(
        eq(events.status, 'PUBLISHED'),
        isNull(events.startedNotifiedAt),
        lte(events.startDate, now),
        gt(events.endDate, now),
      ),
    )
    .orderBy(events.startDate)
    .limit(limit);
}

/**
 * Claims the announcement of an event's start: one conditional UPDATE, run in the caller's transaction (the one
 * that writes the notifications). Of several servers claiming at once exactly one gets the row; the others get
 * nothing (the UPDATE waits for the first transaction and then finds the column set). Answers whether the
 * caller claimed it.
 */
export async function claimEventStart(exec: Executor, eventId: string, now: Date): Promise<boolean> {
  const rows = await exec
    .update(events)
    .set({ startedNotifiedAt: now })
    .where(
      and(
        eq(events.id, eventId),
        eq(events.status, 'PUBLISHED'),
        isNull(events.startedNotifiedAt),
        sql`${events.startDate} <= ${now}`,
      ),
    )
    .returning({ id: events.id });
  return rows.length > 0;
}
