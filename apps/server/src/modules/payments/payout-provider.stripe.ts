import Stripe from 'stripe';
import { type PayoutProvider, PayoutProviderError, type ProviderAccount } from './payout-provider';

export type StripeSettings = {
  secretKey: string;
  /** The API's address; https://api.stripe.com unless a stand-in is named (tests). */
  apiUrl: string;
  /** Where connected accounts are created (ISO 3166-1 alpha-2), e.g. US. */
  country: string;
};

const toProviderAccount = (account: Stripe.Account): ProviderAccount => ({
  externalAccountId: account.id,
  detailsSubmitted: account.details_submitted === true,
  payoutsEnabled: account.payouts_enabled === true,
  displayName: account.business_profile?.name ?? account.email ?? null,
  disabledReason: account.requirements?.disabled_reason ?? null,
});

/** The SDK's errors carry the provider's message; they reach the log, never the user. */
async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new PayoutProviderError(`Stripe ${what} failed: ${detail}`, { cause: error });
  }
}

/**
 * Stripe Connect with Express accounts, through the official SDK: an account per user (created with an
 * idempotency key), the hosted onboarding (account link of type account_onboarding), the Express dashboard
 * as the management page (login link), and the account's state (details_submitted, payouts_enabled).
 */
export function stripePayoutProvider(settings: StripeSettings): PayoutProvider {
  const api = new URL(settings.apiUrl);
  const stripe = new Stripe(settings.secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === 'http:' ? 80 : 443),
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'RepClub' },
  });

  return {
    id: 'STRIPE',

    createAccount: ({ userId, email, idempotencyKey }) =>
      call('account create', async () =>
        toProviderAccount(
          await stripe.accounts.create(
            {
              type: 'express',
              country: settings.country,
              ...(email ? { email } : {}),
              capabilities: { transfers: { requested: true } },
              metadata: { repclubUserId: userId },
            },
            { idempotencyKey },
          ),
        ),
      ),

    onboardingLink: (accountId, { returnUrl, refreshUrl }) =>
      call('account link', async () => {
        const link = await stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: returnUrl,
          refresh_url: refreshUrl,
        });
        return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
      }),

    managementLink: (accountId) =>
      call('login link', async () => {
        const link = await stripe.accounts.createLoginLink(accountId);
        // A login link is single use; Stripe gives it no expiry, the session it opens lasts a day at most.
        return { url: link.url, expiresAt: new Date((link.created + 5 * 60) * 1000) };
      }),

    fetchAccount: (accountId) =>
      call('account retrieve', async () => toProviderAccount(await stripe.accounts.retrieve(accountId))),

    // A transfer from the platform's balance to the connected account; Stripe answers a repeated key with the
    // same transfer for 24 hours (reconciliation asks again within minutes).
    sendPayout: ({ externalAccountId, amount, currency, description, idempotencyKey }) =>
      call('transfer', async () => {
        const transfer = await stripe.transfers.create(
          { amount, currency: currency.toLowerCase(), destination: externalAccountId, description },
          { idempotencyKey },
        );
        return { reference: transfer.id };
      }),
  };
}
