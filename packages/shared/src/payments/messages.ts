/** User-facing messages of the payments domain, shared by the server and the web app (docs/decisions/065). */

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
