import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { registerGraphQL } from './graphql/plugin';
import { installErrorHandler } from './http/error-handler';
import { registerWebApp } from './http/web-app';
import { createRateLimiter } from './http/rate-limit';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { legalRoutes } from './modules/legal/legal.routes';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { paths } from './paths';
import { loadSecrets } from './secrets';
import { runSeeds } from './seed';
import { createServices } from './services';

export type AppOptions = {
  config: Config;
  /** An open database; by default one is opened from the config and closed with the app. */
  database?: Database;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  webDistDir?: string;
};

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Opens the database, applies migrations and seeds, and wires every module into one Fastify app. */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const database = options.database ?? (await openConfiguredDatabase(config));
  await database.migrate();
  await runSeeds(database.db, { demo: config.seedDemo });

  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
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
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandler(app);

  await app.register(helmet, {
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
              connectSrc: ["'self'"],
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

  const rateLimiter = createRateLimiter(config.redisUrl);
  app.addHook('onClose', () => rateLimiter.close());
  const { jwtSecret } = loadSecrets(config);
  const services = createServices({ db: database.db, config, clock, jwtSecret, rateLimiter });
  await app.register(healthRoutes, { ping: database.ping });
  await app.register(legalRoutes, { legal: services.legal });
  await app.register(messagingRoutes, { messaging: services.messaging });
  await app.register(authRoutes, { auth: services.auth, sessions: services.sessions });
  await registerGraphQL(app, config, services);
  await registerWebApp(app, options.webDistDir ?? paths.webDist);

  if (!options.database) app.addHook('onClose', () => database.close());
  return app;
}

export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}
