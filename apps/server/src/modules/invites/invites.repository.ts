import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/executor';
import { userInvites } from './invites.tables';
import { userWrites } from '../users/users.module';

export type InviteRow = typeof userInvites.$inferSelect;
export type InviteStatus = 'PENDING' | 'ACCEPTED' | 'CANCELLED';

export type SendOutcome =
  | { kind: 'sent'; invites: InviteRow[]; remaining: number }
  | { kind: 'notEnough'; remaining: number }
  | { kind: 'alreadyInvited'; email: string };

export type AcceptOutcome =
  | { kind: 'accepted'; invite: InviteRow }
  | { kind: 'notPending'; invite: InviteRow | undefined }
  | { kind: 'userAcceptedAnother' };

/** Thrown inside a transaction to roll it back with an answer. */
class Rollback<T> extends Error {
  constructor(readonly outcome: T) {
    super('rollback');
  }
}

/** Invitations by email and the inviter's count (tables user_invites, users.invites_remaining). */
export function invitesRepository(db: Db) {
  return {
    async byId(id: string): Promise<InviteRow | undefined> {
      const rows = await db.select().from(userInvites).where(eq(userInvites.id, id)).limit(1);
      return rows[0];
    },

    /** The inviter's invites with one status, newest first (accepted ones by acceptance time). */
    async listForInviter(inviterId: string, status: InviteStatus): Promise<InviteRow[]> {
      return db
        .select()
        .from(userInvites)
        .where(and(eq(userInvites.inviterId, inviterId), eq(userInvites.status, status)))
        .orderBy(
          desc(status === 'ACCEPTED' ? userInvites.acceptedAt : userInvites.createdAt),
          desc(userInvites.id),
        );
    },

    /**
     * Spends one invite per email and stores the pending invites, in one transaction. The count is taken
     * with a conditional UPDATE (`invites_remaining >= n`), which also locks the inviter's row, so parallel
     * calls are decided one after the other and can never spend more than remain. An address with a
     * pending invite from the inviter rolls everything back (also enforced by a unique index).
     */
    async send(inviterId: string, emails: string[], now: Date): Promise<SendOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const remaining = await userWrites.spendInvites(tx, inviterId, emails.length);
          if (remaining === undefined) {
            return {
              kind: 'notEnough',
              remaining: await userWrites.invitesRemaining(tx, inviterId),
            } as const;
          }
          const pending = await tx
            .select({ email: userInvites.email })
            .from(userInvites)
            .where(
              and(
                eq(userInvites.inviterId, inviterId),
                eq(userInvites.status, 'PENDING'),
                inArray(userInvites.email, emails),
              ),
            )
            .limit(1);
          if (pending[0]) throw new Rollback({ kind: 'alreadyInvited', email: pending[0].email } as const);
          const invites = await tx
            .insert(userInvites)
            .values(emails.map((email) => ({ inviterId, email, status: 'PENDING', createdAt: now })))
            .returning();
          // Keep the order of the request.
          invites.sort((a, b) => emails.indexOf(a.email) - emails.indexOf(b.email));
          return { kind: 'sent', invites, remaining } as const;
        });
      } catch (err) {
        if (err instanceof Rollback) return err.outcome as SendOutcome;
        if (uniqueViolation(err) === 'user_invites_pending_email_key') {
          return { kind: 'alreadyInvited', email: emails[0] ?? '' };
        }
        throw err;
      }
    },

    /** Cancels the inviter's pending invite and gives the invite back, in one transaction; once only. */
    async cancel(inviterId: string, inviteId: string, now: Date): Promise<InviteRow | undefined> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(userInvites)
          .set({ status: 'CANCELLED', cancelledAt: now })
          .where(
            and(
              eq(userInvites.id, inviteId),
              eq(userInvites.inviterId, inviterId),
              eq(userInvites.status, 'PENDING'),
            ),
          )
          .returning();
        if (!rows[0]) return undefined;
        await userWrites.addInvites(tx, inviterId, 1);
        return rows[0];
      });
    },

    /**
     * Accepts a pending invite for `userId` with one conditional UPDATE: exactly once, whatever runs at
     * the same time. An account accepts one invite at most (a partial unique index).
     */
    async accept(inviteId: string, userId: string, now: Date): Promise<AcceptOutcome> {
      try {
        const rows = await db
          .update(userInvites)
          .set({ status: 'ACCEPTED', acceptedAt: now, invitedUserId: userId })
          .where(
            and(
              eq(userInvites.id, inviteId),
              eq(userInvites.status, 'PENDING'),
              ne(userInvites.inviterId, userId),
            ),
          )
          .returning();
        if (rows[0]) return { kind: 'accepted', invite: rows[0] };
      } catch (err) {
        if (uniqueViolation(err) === 'user_invites_accepted_user_key') return { kind: 'userAcceptedAnother' };
        throw err;
      }
      const rows = await db.select().from(userInvites).where(eq(userInvites.id, inviteId)).limit(1);
      return { kind: 'notPending', invite: rows[0] };
    },

    /** The invite an account accepted, if any. */
    async acceptedBy(userId: string): Promise<InviteRow | undefined> {
      const rows = await db
        .select()
        .from(userInvites)
        .where(and(eq(userInvites.invitedUserId, userId), eq(userInvites.status, 'ACCEPTED')))
        .limit(1);
      return rows[0];
    },

    /** Adds invites to an account; answers the new count, or undefined for an unknown account. */
    async grant(userId: string, count: number, now: Date): Promise<number | undefined> {
      return userWrites.addInvites(db, userId, count, now);
    },
  };
}

export type InvitesRepository = ReturnType<typeof invitesRepository>;
