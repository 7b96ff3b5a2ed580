import type { CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { NUMERIC_CHECK_MAX, NUMERIC_CHECK_MIN_EXCLUSIVE } from './constants';
import { isExcludedCountry, isKnownCountry } from './countries';
import { COMMON_DECIDED_MESSAGES, COMMON_SPEC_MESSAGES } from './messages';

/** Numeric check (domain §5): a number greater than 0 and at most 1000. Form strings are coerced. */
export const numericCheckSchema = z.coerce
  .number({ error: COMMON_SPEC_MESSAGES.mustSpecifyNumber })
  .gt(NUMERIC_CHECK_MIN_EXCLUSIVE, { error: COMMON_DECIDED_MESSAGES.numericCheckRange })
  .lte(NUMERIC_CHECK_MAX, { error: COMMON_DECIDED_MESSAGES.numericCheckRange });

/**
 * Country code: ISO 3166-1 alpha-2 in either case, output upper case; excluded countries
 * (kp, cu, ir, sy, ve, ru) are refused.
 */
export const countryCodeSchema = z
  .string({ error: COMMON_DECIDED_MESSAGES.countryInvalid })
  .trim()
  .toUpperCase()
  .refine((code) => isKnownCountry(code), { error: COMMON_DECIDED_MESSAGES.countryInvalid, abort: true })
  .refine((code) => !isExcludedCountry(code), { error: COMMON_DECIDED_MESSAGES.countryNotSupported })
  .transform((code) => code as CountryCode);
