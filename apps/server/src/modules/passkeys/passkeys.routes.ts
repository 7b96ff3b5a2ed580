import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import { requestMeta, requireViewer } from '../../platform/http/viewer';
import type { SessionsService } from '../auth/sessions.service';
import {
  loginInput,
  loginOptionsInput,
  type PasskeysService,
  registerInput,
  registerOptionsInput,
} from './passkeys.service';

/** The passkey calls of accounts §7: registration (signed in) and login, each an options call first. */
export async function passkeysRoutes(
  app: FastifyInstance,
  { passkeys, sessions }: { passkeys: PasskeysService; sessions: SessionsService },
) {
  app.post('/api/auth/passkey/register/options', async (request) => {
    const viewer = await requireViewer(request, sessions);
    return passkeys.registrationOptions(viewer, parseInput(registerOptionsInput, request.body ?? {}));
  });

  app.post('/api/auth/passkey/register', async (request) => {
    const viewer = await requireViewer(request, sessions);
    return passkeys.register(viewer, parseInput(registerInput, request.body ?? {}));
  });

  app.post('/api/auth/passkey/login/options', async (request) =>
    passkeys.authenticationOptions(parseInput(loginOptionsInput, request.body ?? {}), requestMeta(request)),
  );

  app.post('/api/auth/passkey/login', async (request) =>
    passkeys.login(parseInput(loginInput, request.body ?? {}), requestMeta(request)),
  );
}
