import { PAYOUTS_MESSAGES } from '@repclub/shared';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstGraphQLError, startTestServer, type TestServer } from '../../test/server';
import { signedUpUser } from '../users/users.test-helpers';
import { PayoutProviderError } from './payout-provider';
import { stripePayoutProvider } from './payout-provider.stripe';

/** A request the stand-in for Stripe's API received. */
type Received = {
  method: string;
  path: string;
  authorization: string;
  idempotencyKey: string;
  form: URLSearchParams;
};

const SECRET = 'sk_test_repclub_standin';
const received: Received[] = [];
/** The connected account the stand-in keeps (one is enough for these tests). */
let account = { details_submitted: false, payouts_enabled: false, name: null as string | null };
/** When set, the stand-in answers every request with this Stripe error. */
let failWith: { status: number; body: unknown } | null = null;

function answer(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
  const accountBody = () => ({
    id: 'acct_1StandIn',
    object: 'account',
    type: 'express',
    email: form.get('email') ?? 'owner@example.com',
    details_submitted: account.details_submitted,
    payouts_enabled: account.payouts_enabled,
    business_profile: { name: account.name },
    requirements: { disabled_reason: account.details_submitted ? null : 'requirements.past_due' },
  });
  const now = Math.floor(Date.now() / 1000);
  if (method === 'POST' && path === '/v1/accounts') return { status: 200, body: accountBody() };
  if (method === 'POST' && path === '/v1/transfers')
    return {
      status: 200,
      body: {
        id: 'tr_1StandIn',
        object: 'transfer',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        destination: form.get('destination'),
        created: now,
      },
    };
  if (method === 'GET' && path === '/v1/accounts/acct_1StandIn') return { status: 200, body: accountBody() };
  if (method === 'POST' && path === '/v1/account_links')
    return {
      status: 200,
      body: {
        object: 'account_link',
        created: now,
        expires_at: now + 300,
        url: 'https://connect.stripe.com/setup/e/acct_1StandIn/x1',
      },
    };
  if (method === 'POST' && path === '/v1/accounts/acct_1StandIn/login_links')
    return {
      status: 200,
      body: {
        object: 'login_link',
        created: now,
        url: 'https://connect.stripe.com/express/acct_1StandIn/y2',
      },
    };
  return {
    status: 404,
    body: {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
    },
  };
}

let stripe: Server;
let server: TestServer;

beforeAll(async () => {
  stripe = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = new URLSearchParams(req.method === 'GET' ? url.search : raw);
      received.push({
        method: req.method ?? '',
        path: url.pathname,
        authorization: req.headers.authorization ?? '',
        idempotencyKey: String(req.headers['idempotency-key'] ?? ''),
        form,
      });
      const { status, body } = failWith ?? answer(req.method ?? '', url.pathname, form);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
  const address = stripe.address();
  if (!address || typeof address === 'string') throw new Error('the Stripe stand-in has no port');
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${address.port}`,
      STRIPE_CONNECT_COUNTRY: 'us',
    },
  });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => stripe.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  failWith = null;
});

const ACCOUNT = 'provider externalAccountId status displayName payoutsEnabled detailsSubmitted';

describe('payout accounts through Stripe Connect (official SDK against a local stand-in)', () => {
  it('creates an Express account, sends the user to Stripe’s onboarding and reads the status on return', async () => {
    account = { details_submitted: false, payouts_enabled: false, name: null };
    const user = await signedUpUser(server);
    const { body } = await server.graphql<{ startPayoutOnboarding: { url: string; expiresAt: string } }>(
      'mutation { startPayoutOnboarding { url expiresAt } }',
      {},
      user.headers,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.startPayoutOnboarding.url).toBe('https://connect.stripe.com/setup/e/acct_1StandIn/x1');

    const [create, link] = received;
    expect(create).toMatchObject({ method: 'POST', path: '/v1/accounts', authorization: `Bearer ${SECRET}` });
    expect(create!.idempotencyKey).toBe(`repclub-payout-account-${user.userId}`);
    expect(create!.form.get('type')).toBe('express');
    expect(create!.form.get('country')).toBe('US');
    expect(create!.form.get('email')).toBe(user.email);
    expect(create!.form.get('capabilities[transfers][requested]')).toBe('true');
    expect(create!.form.get('metadata[repclubUserId]')).toBe(user.userId);
    expect(link).toMatchObject({ method: 'POST', path: '/v1/account_links' });
    expect(link!.form.get('account')).toBe('acct_1StandIn');
    expect(link!.form.get('type')).toBe('account_onboarding');
    const returnUrl = link!.form.get('return_url')!;
    expect(returnUrl).toMatch(/^http:\/\/repclub\.test\/payout\/process\?state=[A-Za-z0-9_-]{43}$/);
    expect(link!.form.get('refresh_url')).toBe(returnUrl);

    const me = await server.graphql<{ me: { stripeAccount: Record<string, unknown> } }>(
      `{ me { stripeAccount { ${ACCOUNT} } } }`,
      {},
      user.headers,
    );
    expect(me.body.data!.me.stripeAccount).toEqual({
      provider: 'STRIPE',
      externalAccountId: 'acct_1StandIn',
      status: 'PENDING',
      // Until the business name is known, the account's email stands for it.
      displayName: user.email,
      payoutsEnabled: false,
      detailsSubmitted: false,
    });

    // The user finishes at Stripe; Stripe sends them back to the return address.
    account = { details_submitted: true, payouts_enabled: true, name: 'Ada’s Studio' };
    received.length = 0;
    const state = new URL(returnUrl).searchParams.get('state')!;
    const done = await server.graphql<{ completePayoutOnboarding: Record<string, unknown> }>(
      `mutation($state: String!) { completePayoutOnboarding(state: $state) { ${ACCOUNT} } }`,
      { state },
      user.headers,
    );
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data!.completePayoutOnboarding).toMatchObject({
      status: 'ACTIVE',
      displayName: 'Ada’s Studio',
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/accounts/acct_1StandIn']);

    received.length = 0;
    const session = await server.graphql<{ createPayoutManagementSession: { url: string } }>(
      'mutation { createPayoutManagementSession { url expiresAt } }',
      {},
      user.headers,
    );
    expect(session.body.data!.createPayoutManagementSession.url).toBe(
      'https://connect.stripe.com/express/acct_1StandIn/y2',
    );
    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/accounts/acct_1StandIn',
      'POST /v1/accounts/acct_1StandIn/login_links',
    ]);
  });

  it('answers a clear error when Stripe refuses, and keeps nothing', async () => {
    const user = await signedUpUser(server);
    failWith = {
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'Connect is not enabled.' } },
    };
    const { body } = await server.graphql('mutation { startPayoutOnboarding { url } }', {}, user.headers);
    expect(firstGraphQLError(body)).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: PAYOUTS_MESSAGES.providerUnavailable,
    });
    failWith = null;
    const me = await server.graphql<{ me: { payoutAccounts: unknown[] } }>(
      '{ me { payoutAccounts { status } } }',
      {},
      user.headers,
    );
    expect(me.body.data!.me.payoutAccounts).toEqual([]);
  });
});

describe('event payouts through Stripe Connect (a transfer to the connected account; decision 075)', () => {
  const provider = () =>
    stripePayoutProvider({ secretKey: SECRET, apiUrl: server.config.stripe!.apiUrl, country: 'US' });
  const payout = {
    externalAccountId: 'acct_1StandIn',
    amount: 12_345,
    currency: 'USD',
    description: 'RepClub payout: Summer Night',
    idempotencyKey: 'repclub-payout-7d0f3c1e-0000-4000-8000-000000000001',
  };

  it('creates a transfer with the payout’s idempotency key and answers its id', async () => {
    expect(await provider().sendPayout(payout)).toEqual({ reference: 'tr_1StandIn' });
    expect(received).toHaveLength(1);
    const [transfer] = received;
    expect(transfer).toMatchObject({
      method: 'POST',
      path: '/v1/transfers',
      authorization: `Bearer ${SECRET}`,
      idempotencyKey: payout.idempotencyKey,
    });
    expect(transfer!.form.get('amount')).toBe('12345');
    expect(transfer!.form.get('currency')).toBe('usd');
    expect(transfer!.form.get('destination')).toBe('acct_1StandIn');
  });

  it('turns Stripe’s refusal into a PayoutProviderError (the payout stays pending for the retry)', async () => {
    failWith = {
      status: 400,
      body: {
        error: { type: 'invalid_request_error', message: 'Insufficient funds in the platform balance.' },
      },
    };
    await expect(provider().sendPayout(payout)).rejects.toBeInstanceOf(PayoutProviderError);
  });
});
