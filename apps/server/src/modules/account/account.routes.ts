import { AUTH_API_PATHS } from '@repclub/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import { requestMeta, requireViewer } from '../../platform/http/viewer';
import {
  type AccountMeta,
  type AccountService,
  changePasswordInput,
  impersonateInput,
  recoverCredentialsInput,
  resetPasswordInput,
  startPasswordResetInput,
} from './account.service';
import type { SessionsService } from '../auth/auth.module';

const meta = (request: FastifyRequest): AccountMeta => ({ ...requestMeta(request), requestId: request.id });

/** The password and account REST calls of accounts §7: forgot, reset, change, recover, impersonate. */
export async function accountRoutes(
  app: FastifyInstance,
  { account, sessions }: { account: AccountService; sessions: SessionsService },
) {
  app.post(AUTH_API_PATHS.startUpdatePassword, async (request) =>
    account.startPasswordReset(parseInput(startPasswordResetInput, request.body ?? {}), meta(request)),
  );

  app.post(AUTH_API_PATHS.updatePassword, async (request) =>
    account.resetPassword(parseInput(resetPasswordInput, request.body ?? {}), meta(request)),
  );

  app.post(AUTH_API_PATHS.password, async (request) => {
    const viewer = await requireViewer(request, sessions);
    return account.changePassword(viewer, parseInput(changePasswordInput, request.body ?? {}), meta(request));
  });

  // With credentials in the body they are used (an expired bearer token must not stand in the way);
  // otherwise the bearer token of the deleted account's session.
  app.post(AUTH_API_PATHS.recover, async (request) => {
    const body = (request.body ?? {}) as { userName?: unknown; password?: unknown };
    if (body.userName !== undefined || body.password !== undefined) {
      return account.recoverWithPassword(parseInput(recoverCredentialsInput, body), meta(request));
    }
    return account.recoverSignedIn(await requireViewer(request, sessions), meta(request));
  });

  app.post(AUTH_API_PATHS.impersonateSignIn, async (request) => {
    const admin = await requireViewer(request, sessions);
    return account.impersonate(admin, parseInput(impersonateInput, request.body ?? {}), meta(request));
  });
}
