import { PAYMENT_MESSAGES } from '@repclub/shared';
import { DomainError } from '../../platform/errors';
/**
 * Payout providers: where a user links the account their payouts go to (accounts §1, domain §7 "onboarding
 * and management session for a card payout provider"). The sandbox provider is the default; Stripe Connect is
 * chosen when STRIPE_SECRET_KEY is set (docs/decisions/024-payment-providers-and-payouts.md).
 */
export type PayoutProviderId = 'SANDBOX' | 'STRIPE';

/** A connected account as the provider describes it. */
export type ProviderAccount = {
  externalAccountId: string;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  displayName: string | null;
  disabledReason: string | null;
};

/** A hosted page of the provider the user is sent to. */
export type ProviderLink = { url: string; expiresAt: Date };

export type PayoutProvider = {
  readonly id: PayoutProviderId;
  /**
   * Creates a connected account. The same `idempotencyKey` answers the same account, so two requests at once
   * cannot leave an account at the provider that nobody knows.
   */
  createAccount(input: {
    userId: string;
    email: string | null;
    idempotencyKey: string;
  }): Promise<ProviderAccount>;
  /** The hosted onboarding page; the provider sends the user to `returnUrl`, or to `refreshUrl` when the link is stale. */
  onboardingLink(
    externalAccountId: string,
    urls: { returnUrl: string; refreshUrl: string },
  ): Promise<ProviderLink>;
  /** The hosted page where a user who finished onboarding manages the account. */
  managementLink(
    externalAccountId: string,
    urls: { returnUrl: string; refreshUrl: string },
  ): Promise<ProviderLink>;
  /** The account's current state at the provider. */
  fetchAccount(externalAccountId: string): Promise<ProviderAccount>;
  /**
   * Sends `amount` cents to the connected account (Stripe: a transfer). The same `idempotencyKey` answers the
   * same payout, so asking again after a crash or a lost answer never pays twice.
   */
  sendPayout(input: ProviderPayoutInput): Promise<ProviderPayout>;
};

export type ProviderPayoutInput = {
  externalAccountId: string;
  /** Cents, > 0. */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  description: string;
  idempotencyKey: string;
};

/** The provider's record of a payout. */
export type ProviderPayout = { reference: string };

export type PayoutAccountStatus = 'PENDING' | 'RESTRICTED' | 'ACTIVE';

/** The status we keep: payouts on → ACTIVE; details submitted but payouts off → RESTRICTED; else PENDING. */
export function statusOf(
  account: Pick<ProviderAccount, 'detailsSubmitted' | 'payoutsEnabled'>,
): PayoutAccountStatus {
  if (account.payoutsEnabled) return 'ACTIVE';
  return account.detailsSubmitted ? 'RESTRICTED' : 'PENDING';
}

/** A provider call failed (network, provider error): the user may try again. */
export class PayoutProviderError extends Error {
  override name = 'PayoutProviderError';
}

/**
 * No payout provider: neither Stripe nor the sandbox is configured (docs/decisions/049). Every call is refused
 * with a clear message instead of pretending that payouts work.
 */
export const noPayoutProvider: PayoutProvider = {
  id: 'SANDBOX',
  createAccount: () => Promise.reject(payoutsOff()),
  onboardingLink: () => Promise.reject(payoutsOff()),
  managementLink: () => Promise.reject(payoutsOff()),
  fetchAccount: () => Promise.reject(payoutsOff()),
  sendPayout: () => Promise.reject(payoutsOff()),
};
const payoutsOff = () => new DomainError('CONFLICT', PAYMENT_MESSAGES.payoutsUnavailable);
