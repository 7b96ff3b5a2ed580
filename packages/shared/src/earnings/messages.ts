/**
 * Messages of event earnings and payout requests (our wording: the spec gives none; docs/decisions/075).
 */
export const EARNINGS_MESSAGES = {
  forbidden: 'Only the event’s creator and co-hosts can see its earnings.',
  promoterSalesForbidden: 'Only the event’s hosts and promoters can see its promoter sales.',
  creatorOnly: 'Only the event’s creator can request its payout.',
  impersonating: 'Payouts cannot be requested while impersonating a user.',
  noPayoutAccount: 'Connect a payout account in your profile before requesting a payout.',
  payoutAccountNotReady:
    'Your payout account cannot receive payouts yet. Finish setting it up in your profile.',
  notEnded: 'A payout can be requested once the event has ended.',
  noBalance: 'There is no balance to pay out for this event.',
  beyondBalance: 'The amount is more than the balance left to pay out for this event.',
  inProgress: 'A payout for this event is already under way. Try again once it is done.',
  amount: 'Enter an amount in cents, at least 1.',
  requested: 'Payout requested.',
  /** The provider did not answer; the payout stays requested and is sent by the retry. */
  providerPending:
    'The payout is requested; the payout provider has not confirmed it yet. It is retried automatically.',
} as const;
