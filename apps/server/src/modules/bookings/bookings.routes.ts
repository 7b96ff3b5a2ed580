import type { FastifyInstance } from 'fastify';
import { PAYMENT_MESSAGES } from '@repclub/shared';
import { DomainError } from '../../platform/errors';
import {
  centsToDecimal,
  type payPalGateway,
  type SandboxGateway,
  type SandboxPaymentRow,
} from '../payments/payments.module';

/**
 * What a provider's notice (the sandbox page's approval, a PayPal webhook) completes: a ticket order, or
 * another module's payment (points purchases, through bookings' `otherPayments` port).
 */
export type ProviderConfirmations = { confirmByProvider: (providerOrderId: string) => Promise<unknown> };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The sandbox's hosted payment page: what a provider's checkout page does, with two buttons. */
function sandboxPage(payment: SandboxPaymentRow): string {
  const amount = `$${centsToDecimal(payment.amount)} ${payment.currency}`;
  const open = payment.status === 'CREATED';
  const state: Record<string, string> = {
    APPROVED: 'This payment was approved.',
    CAPTURED: 'This payment was made.',
    DECLINED: 'This payment was declined.',
    REFUNDED: 'This payment was refunded.',
  };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment | RepClub</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f4f1f8; color: #1f1630; }
  .banner { background: #3D1277; color: #fff; padding: 10px 16px; font-size: 14px; text-align: center; }
  main { max-width: 440px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 28px 24px;
    box-shadow: 0 1px 3px rgba(0,0,0,.08), 0 8px 24px rgba(61,18,119,.08); }
  h1 { font-size: 22px; margin: 0 0 4px; } .muted { color: #5b5270; font-size: 14px; margin: 0 0 20px; }
  .amount { font-size: 34px; font-weight: 700; margin: 8px 0 24px; }
  button { width: 100%; font: inherit; font-weight: 600; padding: 12px; border-radius: 8px; cursor: pointer; }
  .pay { background: #3D1277; color: #fff; border: 0; margin-bottom: 12px; }
  .pay:focus-visible, .decline:focus-visible, a:focus-visible { outline: 3px solid #9b6ee0; outline-offset: 2px; }
  .decline { background: #fff; color: #3D1277; border: 1px solid #3D1277; }
  a { color: #3D1277; }
</style></head>
<body><div class="banner" role="note">Sandbox payment provider. ${escapeHtml(PAYMENT_MESSAGES.sandboxNoMoney)}</div>
<main>
  <h1>Pay RepClub</h1>
  <p class="muted">${escapeHtml(payment.description)}</p>
  <p class="amount" aria-label="Amount">${escapeHtml(amount)}</p>
  ${
    open
      ? `<form method="post" action="/api/sandbox/checkout/${payment.id}/approve"><button class="pay" type="submit">Pay ${escapeHtml(amount)}</button></form>
  <form method="post" action="/api/sandbox/checkout/${payment.id}/decline"><button class="decline" type="submit">Decline payment</button></form>`
      : `<p>${escapeHtml(state[payment.status] ?? '')}</p><p><a href="${escapeHtml(payment.returnUrl)}">Back to RepClub</a></p>`
  }
</main></body></html>`;
}

/**
 * The sandbox payment provider's pages (only while the sandbox gateway is in use): GET shows the payment,
 * POST approve / decline answer it and send the buyer back. Approving also tells bookings at once, as a real
 * provider's webhook would, so a buyer who closes the tab still gets the tickets.
 */
export async function sandboxCheckoutRoutes(
  app: FastifyInstance,
  { sandbox, bookings }: { sandbox: SandboxGateway; bookings: ProviderConfirmations },
) {
  const missing = () => new DomainError('NOT_FOUND', 'Payment not found.');
  // The page's forms post no fields; accept their content type in this plugin only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.get<{ Params: { id: string } }>('/api/sandbox/checkout/:id', async (request, reply) => {
    const payment = await sandbox.byId(request.params.id);
    if (!payment) throw missing();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(sandboxPage(payment));
  });

  app.post<{ Params: { id: string } }>('/api/sandbox/checkout/:id/approve', async (request, reply) => {
    const decided = await sandbox.decide(request.params.id, true);
    const payment = decided ?? (await sandbox.byId(request.params.id));
    if (!payment) throw missing();
    if (decided) {
      await bookings.confirmByProvider(payment.id).catch((err: unknown) => {
        // The buyer's return page confirms again and shows the reason; here it is only logged.
        request.log.warn({ err, paymentId: payment.id }, 'sandbox approval could not complete the booking');
      });
    }
    return reply.redirect(payment.status === 'DECLINED' ? payment.cancelUrl : payment.returnUrl, 303);
  });

  app.post<{ Params: { id: string } }>('/api/sandbox/checkout/:id/decline', async (request, reply) => {
    const decided = await sandbox.decide(request.params.id, false);
    const payment = decided ?? (await sandbox.byId(request.params.id));
    if (!payment) throw missing();
    return reply.redirect(payment.status === 'DECLINED' ? payment.cancelUrl : payment.returnUrl, 303);
  });
}

type PayPalWebhookEvent = {
  event_type?: string;
  resource?: { id?: string; supplementary_data?: { related_ids?: { order_id?: string } } };
};

/**
 * POST /api/payments/paypal/webhook: PayPal tells us an order was approved or a capture completed (for a buyer
 * who closed the tab before coming back). Each delivery is verified with PayPal first; completing is
 * idempotent, so a delivery repeated any number of times books once.
 */
export async function payPalWebhookRoutes(
  app: FastifyInstance,
  { paypal, bookings }: { paypal: ReturnType<typeof payPalGateway>; bookings: ProviderConfirmations },
) {
  app.post('/api/payments/paypal/webhook', async (request, reply) => {
    const event = request.body as PayPalWebhookEvent;
    if (!(await paypal.verifyWebhook(request.headers, event)))
      throw new DomainError('BAD_USER_INPUT', 'The webhook signature could not be verified.');
    const orderId =
      event.event_type === 'CHECKOUT.ORDER.APPROVED'
        ? event.resource?.id
        : event.event_type === 'PAYMENT.CAPTURE.COMPLETED'
          ? event.resource?.supplementary_data?.related_ids?.order_id
          : undefined;
    if (orderId) {
      await bookings.confirmByProvider(orderId).catch((err: unknown) => {
        // Answered 200 all the same: PayPal retrying would not change the outcome (expired, declined).
        request.log.warn({ err, orderId }, 'a PayPal webhook could not complete the booking');
      });
    }
    return reply.send({ received: true });
  });
}
