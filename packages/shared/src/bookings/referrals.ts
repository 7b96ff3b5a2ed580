/**
 * Referral codes (domain §7 "My referral code"; docs/decisions/035-referral-codes.md): one per person, shared
 * in event links as `?ref=CODE`. A booking that carries one attributes the attendee to its owner.
 */

/**
 * Upper-case letters and digits without the look-alikes 0/O, 1/I/L, without U (fewer accidental words) and
 * without E (a code like 234E5678 would read as a number in a URL's query): 29 characters, 29^8 ≈ 5 × 10^11
 * codes.
 */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDFGHJKMNPQRSTVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** A code as people type or paste it: spaces around dropped, lower case accepted. */
export const normaliseReferralCode = (code: string) => code.trim().toUpperCase();

/** Messages the spec does not give; the server answers them and the web shows them as they are. */
export const REFERRAL_MESSAGES = {
  codeInvalid: 'This referral code is not valid.',
} as const;
