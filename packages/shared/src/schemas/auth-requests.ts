/**
 * Other REST auth payloads (accounts §3, §7) whose fields the spec names.
 */
import { z } from 'zod';
import { DECIDED_MESSAGES } from '../messages';
import { emailSchema } from './email';
import { loginIdentifierSchema } from './login';
import { refreshTokenSchema } from './otp';

/** POST /api/auth/refresh and /api/auth/password/verify-email-token. */
export const refreshRequestSchema = z.object({ refreshToken: refreshTokenSchema });
export type RefreshRequest = z.output<typeof refreshRequestSchema>;

/** POST /api/auth/password/check-email-availability. */
export const checkEmailAvailabilitySchema = z.object({ email: emailSchema });
export type CheckEmailAvailabilityPayload = z.output<typeof checkEmailAvailabilitySchema>;

/** POST /api/auth/passkey/login/options. */
export const passkeyLoginOptionsSchema = z.object({ userName: loginIdentifierSchema.shape.userName });
export type PasskeyLoginOptionsPayload = z.output<typeof passkeyLoginOptionsSchema>;

/** POST /api/auth/passkey/register/options. */
export const passkeyRegisterOptionsSchema = z.object({
  userName: loginIdentifierSchema.shape.userName,
  displayName: z.string().trim().min(1, { error: DECIDED_MESSAGES.nameInvalid }),
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
