import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents } from './gateway';
import { payPalGateway } from './gateway.paypal';

/**
 * A local stand-in for the few PayPal REST endpoints the gateway calls, answering as PayPal documents them
 * (Orders v2, Payments v2 refunds, OAuth 2 client credentials). It records what it was sent.
 */
let paypal: FastifyInstance;
let apiUrl: string;
const seen: { path: string; headers: Record<string, unknown>; body: unknown }[] = [];
const orders = new Map<
  string,
  {
    status: string;
    amount: string;
    captureId?: string;
    captureStatus?: string;
    /** Intent AUTHORIZE (docs/decisions/114): the authorization and its status. */
    authorizationId?: string;
    authorizationStatus?: string;
  }
>();
const byAuthorization = (id: string) => [...orders.entries()].find(([, o]) => o.authorizationId === id);
let tokensIssued = 0;

beforeAll(async () => {
  paypal = Fastify();
  paypal.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );
  paypal.addHook('onRequest', async (request) => {
    seen.push({ path: request.url, headers: request.headers, body: undefined });
  });
  paypal.post('/v1/oauth2/token', async (request, reply) => {
    const expected = `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;
    if (request.headers.authorization !== expected || request.body !== 'grant_type=client_credentials')
      return reply.code(401).send({ error: 'invalid_client' });
    tokensIssued += 1;
    return { access_token: `A21.token-${tokensIssued}`, token_type: 'Bearer', expires_in: 32400 };
  });
  const authorised = (request: { headers: Record<string, unknown> }) =>
    String(request.headers.authorization).startsWith('Bearer A21.token-');
  paypal.post('/v2/checkout/orders', async (request, reply) => {
    if (!authorised(request)) return reply.code(401).send({ name: 'AUTHENTICATION_FAILURE' });
    seen.at(-1)!.body = request.body;
    const body = request.body as { purchase_units: { amount: { value: string } }[] };
    const id = `5O19${orders.size}0${Date.now() % 100000}`;
    orders.set(id, { status: 'PAYER_ACTION_REQUIRED', amount: body.purchase_units[0]!.amount.value });
    return reply.code(200).send({
      id,
      status: 'PAYER_ACTION_REQUIRED',
      links: [
        { href: `https://api.sandbox.example/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        { href: `https://www.sandbox.example/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
      ],
    });
  });
  paypal.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) => {
    const order = orders.get(request.params.id);
    if (!order) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' });
    if (order.status === 'PAYER_ACTION_REQUIRED')
      return reply
        .code(422)
        .send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
    if (order.status === 'DECLINED')
      return reply
        .code(422)
        .send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
    if (order.status === 'COMPLETED')
      return reply
        .code(422)
        .send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
    order.status = 'COMPLETED';
    order.captureId = `3C6${request.params.id}`;
    return capturedBody(request.params.id);
  });
  paypal.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/authorize', async (request, reply) => {
    const order = orders.get(request.params.id);
    if (!order) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' });
    if (order.status === 'PAYER_ACTION_REQUIRED')
      return reply
        .code(422)
        .send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
    if (order.authorizationId)
      return reply
        .code(422)
        .send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_AUTHORIZED' }] });
    order.status = 'COMPLETED';
    order.authorizationId = `0AU${request.params.id}`;
    order.authorizationStatus = 'CREATED';
    return capturedBody(request.params.id);
  });
  paypal.post<{ Params: { id: string } }>(
    '/v2/payments/authorizations/:id/capture',
    async (request, reply) => {
      const found = byAuthorization(request.params.id);
      if (!found) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' });
      const [id, order] = found;
      if (order.authorizationStatus === 'VOIDED' || order.authorizationStatus === 'EXPIRED')
        return reply.code(422).send({
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: `AUTHORIZATION_${order.authorizationStatus}` }],
        });
      if (order.authorizationStatus !== 'CAPTURED') {
        order.authorizationStatus = 'CAPTURED';
        order.captureId = `3C6${id}`;
      }
      return { id: order.captureId, status: 'COMPLETED' };
    },
  );
  paypal.post<{ Params: { id: string } }>('/v2/payments/authorizations/:id/void', async (request, reply) => {
    const found = byAuthorization(request.params.id);
    if (!found) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' });
    const [, order] = found;
    if (order.authorizationStatus === 'CAPTURED')
      return reply
        .code(422)
        .send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'AUTHORIZATION_ALREADY_CAPTURED' }] });
    if (order.authorizationStatus === 'VOIDED')
      return reply
        .code(422)
        .send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'AUTHORIZATION_VOIDED' }] });
    order.authorizationStatus = 'VOIDED';
    return reply.code(204).send();
  });
  paypal.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) =>
    orders.has(request.params.id)
      ? capturedBody(request.params.id)
      : reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' }),
  );
  paypal.post<{ Params: { id: string } }>('/v2/payments/captures/:id/refund', async (request) => {
    seen.at(-1)!.body = request.body;
    return { id: `REF-${request.params.id}`, status: 'COMPLETED' };
  });
  paypal.post('/v1/notifications/verify-webhook-signature', async (request) => {
    const body = request.body as Record<string, unknown>;
    seen.at(-1)!.body = body;
    const genuine =
      body.webhook_id === 'WH-1' &&
      body.transmission_sig === 'good-signature' &&
      body.auth_algo === 'SHA256withRSA';
    return { verification_status: genuine ? 'SUCCESS' : 'FAILURE' };
  });
  apiUrl = (await paypal.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
});
afterAll(() => paypal.close());
beforeEach(() => {
  seen.length = 0;
});

function capturedBody(id: string) {
  const order = orders.get(id)!;
  return {
    id,
    status: order.status,
    purchase_units: [
      {
        payments: {
          captures: order.captureId
            ? [{ id: order.captureId, status: order.captureStatus ?? 'COMPLETED' }]
            : [],
          ...(order.authorizationId
            ? { authorizations: [{ id: order.authorizationId, status: order.authorizationStatus }] }
            : {}),
        },
      },
    ],
  };
}

const gateway = () =>
  payPalGateway({ clientId: 'client-id', clientSecret: 'client-secret', apiUrl, brandName: 'RepClub' });

describe('the PayPal Orders gateway', () => {
  it('creates an order in dollars and cents with the approval link, idempotently keyed by our order', async () => {
    const created = await gateway().createPayment({
      orderId: 'order-1',
      amount: 11048,
      currency: 'USD',
      description: 'Summer Concert — 2 tickets',
      returnUrl: 'https://repclub.example/events/summer?checkout=order-1',
      cancelUrl: 'https://repclub.example/events/summer?checkout=order-1&cancelled=1',
    });
    expect(created.approvalUrl).toBe(
      `https://www.sandbox.example/checkoutnow?token=${created.providerOrderId}`,
    );
    const call = seen.find((s) => s.path === '/v2/checkout/orders')!;
    expect(call.headers['paypal-request-id']).toBe('create-order-1');
    expect(call.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: 'order-1', amount: { currency_code: 'USD', value: '110.48' } }],
      payment_source: {
        paypal: { experience_context: { return_url: expect.stringContaining('checkout=order-1') } },
      },
    });
  });

  it('answers NOT_APPROVED, then COMPLETED once approved, and the same capture when captured again', async () => {
    const g = gateway();
    const { providerOrderId } = await g.createPayment({
      orderId: 'order-2',
      amount: 500,
      currency: 'USD',
      description: 'One ticket',
      returnUrl: 'https://r.example',
      cancelUrl: 'https://c.example',
    });
    expect(await g.capturePayment(providerOrderId, 'order-2')).toEqual({ status: 'NOT_APPROVED' });
    orders.get(providerOrderId)!.status = 'APPROVED';
    const captured = await g.capturePayment(providerOrderId, 'order-2');
    expect(captured).toEqual({ status: 'COMPLETED', captureId: `3C6${providerOrderId}` });
    expect(await g.capturePayment(providerOrderId, 'order-2')).toEqual(captured);
    // One access token served every call.
    expect(seen.filter((s) => s.path === '/v1/oauth2/token')).toHaveLength(1);
  });

  it('authorizes an order made with intent AUTHORIZE, then captures the authorization once (decision 114)', async () => {
    const g = gateway();
    const { providerOrderId } = await g.createPayment({
      orderId: 'order-auth-1',
      amount: 2890,
      currency: 'USD',
      description: 'A request',
      returnUrl: 'https://r.example',
      cancelUrl: 'https://c.example',
      intent: 'AUTHORIZE',
    });
    expect(seen.find((s) => s.path === '/v2/checkout/orders')!.body).toMatchObject({ intent: 'AUTHORIZE' });
    expect(await g.authorizePayment(providerOrderId, 'order-auth-1')).toEqual({ status: 'NOT_APPROVED' });
    orders.get(providerOrderId)!.status = 'APPROVED';
    const authorized = await g.authorizePayment(providerOrderId, 'order-auth-1');
    expect(authorized).toEqual({ status: 'AUTHORIZED', authorizationId: `0AU${providerOrderId}` });
    // Authorized before (an answer we lost): the same authorization.
    expect(await g.authorizePayment(providerOrderId, 'order-auth-1')).toEqual(authorized);
    expect(seen.find((s) => s.path.endsWith('/authorize'))!.headers['paypal-request-id']).toBe(
      'authorize-order-auth-1',
    );
    expect(await g.lookupPayment(providerOrderId)).toEqual(authorized);

    const captured = await g.captureAuthorization(`0AU${providerOrderId}`, 'order-auth-1');
    expect(captured).toEqual({ status: 'COMPLETED', captureId: `3C6${providerOrderId}` });
    expect(seen.find((s) => s.path.endsWith('/capture'))!.headers['paypal-request-id']).toBe(
      'capture-order-auth-1',
    );
    expect(await g.captureAuthorization(`0AU${providerOrderId}`, 'order-auth-1')).toEqual(captured);
    expect(await g.lookupPayment(providerOrderId)).toEqual({
      status: 'CAPTURED',
      captureId: `3C6${providerOrderId}`,
    });
  });

  it('voids an authorization (twice is fine); a voided or expired one cannot be captured', async () => {
    const g = gateway();
    const make = async (orderId: string) => {
      const { providerOrderId } = await g.createPayment({
        orderId,
        amount: 1000,
        currency: 'USD',
        description: 'A request',
        returnUrl: 'https://r.example',
        cancelUrl: 'https://c.example',
        intent: 'AUTHORIZE',
      });
      orders.get(providerOrderId)!.status = 'APPROVED';
      const authorized = await g.authorizePayment(providerOrderId, orderId);
      if (authorized.status !== 'AUTHORIZED') throw new Error('not authorized');
      return { providerOrderId, authorizationId: authorized.authorizationId };
    };
    const voided = await make('order-auth-2');
    await g.voidAuthorization(voided.authorizationId, 'order-auth-2');
    await g.voidAuthorization(voided.authorizationId, 'order-auth-2');
    expect(seen.find((s) => s.path.endsWith('/void'))!.headers['paypal-request-id']).toBe(
      'void-order-auth-2',
    );
    expect(await g.lookupPayment(voided.providerOrderId)).toEqual({ status: 'VOID' });
    expect(await g.captureAuthorization(voided.authorizationId, 'order-auth-2')).toEqual({
      status: 'DECLINED',
      reason: 'AUTHORIZATION_VOIDED',
    });
    const expired = await make('order-auth-3');
    orders.get(expired.providerOrderId)!.authorizationStatus = 'EXPIRED';
    expect(await g.captureAuthorization(expired.authorizationId, 'order-auth-3')).toEqual({
      status: 'DECLINED',
      reason: 'AUTHORIZATION_EXPIRED',
    });
  });

  it('looks a payment up without changing it: open, captured, refunded, or unknown', async () => {
    const g = gateway();
    const { providerOrderId } = await g.createPayment({
      orderId: 'order-lookup',
      amount: 700,
      currency: 'USD',
      description: 'One ticket',
      returnUrl: 'https://r.example',
      cancelUrl: 'https://c.example',
    });
    expect(await g.lookupPayment(providerOrderId)).toEqual({ status: 'OPEN' });
    orders.get(providerOrderId)!.status = 'APPROVED';
    expect(await g.lookupPayment(providerOrderId)).toEqual({ status: 'OPEN' });
    await g.capturePayment(providerOrderId, 'order-lookup');
    const captureId = `3C6${providerOrderId}`;
    expect(await g.lookupPayment(providerOrderId)).toEqual({ status: 'CAPTURED', captureId });
    orders.get(providerOrderId)!.captureStatus = 'REFUNDED';
    expect(await g.lookupPayment(providerOrderId)).toEqual({ status: 'REFUNDED', captureId });
    expect(await g.lookupPayment('NO-SUCH-ORDER')).toEqual({ status: 'VOID' });
    // Looking up captured nothing: one capture call in all.
    expect(seen.filter((s) => s.path.endsWith('/capture'))).toHaveLength(1);
  });

  it('reports a declined instrument and refunds a capture with its own request id', async () => {
    const g = gateway();
    const { providerOrderId } = await g.createPayment({
      orderId: 'order-3',
      amount: 999,
      currency: 'USD',
      description: 'One ticket',
      returnUrl: 'https://r.example',
      cancelUrl: 'https://c.example',
    });
    orders.get(providerOrderId)!.status = 'DECLINED';
    expect(await g.capturePayment(providerOrderId, 'order-3')).toEqual({
      status: 'DECLINED',
      reason: 'INSTRUMENT_DECLINED',
    });
    await g.refundPayment('3C6XYZ', 2500, 'USD', 'order-9');
    const refund = seen.find((s) => s.path === '/v2/payments/captures/3C6XYZ/refund')!;
    expect(refund.headers['paypal-request-id']).toBe('refund-order-9');
    expect(refund.body).toEqual({ amount: { currency_code: 'USD', value: '25.00' } });
  });
});

describe('PayPal webhooks', () => {
  const headers = (sig: string) => ({
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.sandbox.example/v1/notifications/certs/CERT-1',
    'paypal-transmission-id': 'tx-1',
    'paypal-transmission-sig': sig,
    'paypal-transmission-time': '2026-06-01T18:00:00Z',
  });
  const event = { id: 'WH-EVT-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'ORDER-1' } };

  it('accepts a delivery PayPal verifies, and refuses a forged one or one without headers', async () => {
    const g = payPalGateway({
      clientId: 'client-id',
      clientSecret: 'client-secret',
      apiUrl,
      brandName: 'R',
      webhookId: 'WH-1',
    });
    expect(await g.verifyWebhook(headers('good-signature'), event)).toBe(true);
    const call = seen.find((s) => s.path === '/v1/notifications/verify-webhook-signature')!;
    expect(call.body).toMatchObject({ webhook_id: 'WH-1', transmission_id: 'tx-1', webhook_event: event });
    expect(await g.verifyWebhook(headers('forged'), event)).toBe(false);
    expect(await g.verifyWebhook({}, event)).toBe(false);
  });

  it('refuses every delivery when no webhook id is configured', async () => {
    expect(await gateway().verifyWebhook(headers('good-signature'), event)).toBe(false);
  });
});

describe('money as decimal strings', () => {
  it('converts cents exactly both ways', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(11048)).toBe('110.48');
    expect(decimalToCents('110.48')).toBe(11048);
    expect(decimalToCents('12.3')).toBe(1230);
    expect(decimalToCents('7')).toBe(700);
    expect(decimalToCents('1.234')).toBeNull();
    expect(decimalToCents('-1')).toBeNull();
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });
});
