import type { CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { isExcludedCountry, isKnownCountry } from '../countries';
import { DECIDED_MESSAGES } from '../messages';

/**
 * Country code: ISO 3166-1 alpha-2 in either case, output upper case; excluded countries
 * (kp, cu, ir, sy, ve, ru) are refused.
 */
export const countryCodeSchema = z
  .string({ error: DECIDED_MESSAGES.countryInvalid })
  .trim()
  .toUpperCase()
  .refine((code) => isKnownCountry(code), { error: DECIDED_MESSAGES.countryInvalid, abort: true })
  .refine((code) => !isExcludedCountry(code), { error: DECIDED_MESSAGES.countryNotSupported })
  .transform((code) => code as CountryCode);
