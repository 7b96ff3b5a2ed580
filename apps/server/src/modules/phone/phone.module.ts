import { auditModule } from '../audit/audit.module';
import { authModule } from '../auth/auth.module';
import { messagingModule } from '../messaging/messaging.module';
import { usersModule } from '../users/users.module';
import { defineModule } from '../../platform/module';
import { phoneChangeRepository } from './phone-change.repository';
import { phoneChangeService } from './phone-change.service';
import './phone.graphql';
import { phoneRepository } from './phone.repository';
import { phoneRoutes } from './phone.routes';
import { phoneService } from './phone.service';

/** Phone numbers: sign-in by SMS code, verification and change. */
export const phoneModule = defineModule({
  name: 'phone',
  needs: [usersModule, authModule, messagingModule, auditModule],
  create: ({ db, clock, rateLimiter }, { usersRepo, auth, codes, messaging, audit }) => ({
    phone: phoneService({
      phone: phoneRepository(db),
      users: usersRepo,
      auth,
      codes,
      messaging,
      rateLimiter,
      clock,
    }),
    phoneChange: phoneChangeService({
      repo: phoneChangeRepository(db),
      users: usersRepo,
      messaging,
      rateLimiter,
      audit,
      clock,
    }),
  }),
  routes: async (app, { phone }) => {
    await app.register(phoneRoutes, { phone });
  },
});
