import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/client';
import { sandboxPayments } from './sandbox.tables';
import type { AuthorizedPayment, CapturedPayment, PaymentGateway } from './gateway';

/**
 * How long a sandbox authorization can be captured: PayPal's authorizations are valid for 29 days
 * (docs/decisions/114); a capture later than that is DECLINED with AUTHORIZATION_EXPIRED.
 */
export const SANDBOX_AUTHORIZATION_VALID_DAYS = 29;

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

/**
 * The sandbox gateway: payments that behave like a provider's (the buyer approves or declines on a hosted
 * page, we capture, we refund) without a provider. Its page lives at /api/sandbox/checkout/{id}
 * (bookings.routes.ts). Every state change is one conditional UPDATE, so two captures capture once.
 */
export function sandboxGateway(db: Db, publicUrl: string, clock: Clock) {
  async function byId(id: string): Promise<SandboxPaymentRow | undefined> {
    if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    return row;
  }

  /** The buyer's answer on the sandbox page; undefined when the payment was already answered. */
  async function decide(id: string, approve: boolean): Promise<SandboxPaymentRow | undefined> {
    if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
    const [row] = await db
      .update(sandboxPayments)
      .set({ status: approve ? 'APPROVED' : 'DECLINED', updatedAt: clock.now() })
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'CREATED')))
      .returning();
    return row;
  }

  const expired = (row: SandboxPaymentRow) =>
    row.authorizedAt !== null &&
    clock.now().getTime() - row.authorizedAt.getTime() > SANDBOX_AUTHORIZATION_VALID_DAYS * 86_400_000;

  const gateway: PaymentGateway = {
    id: 'SANDBOX',

    async createPayment(input) {
      // One payment per order (unique reference): a second call for the same order answers the first one.
      const [inserted] = await db
        .insert(sandboxPayments)
        .values({
          reference: input.orderId,
          amount: input.amount,
          currency: input.currency,
          description: input.description,
          returnUrl: input.returnUrl,
          cancelUrl: input.cancelUrl,
        })
        .onConflictDoNothing({ target: sandboxPayments.reference })
        .returning();
      const row =
        inserted ??
        (await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, input.orderId)))[0]!;
      return { providerOrderId: row.id, approvalUrl: `${publicUrl}/api/sandbox/checkout/${row.id}` };
    },

    async lookupPayment(providerOrderId) {
      const row = await byId(providerOrderId);
      if (!row || row.status === 'DECLINED' || row.status === 'VOIDED') return { status: 'VOID' };
      if (row.status === 'AUTHORIZED') {
        if (expired(row)) return { status: 'VOID' };
        return { status: 'AUTHORIZED', authorizationId: row.authorizationId! };
      }
      if (row.status === 'CAPTURED') return { status: 'CAPTURED', captureId: row.captureId! };
      if (row.status === 'REFUNDED') return { status: 'REFUNDED', captureId: row.captureId! };
      return { status: 'OPEN' };
    },

    async capturePayment(providerOrderId): Promise<CapturedPayment> {
      const [captured] = await db
        .update(sandboxPayments)
        .set({
          status: 'CAPTURED',
          captureId: `SBXCAP-${randomBytes(8).toString('hex')}`,
          updatedAt: clock.now(),
        })
        .where(and(eq(sandboxPayments.id, providerOrderId), eq(sandboxPayments.status, 'APPROVED')))
        .returning();
      const row = captured ?? (await byId(providerOrderId));
      if (!row) return { status: 'DECLINED', reason: 'UNKNOWN_ORDER' };
      if (row.status === 'CAPTURED' || row.status === 'REFUNDED')
        return { status: 'COMPLETED', captureId: row.captureId! };
      if (row.status === 'DECLINED') return { status: 'DECLINED', reason: 'DECLINED_BY_BUYER' };
      return { status: 'NOT_APPROVED' };
    },

    async authorizePayment(providerOrderId): Promise<AuthorizedPayment> {
      const [authorized] = await db
        .update(sandboxPayments)
        .set({
          status: 'AUTHORIZED',
          authorizationId: `SBXAUTH-${randomBytes(8).toString('hex')}`,
          authorizedAt: clock.now(),
          updatedAt: clock.now(),
        })
        .where(and(eq(sandboxPayments.id, providerOrderId), eq(sandboxPayments.status, 'APPROVED')))
        .returning();
      const row = authorized ?? (await byId(providerOrderId));
      if (!row) return { status: 'DECLINED', reason: 'UNKNOWN_ORDER' };
      if (row.authorizationId) return { status: 'AUTHORIZED', authorizationId: row.authorizationId };
      if (row.status === 'DECLINED') return { status: 'DECLINED', reason: 'DECLINED_BY_BUYER' };
      return { status: 'NOT_APPROVED' };
    },

    async captureAuthorization(authorizationId): Promise<CapturedPayment> {
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.authorizationId, authorizationId));
      if (!row) return { status: 'DECLINED', reason: 'UNKNOWN_AUTHORIZATION' };
      if (row.status === 'AUTHORIZED' && expired(row))
        return { status: 'DECLINED', reason: 'AUTHORIZATION_EXPIRED' };
      // One conditional UPDATE: of two captures at once, one takes the money; the other reads its capture.
      const [captured] = await db
        .update(sandboxPayments)
        .set({
          status: 'CAPTURED',
          captureId: `SBXCAP-${randomBytes(8).toString('hex')}`,
          updatedAt: clock.now(),
        })
        .where(and(eq(sandboxPayments.id, row.id), eq(sandboxPayments.status, 'AUTHORIZED')))
        .returning();
      const now = captured ?? (await byId(row.id))!;
      if (now.status === 'CAPTURED' || now.status === 'REFUNDED')
        return { status: 'COMPLETED', captureId: now.captureId! };
      return { status: 'DECLINED', reason: now.status === 'VOIDED' ? 'AUTHORIZATION_VOIDED' : now.status };
    },

    async voidAuthorization(authorizationId) {
      await db
        .update(sandboxPayments)
        .set({ status: 'VOIDED', updatedAt: clock.now() })
        .where(
          and(eq(sandboxPayments.authorizationId, authorizationId), eq(sandboxPayments.status, 'AUTHORIZED')),
        );
    },

    async refundPayment(captureId) {
      await db
        .update(sandboxPayments)
        .set({ status: 'REFUNDED', updatedAt: clock.now() })
        .where(and(eq(sandboxPayments.captureId, captureId), inArray(sandboxPayments.status, ['CAPTURED'])));
    },
  };

  return { gateway, byId, decide };
}

export type SandboxGateway = ReturnType<typeof sandboxGateway>;
