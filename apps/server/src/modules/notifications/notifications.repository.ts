import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/executor';
import { notifications } from './notifications.tables';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/**
 * Where a page starts: after the notification with this creation time and id (newest first). The time is
 * the database's own text of the timestamp, to the microsecond, so no row is skipped or repeated when
 * two rows share a millisecond.
 */
export type NotificationKey = { createdAt: string; id: string };

/** A row as a page answers it, with the exact creation time its cursor needs. */
export type NotificationPageRow = NotificationRow & { cursorTime: string };

export type NotificationFilter = {
  /** true: only read ones; false: only unread ones; undefined: both. */
  isRead?: boolean | undefined;
  /** Only these types; undefined or empty: every type. */
  types?: readonly string[] | undefined;
};

export function notificationsRepository(db: Db) {
  return {
    /** Many notifications in one statement, on the database or the caller's transaction. */
    async insertMany(exec: Executor, rows: NewNotification[]): Promise<number> {
      let written = 0;
      // In chunks: a statement carries at most 65,535 parameters.
      for (let i = 0; i < rows.length; i += 1000) {
        const chunk = rows.slice(i, i + 1000);
        written += (await exec.insert(notifications).values(chunk).returning({ id: notifications.id }))
          .length;
      }
      return written;
    },

    async insert(row: NewNotification): Promise<NotificationRow> {
      const rows = await db.insert(notifications).values(row).returning();
      const inserted = rows[0];
      if (!inserted) throw new Error('insert returned no row');
      return inserted;
    },

    /**
     * A user's notifications, newest first (created_at desc, id desc), starting after `after`: a keyset
     * read on notifications_user_created_idx.
     */
    async page(
      userId: string,
      filter: NotificationFilter,
      after: NotificationKey | null,
      limit: number,
    ): Promise<NotificationPageRow[]> {
      const conditions: (SQL | undefined)[] = [eq(notifications.userId, userId)];
      if (filter.isRead === true) conditions.push(isNotNull(notifications.readAt));
      if (filter.isRead === false) conditions.push(isNull(notifications.readAt));
      if (filter.types && filter.types.length > 0) {
        conditions.push(inArray(notifications.type, [...filter.types]));
      }
      if (after) {
        conditions.push(
          sql`(${notifications.createdAt}, ${notifications.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
        );
      }
      return db
        .select({
          ...getTableColumns(notifications),
          cursorTime: sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(notifications)
        .where(and(...conditions))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    /** How many of a user's notifications are unread (notifications_user_unread_idx). */
    async unreadCount(userId: string): Promise<number> {
      const rows = await db
        .select({ count: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return Number(rows[0]?.count ?? 0);
    },

    async byIdForUser(id: string, userId: string): Promise<NotificationRow | undefined> {
      const rows = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .limit(1);
      return rows[0];
    },

    /** Marks one unread notification of the user read; answers it, or undefined when nothing changed. */
    async markRead(id: string, userId: string, readAt: Date): Promise<NotificationRow | undefined> {
      const rows = await db
        .update(notifications)
        .set({ readAt })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning();
      return rows[0];
    },

    /** Marks every unread notification of the user read; answers how many changed. */
    async markAllRead(userId: string, readAt: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
