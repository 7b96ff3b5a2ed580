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
import { startScheduler } from './platform/jobs/scheduler';
import { paths } from './paths';
import { loadSecrets } from './platform/secrets';
import { type ModuleContext, runModuleHooks } from './platform/module';
import { MODULES, createServices } from './modules';
import { schema } from './graphql/schema';
import type { ProviderFaults } from './platform/faults';

export type AppOptions = {
  config: Config;
  /** An open database; by default one is opened from the config and closed with the app. */
  database?: Database;
  clock?: Clock;
  /** Where log lines go (stdout by default); tests capture them. */
  logStream?: { write: (line: string) => void };
  webDistDir?: string;
  /** Test-only crash points (integration tests of reconciliation); never set by main.ts. */
  faults?: ProviderFaults;
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
  await database.exclusively(() => database.migrate());

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
              // 'wasm-unsafe-eval' lets the door scanner compile its QR reader (WebAssembly from /assets); it does not
              // allow eval() of JavaScript (docs/decisions/083).
              scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
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
  const ctx: ModuleContext = {
    db: database.db,
    config,
    clock,
    jwtSecret,
    rateLimiter,
    log: app.log,
    ping: database.ping,
    ...(options.faults ? { faults: options.faults } : {}),
  };
  const services = createServices(ctx);
  const hooks = runModuleHooks(MODULES, services, ctx);
  for (const warning of hooks.warnings()) app.log.warn(warning);
  // Seeds and one-off start-up work, in module order; servers started together on one PostgreSQL database take
  // turns (decision 044).
  await database.exclusively(async () => {
    await hooks.seed({ demo: config.seedDemo });
    for (const done of await hooks.start()) app.log.info(done.details, done.message);
  });
  await hooks.routes(app);
  await registerGraphQL(app, config, services, rateLimiter, schema);
  await registerWebApp(app, options.webDistDir ?? paths.webDist, hooks.pages());

  if (!options.database) app.addHook('onClose', () => database.close());
  // Work under way (booking e-mails sent after the answer) finishes before the database closes (LIFO).
  app.addHook('onClose', () => hooks.close());
  // Jobs start last: onClose hooks run last-in first-out, so they stop before the database closes.
  const scheduler = startScheduler(hooks.jobs(app.log), app.log);
  app.addHook('onClose', () => scheduler.stop());
  return app;
}

export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}
