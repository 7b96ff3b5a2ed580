import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { uniqueViolation } from '../../../platform/db/executor';
import type { EventRoleRow, PublicUserRow, RoleInvitationRow } from '../events.rows';
import { eventRoleInvitations, eventRoles } from '../events.tables';
import { preparePublicUsersByIds } from '../../users/users.module';

/** The team of events (table event_roles) and the users shown as its members. */
export function teamRepository(db: Db) {
  // Built once per database and sent as a named statement (docs/decisions/056, 061).
  let prepared: ReturnType<typeof preparePublicUsersByIds> | undefined;
  const usersByIdsStatement = () => (prepared ??= preparePublicUsersByIds(db));

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

    /** Whether the user holds an APPROVED `role` in the event. */
    async holdsRole(eventId: string, userId: string, role: string): Promise<boolean> {
      const rows = await db
        .select({ userId: eventRoles.userId })
        .from(eventRoles)
        .where(
          and(
            eq(eventRoles.eventId, eventId),
            eq(eventRoles.userId, userId),
            eq(eventRoles.role, role),
            eq(eventRoles.status, 'APPROVED'),
          ),
        );
      return rows.length > 0;
    },

    /** A new open invitation, or 'duplicate' when the person (or address) already has one to the role. */
    async insertInvitation(values: {
      eventId: string;
      role: string;
      userId: string | null;
      email: string | null;
      invitedBy: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<RoleInvitationRow | 'duplicate'> {
      try {
        // An expired invitation of the same person and role no longer blocks a new one: it is closed.
        await db
          .update(eventRoleInvitations)
          .set({ status: 'DECLINED' })
          .where(
            and(
              eq(eventRoleInvitations.eventId, values.eventId),
              eq(eventRoleInvitations.role, values.role),
              values.userId
                ? eq(eventRoleInvitations.userId, values.userId)
                : eq(eventRoleInvitations.email, values.email ?? ''),
              eq(eventRoleInvitations.status, 'INVITED'),
              lte(eventRoleInvitations.expiresAt, values.createdAt),
            ),
          );
        const [row] = await db
          .insert(eventRoleInvitations)
          .values({ ...values, status: 'INVITED' })
          .returning();
        return row!;
      } catch (err) {
        if (uniqueViolation(err)) return 'duplicate';
        throw err;
      }
    },

    async invitationById(id: string): Promise<RoleInvitationRow | undefined> {
      const [row] = await db.select().from(eventRoleInvitations).where(eq(eventRoleInvitations.id, id));
      return row;
    },

    /** Open (INVITED, not expired) invitations of a page of events, oldest first. */
    async openInvitations(eventIds: readonly string[], now: Date): Promise<RoleInvitationRow[]> {
      if (eventIds.length === 0) return [];
      return db
        .select()
        .from(eventRoleInvitations)
        .where(
          and(
            inArray(eventRoleInvitations.eventId, [...eventIds]),
            eq(eventRoleInvitations.status, 'INVITED'),
            gt(eventRoleInvitations.expiresAt, now),
          ),
        )
        .orderBy(asc(eventRoleInvitations.createdAt), asc(eventRoleInvitations.id));
    },

    /**
     * Accepts an open invitation for `userId` (an e-mail invitation becomes theirs) and writes the APPROVED
     * role, in one transaction. The conditional UPDATE lets one of two parallel accepts through; the other
     * gets undefined.
     */
    async acceptInvitation(id: string, userId: string, now: Date): Promise<RoleInvitationRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(eventRoleInvitations)
          .set({ status: 'APPROVED', userId, answeredAt: now })
          .where(
            and(
              eq(eventRoleInvitations.id, id),
              eq(eventRoleInvitations.status, 'INVITED'),
              gt(eventRoleInvitations.expiresAt, now),
            ),
          )
          .returning();
        if (!row) return undefined;
        await tx
          .insert(eventRoles)
          .values({
            eventId: row.eventId,
            userId,
            role: row.role,
            status: 'APPROVED',
            assignedBy: row.invitedBy,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [eventRoles.eventId, eventRoles.userId, eventRoles.role],
            set: { status: 'APPROVED', assignedBy: row.invitedBy, updatedAt: now },
          });
        return row;
      });
    },

    /** INVITED → `status` (INVITEE_DECLINED by the invitee, DECLINED when the team withdraws it). */
    async closeInvitation(
      id: string,
      status: 'INVITEE_DECLINED' | 'DECLINED',
      now: Date,
      userId?: string,
    ): Promise<RoleInvitationRow | undefined> {
      const [row] = await db
        .update(eventRoleInvitations)
        .set({ status, answeredAt: now, ...(userId ? { userId } : {}) })
        .where(and(eq(eventRoleInvitations.id, id), eq(eventRoleInvitations.status, 'INVITED')))
        .returning();
      return row;
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
      return usersByIdsStatement()(ids);
    },
  };
}
