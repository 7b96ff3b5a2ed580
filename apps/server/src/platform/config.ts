import path from 'node:path';
import { z } from 'zod';

/** Ticket fee rates, from configuration (modules/events/pricing/pricing.ts computes with them). Basis points: 1 bps = 0.01 %. */
export type FeeRates = {
  /** The platform's fee per paid ticket: a percentage of its price … */
  serviceFeeBps: number;
  /** … plus a fixed amount per paid ticket. */
  serviceFeeFixedCents: number;
  /** The card processor's cost per order: a percentage of the amount charged … */
  processingFeeBps: number;
  /** … plus a fixed amount per order. Passed on to the buyer (grossed up, so it is covered exactly). */
  processingFeeFixedCents: number;
  /** Tax on the ticket price (not on fees or gratuity); 0 unless configured. */
  taxBps: number;
};

/** Defaults in line with common ticketing platforms and card processors (decision 028). */
export const DEFAULT_FEE_RATES: FeeRates = {
  serviceFeeBps: 500,
  serviceFeeFixedCents: 99,
  processingFeeBps: 290,
  processingFeeFixedCents: 30,
  taxBps: 0,
};

/** An S3-compatible bucket for uploaded media (modules/media/media.storage.ts stores there). */
export type S3MediaOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, …); absent for AWS itself. */
  endpoint: string | undefined;
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Absent: the SDK's default credential chain (environment, instance role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

/** A boolean setting: on/off, true/false, 1/0 or yes/no, in any case. */
const BOOLEAN_VALUES = ['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'] as const;
const booleanFlag = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.enum(BOOLEAN_VALUES, { error: `expected one of ${BOOLEAN_VALUES.join(', ')}` }))
  .transform((v) => ['on', 'true', '1', 'yes'].includes(v));

/** Social sign-in providers and their real endpoints; each can be overridden (docs/decisions/014). */
export const SOCIAL_PROVIDER_DEFAULTS = {
  google: {
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  facebook: {
    authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
  },
  // Apple has no userinfo endpoint: the identity comes from the id_token.
  apple: {
    authorizationUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    userinfoUrl: undefined,
  },
  amazon: {
    authorizationUrl: 'https://www.amazon.com/ap/oa',
    tokenUrl: 'https://api.amazon.com/auth/o2/token',
    userinfoUrl: 'https://api.amazon.com/user/profile',
  },
} as const satisfies Record<string, { authorizationUrl: string; tokenUrl: string; userinfoUrl?: string }>;

export type SocialProviderId = keyof typeof SOCIAL_PROVIDER_DEFAULTS;
export type SocialProviderConfig = {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  /** Absent: the identity is read from the id_token. */
  userinfoUrl: string | undefined;
};

type OAuthVar = 'CLIENT_ID' | 'CLIENT_SECRET' | 'AUTHORIZATION_URL' | 'TOKEN_URL' | 'USERINFO_URL';
/** A fee rate: a whole number from 0 to `max` (basis points or cents), with its default. */
const feeEnv = (fallback: number, max: number) =>
  z.coerce.number().int('must be a whole number').min(0).max(max).default(fallback);

function oauthEnv<P extends string>(p: P) {
  const url = z.url({ protocol: /^https?$/ }).optional();
  return {
    [`OAUTH_${p}_CLIENT_ID`]: z.string().min(1).optional(),
    [`OAUTH_${p}_CLIENT_SECRET`]: z.string().min(1).optional(),
    [`OAUTH_${p}_AUTHORIZATION_URL`]: url,
    [`OAUTH_${p}_TOKEN_URL`]: url,
    [`OAUTH_${p}_USERINFO_URL`]: url,
  } as Record<`OAUTH_${P}_${OAuthVar}`, z.ZodOptional<z.ZodString>>;
}

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
  RATE_LIMITS: booleanFlag.default(true),
  OUTBOX: booleanFlag.optional(),
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
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().positive().default(1000),
  GRAPHQL_BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024),
  GRAPHQL_QUERY_CACHE: z.coerce.number().int().min(0).default(256),
  GRAPHQL_PUBLIC_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  GRAPHQL_INTROSPECTION: z.enum(['on', 'off', 'true', 'false', '1', '0']).optional(),
  GRAPHQL_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  GRAPHQL_RATE_LIMIT_USER: z.coerce.number().int().positive().default(300),
  GRAPHQL_SEARCH_USERS_LIMIT: z.coerce.number().int().positive().default(30),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_API_URL: z.url({ protocol: /^https?$/ }).default('https://api-m.sandbox.paypal.com'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
  STRIPE_CONNECT_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .default('US'),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  PAYMENTS: z.enum(['sandbox', 'off']).optional(),
  EVENT_SERVICE_FEE_BPS: feeEnv(DEFAULT_FEE_RATES.serviceFeeBps, 10_000),
  EVENT_SERVICE_FEE_FIXED_CENTS: feeEnv(DEFAULT_FEE_RATES.serviceFeeFixedCents, 100_000),
  PAYMENT_PROCESSING_FEE_BPS: feeEnv(DEFAULT_FEE_RATES.processingFeeBps, 5_000),
  PAYMENT_PROCESSING_FEE_FIXED_CENTS: feeEnv(DEFAULT_FEE_RATES.processingFeeFixedCents, 100_000),
  EVENT_TAX_RATE_BPS: feeEnv(DEFAULT_FEE_RATES.taxBps, 10_000),
  MEDIA_S3_BUCKET: z.string().min(1).optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  MEDIA_S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MEDIA_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  ...oauthEnv('GOOGLE'),
  ...oauthEnv('FACEBOOK'),
  ...oauthEnv('APPLE'),
  ...oauthEnv('AMAZON'),
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
  /**
   * Whether GET /api/dev/outbox serves the kept mail and texts (codes, reset links). On by default only for
   * the embedded demo (no DATABASE_URL and no MAIL_URL); docs/decisions/041.
   */
  outbox: boolean;
  /** Given, or generated once and kept in DATA_DIR (see secrets.ts). Several servers must share one. */
  jwtSecret: string | undefined;
  twilio: { accountSid: string; authToken: string; fromNumber: string; apiUrl: string } | undefined;
  webauthn: { rpId: string; rpName: string; origin: string };
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** Off only for load benchmarks. */
  rateLimits: boolean;
  graphql: {
    maxDepth: number;
    maxCost: number;
    maxAliases: number;
    /** Tokens (comments included) a document may have; checked while parsing, before anything is cached. */
    maxTokens: number;
    /** Bytes a request body to /api/graphql may have. */
    bodyLimit: number;
    /** Valid documents kept parsed and compiled (entries); 0 turns the cache off. */
    queryCache: number;
    /** How long visitors' answers to public listings are shared (ms); 0 turns it off (docs/decisions/071). */
    publicCacheMs: number;
    /** Introspection and "Did you mean …" suggestions: off by default in production (docs/decisions/038). */
    introspection: boolean;
    /** Requests per minute per client address and per signed-in user, and searchUsers calls per minute per user. */
    rateLimit: { perAddress: number; perUser: number; searchUsers: number };
  };
  /** PayPal Orders for checkouts; absent: the sandbox payment provider (docs/decisions/031). */
  paypal:
    { clientId: string; clientSecret: string; apiUrl: string; webhookId: string | undefined } | undefined;
  /**
   * The sandbox payment and payout providers (no money moves): on for the embedded demo or with
   * PAYMENTS=sandbox, off otherwise (docs/decisions/049). PayPal and Stripe, when set, take precedence.
   */
  sandboxPayments: boolean;
  /** Stripe Connect for payout accounts; absent: the sandbox payout provider (docs/decisions/024). */
  stripe: { secretKey: string; apiUrl: string; country: string } | undefined;
  /** Ticket fee rates (docs/decisions/028-event-fees.md). */
  feeRates: FeeRates;
  /** Where uploaded media is stored and the address it is served from (docs/decisions/020). */
  media: {
    /** Absent: files under DATA_DIR/media. */
    s3: S3MediaOptions | undefined;
    /** The URL prefix a media key is appended to: a media host serving the bucket, or this server. */
    publicUrl: string;
  };
  /** Social sign-in; a provider is enabled when its client id is set. */
  social: Record<SocialProviderId, SocialProviderConfig | undefined>;
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
    outbox: e.OUTBOX ?? (!e.DATABASE_URL && !e.MAIL_URL),
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
    rateLimits: e.RATE_LIMITS,
    graphql: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxCost: e.GRAPHQL_MAX_COST,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      bodyLimit: e.GRAPHQL_BODY_LIMIT,
      queryCache: e.GRAPHQL_QUERY_CACHE,
      // On in production, off elsewhere (a developer sees each change at once).
      publicCacheMs: e.GRAPHQL_PUBLIC_CACHE_MS ?? (e.NODE_ENV === 'production' ? 2000 : 0),
      // Off by default in production; on elsewhere (GraphiQL and local tools use it).
      introspection: ['on', 'true', '1'].includes(
        e.GRAPHQL_INTROSPECTION ?? (e.NODE_ENV === 'production' ? 'off' : 'on'),
      ),
      rateLimit: {
        perAddress: e.GRAPHQL_RATE_LIMIT,
        perUser: e.GRAPHQL_RATE_LIMIT_USER,
        searchUsers: e.GRAPHQL_SEARCH_USERS_LIMIT,
      },
    },
    feeRates: {
      serviceFeeBps: e.EVENT_SERVICE_FEE_BPS,
      serviceFeeFixedCents: e.EVENT_SERVICE_FEE_FIXED_CENTS,
      processingFeeBps: e.PAYMENT_PROCESSING_FEE_BPS,
      processingFeeFixedCents: e.PAYMENT_PROCESSING_FEE_FIXED_CENTS,
      taxBps: e.EVENT_TAX_RATE_BPS,
    },
    paypal: payPalConfig(e),
    sandboxPayments: e.PAYMENTS ? e.PAYMENTS === 'sandbox' : !e.DATABASE_URL,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          apiUrl: e.STRIPE_API_URL.replace(/\/+$/, ''),
          country: e.STRIPE_CONNECT_COUNTRY.toUpperCase(),
        }
      : undefined,
    media: mediaConfig(e, publicUrl),
    social: {
      google: socialProvider(e, 'google'),
      facebook: socialProvider(e, 'facebook'),
      apple: socialProvider(e, 'apple'),
      amazon: socialProvider(e, 'amazon'),
    },
  };
}

function payPalConfig(e: z.infer<typeof envSchema>): Config['paypal'] {
  if (!e.PAYPAL_CLIENT_ID) return undefined;
  if (!e.PAYPAL_CLIENT_SECRET)
    throw new ConfigError(
      'Invalid configuration:\n  PAYPAL_CLIENT_SECRET: is required when PAYPAL_CLIENT_ID is set (got null)',
    );
  return {
    clientId: e.PAYPAL_CLIENT_ID,
    clientSecret: e.PAYPAL_CLIENT_SECRET,
    apiUrl: e.PAYPAL_API_URL.replace(/\/+$/, ''),
    webhookId: e.PAYPAL_WEBHOOK_ID,
  };
}

function mediaConfig(e: z.infer<typeof envSchema>, publicUrl: string): Config['media'] {
  const mediaPublicUrl = e.MEDIA_PUBLIC_URL
    ? `${e.MEDIA_PUBLIC_URL.replace(/\/+$/, '')}/`
    : `${publicUrl}/api/media/`;
  if (!e.MEDIA_S3_BUCKET) {
    if (e.MEDIA_PUBLIC_URL)
      throw new ConfigError(
        'Invalid configuration:\n  MEDIA_PUBLIC_URL: needs MEDIA_S3_BUCKET (local media is served by this server) (got ' +
          `${JSON.stringify(e.MEDIA_PUBLIC_URL)})`,
      );
    return { s3: undefined, publicUrl: mediaPublicUrl };
  }
  if (Boolean(e.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(e.MEDIA_S3_SECRET_ACCESS_KEY))
    throw new ConfigError(
      'Invalid configuration:\n  MEDIA_S3_ACCESS_KEY_ID / MEDIA_S3_SECRET_ACCESS_KEY: set both or neither (got one)',
    );
  return {
    s3: {
      bucket: e.MEDIA_S3_BUCKET,
      region: e.MEDIA_S3_REGION,
      endpoint: e.MEDIA_S3_ENDPOINT,
      forcePathStyle: e.MEDIA_S3_FORCE_PATH_STYLE ?? Boolean(e.MEDIA_S3_ENDPOINT),
      credentials:
        e.MEDIA_S3_ACCESS_KEY_ID && e.MEDIA_S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY }
          : undefined,
    },
    publicUrl: mediaPublicUrl,
  };
}

function socialProvider(
  e: z.infer<typeof envSchema>,
  id: SocialProviderId,
): SocialProviderConfig | undefined {
  const p = id.toUpperCase() as Uppercase<SocialProviderId>;
  const clientId = e[`OAUTH_${p}_CLIENT_ID`];
  if (!clientId) return undefined;
  const clientSecret = e[`OAUTH_${p}_CLIENT_SECRET`];
  if (!clientSecret) {
    throw new ConfigError(
      `Invalid configuration:\n  OAUTH_${p}_CLIENT_SECRET: is required when OAUTH_${p}_CLIENT_ID is set (got null)`,
    );
  }
  const defaults: { authorizationUrl: string; tokenUrl: string; userinfoUrl?: string } =
    SOCIAL_PROVIDER_DEFAULTS[id];
  return {
    clientId,
    clientSecret,
    authorizationUrl: e[`OAUTH_${p}_AUTHORIZATION_URL`] ?? defaults.authorizationUrl,
    tokenUrl: e[`OAUTH_${p}_TOKEN_URL`] ?? defaults.tokenUrl,
    userinfoUrl: e[`OAUTH_${p}_USERINFO_URL`] ?? defaults.userinfoUrl,
  };
}
