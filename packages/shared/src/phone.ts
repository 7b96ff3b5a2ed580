/**
 * Phone number helpers (accounts §4.2, §5). Validation uses libphonenumber-js with default
 * country US; see schemas/phone-number.ts for the zod schemas.
 */
import { type CountryCode, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { DEFAULT_COUNTRY } from './constants';

/** Optional leading plus, then 7 to 15 digits. */
export const PHONE_NUMBER_PATTERN = /^\+?\d{7,15}$/;

/**
 * Removes spaces, dashes and brackets (round, square, curly), as the phone rule says, and also
 * dots ('213.555.0123'), so that whatever `isPhoneNumberLike` calls a phone number is validated
 * the same way (docs/decisions/002-phone-number-detection.md).
 */
export function stripPhoneFormatting(input: string): string {
  return input.replace(/[\s\-.()[\]{}]/g, '');
}

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

/**
 * Login step 1 (accounts §4.2; the spec does not show the rule): the input is a phone number when,
 * after removing spaces, dashes, dots and brackets, it is an optional '+' followed only by 7 to 15
 * digits. Anything with '@' or a letter is an email or a username. Decided in
 * docs/decisions/002-phone-number-detection.md.
 */
export function isPhoneNumberLike(input: string): boolean {
  return PHONE_NUMBER_PATTERN.test(stripPhoneFormatting(input));
}
