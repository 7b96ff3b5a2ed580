import { badInput } from '../../../platform/errors';
import {
  type AuthorizedPayment,
  type CapturedPayment,
  type PaymentGateway,
  type PaymentState,
  centsToDecimal,
} from './gateway';

export type PayPalConfig = {
  clientId: string;
  clientSecret: string;
  /** https://api-m.paypal.com (live) or https://api-m.sandbox.paypal.com; tests point it at a stand-in. */
  apiUrl: string;
  brandName: string;
  /** The webhook's id at PayPal; without it webhooks are refused (the return page still completes orders). */
  webhookId?: string | undefined;
};

/** The headers PayPal signs a webhook delivery with. */
export const PAYPAL_WEBHOOK_HEADERS = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
] as const;

type PayPalLink = { rel: string; href: string };
type PayPalOrder = {
  id: string;
  status: string;
  links?: PayPalLink[];
  purchase_units?: {
    payments?: {
      captures?: { id: string; status: string }[];
      authorizations?: { id: string; status: string }[];
    };
  }[];
};
/** An authorization's capture (POST /v2/payments/authorizations/{id}/capture answers the capture). */
type PayPalCapture = { id: string; status: string };
type PayPalError = { name?: string; message?: string; details?: { issue?: string; description?: string }[] };

/** A refusal the buyer can act on, in our words (PayPal's issue codes are not for people). */
export const PAYPAL_MESSAGES = {
  unavailable: 'The payment provider is not answering. Please try again in a minute.',
  declined: 'The payment was declined. Please try another card or payment method.',
} as const;

/**
 * PayPal Orders v2 (create with intent CAPTURE, the buyer approves on PayPal, we capture) over its REST API
 * with fetch: OAuth 2 client credentials, an access token reused until shortly before it expires, and
 * `PayPal-Request-Id` on every write so a retried call is not repeated by PayPal.
 */
export function payPalGateway(
  config: PayPalConfig,
  fetchImpl: typeof fetch = fetch,
): PaymentGateway & {
  verifyWebhook(headers: Record<string, string | string[] | undefined>, event: unknown): Promise<boolean>;
} {
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const response = await fetchImpl(`${config.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new Error(`PayPal token request failed with HTTP ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return token.value;
  }

  async function call<T>(
    path: string,
    body: unknown,
    requestId: string,
  ): Promise<{ status: number; body: T }> {
    const response = await fetchImpl(`${config.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        'paypal-request-id': requestId,
        prefer: 'return=representation',
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  }

  const issueOf = (body: PayPalError) => body.details?.[0]?.issue ?? body.name ?? 'UNKNOWN';

  function captureOf(body: PayPalOrder): CapturedPayment {
    const capture = body.purchase_units?.[0]?.payments?.captures?.[0];
    if (body.status === 'COMPLETED' && capture && capture.status !== 'DECLINED')
      return { status: 'COMPLETED', captureId: capture.id };
    return { status: 'DECLINED', reason: capture?.status ?? body.status };
  }

  /** The capture of an order captured before (by a call whose answer we lost). */
  async function readCapture(providerOrderId: string): Promise<CapturedPayment> {
    const response = await fetchImpl(
      `${config.apiUrl}/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`,
      {
        headers: { authorization: `Bearer ${await accessToken()}` },
      },
    );
    if (!response.ok) throw badInput(PAYPAL_MESSAGES.unavailable);
    return captureOf((await response.json()) as PayPalOrder);
  }

  /** The payment's state at PayPal (reconciliation); changes nothing. */
  async function lookup(providerOrderId: string): Promise<PaymentState> {
    const response = await fetchImpl(
      `${config.apiUrl}/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`,
      { headers: { authorization: `Bearer ${await accessToken()}` } },
    );
    if (response.status === 404) return { status: 'VOID' };
    if (!response.ok) throw new Error(`PayPal order lookup failed with HTTP ${response.status}`);
    const body = (await response.json()) as PayPalOrder;
    const payments = body.purchase_units?.[0]?.payments;
    const capture = payments?.captures?.[0];
    const authorization = payments?.authorizations?.[0];
    if (!capture && authorization) {
      // Intent AUTHORIZE (docs/decisions/114): reserved until captured (then `captures` appears) or voided.
      if (['CREATED', 'PENDING'].includes(authorization.status))
        return { status: 'AUTHORIZED', authorizationId: authorization.id };
      return { status: 'VOID' };
    }
    if (capture && ['COMPLETED', 'PENDING'].includes(capture.status))
      return { status: 'CAPTURED', captureId: capture.id };
    if (capture && ['REFUNDED', 'PARTIALLY_REFUNDED'].includes(capture.status))
      return { status: 'REFUNDED', captureId: capture.id };
    if (body.status === 'VOIDED' || capture) return { status: 'VOID' };
    return { status: 'OPEN' };
  }

  return {
    id: 'PAYPAL',

    async createPayment(input) {
      const { status, body } = await call<PayPalOrder & PayPalError>(
        '/v2/checkout/orders',
        {
          intent: input.intent ?? 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.orderId,
              custom_id: input.orderId,
              description: input.description.slice(0, 127),
              amount: { currency_code: input.currency, value: centsToDecimal(input.amount) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: config.brandName,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
              },
            },
          },
        },
        `create-${input.orderId}`,
      );
      if (status >= 500) throw badInput(PAYPAL_MESSAGES.unavailable);
      if (status >= 400) throw new Error(`PayPal refused the order: ${issueOf(body)}`);
      const approve = body.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!approve) throw new Error('PayPal answered an order without an approval link');
      return { providerOrderId: body.id, approvalUrl: approve.href };
    },

    lookupPayment: lookup,

    async capturePayment(providerOrderId, orderId): Promise<CapturedPayment> {
      const { status, body } = await call<PayPalOrder & PayPalError>(
        `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}/capture`,
        {},
        `capture-${orderId}`,
      );
      if (status >= 500) throw badInput(PAYPAL_MESSAGES.unavailable);
      if (status === 422) {
        const issue = issueOf(body);
        if (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED')
          return { status: 'NOT_APPROVED' };
        if (issue === 'ORDER_ALREADY_CAPTURED') return readCapture(providerOrderId);
        return { status: 'DECLINED', reason: issue };
      }
      if (status >= 400) return { status: 'DECLINED', reason: issueOf(body) };
      return captureOf(body);
    },

    async authorizePayment(providerOrderId, orderId): Promise<AuthorizedPayment> {
      const { status, body } = await call<PayPalOrder & PayPalError>(
        `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}/authorize`,
        {},
        `authorize-${orderId}`,
      );
      if (status >= 500) throw badInput(PAYPAL_MESSAGES.unavailable);
      if (status === 422) {
        const issue = issueOf(body);
        if (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED')
          return { status: 'NOT_APPROVED' };
        if (issue === 'ORDER_ALREADY_AUTHORIZED') {
          const state = await lookup(providerOrderId);
          if (state.status === 'AUTHORIZED') return state;
        }
        return { status: 'DECLINED', reason: issue };
      }
      if (status >= 400) return { status: 'DECLINED', reason: issueOf(body) };
      const authorization = body.purchase_units?.[0]?.payments?.authorizations?.[0];
      if (authorization && ['CREATED', 'PENDING'].includes(authorization.status))
        return { status: 'AUTHORIZED', authorizationId: authorization.id };
      return { status: 'DECLINED', reason: authorization?.status ?? body.status };
    },

    async captureAuthorization(authorizationId, orderId): Promise<CapturedPayment> {
      const { status, body } = await call<PayPalCapture & PayPalError>(
        `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/capture`,
        { final_capture: true },
        `capture-${orderId}`,
      );
      if (status >= 500) throw badInput(PAYPAL_MESSAGES.unavailable);
      // AUTHORIZATION_EXPIRED, AUTHORIZATION_VOIDED, AUTHORIZATION_ALREADY_CAPTURED (answered by the same
      // request id, so not seen on a retry), INSTRUMENT_DECLINED …
      if (status >= 400) return { status: 'DECLINED', reason: issueOf(body) };
      if (body.status === 'DECLINED' || body.status === 'FAILED')
        return { status: 'DECLINED', reason: body.status };
      return { status: 'COMPLETED', captureId: body.id };
    },

    async voidAuthorization(authorizationId, orderId) {
      const { status, body } = await call<PayPalError>(
        `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/void`,
        {},
        `void-${orderId}`,
      );
      if (status >= 500) throw badInput(PAYPAL_MESSAGES.unavailable);
      // Voided or expired already: nothing is reserved any more.
      if (
        status >= 400 &&
        !['AUTHORIZATION_VOIDED', 'AUTHORIZATION_EXPIRED', 'PREVIOUSLY_VOIDED'].includes(issueOf(body))
      )
        throw new Error(`PayPal refused the void: ${issueOf(body)}`);
    },

    /**
     * Asks PayPal whether a webhook delivery is genuine (POST /v1/notifications/verify-webhook-signature).
     * Anything but SUCCESS — or no configured webhook id — is not.
     */
    async verifyWebhook(headers, event) {
      if (!config.webhookId) return false;
      const signed: Record<string, string> = {};
      for (const name of PAYPAL_WEBHOOK_HEADERS) {
        const value = headers[name];
        if (typeof value !== 'string' || !value) return false;
        signed[name.replace(/^paypal-/, '').replace(/-/g, '_')] = value;
      }
      const { status, body } = await call<{ verification_status?: string }>(
        '/v1/notifications/verify-webhook-signature',
        { ...signed, webhook_id: config.webhookId, webhook_event: event },
        `verify-${signed.transmission_id}`,
      );
      return status === 200 && body.verification_status === 'SUCCESS';
    },

    async refundPayment(captureId, amount, currency, requestId) {
      const { status, body } = await call<PayPalError>(
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        { amount: { currency_code: currency, value: centsToDecimal(amount) } },
        `refund-${requestId}`,
      );
      if (status >= 400 && issueOf(body) !== 'CAPTURE_FULLY_REFUNDED')
        throw new Error(`PayPal refused the refund: ${issueOf(body)}`);
    },
  };
}
