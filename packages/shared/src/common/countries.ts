/**
 * Country codes for country pickers (accounts §5, domain §5): the countries libphonenumber-js
 * knows, without the excluded ones (kp, cu, ir, sy, ve, ru).
 */
import { type CountryCode, getCountries } from 'libphonenumber-js';
import { EXCLUDED_COUNTRY_CODES } from './constants';

export function isExcludedCountry(code: string): boolean {
  return (EXCLUDED_COUNTRY_CODES as readonly string[]).includes(code.trim().toLowerCase());
}

/** Upper-case ISO 3166-1 alpha-2 codes offered in country lists, excluded countries left out. */
export const ALLOWED_COUNTRY_CODES: readonly CountryCode[] = getCountries().filter(
  (code) => !isExcludedCountry(code),
);

export function isKnownCountry(code: string): code is CountryCode {
  return (getCountries() as readonly string[]).includes(code);
}
