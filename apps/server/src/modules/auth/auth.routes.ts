import {
  AUTH_API_PATHS,
  checkEmailAvailabilitySchema,
  loginSchema,
  refreshRequestSchema,
  resendOtpSchema,
  validateTokenQuerySchema,
  verifyEmailTokenSchema,
  verifyOtpSchema,
} from '@repclub/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import { requestMeta, resolveViewer } from '../../platform/http/viewer';
import type { AuthService } from './auth.service';
import type { SessionsService } from './sessions.service';
import type { SignUpListeners } from './sign-up-listeners';

/** The REST auth calls of accounts §7 that sign in with a password, codes and tokens. */
export async function authRoutes(
  app: FastifyInstance,
  { auth, sessions, signUps }: { auth: AuthService; sessions: SessionsService; signUps: SignUpListeners },
) {
  app.post(AUTH_API_PATHS.register, async (request, reply) => {
    const info = await auth.register(request.body, requestMeta(request));
    // The invite the visitor followed (optional inviteId of the payload) is accepted by the new account.
    const inviteId = (request.body as { inviteId?: unknown } | null)?.inviteId;
    await signUps.signedUp({
      userId: info.userId,
      inviteId: typeof inviteId === 'string' ? inviteId.trim() : null,
      log: request.log,
    });
    reply.status(201);
    return info;
  });

  app.post(AUTH_API_PATHS.resendRegisterEmail, async (request) =>
    auth.resendRegisterEmail(
      (request.body ?? {}) as { email?: unknown; refreshToken?: unknown },
      requestMeta(request),
    ),
  );

  app.post(AUTH_API_PATHS.checkEmailAvailability, async (request) => {
    const { email } = parseInput(checkEmailAvailabilitySchema, request.body ?? {});
    return auth.checkEmailAvailability(email, requestMeta(request));
  });

  app.post(AUTH_API_PATHS.signIn, async (request) => {
    const input = parseInput(loginSchema, request.body ?? {});
    return auth.signIn(input, requestMeta(request));
  });

  app.post(AUTH_API_PATHS.verifyOtp, async (request) => {
    const input = parseInput(verifyOtpSchema, request.body ?? {});
    return auth.verifyOtp(input, requestMeta(request));
  });

  app.post(AUTH_API_PATHS.resendOtp, async (request) => {
    const input = parseInput(resendOtpSchema, request.body ?? {});
    return auth.resendOtp(input);
  });

  app.post(AUTH_API_PATHS.verifyEmailToken, async (request) => {
    const input = parseInput(verifyEmailTokenSchema, request.body ?? {});
    return auth.verifyEmailToken(input);
  });

  app.get(AUTH_API_PATHS.validateToken, async (request) => {
    const { token } = parseInput(validateTokenQuerySchema, request.query ?? {});
    return auth.validateToken(token);
  });

  app.post(AUTH_API_PATHS.refresh, async (request) => {
    const { refreshToken } = parseInput(refreshRequestSchema, request.body ?? {});
    return auth.refresh(refreshToken);
  });

  app.post(AUTH_API_PATHS.signOut, async (request) => {
    const viewer = await resolveViewer(request, sessions).catch(() => null);
    const body = (request.body ?? {}) as { refreshToken?: unknown };
    return auth.signOut(viewer, typeof body.refreshToken === 'string' ? body.refreshToken : undefined);
  });
}
