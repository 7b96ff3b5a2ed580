import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  type PayoutAccountStatus,
  type PayoutProviderId,
  type ProviderAccount,
  statusOf,
} from './payout-provider';
import { payoutAccounts, payoutLinkStates } from './payments.tables';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type PayoutLinkStateRow = typeof payoutLinkStates.$inferSelect;
export type PayoutLinkPurpose = 'ONBOARDING' | 'MANAGEMENT';

/** Every database read and write of payout accounts and their link states. */
export function payoutsRepository(db: Db) {
  return {
    async listForUser(userId: string): Promise<PayoutAccountRow[]> {
      return db
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.userId, userId))
        .orderBy(asc(payoutAccounts.createdAt), asc(payoutAccounts.id));
    },

    async forUser(userId: string, provider: PayoutProviderId): Promise<PayoutAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(payoutAccounts)
        .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.provider, provider)));
      return row;
    },

    /**
     * Stores the user's account at a provider; when another request stored one first (the unique key on user
     * and provider), answers that one.
     */
    async insertOrGet(
      userId: string,
      provider: PayoutProviderId,
      account: ProviderAccount,
      now: Date,
    ): Promise<PayoutAccountRow> {
      const [inserted] = await db
        .insert(payoutAccounts)
        .values({
          userId,
          provider,
          externalAccountId: account.externalAccountId,
          status: statusOf(account),
          displayName: account.displayName,
          payoutsEnabled: account.payoutsEnabled,
          detailsSubmitted: account.detailsSubmitted,
          disabledReason: account.disabledReason,
          createdAt: now,
          updatedAt: now,
          syncedAt: now,
        })
        // No conflict target: two starts at once insert the same provider account, and a racing insert can
        // collide on either unique key (user and provider, or provider and external id); a targeted ON
        // CONFLICT would raise a unique violation for the other key.
        .onConflictDoNothing()
        .returning();
      if (inserted) return inserted;
      const existing = await this.forUser(userId, provider);
      if (!existing) throw new Error('payout account vanished after a conflicting insert');
      return existing;
    },

    /** Writes what the provider answered about an account. */
    async sync(id: string, account: ProviderAccount, now: Date): Promise<PayoutAccountRow> {
      const status: PayoutAccountStatus = statusOf(account);
      const [row] = await db
        .update(payoutAccounts)
        .set({
          status,
          displayName: account.displayName,
          payoutsEnabled: account.payoutsEnabled,
          detailsSubmitted: account.detailsSubmitted,
          disabledReason: account.disabledReason,
          updatedAt: now,
          syncedAt: now,
        })
        .where(eq(payoutAccounts.id, id))
        .returning();
      if (!row) throw new Error(`payout account ${id} does not exist`);
      return row;
    },

    async byId(id: string): Promise<PayoutAccountRow | undefined> {
      const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.id, id));
      return row;
    },

    async insertState(values: {
      stateHash: string;
      userId: string;
      payoutAccountId: string;
      purpose: PayoutLinkPurpose;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(payoutLinkStates).values(values);
    },

    /**
     * Uses a state once: only the user it was made for, only while unused and unexpired. The conditional
     * UPDATE decides between two requests carrying the same state; the loser gets nothing back.
     */
    async consumeState(
      stateHash: string,
      userId: string,
      now: Date,
    ): Promise<PayoutLinkStateRow | undefined> {
      const [row] = await db
        .update(payoutLinkStates)
        .set({ usedAt: now })
        .where(
          and(
            eq(payoutLinkStates.stateHash, stateHash),
            eq(payoutLinkStates.userId, userId),
            isNull(payoutLinkStates.usedAt),
            gt(payoutLinkStates.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async stateByHash(stateHash: string): Promise<PayoutLinkStateRow | undefined> {
      const [row] = await db.select().from(payoutLinkStates).where(eq(payoutLinkStates.stateHash, stateHash));
      return row;
    },
  };
}

export type PayoutsRepository = ReturnType<typeof payoutsRepository>;
