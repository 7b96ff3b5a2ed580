/**
 * The phone-number shape, without libphonenumber: what the login page needs to tell a phone number from an email or
 * a username before anything is validated (docs/decisions/060). The full rules are in phone.ts.
 */

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

/**
 * Login step 1 (accounts §4.2; the spec does not show the rule): the input is a phone number when,
 * after removing spaces, dashes, dots and brackets, it is an optional '+' followed only by 7 to 15
 * digits. Anything with '@' or a letter is an email or a username. Decided in
 * docs/decisions/002-phone-number-detection.md.
 */
export function isPhoneNumberLike(input: string): boolean {
  return PHONE_NUMBER_PATTERN.test(stripPhoneFormatting(input));
}
