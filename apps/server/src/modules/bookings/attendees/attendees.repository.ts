import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { eventAttendees, type QuestionAnswer } from '../bookings.tables';
import type { AttendeeRow } from '../bookings.rows';
import type { Tx } from '../inventory';

/** An event's attendees: who holds tickets, and the host's decisions on them. */
export function attendeesRepository(db: Db) {
  return {
    /** The attendee rows of several (event, user) pairs, in one statement (the resolvers' batches). */
    async attendeesOfPairs(pairs: readonly { eventId: string; userId: string }[]): Promise<AttendeeRow[]> {
      if (pairs.length === 0) return [];
      return db
        .select()
        .from(eventAttendees)
        .where(
          or(
            ...pairs.map((p) =>
              and(eq(eventAttendees.eventId, p.eventId), eq(eventAttendees.userId, p.userId)),
            ),
          ),
        );
    },

    async attendee(eventId: string, userId: string, tx: Tx = db): Promise<AttendeeRow | undefined> {
      const [row] = await tx
        .select()
        .from(eventAttendees)
        .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
      return row;
    },

    /**
     * Makes the user an attendee (or keeps them one). An approved or checked-in attendee stays so; anyone
     * else becomes `state`. The first referrer stays: a later booking's does not replace it.
     */
    async upsertAttendee(
      tx: Tx,
      row: {
        eventId: string;
        userId: string;
        state: 'PENDING' | 'APPROVED';
        answers: QuestionAnswer[];
        referredByUserId?: string | null;
      },
      waiverAccepted: boolean,
      now: Date,
    ): Promise<void> {
      await tx
        .insert(eventAttendees)
        .values({
          ...row,
          privacyPolicyState: waiverAccepted ? 'ACCEPTED' : null,
          approvalAt: row.state === 'APPROVED' ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [eventAttendees.eventId, eventAttendees.userId],
          set: {
            state: sql`case when ${eventAttendees.state} in ('APPROVED', 'CHECKED_IN') then ${eventAttendees.state} else excluded.state end`,
            answers: sql`case when jsonb_array_length(excluded.answers) > 0 then excluded.answers else ${eventAttendees.answers} end`,
            privacyPolicyState: sql`coalesce(excluded.privacy_policy_state, ${eventAttendees.privacyPolicyState})`,
            referredByUserId: sql`coalesce(${eventAttendees.referredByUserId}, excluded.referred_by_user_id)`,
            updatedAt: now,
          },
        });
    },

    /**
     * Sets an attendee's state when it is one of `from` (and, with `referredBy`, while that person referred
     * them); undefined otherwise.
     */
    async setAttendeeState(
      tx: Tx,
      eventId: string,
      userId: string,
      from: string[],
      state: string,
      by: string | null,
      now: Date,
      only: { referredBy?: string } = {},
    ): Promise<AttendeeRow | undefined> {
      const [row] = await tx
        .update(eventAttendees)
        .set({ state, approvedBy: by, approvalAt: now, updatedAt: now })
        .where(
          and(
            eq(eventAttendees.eventId, eventId),
            eq(eventAttendees.userId, userId),
            inArray(eventAttendees.state, from),
            only.referredBy ? eq(eventAttendees.referredByUserId, only.referredBy) : undefined,
          ),
        )
        .returning();
      return row;
    },

    /** Records a host's decision on an attendee, whether or not the attendee row still exists. */
    async upsertDecided(
      tx: Tx,
      row: {
        eventId: string;
        userId: string;
        state: string;
        approvedBy: string;
        referredByUserId?: string | null;
      },
      now: Date,
    ): Promise<void> {
      await tx
        .insert(eventAttendees)
        .values({ ...row, approvalAt: now, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [eventAttendees.eventId, eventAttendees.userId],
          set: {
            state: row.state,
            approvedBy: row.approvedBy,
            approvalAt: now,
            referredByUserId: sql`coalesce(${eventAttendees.referredByUserId}, excluded.referred_by_user_id)`,
            updatedAt: now,
          },
        });
    },

    async removeAttendee(tx: Tx, eventId: string, userId: string): Promise<void> {
      await tx
        .delete(eventAttendees)
        .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
    },

    /**
     * A page of an event's attendees, oldest first, optionally in one state and only those one person referred.
     * Key: [created ISO, user id].
     */
    async attendeesOf(
      eventId: string,
      state: string | null,
      limit: number,
      after: [string, string] | null,
      referredBy: string | null = null,
    ): Promise<(AttendeeRow & { cursorTime: string })[]> {
      const rows = await db
        .select({
          attendee: eventAttendees,
          cursorTime: sql<string>`to_char(${eventAttendees.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(eventAttendees)
        .where(
          and(
            eq(eventAttendees.eventId, eventId),
            state ? eq(eventAttendees.state, state) : undefined,
            referredBy ? eq(eventAttendees.referredByUserId, referredBy) : undefined,
            after
              ? sql`(${eventAttendees.createdAt}, ${eventAttendees.userId}) > (${after[0]}::timestamptz, ${after[1]}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(eventAttendees.createdAt), asc(eventAttendees.userId))
        .limit(limit);
      return rows.map((r) => ({ ...r.attendee, cursorTime: r.cursorTime }));
    },
  };
}
