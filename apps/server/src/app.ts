import { randomUUID } from 'node:crypto';
import Fastify, { type RouteOptions } from 'fastify';
import { type Clock, systemClock } from './platform/clock';
import type { Config } from './platform/config';
import { type Database, openDatabase } from './platform/db/client';
import { registerGraphQL } from './platform/graphql/plugin';
import { installErrorHandler } from './platform/http/error-handler';
import { installInputGuard } from './platform/http/input-guard';
import { registerWebApp } from './platform/http/web-app';
import { requestSerializer } from './platform/http/logging';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { createRateLimiter } from './platform/http/rate-limit';
import { expireBookingHoldsJob } from './modules/bookings/expire-booking-holds.job';
import { purgeDeletedAccountsJob } from './modules/account/purge-deleted-accounts.job';
import { startScheduler } from './platform/jobs/scheduler';
import { accountRoutes } from './modules/account/account.routes';
import { impersonationAuditHook } from './modules/audit/audit.hook';
import { authRoutes } from './modules/auth/auth.routes';
import { payPalWebhookRoutes, sandboxCheckoutRoutes } from './modules/bookings/bookings.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { seedDemoEvents } from './modules/events/events.seed';
import { healthRoutes } from './modules/health/health.routes';
import { legalRoutes } from './modules/legal/legal.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { sandboxPayoutRoutes } from './modules/payments/payouts.routes';
import { passkeysRoutes } from './modules/passkeys/passkeys.routes';
import { phoneRoutes } from './modules/phone/phone.routes';
import { socialRoutes } from './modules/social/social.routes';
import { paths } from './paths';
import { loadSecrets } from './platform/secrets';
import { runSeeds } from './seed';
import { createServices } from './services';
import type { BookingFaults } from './modules/bookings/bookings.service';
import { reconcilePaymentsJob } from './modules/bookings/reconcile-payments.job';
import { runOnce } from './platform/db/maintenance';

/** The maintenance run that moved events saved before decision 052 to their venue's time zone. */
export const VENUE_TIME_ZONE_BACKFILL = 'venue-time-zones';

export type AppOptions = {
  config: Config;
  /** An open database; by default one is opened from the config and closed with the app. */
  database?: Database;
  clock?: Clock;
  /** Where log lines go (stdout by default); tests capture them. */
  logStream?: { write: (line: string) => void };
  webDistDir?: string;
  /** Test-only crash points (integration tests of reconciliation); never set by main.ts. */
  faults?: BookingFaults;
  /** Told of every route as it is added (the fuzz test enumerates them). */
  onRoute?: (route: RouteOptions) => void;
};

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Opens the database, applies migrations and seeds, and wires every module into one Fastify app. */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const database = options.database ?? (await openConfiguredDatabase(config));
  // Servers started together on one PostgreSQL database take turns at migrations and seeds (decision 044).
  await database.exclusively(async () => {
    await database.migrate();
    await runSeeds(database.db, { demo: config.seedDemo });
  });

  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: requestSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    // Honour a caller's well-formed request id (a proxy's), otherwise make one; it is echoed in x-request-id.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // A callback hook, not an async one: no promise per request (docs/decisions/061).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  installErrorHandler(app);
  installInputGuard(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy:
      config.env === 'development'
        ? false // GraphiQL loads its assets from a CDN in development.
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              // Mantine sets CSS variables through style attributes and <style> tags.
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
              fontSrc: ["'self'", 'data:'],
              // The PDF viewer fetches waivers from the media host (MEDIA_PUBLIC_URL), which may be a CDN; that
              // host must also allow cross-origin reads (CORS) for it.
              connectSrc: ["'self'", new URL(config.media.publicUrl).origin],
              frameSrc: ["'self'", 'https:'],
              objectSrc: ["'none'"],
              frameAncestors: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              upgradeInsecureRequests: null,
            },
          },
    crossOriginEmbedderPolicy: false,
  });

  const rateLimiter = createRateLimiter(config.redisUrl, config.rateLimits);
  app.addHook('onClose', () => rateLimiter.close());
  if (!(await rateLimiter.ready())) {
    app.log.warn('Redis (REDIS_URL) is not reachable; rate limits are counted in this process until it is');
  }
  const { jwtSecret } = loadSecrets(config);
  const services = createServices({
    db: database.db,
    config,
    clock,
    jwtSecret,
    rateLimiter,
    log: app.log,
    ...(options.faults ? { faults: options.faults } : {}),
  });
  // Money settings, said loudly (docs/decisions/049): a sandbox in production sells tickets for nothing.
  if (services.sandboxPayments && config.env === 'production')
    app.log.warn(
      'PAYMENTS=sandbox: the sandbox payment and payout providers are on, so paid tickets are sold without any money moving',
    );
  if (!services.sandboxPayments && !services.paypal)
    app.log.warn('No payment provider (PAYPAL_CLIENT_ID, or PAYMENTS=sandbox): paid checkouts are refused');
  warnAboutMessaging(app.log, config);
  // Demo events store generated cover images, so they are seeded once the media service exists.
  if (config.seedDemo) await database.exclusively(() => seedDemoEvents(database.db, services.media, clock));
  // Events saved before their zone came from the venue move to it (docs/decisions/052), once per database.
  const rezoned = await database.exclusively(() =>
    runOnce(database.db, VENUE_TIME_ZONE_BACKFILL, clock, () => services.events.backfillVenueTimeZones()),
  );
  if (rezoned) app.log.info({ rezoned }, 'events moved to their venue time zone');
  // Every request made with an impersonation session is written to the audit log.
  app.addHook('onResponse', impersonationAuditHook(services.sessions, services.audit));
  await app.register(healthRoutes, { ping: database.ping });
  await app.register(legalRoutes, { legal: services.legal });
  await app.register(messagingRoutes, { messaging: services.messaging });
  await app.register(authRoutes, {
    auth: services.auth,
    sessions: services.sessions,
    invites: services.invites,
  });
  await app.register(accountRoutes, { account: services.account, sessions: services.sessions });
  await app.register(passkeysRoutes, { passkeys: services.passkeys, sessions: services.sessions });
  await app.register(phoneRoutes, { phone: services.phone });
  await app.register(socialRoutes, { social: services.social, publicUrl: config.publicUrl });
  await app.register(mediaRoutes, { media: services.media, sessions: services.sessions });
  await app.register(documentsRoutes, { documents: services.documents, sessions: services.sessions });
  if (services.sandboxPayouts) await app.register(sandboxPayoutRoutes, { sandbox: services.sandboxPayouts });
  if (services.paypal)
    await app.register(payPalWebhookRoutes, { paypal: services.paypal, bookings: services.bookings });
  else if (services.sandboxPayments)
    await app.register(sandboxCheckoutRoutes, {
      sandbox: services.sandboxPayments,
      bookings: services.bookings,
    });
  await registerGraphQL(app, config, services, rateLimiter);
  await registerWebApp(app, options.webDistDir ?? paths.webDist);

  if (!options.database) app.addHook('onClose', () => database.close());
  // Booking e-mails go out after the answer: those under way finish before the database closes (LIFO).
  app.addHook('onClose', () => services.bookingMail.idle());
  // Jobs start last: onClose hooks run last-in first-out, so they stop before the database closes.
  const scheduler = startScheduler(
    [
      purgeDeletedAccountsJob(services.account, app.log),
      expireBookingHoldsJob(services.bookings, app.log),
      reconcilePaymentsJob(services.bookings, app.log),
    ],
    app.log,
  );
  app.addHook('onClose', () => scheduler.stop());
  return app;
}

/**
 * The outbox serves sign-in codes and reset links, so it is said loudly when it is on in production; mail
 * that has no transport is kept in the outbox table rather than lost, and that is said too (decision 041).
 */
function warnAboutMessaging(log: { warn: (msg: string) => void }, config: Config) {
  if (config.outbox && config.env === 'production')
    log.warn(
      'OUTBOX is on: GET /api/dev/outbox serves sign-in codes and password-reset links to local callers. ' +
        'Set MAIL_URL and OUTBOX=off for a real deployment.',
    );
  if (!config.mailUrl && !config.outbox)
    log.warn(
      'MAIL_URL is not set and OUTBOX is off: mail is not sent; it is kept in the outbox_messages table only.',
    );
}

export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}
