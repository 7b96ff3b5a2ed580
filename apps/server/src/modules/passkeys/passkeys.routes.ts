import { AUTH_API_PATHS, passkeyLoginOptionsSchema, passkeyRegisterOptionsSchema } from '@repclub/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import { requestMeta, requireViewer } from '../../platform/http/viewer';
import { loginInput, type PasskeysService, registerInput } from './passkeys.service';
import type { SessionsService } from '../auth/auth.module';

/** The passkey calls of accounts §7: registration (signed in) and login, each an options call first. */
export async function passkeysRoutes(
  app: FastifyInstance,
  { passkeys, sessions }: { passkeys: PasskeysService; sessions: SessionsService },
) {
  app.post(AUTH_API_PATHS.passkeyRegisterOptions, async (request) => {
    const viewer = await requireViewer(request, sessions);
    return passkeys.registrationOptions(viewer, parseInput(passkeyRegisterOptionsSchema, request.body ?? {}));
  });

  app.post(AUTH_API_PATHS.passkeyRegister, async (request) => {
    const viewer = await requireViewer(request, sessions);
    return passkeys.register(viewer, parseInput(registerInput, request.body ?? {}));
  });

  app.post(AUTH_API_PATHS.passkeyLoginOptions, async (request) =>
    passkeys.authenticationOptions(
      parseInput(passkeyLoginOptionsSchema, request.body ?? {}),
      requestMeta(request),
    ),
  );

  app.post(AUTH_API_PATHS.passkeyLogin, async (request) =>
    passkeys.login(parseInput(loginInput, request.body ?? {}), requestMeta(request)),
  );
}
