/**
 * The buy-points page's search parameters, in a module of their own: the route reads them before its lazily
 * loaded page, so importing them must not pull the page into the app's entry chunk (e2e/tests/delivery.spec.ts).
 */
export type BuyPointsSearch = { purchase?: string; cancelled?: string };

/**
 * `?purchase=` (and `&cancelled=1`) of the return from the payment page; `?checkout=`, the ticket checkout's name
 * for the same thing, is read as the purchase too.
 */
export function validateBuyPointsSearch(search: Record<string, unknown>): BuyPointsSearch {
  const text = (value: unknown) =>
    typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined;
  const result: BuyPointsSearch = {};
  const purchase = text(search.purchase) ?? text(search.checkout);
  const cancelled = text(search.cancelled);
  if (purchase) result.purchase = purchase;
  if (cancelled) result.cancelled = cancelled;
  return result;
}
