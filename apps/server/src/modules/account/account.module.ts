import { auditModule } from '../audit/audit.module';
import { legalModule } from '../legal/legal.module';
import { authModule } from '../auth/auth.module';
import { mediaModule } from '../media/media.module';
import { messagingModule } from '../messaging/messaging.module';
import { usersModule } from '../users/users.module';
import { defineModule } from '../../platform/module';
import './account.graphql';
import { accountRepository } from './account.repository';
import { accountRoutes } from './account.routes';
import { seedDemoAccounts } from './account.seed';
import { accountService } from './account.service';
import { purgeDeletedAccountsJob } from './purge-deleted-accounts.job';

/** The account: password, e-mail change, deletion and recovery, administrators' impersonation. */
export const accountModule = defineModule({
  name: 'account',
  needs: [usersModule, authModule, messagingModule, auditModule, mediaModule, legalModule],
  create: (
    { db, config, clock, rateLimiter },
    { media, usersRepo, sessions, codes, auth, messaging, audit },
  ) => ({
    account: accountService({
      media,
      repo: accountRepository(db),
      users: usersRepo,
      sessions,
      codes,
      auth,
      messaging,
      audit,
      rateLimiter,
      config,
      clock,
    }),
  }),
  routes: async (app, { account, sessions }) => {
    await app.register(accountRoutes, { account, sessions });
  },
  jobs: ({ account }, log) => [purgeDeletedAccountsJob(account, log)],
  demoSeed: ({ usersRepo, legal }, { db }) => seedDemoAccounts(db, { users: usersRepo, legal }),
});
