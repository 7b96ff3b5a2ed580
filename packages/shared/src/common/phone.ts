/**
 * Phone number helpers (accounts §4.2, §5). Validation uses libphonenumber-js with default
 * country US; see schemas/phone-number.ts for the zod schemas.
 */
import { type CountryCode, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { DEFAULT_COUNTRY } from './constants';
import { PHONE_NUMBER_PATTERN, stripPhoneFormatting } from './phone-pattern';

export { isPhoneNumberLike, PHONE_NUMBER_PATTERN, stripPhoneFormatting } from './phone-pattern';

/** The validation rule of accounts §5, on a raw input. */
export function isValidPhoneInput(input: string, country: CountryCode = DEFAULT_COUNTRY): boolean {
  const stripped = stripPhoneFormatting(input);
  return PHONE_NUMBER_PATTERN.test(stripped) && isValidPhoneNumber(stripped, country);
}

/** E.164 form ('+12135550123') of a valid input, or `null`. */
export function toE164(input: string, country: CountryCode = DEFAULT_COUNTRY): string | null {
  if (!isValidPhoneInput(input, country)) return null;
  return parsePhoneNumberFromString(stripPhoneFormatting(input), country)?.number ?? null;
}

/** Phone equality compares parsed numbers: '(213) 555-0123' equals '+1 213 555 0123'. */
export function phoneNumbersEqual(a: string, b: string, country: CountryCode = DEFAULT_COUNTRY): boolean {
  const left = parsePhoneNumberFromString(stripPhoneFormatting(a), country);
  const right = parsePhoneNumberFromString(stripPhoneFormatting(b), country);
  if (!left || !right) return false;
  return left.number === right.number;
}
