import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { COMMENT_REACTIONS } from '@repclub/shared';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/executor';
import { holdersOf } from '../bookings/bookings.module';
import { contactsAmong } from '../users/users.module';
import {
  commentReactions,
  eventComments,
  eventMessageRecipients,
  eventMessages,
} from './conversations.tables';

export type CommentRow = typeof eventComments.$inferSelect;
export type CommentPageRow = CommentRow & { cursorTime: string };
export type MessageRow = typeof eventMessages.$inferSelect;
export type MyMessageRow = MessageRow & { readAt: Date | null };
export type Recipient = { userId: string; email: string | null; name: string | null };

const cursorTime = (column: typeof eventComments.createdAt | typeof eventMessages.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Comments, reactions and group messages (tables of modules/conversations; decisions 084, 085). */
export function conversationsRepository(db: Db) {
  return {
    db: (): Executor => db,
    transaction: <T>(work: (tx: Executor) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx)),

    // Comments ----------------------------------------------------------------------------------------------

    async insertComment(row: typeof eventComments.$inferInsert): Promise<CommentRow> {
      const [inserted] = await db.insert(eventComments).values(row).returning();
      return inserted!;
    },

    async commentById(id: string): Promise<CommentRow | undefined> {
      const [row] = await db.select().from(eventComments).where(eq(eventComments.id, id));
      return row;
    },

    /** Whether the event has ever had a comment (deleted ones too): the demo seed's marker. */
    async hasComments(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: eventComments.id })
        .from(eventComments)
        .where(eq(eventComments.eventId, eventId))
        .limit(1);
      return row !== undefined;
    },

    /** Changes the text of a live comment of its author; undefined when it is gone or not theirs. */
    async editComment(id: string, userId: string, body: string, now: Date): Promise<CommentRow | undefined> {
      const [row] = await db
        .update(eventComments)
        .set({ body, editedAt: now })
        .where(
          and(eq(eventComments.id, id), eq(eventComments.userId, userId), isNull(eventComments.deletedAt)),
        )
        .returning();
      return row;
    },

    /** Marks a live comment deleted; undefined when it already was. */
    async deleteComment(id: string, by: string, now: Date): Promise<CommentRow | undefined> {
      const [row] = await db
        .update(eventComments)
        .set({ deletedAt: now, deletedBy: by })
        .where(and(eq(eventComments.id, id), isNull(eventComments.deletedAt)))
        .returning();
      return row;
    },

    /** A page of an event's live top-level comments, newest first (created_at desc, id desc). */
    async commentsPage(
      eventId: string,
      after: { createdAt: string; id: string } | null,
      limit: number,
    ): Promise<CommentPageRow[]> {
      const where: (SQL | undefined)[] = [
        eq(eventComments.eventId, eventId),
        isNull(eventComments.parentCommentId),
        isNull(eventComments.deletedAt),
      ];
      if (after)
        where.push(
          sql`(${eventComments.createdAt}, ${eventComments.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
        );
      return db
        .select({ ...getTableColumns(eventComments), cursorTime: cursorTime(eventComments.createdAt) })
        .from(eventComments)
        .where(and(...where))
        .orderBy(desc(eventComments.createdAt), desc(eventComments.id))
        .limit(limit);
    },

    /** The live replies of a page of comments, oldest first. */
    async repliesOf(parentIds: readonly string[]): Promise<CommentRow[]> {
      if (parentIds.length === 0) return [];
      return db
        .select()
        .from(eventComments)
        .where(and(inArray(eventComments.parentCommentId, [...parentIds]), isNull(eventComments.deletedAt)))
        .orderBy(asc(eventComments.createdAt), asc(eventComments.id));
    },

    // Reactions ---------------------------------------------------------------------------------------------

    /** Adds a reaction; a second identical one (a double click, two tabs) changes nothing. */
    async addReaction(commentId: string, userId: string, reaction: string, now: Date): Promise<void> {
      await db
        .insert(commentReactions)
        .values({ commentId, userId, reaction, createdAt: now })
        .onConflictDoNothing();
    },

    async removeReaction(commentId: string, userId: string, reaction: string): Promise<void> {
      await db
        .delete(commentReactions)
        .where(
          and(
            eq(commentReactions.commentId, commentId),
            eq(commentReactions.userId, userId),
            eq(commentReactions.reaction, reaction),
          ),
        );
    },

    /** Reactions per comment and emoji, and which of them are the viewer's, for a page of comments at once. */
    async reactionsOf(
      commentIds: readonly string[],
      viewerId: string | null,
    ): Promise<{ commentId: string; reaction: string; count: number; mine: boolean }[]> {
      if (commentIds.length === 0) return [];
      const rows = await db
        .select({
          commentId: commentReactions.commentId,
          reaction: commentReactions.reaction,
          count: sql<number>`count(*)::int`,
          mine: viewerId
            ? sql<boolean>`bool_or(${commentReactions.userId} = ${viewerId}::uuid)`
            : sql<boolean>`false`,
        })
        .from(commentReactions)
        .where(inArray(commentReactions.commentId, [...commentIds]))
        .groupBy(commentReactions.commentId, commentReactions.reaction);
      // In the fixed order of COMMENT_REACTIONS, so the buttons do not move.
      const position = (reaction: string) => (COMMENT_REACTIONS as readonly string[]).indexOf(reaction);
      return rows
        .map((r) => ({ ...r, count: Number(r.count), mine: r.mine === true }))
        .sort((a, b) => position(a.reaction) - position(b.reaction));
    },

    // Group messages ----------------------------------------------------------------------------------------

    /**
     * The people a group message reaches: attendees of the event in one of `states`, holding an active ticket of
     * one of `eventTicketIds` when any are named, whose accounts are not deleted, the sender left out.
     */
    async audience(
      exec: Executor,
      eventId: string,
      audience: { states: readonly string[]; eventTicketIds: readonly string[] },
      senderId: string,
    ): Promise<Recipient[]> {
      return contactsAmong(exec, holdersOf(exec, eventId, { ...audience, exceptUserId: senderId }));
    },

    /** The event's approved and checked-in attendees (EventStarted), in the caller's transaction. */
    async approvedAttendees(exec: Executor, eventId: string): Promise<string[]> {
      const rows = await contactsAmong(
        exec,
        holdersOf(exec, eventId, { states: ['APPROVED', 'CHECKED_IN'] }),
      );
      return rows.map((r) => r.userId);
    },

    /** Inserts a message unless its id exists; undefined when it did (the first send stands). */
    async insertMessage(
      exec: Executor,
      row: typeof eventMessages.$inferInsert,
    ): Promise<MessageRow | undefined> {
      const [inserted] = await exec.insert(eventMessages).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async insertRecipients(exec: Executor, messageId: string, userIds: readonly string[]): Promise<void> {
      for (let i = 0; i < userIds.length; i += 5000)
        await exec
          .insert(eventMessageRecipients)
          .values(userIds.slice(i, i + 5000).map((userId) => ({ messageId, userId })));
    },

    async messageById(id: string): Promise<MessageRow | undefined> {
      const [row] = await db.select().from(eventMessages).where(eq(eventMessages.id, id));
      return row;
    },

    /** What the event's team sent, newest first. */
    async messagesOf(eventId: string, limit: number): Promise<MessageRow[]> {
      return db
        .select()
        .from(eventMessages)
        .where(eq(eventMessages.eventId, eventId))
        .orderBy(desc(eventMessages.createdAt), desc(eventMessages.id))
        .limit(limit);
    },

    /** The group messages of an event the user got, newest first. */
    async messagesTo(eventId: string, userId: string, limit: number): Promise<MyMessageRow[]> {
      return db
        .select({ ...getTableColumns(eventMessages), readAt: eventMessageRecipients.readAt })
        .from(eventMessageRecipients)
        .innerJoin(eventMessages, eq(eventMessages.id, eventMessageRecipients.messageId))
        .where(and(eq(eventMessageRecipients.userId, userId), eq(eventMessages.eventId, eventId)))
        .orderBy(desc(eventMessages.createdAt), desc(eventMessages.id))
        .limit(limit);
    },

    /** Marks the user's unread messages of an event read; answers how many changed. */
    async markMessagesRead(eventId: string, userId: string, now: Date): Promise<number> {
      const rows = await db
        .update(eventMessageRecipients)
        .set({ readAt: now })
        .where(
          and(
            eq(eventMessageRecipients.userId, userId),
            isNull(eventMessageRecipients.readAt),
            sql`${eventMessageRecipients.messageId} in (select ${eventMessages.id} from ${eventMessages} where ${eventMessages.eventId} = ${eventId}::uuid)`,
          ),
        )
        .returning({ id: eventMessageRecipients.messageId });
      return rows.length;
    },
  };
}

export type ConversationsRepository = ReturnType<typeof conversationsRepository>;
