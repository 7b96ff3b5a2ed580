import { z } from 'zod';
import { BIO_MAX_LENGTH, NAME_MAX_LENGTH, USER_NAME_MAX_LENGTH } from '../constants';
import { DECIDED_MESSAGES, MESSAGES } from '../messages';

/** Required, trimmed text of at most `max` characters; one message for every failure. */
function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: message });
}

export const firstNameSchema = requiredText(MESSAGES.firstNameInvalid, NAME_MAX_LENGTH);
export const lastNameSchema = requiredText(MESSAGES.lastNameInvalid, NAME_MAX_LENGTH);

/** Full display name (profile `name`). */
export const displayNameSchema = requiredText(DECIDED_MESSAGES.nameInvalid, NAME_MAX_LENGTH);

/**
 * Profile `userName`: a public handle, never an e-mail address (docs/decisions/040): non-blank, no spaces and
 * no '@' (a username with '@' would be public, and could take an address its owner has not signed up with yet).
 */
export const userNameSchema = requiredText(DECIDED_MESSAGES.userNameInvalid, USER_NAME_MAX_LENGTH)
  .refine((value) => !/\s/.test(value), { error: DECIDED_MESSAGES.userNameInvalid, abort: true })
  .refine((value) => !value.includes('@'), { error: DECIDED_MESSAGES.userNameIsEmail });

/** Profile bio: optional free text, trimmed. */
export const bioSchema = z.string().trim().max(BIO_MAX_LENGTH, { error: DECIDED_MESSAGES.bioTooLong });
