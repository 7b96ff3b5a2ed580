/**
 * Messages of payments and refunds.
 */

/** Messages of payments and refunds (our wording; docs/decisions/048 and 049). */
export const PAYMENT_MESSAGES = {
  /** No payment provider is configured (no PayPal settings, sandbox off): paid tickets cannot be bought. */
  paymentsUnavailable:
    'Paid tickets cannot be bought here yet: no payment provider is set up. Free tickets can still be booked.',
  /** No payout provider is configured (no Stripe settings, sandbox off). */
  payoutsUnavailable: 'Payouts are not set up on this site yet: no payout provider is configured.',
  /** The sandbox payment page, in plain words. */
  sandboxNoMoney: 'This is a test payment page: no money moves, and no card or account is charged.',
  /** The buyer asks for a refund while someone else holds a ticket of the booking through a claimed share. */
  refundClaimedTicket:
    'Someone has claimed a ticket of this booking. Take it back first (it must be unused), then ask for the refund.',
} as const;
