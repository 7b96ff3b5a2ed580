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
