import { auditModule } from '../audit/audit.module';
import { legalModule } from '../legal/legal.module';
import { messagingModule } from '../messaging/messaging.module';
import { usersModule } from '../users/users.module';
import { defineModule } from '../../platform/module';
import { authRoutes } from './auth.routes';
import { authService } from './auth.service';
import { codesRepository } from './codes.repository';
import { codesService } from './codes.service';
import { impersonationAuditHook } from './impersonation-audit.hook';
import { sessionsRepository } from './sessions.repository';
import { sessionsService } from './sessions.service';
import { signUpListeners } from './sign-up-listeners';

/** Sign-in: passwords, e-mailed codes, sessions and tokens, impersonation (accounts §7). */
export const authModule = defineModule({
  name: 'auth',
  needs: [usersModule, legalModule, messagingModule, auditModule],
  create: ({ db, config, clock, jwtSecret, rateLimiter }, { usersRepo, legal, messaging }) => {
    const sessions = sessionsService(sessionsRepository(db), jwtSecret, clock);
    const codes = codesService(codesRepository(db), clock);
    const auth = authService({
      users: usersRepo,
      sessions,
      codes,
      messaging,
      legal,
      rateLimiter,
      config,
      clock,
    });
    return { sessions, codes, auth, signUps: signUpListeners() };
  },
  routes: async (app, { auth, sessions, signUps, audit }) => {
    // Every request made with an impersonation session is written to the audit log.
    app.addHook('onResponse', impersonationAuditHook(sessions, audit));
    await app.register(authRoutes, { auth, sessions, signUps });
  },
});

// What other modules use of this one (types, GraphQL refs, functions that take the caller's executor).
export { AUTH_RATE_RULES } from './auth.service';
export type { AuthInfo, AuthService, RequestMeta } from './auth.service';
export { CODE_TTL_MS, RESET_TOKEN_TTL_MS } from './codes.service';
export type { CodesService } from './codes.service';
export { hashPassword, hashesEqual, randomCode, randomToken, sha256, verifyPassword } from './crypto';
export { sessionMethodOf } from './sessions.repository';
export type { SessionMethod, SessionsService } from './sessions.service';
