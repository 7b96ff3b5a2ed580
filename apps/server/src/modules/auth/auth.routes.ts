import { checkEmailAvailabilitySchema, loginSchema, MESSAGES, otpPurposeSchema } from '@repclub/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../platform/http/parse';
import { requestMeta, resolveViewer } from '../../platform/http/viewer';
import type { InvitesService } from '../invites/invites.service';
import type { AuthService } from './auth.service';
import type { SessionsService } from './sessions.service';

const refreshTokenSchema = z.string({ error: 'Your session has expired. Please log in again.' }).min(1, {
  error: 'Your session has expired. Please log in again.',
});
const verifyOtpBody = z.object({
  refreshToken: refreshTokenSchema,
  otp: z
    .string({ error: MESSAGES.verificationCodeRequired })
    .trim()
    .min(1, { error: MESSAGES.verificationCodeRequired })
    .regex(/^\d{6}$/, { error: MESSAGES.verificationCodeLength }),
  purpose: otpPurposeSchema.default('VerifySignIn'),
});
const resendOtpBody = z.object({
  refreshToken: refreshTokenSchema,
  purpose: otpPurposeSchema.default('VerifySignIn'),
});
const emailTokenBody = z.object({
  token: z
    .string({ error: 'This link is invalid or has expired.' })
    .trim()
    .min(7, { error: 'This link is invalid or has expired.' }),
  refreshToken: z.string().min(1).optional(),
});
const refreshBody = z.object({ refreshToken: refreshTokenSchema });
const validateQuery = z.object({ token: z.string().trim().min(1, { error: 'A token is required.' }) });

/** The REST auth calls of accounts §7 that sign in with a password, codes and tokens. */
export async function authRoutes(
  app: FastifyInstance,
  {
    auth,
    sessions,
    invites,
  }: { auth: AuthService; sessions: SessionsService; invites?: Pick<InvitesService, 'acceptOnSignUp'> },
) {
  app.post('/api/auth/password/register', async (request, reply) => {
    const info = await auth.register(request.body, requestMeta(request));
    // The invite the visitor followed (optional inviteId of the payload) is accepted by the new account.
    const inviteId = (request.body as { inviteId?: unknown } | null)?.inviteId;
    if (typeof inviteId === 'string')
      await invites?.acceptOnSignUp(inviteId.trim(), info.userId, request.log);
    reply.status(201);
    return info;
  });

  app.post('/api/auth/password/resend-register-email', async (request) =>
    auth.resendRegisterEmail(
      (request.body ?? {}) as { email?: unknown; refreshToken?: unknown },
      requestMeta(request),
    ),
  );

  app.post('/api/auth/password/check-email-availability', async (request) => {
    const { email } = parseInput(checkEmailAvailabilitySchema, request.body ?? {});
    return auth.checkEmailAvailability(email, requestMeta(request));
  });

  app.post('/api/auth/password/sign-in', async (request) => {
    const input = parseInput(loginSchema, request.body ?? {});
    return auth.signIn(input, requestMeta(request));
  });

  app.post('/api/auth/password/verify-otp', async (request) => {
    const input = parseInput(verifyOtpBody, request.body ?? {});
    return auth.verifyOtp(input, requestMeta(request));
  });

  app.post('/api/auth/password/resend-otp', async (request) => {
    const input = parseInput(resendOtpBody, request.body ?? {});
    return auth.resendOtp(input);
  });

  app.post('/api/auth/password/verify-email-token', async (request) => {
    const input = parseInput(emailTokenBody, request.body ?? {});
    return auth.verifyEmailToken(input);
  });

  app.get('/api/auth/validate-token', async (request) => {
    const { token } = parseInput(validateQuery, request.query ?? {});
    return auth.validateToken(token);
  });

  app.post('/api/auth/refresh', async (request) => {
    const { refreshToken } = parseInput(refreshBody, request.body ?? {});
    return auth.refresh(refreshToken);
  });

  app.post('/api/auth/sign-out', async (request) => {
    const viewer = await resolveViewer(request, sessions).catch(() => null);
    const body = (request.body ?? {}) as { refreshToken?: unknown };
    return auth.signOut(viewer, typeof body.refreshToken === 'string' ? body.refreshToken : undefined);
  });
}
