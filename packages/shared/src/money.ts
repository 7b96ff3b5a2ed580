/** Symbols of the currencies shown with one; others are shown with their code after the amount. */
const CURRENCY_SYMBOLS: Record<string, string> = { USD: '$', CAD: 'CA$', AUD: 'A$', EUR: '€', GBP: '£' };

/**
 * An amount in integer cents as people read it: 123456 USD → "$1,234.56", 500 SEK → "5.00 SEK". Integer
 * arithmetic only (money is never a float); two-decimal currencies.
 */
export function formatCents(cents: number, currency = 'USD'): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('cents must be a whole number');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const amount = `${whole}.${String(abs % 100).padStart(2, '0')}`;
  const code = currency.toUpperCase();
  const symbol = CURRENCY_SYMBOLS[code];
  return symbol ? `${sign}${symbol}${amount}` : `${sign}${amount} ${code}`;
}

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
