import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { type PayoutProvider, PayoutProviderError, type ProviderAccount } from './payout-provider';
import { sandboxPayoutAccounts, sandboxPayoutLinks, sandboxPayouts } from './payments.tables';

export type SandboxPayoutAccountRow = typeof sandboxPayoutAccounts.$inferSelect;
export type SandboxPayoutLinkRow = typeof sandboxPayoutLinks.$inferSelect;

/** How long a sandbox hosted-page link can be opened (Stripe's account links last a few minutes). */
export const SANDBOX_LINK_TTL_MS = 30 * 60 * 1000;
export const SANDBOX_PAYOUT_PATH = '/api/sandbox/payouts/';

/** The answers of the sandbox pages' buttons. */
export type SandboxLinkAction =
  { kind: 'complete'; displayName: string } | { kind: 'cancel' } | { kind: 'pause' } | { kind: 'resume' };

export type SandboxLinkOutcome =
  /** Done: send the browser to this address. */
  { kind: 'redirect'; url: string } | { kind: 'notFound' };

const toProviderAccount = (row: SandboxPayoutAccountRow): ProviderAccount => ({
  externalAccountId: row.id,
  detailsSubmitted: row.detailsSubmitted,
  payoutsEnabled: row.payoutsEnabled,
  displayName: row.displayName,
  disabledReason: row.detailsSubmitted && !row.payoutsEnabled ? 'paused_in_sandbox' : null,
});

const LINK_ID = /^[A-Za-z0-9_-]{20,64}$/;

/**
 * The sandbox payout provider: connected accounts and hosted onboarding / management pages that behave like
 * Stripe Connect's (a single-use, expiring link; Complete or Cancel; back to the return address) without a
 * provider. Its pages are payouts.routes.ts under /api/sandbox/payouts/. Every state change is one conditional
 * UPDATE, so a link is answered once.
 */
export function sandboxPayoutProvider(db: Db, publicUrl: string, clock: Clock) {
  async function accountById(id: string): Promise<SandboxPayoutAccountRow> {
    const [row] = await db.select().from(sandboxPayoutAccounts).where(eq(sandboxPayoutAccounts.id, id));
    if (!row) throw new Error(`sandbox payout account ${id} does not exist`);
    return row;
  }

  async function createLink(
    accountId: string,
    purpose: 'ONBOARDING' | 'MANAGEMENT',
    urls: { returnUrl: string; refreshUrl: string },
  ) {
    await accountById(accountId);
    const id = randomBytes(24).toString('base64url');
    const expiresAt = new Date(clock.now().getTime() + SANDBOX_LINK_TTL_MS);
    await db
      .insert(sandboxPayoutLinks)
      .values({ id, accountId, purpose, ...urls, expiresAt, createdAt: clock.now() });
    return { url: `${publicUrl}${SANDBOX_PAYOUT_PATH}${id}`, expiresAt };
  }

  const provider: PayoutProvider = {
    id: 'SANDBOX',

    async createAccount({ email, idempotencyKey }) {
      const id = `acct_sbx_${randomBytes(8).toString('hex')}`;
      await db
        .insert(sandboxPayoutAccounts)
        .values({ id, idempotencyKey, email, createdAt: clock.now() })
        .onConflictDoNothing({ target: sandboxPayoutAccounts.idempotencyKey });
      const [row] = await db
        .select()
        .from(sandboxPayoutAccounts)
        .where(eq(sandboxPayoutAccounts.idempotencyKey, idempotencyKey));
      return toProviderAccount(row!);
    },

    onboardingLink: (accountId, urls) => createLink(accountId, 'ONBOARDING', urls),
    managementLink: (accountId, urls) => createLink(accountId, 'MANAGEMENT', urls),
    fetchAccount: async (accountId) => toProviderAccount(await accountById(accountId)),

    /** Like a Stripe transfer: refused while the account's payouts are off; the same key, the same payout. */
    async sendPayout({ externalAccountId, amount, currency, description, idempotencyKey }) {
      const [done] = await db
        .select()
        .from(sandboxPayouts)
        .where(eq(sandboxPayouts.idempotencyKey, idempotencyKey));
      if (done) return { reference: done.id };
      const account = await accountById(externalAccountId);
      if (!account.payoutsEnabled)
        throw new PayoutProviderError(`sandbox account ${externalAccountId} has payouts turned off`);
      const id = `po_sbx_${randomBytes(8).toString('hex')}`;
      await db
        .insert(sandboxPayouts)
        .values({
          id,
          idempotencyKey,
          accountId: account.id,
          amount,
          currency,
          description,
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: sandboxPayouts.idempotencyKey });
      const [row] = await db
        .select()
        .from(sandboxPayouts)
        .where(eq(sandboxPayouts.idempotencyKey, idempotencyKey));
      return { reference: row!.id };
    },
  };

  return {
    provider,

    /** A link and its account for the page; a stale link (used or expired) comes back with `stale: true`. */
    async openLink(
      id: string,
    ): Promise<{ link: SandboxPayoutLinkRow; account: SandboxPayoutAccountRow; stale: boolean } | undefined> {
      if (!LINK_ID.test(id)) return undefined;
      const [link] = await db.select().from(sandboxPayoutLinks).where(eq(sandboxPayoutLinks.id, id));
      if (!link) return undefined;
      const stale = link.usedAt !== null || link.expiresAt.getTime() <= clock.now().getTime();
      return { link, account: await accountById(link.accountId), stale };
    },

    /**
     * Answers a link once: marks it used (only while unused and unexpired) and applies the action to the
     * account. A stale link goes to its refresh address, as Stripe's do.
     */
    async answer(id: string, action: SandboxLinkAction): Promise<SandboxLinkOutcome> {
      if (!LINK_ID.test(id)) return { kind: 'notFound' };
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [link] = await tx
          .update(sandboxPayoutLinks)
          .set({ usedAt: now })
          .where(
            and(
              eq(sandboxPayoutLinks.id, id),
              isNull(sandboxPayoutLinks.usedAt),
              gt(sandboxPayoutLinks.expiresAt, now),
            ),
          )
          .returning();
        if (!link) {
          const [known] = await tx.select().from(sandboxPayoutLinks).where(eq(sandboxPayoutLinks.id, id));
          return known ? { kind: 'redirect', url: known.refreshUrl } : { kind: 'notFound' };
        }
        const allowed =
          action.kind === 'cancel' ||
          (link.purpose === 'ONBOARDING' && action.kind === 'complete') ||
          (link.purpose === 'MANAGEMENT' && (action.kind === 'pause' || action.kind === 'resume'));
        if (!allowed) throw new Error(`sandbox link ${link.purpose} does not take ${action.kind}`);
        if (action.kind === 'complete') {
          await tx
            .update(sandboxPayoutAccounts)
            .set({ detailsSubmitted: true, payoutsEnabled: true, displayName: action.displayName })
            .where(eq(sandboxPayoutAccounts.id, link.accountId));
        } else if (action.kind === 'pause' || action.kind === 'resume') {
          await tx
            .update(sandboxPayoutAccounts)
            .set({ payoutsEnabled: action.kind === 'resume' })
            .where(
              and(
                eq(sandboxPayoutAccounts.id, link.accountId),
                eq(sandboxPayoutAccounts.detailsSubmitted, true),
              ),
            );
        }
        return { kind: 'redirect', url: link.returnUrl };
      });
    },
  };
}

export type SandboxPayoutProvider = ReturnType<typeof sandboxPayoutProvider>;
