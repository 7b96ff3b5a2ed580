import { and, asc, count, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { personsQuery, socialProviderCounts, socialProvidersOf } from '../../users/users.module';
import { eventAttendees, type QuestionAnswer, ticketWishList } from '../bookings.tables';
import type { AttendeeRow } from '../bookings.rows';

/** Someone on an event's guest list as other attendees see them: no personal data. */
export type GuestListRow = {
  userId: string;
  name: string | null;
  userName: string | null;
  avatarUrl: string | null;
  cursorTime: string;
};

const GOING = ['APPROVED', 'CHECKED_IN'];

/** The reads and writes of the event opt-in flags (docs/decisions/086–089). */
export function optInsRepository(db: Db) {
  return {
    /** A page of an event's approved and checked-in attendees, oldest first; deleted and deactivated left out. */
    async guestListPage(
      eventId: string,
      limit: number,
      after: [string, string] | null,
    ): Promise<GuestListRow[]> {
      const persons = personsQuery(db);
      return db
        .select({
          userId: eventAttendees.userId,
          name: persons.name,
          userName: persons.userName,
          avatarUrl: persons.avatarUrl,
          cursorTime: sql<string>`to_char(${eventAttendees.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(eventAttendees)
        .innerJoin(persons, eq(persons.id, eventAttendees.userId))
        .where(
          and(
            eq(eventAttendees.eventId, eventId),
            inArray(eventAttendees.state, GOING),
            isNull(persons.deletedAt),
            isNull(persons.deactivatedAt),
            after
              ? sql`(${eventAttendees.createdAt}, ${eventAttendees.userId}) > (${after[0]}::timestamptz, ${after[1]}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(eventAttendees.createdAt), asc(eventAttendees.userId))
        .limit(limit);
    },

    /**
     * Rep scores (docs/decisions/086): per user, the events they were checked in at; one statement for a page.
     * Users without any are left out (0).
     */
    async repScores(userIds: readonly string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: eventAttendees.userId, score: countDistinct(eventAttendees.eventId) })
        .from(eventAttendees)
        .where(and(inArray(eventAttendees.userId, [...userIds]), eq(eventAttendees.state, 'CHECKED_IN')))
        .groupBy(eventAttendees.userId);
      return new Map(rows.map((r) => [r.userId, Number(r.score)]));
    },

    async setPolicyState(
      eventId: string,
      userId: string,
      state: string,
      now: Date,
    ): Promise<AttendeeRow | undefined> {
      const [row] = await db
        .update(eventAttendees)
        .set({ privacyPolicyState: state, updatedAt: now })
        .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)))
        .returning();
      return row;
    },

    async setAnswers(
      eventId: string,
      userId: string,
      answers: QuestionAnswer[],
      now: Date,
    ): Promise<AttendeeRow | undefined> {
      const [row] = await db
        .update(eventAttendees)
        .set({ answers, updatedAt: now })
        .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)))
        .returning();
      return row;
    },

    /** The social providers the user connected on their profile. */
    socialProvidersOf: (userId: string): Promise<string[]> => socialProvidersOf(db, userId),

    /** Social reach (docs/decisions/087): per provider, the approved or checked-in attendees who connected it. */
    async socialReach(eventId: string): Promise<{ total: number; perProvider: Map<string, number> }> {
      const [totalRow] = await db
        .select({ n: count() })
        .from(eventAttendees)
        .where(and(eq(eventAttendees.eventId, eventId), inArray(eventAttendees.state, GOING)));
      const rows = await socialProviderCounts(
        db,
        db
          .select({ userId: eventAttendees.userId })
          .from(eventAttendees)
          .where(and(eq(eventAttendees.eventId, eventId), inArray(eventAttendees.state, GOING))),
      );
      return {
        total: Number(totalRow?.n ?? 0),
        perProvider: new Map(rows.map((r) => [r.provider, r.n])),
      };
    },

    /** Puts the user on the wish list; false when they already were. */
    async addWish(eventId: string, eventTicketId: string, userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(ticketWishList)
        .values({ eventId, eventTicketId, userId, createdAt: now })
        .onConflictDoNothing()
        .returning({ userId: ticketWishList.userId });
      return rows.length > 0;
    },

    async removeWish(eventTicketId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(ticketWishList)
        .where(and(eq(ticketWishList.eventTicketId, eventTicketId), eq(ticketWishList.userId, userId)))
        .returning({ userId: ticketWishList.userId });
      return rows.length > 0;
    },

    /**
     * Takes everyone off the wish list of a ticket type and answers who they were: a DELETE … RETURNING, so two
     * releases at once tell each wisher once.
     */
    async takeWishers(eventTicketId: string): Promise<string[]> {
      const rows = await db
        .delete(ticketWishList)
        .where(eq(ticketWishList.eventTicketId, eventTicketId))
        .returning({ userId: ticketWishList.userId });
      return rows.map((r) => r.userId);
    },

    /** People on the wish list per ticket type, for a page of types; types without any are left out. */
    async wishCounts(eventTicketIds: readonly string[]): Promise<Map<string, number>> {
      if (eventTicketIds.length === 0) return new Map();
      const rows = await db
        .select({ id: ticketWishList.eventTicketId, n: count() })
        .from(ticketWishList)
        .where(inArray(ticketWishList.eventTicketId, [...eventTicketIds]))
        .groupBy(ticketWishList.eventTicketId);
      return new Map(rows.map((r) => [r.id, Number(r.n)]));
    },

    /** The ticket types (of a page) the user is on the wish list for. */
    async wishesOf(userId: string, eventTicketIds: readonly string[]): Promise<Set<string>> {
      if (eventTicketIds.length === 0) return new Set();
      const rows = await db
        .select({ id: ticketWishList.eventTicketId })
        .from(ticketWishList)
        .where(
          and(eq(ticketWishList.userId, userId), inArray(ticketWishList.eventTicketId, [...eventTicketIds])),
        );
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type OptInsRepository = ReturnType<typeof optInsRepository>;
