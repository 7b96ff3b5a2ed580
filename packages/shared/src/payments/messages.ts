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

/** Messages the spec does not give (docs/decisions/024-payment-providers-and-payouts.md). */
export const PAYOUTS_MESSAGES = {
  invalidState: 'This payout link is not valid. Start again from your payouts.',
  usedState: 'This payout link was already used. Start again from your payouts.',
  expiredState: 'This payout link has expired. Start again from your payouts.',
  noAccount: 'Connect a payout account first.',
  notOnboarded: 'Finish setting up your payout account first.',
  impersonating: 'Payout accounts cannot be changed while impersonating a user.',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
} as const;
