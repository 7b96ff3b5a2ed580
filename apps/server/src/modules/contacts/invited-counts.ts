import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { EventInvitations } from '../events/events.module';
import { eventInvitations } from './contacts.tables';

/**
 * Who is invited to what, read from the contacts module's event invitations for the events module's host
 * counters (its `invitations` port, docs/decisions/072): each person once (an account, or an address without
 * one, as the unique invitee count), every status but DECLINED (withdrawn by the team: 'Not Selected'). Bound
 * by contacts.module.ts.
 */
export function invitedCounts(db: Db): EventInvitations {
  return {
    async invitedCountsOf(eventIds) {
      const counts = new Map<string, number>();
      if (eventIds.length === 0) return counts;
      const rows = await db
        .select({
          eventId: eventInvitations.eventId,
          n: sql<number>`count(distinct coalesce(${eventInvitations.userId}::text, ${eventInvitations.email}))::int`,
        })
        .from(eventInvitations)
        .where(and(inArray(eventInvitations.eventId, [...eventIds]), ne(eventInvitations.status, 'DECLINED')))
        .groupBy(eventInvitations.eventId);
      for (const row of rows) counts.set(row.eventId, Number(row.n));
      return counts;
    },
  };
}
