import { describe, expect, it } from 'vitest';
import { type FeeRates, DEFAULT_FEE_RATES } from '../../../platform/config';
import { calculateCost, percentOf, processingFeeFor } from './pricing';

const rates = DEFAULT_FEE_RATES;
const ga = (quantity: number, unitPrice = 5000, gratuityPercentage = 0) => ({
  eventTicketId: 'ga',
  unitPrice,
  quantity,
  gratuityPercentage,
});

/** What the processor keeps of a charge. */
const processorCost = (charged: number, r: FeeRates) =>
  charged === 0 ? 0 : percentOf(charged, r.processingFeeBps) + r.processingFeeFixedCents;

describe('calculateCost', () => {
  it('adds the service fee per ticket and grosses up the processing fee per order', () => {
    const cost = calculateCost([ga(2)], { isAllInPricing: false, rates });
    // 5% of $50 = $2.50 + $0.99 = $3.49 a ticket; $100 + $6.98 = $106.98 before processing;
    // ceil((10698 + 30) / (1 − 2.9%)) = 11049, but the processor keeps 2.9% of $110.48 = $3.20 (rounded)
    // + $0.30, which leaves exactly $106.98: processing is $3.50.
    expect(cost).toEqual({
      isAllInPricing: false,
      items: [{ eventTicketId: 'ga', quantity: 2, originalPrice: 5000, price: 5000, gratuityPercentage: 0 }],
      subTotal: 10000,
      serviceFee: 698,
      processingFee: 350,
      totalTaxes: 0,
      totalGratuity: 0,
      total: 11048,
      hostBalance: 10000,
    });
    expect(cost.total - processorCost(cost.total, rates)).toBeGreaterThanOrEqual(10698);
  });

  it('shows one all-in price a ticket and charges exactly those prices', () => {
    const cost = calculateCost([ga(2)], { isAllInPricing: true, rates });
    // One ticket alone: 5000 + 349 = 5349; ceil((5349 + 30) / 0.971) = 5540.
    expect(cost.items[0]).toMatchObject({ originalPrice: 5000, price: 5540 });
    expect(cost.total).toBe(11080);
    expect(cost.serviceFee).toBe(698);
    expect(cost.processingFee).toBe(11080 - 10698);
    expect(cost.hostBalance).toBe(10000);
  });

  it('charges nothing at all for free tickets', () => {
    for (const isAllInPricing of [false, true])
      expect(calculateCost([ga(3, 0, 20)], { isAllInPricing, rates })).toMatchObject({
        items: [{ price: 0, originalPrice: 0 }],
        subTotal: 0,
        serviceFee: 0,
        processingFee: 0,
        totalTaxes: 0,
        totalGratuity: 0,
        total: 0,
        hostBalance: 0,
      });
  });

  it('adds gratuity and tax on the ticket price, owed to the host', () => {
    const taxed = { ...rates, taxBps: 825 };
    const cost = calculateCost([ga(1, 2500, 15), { ...ga(2, 1000), eventTicketId: 'early' }], {
      isAllInPricing: false,
      rates: taxed,
    });
    // Gratuity: 15% of $25 = $3.75. Tax 8.25%: $2.06 (2.0625 rounded) + 2 × $0.83 (0.825 rounded half up).
    expect(cost.totalGratuity).toBe(375);
    expect(cost.totalTaxes).toBe(206 + 2 * 83);
    expect(cost.subTotal).toBe(4500);
    expect(cost.serviceFee).toBe(125 + 99 + 2 * (50 + 99));
    expect(cost.hostBalance).toBe(4500 + 375 + 372);
  });

  it('always adds up, never undercharges the processor, and all-in never charges less', () => {
    let seed = 42;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 2000; round++) {
      const r: FeeRates = {
        serviceFeeBps: next(1500),
        serviceFeeFixedCents: next(300),
        processingFeeBps: next(600),
        processingFeeFixedCents: next(100),
        taxBps: next(2500),
      };
      const items = Array.from({ length: 1 + next(4) }, (_, i) => ({
        eventTicketId: `t${i}`,
        unitPrice: next(4) === 0 ? 0 : next(200_000),
        quantity: 1 + next(10),
        gratuityPercentage: next(3) === 0 ? next(101) : 0,
      }));
      const plain = calculateCost(items, { isAllInPricing: false, rates: r });
      const allIn = calculateCost(items, { isAllInPricing: true, rates: r });
      for (const cost of [plain, allIn]) {
        const before = cost.subTotal + cost.serviceFee + cost.totalTaxes + cost.totalGratuity;
        expect(cost.total).toBe(before + cost.processingFee);
        expect(cost.hostBalance + cost.serviceFee + cost.processingFee).toBe(cost.total);
        expect(cost.total - processorCost(cost.total, r)).toBeGreaterThanOrEqual(before);
      }
      expect(allIn.total).toBeGreaterThanOrEqual(plain.total);
      expect(allIn.total).toBe(allIn.items.reduce((sum, item) => sum + item.price * item.quantity, 0));
      // The processing fee is the smallest that covers the processor.
      if (plain.total > 0) {
        const less = plain.total - 1;
        expect(less - processorCost(less, r)).toBeLessThan(plain.total - plain.processingFee);
      }
    }
  });

  it('refuses amounts that are not whole cents', () => {
    const opts = { isAllInPricing: false, rates };
    expect(() => calculateCost([ga(1, 10.5)], opts)).toThrow(RangeError);
    expect(() => calculateCost([ga(1, -1)], opts)).toThrow(RangeError);
    expect(() => calculateCost([ga(0)], opts)).toThrow(RangeError);
    expect(() => calculateCost([ga(1, 100, 12.5)], opts)).toThrow(RangeError);
    expect(() => calculateCost([ga(1, 100, 101)], opts)).toThrow(RangeError);
  });

  it('grosses up the processing fee on its own', () => {
    expect(processingFeeFor(0, rates)).toBe(0);
    // ceil(1030 / 0.971) = 1061 → 61; 1060 − (30.74 → 31) − 30 = 999 falls short, so 61 it is.
    expect(processingFeeFor(1000, rates)).toBe(61);
  });
});
