import { z } from 'zod';
import { COMMON_SPEC_MESSAGES } from '../common/messages';
import { PIE_DECIDED_MESSAGES, PIE_SPEC_MESSAGES } from './messages';

type NumberInput = string | number | null | undefined;

/**
 * A number typed in a form (domain §5): empty → `requiredMessage`; not a number → 'You must
 * specify a number'. Accepts numbers and numeric strings.
 */
function formNumber(requiredMessage: string) {
  return z
    .union([z.string(), z.number()], { error: COMMON_SPEC_MESSAGES.mustSpecifyNumber })
    .nullish()
    .transform((value: NumberInput, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
        ctx.issues.push({ code: 'custom', message: requiredMessage, input: value });
        return z.NEVER;
      }
      const number = typeof value === 'number' ? value : Number(value.trim());
      if (!Number.isFinite(number)) {
        ctx.issues.push({ code: 'custom', message: COMMON_SPEC_MESSAGES.mustSpecifyNumber, input: value });
        return z.NEVER;
      }
      return number;
    });
}

/** True when a dollar amount has at most 2 decimals (so it is a whole number of cents). */
function isWholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/**
 * Custom pie amount (domain §5): slice count and price, both required numbers. Slices are a
 * whole number above 0; the price is typed in dollars (0 or more, at most 2 decimals) and comes
 * out as `priceCents`, an integer, since money is always integer cents.
 */
export const customPieAmountSchema = z
  .object({
    slices: formNumber(PIE_SPEC_MESSAGES.sliceCountRequired).pipe(
      z
        .number()
        .int({ error: PIE_DECIDED_MESSAGES.sliceCountInvalid })
        .positive({ error: PIE_DECIDED_MESSAGES.sliceCountInvalid }),
    ),
    price: formNumber(PIE_SPEC_MESSAGES.piePriceRequired).refine(
      (dollars) => dollars >= 0 && isWholeCents(dollars),
      {
        error: PIE_DECIDED_MESSAGES.piePriceInvalid,
      },
    ),
  })
  .transform(({ slices, price }) => ({ slices, priceCents: Math.round(price * 100) }));
export type CustomPieAmountInput = z.input<typeof customPieAmountSchema>;
export type CustomPieAmount = z.output<typeof customPieAmountSchema>;
