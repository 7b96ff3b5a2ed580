import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { withFastRows } from '../../../platform/db/fast-rows';
import type { EventRoleRow, PublicUserRow } from '../events.rows';
import { eventRoles } from '../events.tables';
import { users } from '../../users/users.module';

const { passwordHash: _passwordHash, ...publicUserColumns } = getTableColumns(users);

/** The team of events (table event_roles) and the users shown as its members. */
export function teamRepository(db: Db) {
  // Built once per database and sent as a named statement (docs/decisions/056, 061).
  let prepared: ReturnType<typeof prepareUsersByIds> | undefined;
  const usersByIdsStatement = () => (prepared ??= prepareUsersByIds(db));

  return {
    /** APPROVED roles of users in events. */
    async approvedRoles(eventIds: readonly string[], userId?: string): Promise<EventRoleRow[]> {
      if (eventIds.length === 0) return [];
      return db
        .select()
        .from(eventRoles)
        .where(
          and(
            inArray(eventRoles.eventId, [...eventIds]),
            eq(eventRoles.status, 'APPROVED'),
            userId ? eq(eventRoles.userId, userId) : undefined,
          ),
        )
        .orderBy(asc(eventRoles.createdAt), asc(eventRoles.userId));
    },

    async upsertRole(
      eventId: string,
      userId: string,
      role: string,
      assignedBy: string,
      now: Date,
    ): Promise<void> {
      await db
        .insert(eventRoles)
        .values({ eventId, userId, role, status: 'APPROVED', assignedBy, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [eventRoles.eventId, eventRoles.userId, eventRoles.role],
          set: { status: 'APPROVED', assignedBy, updatedAt: now },
        });
    },

    async deleteRole(eventId: string, userId: string, role: string): Promise<boolean> {
      const rows = await db
        .delete(eventRoles)
        .where(and(eq(eventRoles.eventId, eventId), eq(eventRoles.userId, userId), eq(eventRoles.role, role)))
        .returning({ userId: eventRoles.userId });
      return rows.length > 0;
    },

    /** Ids of events where the user holds an APPROVED role. */
    async eventIdsWithRole(userId: string): Promise<string[]> {
      const rows = await db
        .select({ eventId: eventRoles.eventId })
        .from(eventRoles)
        .where(and(eq(eventRoles.userId, userId), eq(eventRoles.status, 'APPROVED')));
      return rows.map((r) => r.eventId);
    },

    /** Users by id, every column but the password hash. */
    async usersByIds(ids: readonly string[]): Promise<PublicUserRow[]> {
      if (ids.length === 0) return [];
      return usersByIdsStatement().execute({ ids: [...ids] });
    },
  };
}

function prepareUsersByIds(db: Db) {
  const p = sql.placeholder;
  return withFastRows(
    db
      .select(publicUserColumns)
      .from(users)
      .where(sql`${users.id} = any(${p('ids')}::uuid[])`)
      .prepare('users_public_by_ids'),
  );
}
