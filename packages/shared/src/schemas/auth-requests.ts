/**
 * Other REST auth payloads (accounts §3, §7) whose fields the spec names.
 */
import { z } from 'zod';
import { CODE_MESSAGES } from '../auth/messages';
import { DECIDED_MESSAGES } from '../messages';
import { emailSchema } from './email';
import { refreshTokenSchema } from './otp';

/** POST /api/auth/refresh. */
export const refreshRequestSchema = z.object({ refreshToken: refreshTokenSchema });
export type RefreshRequest = z.output<typeof refreshRequestSchema>;

/** POST /api/auth/password/verify-email-token: the emailed token, and the session's refresh token if any. */
export const verifyEmailTokenSchema = z.object({
  token: z.string({ error: CODE_MESSAGES.tokenInvalid }).trim().min(7, { error: CODE_MESSAGES.tokenInvalid }),
  refreshToken: z.string().min(1).optional(),
});
export type VerifyEmailTokenPayload = z.output<typeof verifyEmailTokenSchema>;

/** GET /api/auth/validate-token?token=. */
export const validateTokenQuerySchema = z.object({
  token: z.string().trim().min(1, { error: DECIDED_MESSAGES.tokenRequired }),
});

/** POST /api/auth/password/check-email-availability. */
export const checkEmailAvailabilitySchema = z.object({ email: emailSchema });
export type CheckEmailAvailabilityPayload = z.output<typeof checkEmailAvailabilitySchema>;

/** An optional text field of a passkey options call: blank is absent. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((v) => (v ? v : undefined));

/** POST /api/auth/passkey/login/options: the user name is optional (a discoverable passkey needs none). */
export const passkeyLoginOptionsSchema = z.object({
  userName: optionalText(256, DECIDED_MESSAGES.userNameInvalid),
});
export type PasskeyLoginOptionsPayload = z.output<typeof passkeyLoginOptionsSchema>;

/** POST /api/auth/passkey/register/options: both optional, the user's own details fill the gaps. */
export const passkeyRegisterOptionsSchema = z.object({
  userName: optionalText(256, DECIDED_MESSAGES.userNameInvalid),
  displayName: optionalText(256, DECIDED_MESSAGES.nameInvalid),
});
export type PasskeyRegisterOptionsPayload = z.output<typeof passkeyRegisterOptionsSchema>;

/** Accept terms (GraphQL): the integer terms version. */
export const acceptTermsSchema = z.object({
  version: z
    .number({ error: DECIDED_MESSAGES.termsVersionInvalid })
    .int({ error: DECIDED_MESSAGES.termsVersionInvalid })
    .positive({ error: DECIDED_MESSAGES.termsVersionInvalid }),
});
export type AcceptTermsPayload = z.output<typeof acceptTermsSchema>;
