import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// address')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  MAIL_URL: z.string().min(1).optional(),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  MAIL_FROM: z.string().min(3).default('RepClub <no-reply@repclub.example>'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM_NUMBER: z.string().min(1).optional(),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  WEBAUTHN_RP_ID: z.string().min(1).optional(),
  WEBAUTHN_RP_NAME: z.string().min(1).default('RepClub'),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(10),
  GRAPHQL_MAX_COST: z.coerce.number().int().positive().default(5000),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().positive().default(15),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  mailUrl: string | undefined;
  mailFrom: string;
  /** Given, or generated once and kept in DATA_DIR (see secrets.ts). Several servers must share one. */
  jwtSecret: string | undefined;
  twilio: { accountSid: string; authToken: string; fromNumber: string; apiUrl: string } | undefined;
  webauthn: { rpId: string; rpName: string; origin: string };
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** Off only for load benchmarks. */
  rateLimits: boolean;
  graphql: { maxDepth: number; maxCost: number; maxAliases: number };
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and checks the configuration from the environment. A bad value throws a ConfigError whose message
 * names every offending variable, so start-up stops with a clear reason.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as in most shells' `VAR= npm start`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `  ${name}: ${issue.message} (got ${JSON.stringify(cleaned[name] ?? null)})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    mailUrl: e.MAIL_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM_NUMBER
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            fromNumber: e.TWILIO_FROM_NUMBER,
            apiUrl: e.TWILIO_API_URL.replace(/\/+$/, ''),
          }
        : undefined,
    webauthn: {
      rpId: e.WEBAUTHN_RP_ID ?? new URL(publicUrl).hostname,
      rpName: e.WEBAUTHN_RP_NAME,
      origin: new URL(publicUrl).origin,
    },
    // Demo data is on by default for the embedded database and off for a real PostgreSQL server.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS === 'on',
    graphql: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxCost: e.GRAPHQL_MAX_COST,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
    },
  };
}
