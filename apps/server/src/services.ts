import path from 'node:path';
import type { Clock } from './platform/clock';
import type { Config } from './platform/config';
import type { Db } from './platform/db/client';
import type { RateLimiter } from './platform/http/rate-limit';
import { accountRepository } from './modules/account/account.repository';
import { accountService } from './modules/account/account.service';
import { auditRepository } from './modules/audit/audit.repository';
import { auditService } from './modules/audit/audit.service';
import { authService } from './modules/auth/auth.service';
import { codesRepository } from './modules/auth/codes.repository';
import { codesService } from './modules/auth/codes.service';
import { sessionsRepository } from './modules/auth/sessions.repository';
import { sessionsService } from './modules/auth/sessions.service';
import { bookingsRepository } from './modules/bookings/bookings.repository';
import { bookingsService } from './modules/bookings/bookings.service';
import { type MailLog, bookingEmails, bookingNotifications } from './modules/bookings/bookings.notifications';
import { payPalGateway } from './modules/payments/gateways/gateway.paypal';
import { sandboxGateway } from './modules/payments/gateways/gateway.sandbox';
import type { BookingFaults } from './modules/bookings/bookings.service';
import { referralsRepository } from './modules/bookings/referrals.repository';
import { referralsService } from './modules/bookings/referrals.service';
import { eventsRepository } from './modules/events/events.repository';
import { bookingsAttendance } from './modules/bookings/attendance';
import { eventsService } from './modules/events/events.service';
import { mediaRepository } from './modules/media/media.repository';
import { mediaService } from './modules/media/media.service';
import { localMediaStorage, s3MediaStorage } from './modules/media/media.storage';
import { invitesRepository } from './modules/invites/invites.repository';
import { invitesService } from './modules/invites/invites.service';
import { legalRepository } from './modules/legal/legal.repository';
import { legalService } from './modules/legal/legal.service';
import { messagingRepository } from './modules/messaging/messaging.repository';
import { messagingService } from './modules/messaging/messaging.service';
import { passkeysRepository } from './modules/passkeys/passkeys.repository';
import { passkeysService } from './modules/passkeys/passkeys.service';
import { documentsRepository } from './modules/documents/documents.repository';
import { documentsService } from './modules/documents/documents.service';
import { noPayoutProvider } from './modules/payments/payout-provider';
import { sandboxPayoutProvider } from './modules/payments/payout-provider.sandbox';
import { stripePayoutProvider } from './modules/payments/payout-provider.stripe';
import { payoutsRepository } from './modules/payments/payouts.repository';
import { payoutsService } from './modules/payments/payouts.service';
import { transactionsRepository } from './modules/payments/transactions.repository';
import { transactionsService } from './modules/payments/transactions.service';
import { phoneChangeRepository } from './modules/phone/phone-change.repository';
import { phoneChangeService } from './modules/phone/phone-change.service';
import { phoneRepository } from './modules/phone/phone.repository';
import { phoneService } from './modules/phone/phone.service';
import { notificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsService } from './modules/notifications/notifications.service';
import { socialRepository } from './modules/social/social.repository';
import { socialService } from './modules/social/social.service';
import { usersRepository } from './modules/users/users.repository';
import { usersService } from './modules/users/users.service';

export type ServiceDeps = {
  db: Db;
  config: Config;
  clock: Clock;
  jwtSecret: string;
  rateLimiter: RateLimiter;
  /** Where what fails outside a request is logged (mail sent after a booking); the console when not given. */
  log?: MailLog;
  /** Test-only crash points of bookings (fault injection in the integration suite). */
  faults?: BookingFaults;
};

/** The composition root: one instance of each module's service, wired to its repository. */
export function createServices({ db, config, clock, jwtSecret, rateLimiter, log, faults }: ServiceDeps) {
  const legal = legalService(legalRepository(db), config.publicUrl);
  const messaging = messagingService(messagingRepository(db), config, clock);
  const usersRepo = usersRepository(db);
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
  const audit = auditService(auditRepository(db), clock);
  const users = usersService({ users: usersRepo, legal, clock, audit });
  const media = mediaService({
    repo: mediaRepository(db),
    storage: config.media.s3
      ? s3MediaStorage(config.media.s3)
      : localMediaStorage(path.join(config.dataDir, 'media')),
    config,
    clock,
  });
  const account = accountService({
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
  });
  const notifications = notificationsService(notificationsRepository(db), clock);
  const invites = invitesService({
    repo: invitesRepository(db),
    users: usersRepo,
    notifications,
    messaging,
    audit,
    config,
    clock,
  });
  const passkeys = passkeysService({
    repo: passkeysRepository(db),
    users: usersRepo,
    auth,
    rateLimiter,
    config,
    clock,
  });
  const phone = phoneService({
    phone: phoneRepository(db),
    users: usersRepo,
    auth,
    codes,
    messaging,
    rateLimiter,
    clock,
  });
  const phoneChange = phoneChangeService({
    repo: phoneChangeRepository(db),
    users: usersRepo,
    messaging,
    rateLimiter,
    audit,
    clock,
  });
  const social = socialService({
    repo: socialRepository(db),
    users: usersRepo,
    auth,
    sessions,
    rateLimiter,
    config,
    clock,
  });
  // Payout accounts: Stripe Connect when configured, else the sandbox provider when it is on
  // (docs/decisions/024, 049), else none.
  const sandboxPayouts =
    config.stripe || !config.sandboxPayments ? undefined : sandboxPayoutProvider(db, config.publicUrl, clock);
  const payouts = payoutsService({
    repo: payoutsRepository(db),
    provider: config.stripe
      ? stripePayoutProvider(config.stripe)
      : (sandboxPayouts?.provider ?? noPayoutProvider),
    publicUrl: config.publicUrl,
    clock,
  });
  const ledger = transactionsRepository(db);
  const transactions = transactionsService(ledger, clock);
  const documents = documentsService(documentsRepository(db), clock, ledger);
  const sandboxPayments =
    config.paypal || !config.sandboxPayments ? undefined : sandboxGateway(db, config.publicUrl, clock);
  const paypal = config.paypal ? payPalGateway({ ...config.paypal, brandName: 'RepClub' }) : undefined;
  const bookingsRepo = bookingsRepository(db);
  const referrals = referralsService({ repo: referralsRepository(db), clock });
  const events = eventsService({
    repo: eventsRepository(db),
    rates: config.feeRates,
    attendance: bookingsAttendance(db),
    referrals,
    clock,
  });
  const bookingMail = bookingEmails({
    messaging,
    users: usersRepo,
    repo: bookingsRepo,
    transactions,
    rateLimiter,
    publicUrl: config.publicUrl,
    log: log ?? {
      error: (details, message) => console.error(message, details),
      warn: (details, message) => console.warn(message, details),
    },
  });
  const notifyBooking = bookingNotifications({ notifications, users: usersRepo, repo: bookingsRepo });
  const bookings = bookingsService({
    repo: bookingsRepo,
    referrals,
    gateway: paypal ?? sandboxPayments?.gateway ?? null,
    ...(faults ? { faults } : {}),
    rates: config.feeRates,
    publicUrl: config.publicUrl,
    clock,
    transactions,
    documents,
    onEvent: async (happened) => {
      bookingMail.send(happened);
      await notifyBooking(happened);
    },
    permissionsOf: (viewer, event) => events.permissionsOf(viewer, event),
    visibleTicketIds: async (viewer, eventId) => {
      const view = await events.visibleEvent(viewer, eventId).catch(() => undefined);
      return view && new Set(events.visibleTickets(view).map((t) => t.row.id));
    },
  });
  return {
    events,
    sandboxPayouts,
    payouts,
    transactions,
    documents,
    sandboxPayments,
    paypal,
    bookings,
    bookingMail,
    referrals,
    legal,
    messaging,
    sessions,
    codes,
    auth,
    users,
    notifications,
    invites,
    passkeys,
    phone,
    phoneChange,
    social,
    audit,
    account,
    rateLimiter,
    media,
  };
}

export type Services = ReturnType<typeof createServices>;
