import { defineModule } from '../../platform/module';
import { port } from '../../platform/port';
import { messagingRepository } from './messaging.repository';
import { messagingRoutes } from './messaging.routes';
import { type EmailRecipients, messagingService } from './messaging.service';
import { unsubscribeTokens } from './messaging.unsubscribe';

/**
 * E-mail and SMS: SMTP and Twilio, or the outbox (docs/decisions/041). Whether a non-transactional e-mail goes
 * out is decided here, at send time (docs/decisions/078); the accounts' subscriptions are read through the
 * `recipients` port, which users binds.
 */
export const messagingModule = defineModule({
  name: 'messaging',
  needs: [],
  create: ({ db, config, clock, jwtSecret }) => {
    const recipients = port<EmailRecipients>('messaging.recipients');
    return {
      messaging: messagingService(messagingRepository(db), config, clock, {
        tokens: unsubscribeTokens(jwtSecret),
        recipients,
      }),
      messagingPorts: { recipients },
    };
  },
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
export type { Email, EmailRecipients, MessagingService, SendOutcome } from './messaging.service';
