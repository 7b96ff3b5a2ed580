import { z } from 'zod';
import { MESSAGES } from '../messages';
import { isValidPassword } from '../password-rules';

/**
 * Password (accounts §5): at least 8 characters and 2 of uppercase, digit, special character.
 * One message for every failure. Not trimmed: spaces are part of a password.
 */
export const passwordSchema = z
  .string({ error: MESSAGES.passwordRules })
  .refine(isValidPassword, { error: MESSAGES.passwordRules });
