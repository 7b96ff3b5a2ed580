import { defineModule } from '../../platform/module';
import { messagingRepository } from './messaging.repository';
import { messagingRoutes } from './messaging.routes';
import { messagingService } from './messaging.service';

/** E-mail and SMS: SMTP and Twilio, or the outbox (docs/decisions/041). */
export const messagingModule = defineModule({
  name: 'messaging',
  needs: [],
  create: ({ db, config, clock }) => ({
    messaging: messagingService(messagingRepository(db), config, clock),
  }),
  routes: async (app, { messaging }) => {
    await app.register(messagingRoutes, { messaging });
  },
  warnings: (_services, { config }) => [
    // The outbox serves sign-in codes and reset links, so it is said loudly in production (decision 041).
    ...(config.outbox && config.env === 'production'
      ? [
          'OUTBOX is on: GET /api/dev/outbox serves sign-in codes and password-reset links to local callers. ' +
            'Set MAIL_URL and OUTBOX=off for a real deployment.',
        ]
      : []),
    ...(!config.mailUrl && !config.outbox
      ? [
          'MAIL_URL is not set and OUTBOX is off: mail is not sent; it is kept in the outbox_messages table only.',
        ]
      : []),
  ],
});

// What other modules use of this one (types, GraphQL refs, functions that take the caller's executor).
export { layout } from './email-layout';
export type { Email, MessagingService } from './messaging.service';
