import { authModule } from '../auth/auth.module';
import { usersModule } from '../users/users.module';
import { defineModule } from '../../platform/module';
import './passkeys.graphql';
import { passkeysRepository } from './passkeys.repository';
import { passkeysRoutes } from './passkeys.routes';
import { passkeysService } from './passkeys.service';

/** Passkeys (WebAuthn): register, list, remove, sign in. */
export const passkeysModule = defineModule({
  name: 'passkeys',
  needs: [usersModule, authModule],
  create: ({ db, config, clock, rateLimiter }, { usersRepo, auth }) => ({
    passkeys: passkeysService({
      repo: passkeysRepository(db),
      users: usersRepo,
      auth,
      rateLimiter,
      config,
      clock,
    }),
  }),
  routes: async (app, { passkeys, sessions }) => {
    await app.register(passkeysRoutes, { passkeys, sessions });
  },
});
