/**
 * Card and wallet payments for checkouts (tickets now, slices later): the provider interface of DESIGN.md's
 * "Payments" row. The sandbox gateway is the default and a product feature for local use; the PayPal Orders
 * gateway is chosen when PAYPAL_CLIENT_ID is set (docs/decisions/031-bookings-and-inventory.md).
 */
export type GatewayId = 'SANDBOX' | 'PAYPAL';

export type CreatePaymentInput = {
  /** Our order id: the provider's reference and the idempotency key of the create call. */
  orderId: string;
  /** Cents. */
  amount: number;
  currency: string;
  description: string;
  /** Where the provider sends the buyer after approving, and after cancelling. */
  returnUrl: string;
  cancelUrl: string;
  /**
   * CAPTURE (the default): the money is taken once the buyer approves. AUTHORIZE: it is only reserved, and taken
   * later with `captureAuthorization` or released with `voidAuthorization` (a request the host must approve,
   * docs/decisions/114).
   */
  intent?: 'CAPTURE' | 'AUTHORIZE';
};

export type AuthorizedPayment =
  | { status: 'AUTHORIZED'; authorizationId: string }
  /** The buyer has not approved the payment (yet). */
  | { status: 'NOT_APPROVED' }
  /** The provider refused it. Final. */
  | { status: 'DECLINED'; reason: string };

export type CapturedPayment =
  | { status: 'COMPLETED'; captureId: string }
  /** The buyer has not approved the payment (yet). */
  | { status: 'NOT_APPROVED' }
  /** The provider refused it (card declined, buyer cancelled). Final. */
  | { status: 'DECLINED'; reason: string };

/** What the provider says of a payment, without changing it (reconciliation, docs/decisions/045). */
export type PaymentState =
  /** Money was taken and is still there. */
  | { status: 'CAPTURED'; captureId: string }
  /** Money was taken and given back. */
  | { status: 'REFUNDED'; captureId: string }
  /** Reserved (intent AUTHORIZE), not taken: captured or voided later (docs/decisions/114). */
  | { status: 'AUTHORIZED'; authorizationId: string }
  /** Created or approved, nothing taken (yet). */
  | { status: 'OPEN' }
  /** Declined, voided or unknown at the provider: nothing was or will be taken. */
  | { status: 'VOID' };

export type PaymentGateway = {
  readonly id: GatewayId;
  /**
   * Creates the provider's order; the buyer approves it at `approvalUrl`. Idempotent by `orderId`: asked again
   * for the same order, it answers the same provider order (one live payment per order).
   */
  createPayment(input: CreatePaymentInput): Promise<{ providerOrderId: string; approvalUrl: string }>;
  /** Captures an approved order. Calling it again for a captured order answers the same capture. */
  capturePayment(providerOrderId: string, orderId: string): Promise<CapturedPayment>;
  /**
   * Reserves the money of an approved order created with intent AUTHORIZE. Calling it again answers the same
   * authorization.
   */
  authorizePayment(providerOrderId: string, orderId: string): Promise<AuthorizedPayment>;
  /**
   * Takes the reserved money. Idempotent by `orderId` (a second call answers the same capture); DECLINED when
   * the authorization expired or was voided.
   */
  captureAuthorization(authorizationId: string, orderId: string): Promise<CapturedPayment>;
  /** Releases the reserved money; voiding a voided (or expired) authorization changes nothing. */
  voidAuthorization(authorizationId: string, orderId: string): Promise<void>;
  /** Reads the payment's state at the provider; changes nothing. */
  lookupPayment(providerOrderId: string): Promise<PaymentState>;
  /** Refunds a capture in full; `requestId` makes a retried refund a no-op. */
  refundPayment(captureId: string, amount: number, currency: string, requestId: string): Promise<void>;
};

/** Cents as the decimal string payment APIs take ('1234' → '12.34'); two-decimal currencies only. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('cents must be a whole number ≥ 0');
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The reverse of centsToDecimal, exact ('12.3' → 1230); null for anything else. */
export function decimalToCents(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
