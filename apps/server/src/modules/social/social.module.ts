import { authModule } from '../auth/auth.module';
import { usersModule } from '../users/users.module';
import { defineModule } from '../../platform/module';
import { socialRepository } from './social.repository';
import { socialRoutes } from './social.routes';
import { socialService } from './social.service';

/** Sign-in with social providers (OAuth). */
export const socialModule = defineModule({
  name: 'social',
  needs: [usersModule, authModule],
  create: ({ db, config, clock, rateLimiter }, { usersRepo, auth, sessions }) => ({
    social: socialService({
      repo: socialRepository(db),
      users: usersRepo,
      auth,
      sessions,
      rateLimiter,
      config,
      clock,
    }),
  }),
  routes: async (app, { social }, { config }) => {
    await app.register(socialRoutes, { social, publicUrl: config.publicUrl });
  },
});

// What other modules use of this one.
export { verifiedSocialProvidersOf } from './social.reads';
