import { z } from 'zod';
import { MESSAGES } from '../messages';
import { isValidPhoneInput, toE164 } from '../phone';

/**
 * Phone number (accounts §5): required; spaces, dashes, brackets (and dots) stripped; then an optional
 * '+' and 7 to 15 digits that libphonenumber-js accepts for default country US. The output is
 * E.164 ('+12135550123').
 */
export function makePhoneNumberSchema(requiredMessage: string = MESSAGES.phoneNumberInvalid) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine((value) => isValidPhoneInput(value), { error: MESSAGES.phoneNumberInvalid })
    .transform((value) => toE164(value) ?? value);
}

/** Sign-up and profile phone number: an empty value gets the invalid message too. */
export const phoneNumberSchema = makePhoneNumberSchema();
