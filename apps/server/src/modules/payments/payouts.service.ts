import { createHash, randomBytes } from 'node:crypto';
import { PAYOUTS_MESSAGES, ROUTES } from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import { DomainError, notFound } from '../../platform/errors';
import type { Viewer } from '../../platform/viewer';
import {
  type PayoutProvider,
  PayoutProviderError,
  type ProviderPayout,
  type ProviderPayoutInput,
} from './payout-provider';
import type { PayoutAccountRow, PayoutLinkPurpose, PayoutsRepository } from './payouts.repository';

/** How long the state of one trip to the provider's pages stays usable. */
export const PAYOUT_STATE_TTL_MS = 2 * 60 * 60 * 1000;

/** 32 random bytes, base64url: what the return address carries. */
const STATE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

export type PayoutLink = { url: string; expiresAt: Date };

type Log = { warn: (obj: object, msg: string) => void };

type Deps = {
  repo: PayoutsRepository;
  provider: PayoutProvider;
  publicUrl: string;
  clock: Clock;
};

/**
 * Payout accounts (accounts §1, §7; domain §7): a user connects the account payouts go to at the payout
 * provider's hosted onboarding, comes back to /payout/process with a single-use state, and manages it on the
 * provider's page later. The account's status is read from the provider on every start, return and
 * management session.
 */
export function payoutsService({ repo, provider, publicUrl, clock }: Deps) {
  async function callProvider<T>(work: () => Promise<T>, log?: Log): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof PayoutProviderError) {
        log?.warn({ err: error }, 'payout provider call failed');
        throw new DomainError('SERVICE_UNAVAILABLE', PAYOUTS_MESSAGES.providerUnavailable);
      }
      throw error;
    }
  }

  function refuseImpersonation(viewer: Viewer) {
    if (viewer.impersonatorId) throw new DomainError('AUTH_NOT_AUTHORIZED', PAYOUTS_MESSAGES.impersonating);
  }

  /** A fresh state for a trip to the provider, and the return address that carries it. */
  async function newState(viewer: Viewer, account: PayoutAccountRow, purpose: PayoutLinkPurpose) {
    const state = randomBytes(32).toString('base64url');
    const now = clock.now();
    await repo.insertState({
      stateHash: hashState(state),
      userId: viewer.userId,
      payoutAccountId: account.id,
      purpose,
      expiresAt: new Date(now.getTime() + PAYOUT_STATE_TTL_MS),
      createdAt: now,
    });
    const returnUrl = `${publicUrl}${ROUTES.payoutProcess}?state=${state}`;
    // A stale provider link comes back to the same page; it finishes the trip and offers to start again.
    return { returnUrl, refreshUrl: returnUrl };
  }

  async function refresh(account: PayoutAccountRow, log?: Log): Promise<PayoutAccountRow> {
    const current = await callProvider(() => provider.fetchAccount(account.externalAccountId), log);
    return repo.sync(account.id, current, clock.now());
  }

  return {
    providerId: provider.id,

    /**
     * Sends money to a connected account at the configured provider (an event payout: docs/decisions/075). The
     * same idempotency key pays once; a PayoutProviderError means the provider did not take it (yet).
     */
    sendPayout: (input: ProviderPayoutInput): Promise<ProviderPayout> => provider.sendPayout(input),

    /** Every payout account of the user, oldest first. */
    list: (userId: string) => repo.listForUser(userId),

    /** The user's account at the configured card payout provider (User.stripeAccount), if any. */
    current: (userId: string) => repo.forUser(userId, provider.id),

    /**
     * Starts (or continues) onboarding: creates the user's connected account the first time, then a link to
     * the provider's hosted onboarding that returns to /payout/process with a fresh state.
     */
    async startPayoutOnboarding(viewer: Viewer, log?: Log): Promise<PayoutLink> {
      refuseImpersonation(viewer);
      let account = await repo.forUser(viewer.userId, provider.id);
      if (!account) {
        const created = await callProvider(
          () =>
            provider.createAccount({
              userId: viewer.userId,
              email: viewer.user.email,
              // Two starts at once create one account at the provider; the unique key keeps one row.
              idempotencyKey: `repclub-payout-account-${viewer.userId}`,
            }),
          log,
        );
        account = await repo.insertOrGet(viewer.userId, provider.id, created, clock.now());
      } else {
        account = await refresh(account, log);
      }
      const urls = await newState(viewer, account, 'ONBOARDING');
      return callProvider(() => provider.onboardingLink(account.externalAccountId, urls), log);
    },

    /**
     * The return from the provider's page: uses the state once (only its user, only before it expires) and
     * answers the account with its status read from the provider.
     */
    async completePayoutOnboarding(viewer: Viewer, state: string, log?: Log): Promise<PayoutAccountRow> {
      refuseImpersonation(viewer);
      if (!STATE_PATTERN.test(state)) throw notFound(PAYOUTS_MESSAGES.invalidState);
      const hash = hashState(state);
      const used = await repo.consumeState(hash, viewer.userId, clock.now());
      if (!used) {
        const known = await repo.stateByHash(hash);
        // Another user's state is answered like an unknown one.
        if (!known || known.userId !== viewer.userId) throw notFound(PAYOUTS_MESSAGES.invalidState);
        if (known.usedAt) throw new DomainError('CONFLICT', PAYOUTS_MESSAGES.usedState);
        throw new DomainError('BAD_USER_INPUT', PAYOUTS_MESSAGES.expiredState);
      }
      const account = await repo.byId(used.payoutAccountId);
      if (!account) throw notFound(PAYOUTS_MESSAGES.invalidState);
      return refresh(account, log);
    },

    /** A session on the provider's page where an onboarded user manages the account. */
    async createPayoutManagementSession(viewer: Viewer, log?: Log): Promise<PayoutLink> {
      refuseImpersonation(viewer);
      const existing = await repo.forUser(viewer.userId, provider.id);
      if (!existing) throw new DomainError('CONFLICT', PAYOUTS_MESSAGES.noAccount);
      const account = await refresh(existing, log);
      if (!account.detailsSubmitted) throw new DomainError('CONFLICT', PAYOUTS_MESSAGES.notOnboarded);
      const urls = await newState(viewer, account, 'MANAGEMENT');
      return callProvider(() => provider.managementLink(account.externalAccountId, urls), log);
    },
  };
}

export type PayoutsService = ReturnType<typeof payoutsService>;
