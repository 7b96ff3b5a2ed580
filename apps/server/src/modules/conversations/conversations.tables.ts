import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from '../events/events.tables';
import { users } from '../users/users.tables';

/**
 * A comment on an event (domain §3 Comment; decision 084): by an approved attendee or the team, with one level
 * of replies (`parentCommentId` names a top-level comment) and up to four uploaded images. Deleted comments stay
 * as rows (who deleted, when) and are no longer shown, nor are their replies.
 */
export const eventComments = pgTable(
  'event_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentCommentId: uuid('parent_comment_id').references((): AnyPgColumn => eventComments.id, {
      onDelete: 'cascade',
    }),
    body: text('body').notNull(),
    /** URLs of images uploaded through /api/media/comment-image by the author. */
    medias: jsonb('medias').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('event_comments_event_idx')
      .on(t.eventId, t.createdAt, t.id)
      .where(sql`${t.parentCommentId} is null and ${t.deletedAt} is null`),
    index('event_comments_parent_idx').on(t.parentCommentId, t.createdAt),
    check('event_comments_body_check', sql`length(${t.body}) between 1 and 1000`),
  ],
);

/** A reaction to a comment: one of COMMENT_REACTIONS, each once per person and comment. */
export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => eventComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId, t.reaction] })],
);

export type EventMessageAudience = { states: string[]; eventTicketIds: string[] };

/**
 * A group message from an event's team to its attendees (domain §7 "group message"; decision 085). The id is
 * made by the client, so sending twice (a double click, a retry) sends once.
 */
export const eventMessages = pgTable(
  'event_messages',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    audience: jsonb('audience').$type<EventMessageAudience>().notNull(),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_messages_event_idx').on(t.eventId, t.createdAt)],
);

/** Who got a group message (the app's inbox of it), and when they read it. */
export const eventMessageRecipients = pgTable(
  'event_message_recipients',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => eventMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('event_message_recipients_user_idx').on(t.userId, t.messageId),
  ],
);
