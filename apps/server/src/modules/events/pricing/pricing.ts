/**
 * Ticket pricing in integer cents (domain §3 "Cost result"; docs/decisions/028-event-fees.md). Pure: the
 * same function answers calculate ticket cost (a buyer's basket), simulate ticket cost (a host's preview) and
 * the order itself, so what a buyer is shown is what they are charged.
 */
import type { FeeRates } from '../../../platform/config';

export type CostItemInput = {
  eventTicketId: string;
  /** The host's price for one ticket, in cents (0 for a free ticket). */
  unitPrice: number;
  quantity: number;
  /** Whole percent of the ticket price added as gratuity for the host (0–100). */
  gratuityPercentage: number;
};

export type CostItem = {
  eventTicketId: string;
  quantity: number;
  /** The host's price for one ticket. */
  originalPrice: number;
  /** What one ticket is shown at: the host's price, or with all-in pricing everything a buyer pays for it. */
  price: number;
  gratuityPercentage: number;
};

export type CostResult = {
  isAllInPricing: boolean;
  items: CostItem[];
  /** Σ host price × quantity. */
  subTotal: number;
  serviceFee: number;
  processingFee: number;
  totalTaxes: number;
  totalGratuity: number;
  /** What the buyer pays. */
  total: number;
  /** What the host is owed: tickets, gratuity and the taxes the host remits as the seller. */
  hostBalance: number;
};

const BPS = 10_000;

/** `amount × bps / 10 000`, rounded half up, in integers only. */
export const percentOf = (amount: number, bps: number) => Math.floor((amount * bps + BPS / 2) / BPS);

function assertCents(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole number ≥ 0`);
}

/** The charges of one ticket, before the processor's fee. */
function perTicket(unitPrice: number, gratuityPercentage: number, rates: FeeRates) {
  if (unitPrice === 0) return { serviceFee: 0, tax: 0, gratuity: 0 };
  return {
    serviceFee: percentOf(unitPrice, rates.serviceFeeBps) + rates.serviceFeeFixedCents,
    tax: percentOf(unitPrice, rates.taxBps),
    gratuity: percentOf(unitPrice, gratuityPercentage * 100),
  };
}

/**
 * The processor's fee on an order of `amount` cents, grossed up: the smallest fee such that
 * `amount + fee − (bps of (amount + fee), rounded half up, + fixed) ≥ amount`. Nothing to charge, no fee.
 */
export function processingFeeFor(amount: number, rates: FeeRates): number {
  if (amount === 0) return 0;
  const kept = (charged: number) =>
    charged - percentOf(charged, rates.processingFeeBps) - rates.processingFeeFixedCents;
  let charged = Math.ceil(((amount + rates.processingFeeFixedCents) * BPS) / (BPS - rates.processingFeeBps));
  // The processor rounds its percentage half up, which can leave a cent to spare: take it back.
  while (kept(charged - 1) >= amount) charged -= 1;
  return charged - amount;
}

/**
 * The cost of an order. Without all-in pricing, tickets show the host's price and fees are added on top. With
 * all-in pricing each ticket shows one price that includes its share of every fee and tax (the total of
 * buying that one ticket alone), and the order costs the sum of those prices: the buyer never meets a fee
 * line, and the processor's fee is whatever that leaves above the other charges (never less than it costs).
 */
export function calculateCost(
  items: readonly CostItemInput[],
  options: { isAllInPricing: boolean; rates: FeeRates },
): CostResult {
  const { rates, isAllInPricing } = options;
  let subTotal = 0;
  let serviceFee = 0;
  let totalTaxes = 0;
  let totalGratuity = 0;
  let allInTotal = 0;
  const lines: CostItem[] = items.map((item) => {
    assertCents(item.unitPrice, 'unitPrice');
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1)
      throw new RangeError('quantity must be ≥ 1');
    if (
      !Number.isInteger(item.gratuityPercentage) ||
      item.gratuityPercentage < 0 ||
      item.gratuityPercentage > 100
    )
      throw new RangeError('gratuityPercentage must be a whole percent from 0 to 100');
    const one = perTicket(item.unitPrice, item.gratuityPercentage, rates);
    subTotal += item.unitPrice * item.quantity;
    serviceFee += one.serviceFee * item.quantity;
    totalTaxes += one.tax * item.quantity;
    totalGratuity += one.gratuity * item.quantity;
    const beforeProcessing = item.unitPrice + one.serviceFee + one.tax + one.gratuity;
    const allInPrice = beforeProcessing + processingFeeFor(beforeProcessing, rates);
    allInTotal += allInPrice * item.quantity;
    return {
      eventTicketId: item.eventTicketId,
      quantity: item.quantity,
      originalPrice: item.unitPrice,
      price: isAllInPricing ? allInPrice : item.unitPrice,
      gratuityPercentage: item.gratuityPercentage,
    };
  });
  const beforeProcessing = subTotal + serviceFee + totalTaxes + totalGratuity;
  const total = isAllInPricing ? allInTotal : beforeProcessing + processingFeeFor(beforeProcessing, rates);
  return {
    isAllInPricing,
    items: lines,
    subTotal,
    serviceFee,
    processingFee: total - beforeProcessing,
    totalTaxes,
    totalGratuity,
    total,
    hostBalance: subTotal + totalGratuity + totalTaxes,
  };
}

/**
 * The gratuity of a ticket type once the buyer has chosen (decision 115): the buyer's percentage replaces the
 * host's preset on a type that asks for a gratuity; a type without one (0 %) stays without, and with no choice
 * the preset applies.
 */
export const chosenGratuity = (preset: number, chosen: number | null | undefined) =>
  preset > 0 && chosen !== null && chosen !== undefined ? chosen : preset;

/**
 * What one ticket of a type costs bought alone, everything included: price, service fee, tax, the preset
 * gratuity and the processor's fee (decision 115). It is `calculateCost` of that one ticket, so the event page
 * shows what the checkout charges; more tickets in one order never cost more than this each (the processor's
 * fixed part is per order unless all-in pricing is on).
 */
export const allInPriceOf = (unitPrice: number, gratuityPercentage: number, rates: FeeRates) =>
  calculateCost([{ eventTicketId: 'one', unitPrice, quantity: 1, gratuityPercentage }], {
    isAllInPricing: false,
    rates,
  }).total;
