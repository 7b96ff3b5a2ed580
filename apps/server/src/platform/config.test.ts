import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_FEE_RATES, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults that run the embedded database on port 3000 with demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.env).toBe('development');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
  });

  it('turns demo data off by default on PostgreSQL, and honours SEED_DEMO', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('treats empty values as unset and trims a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
    expect(loadConfig({ PUBLIC_URL: 'https://rep.example/' }).publicUrl).toBe('https://rep.example');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['PUBLIC_URL', 'not a url'],
    ['NODE_ENV', 'staging'],
    ['SEED_DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['GRAPHQL_MAX_DEPTH', '-1'],
    ['GRAPHQL_MAX_TOKENS', '0'],
    ['GRAPHQL_BODY_LIMIT', '10'],
    ['GRAPHQL_INTROSPECTION', 'maybe'],
    ['GRAPHQL_RATE_LIMIT', 'lots'],
    ['MEDIA_S3_ENDPOINT', 'ftp://s3.example'],
    ['MEDIA_PUBLIC_URL', 'https://media.example'],
    ['EVENT_SERVICE_FEE_BPS', '5.5'],
    ['PAYMENT_PROCESSING_FEE_BPS', '-1'],
    ['EVENT_TAX_RATE_BPS', '10001'],
  ])('refuses a bad %s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('turns GraphQL introspection off by default in production, and honours GRAPHQL_INTROSPECTION', () => {
    expect(loadConfig({}).graphql.introspection).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).graphql.introspection).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db' }).graphql.introspection,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'on' }).graphql.introspection).toBe(
      true,
    );
    expect(loadConfig({ GRAPHQL_INTROSPECTION: 'off' }).graphql.introspection).toBe(false);
  });

  it('has GraphQL request limits by default', () => {
    expect(loadConfig({}).graphql).toMatchObject({
      maxTokens: 1000,
      bodyLimit: 65_536,
      queryCache: 256,
      rateLimit: { perAddress: 600, perUser: 300, searchUsers: 30 },
    });
  });

  it('reads the ticket fee rates, with the defaults of decision 028', () => {
    expect(loadConfig({}).feeRates).toEqual(DEFAULT_FEE_RATES);
    expect(
      loadConfig({
        EVENT_SERVICE_FEE_BPS: '350',
        EVENT_SERVICE_FEE_FIXED_CENTS: '79',
        PAYMENT_PROCESSING_FEE_BPS: '300',
        PAYMENT_PROCESSING_FEE_FIXED_CENTS: '0',
        EVENT_TAX_RATE_BPS: '825',
      }).feeRates,
    ).toEqual({
      serviceFeeBps: 350,
      serviceFeeFixedCents: 79,
      processingFeeBps: 300,
      processingFeeFixedCents: 0,
      taxBps: 825,
    });
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', NODE_ENV: 'y' });
      expect.unreachable();
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('NODE_ENV');
    }
  });

  it('keeps media on disk behind this server unless a bucket is named', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://rep.example' }).media).toEqual({
      s3: undefined,
      publicUrl: 'https://rep.example/api/media/',
    });
    const s3 = loadConfig({
      MEDIA_S3_BUCKET: 'media',
      MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
      MEDIA_S3_ACCESS_KEY_ID: 'id',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_PUBLIC_URL: 'https://media.example/',
    }).media;
    expect(s3).toEqual({
      s3: {
        bucket: 'media',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      },
      publicUrl: 'https://media.example/',
    });
    // AWS itself: virtual-hosted addressing and the SDK's own credential chain.
    expect(loadConfig({ MEDIA_S3_BUCKET: 'media', MEDIA_S3_REGION: 'eu-west-1' }).media.s3).toEqual({
      bucket: 'media',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /MEDIA_S3_ACCESS_KEY_ID \/ MEDIA_S3_SECRET_ACCESS_KEY: set both or neither/,
    );
  });

  it.each([
    ['on', true],
    ['ON', true],
    ['true', true],
    ['1', true],
    ['yes', true],
    ['off', false],
    ['false', false],
    ['0', false],
    ['No', false],
  ])('reads the boolean value %s as %s in every boolean setting', (value, expected) => {
    const config = loadConfig({
      SEED_DEMO: value,
      TRUST_PROXY: value,
      RATE_LIMITS: value,
      OUTBOX: value,
      MEDIA_S3_BUCKET: 'media',
      MEDIA_S3_FORCE_PATH_STYLE: value,
    });
    expect(config.seedDemo).toBe(expected);
    expect(config.trustProxy).toBe(expected);
    expect(config.rateLimits).toBe(expected);
    expect(config.outbox).toBe(expected);
    expect(config.media.s3?.forcePathStyle).toBe(expected);
  });

  it('turns the outbox on by default only for the embedded demo (no DATABASE_URL, no MAIL_URL)', () => {
    expect(loadConfig({}).outbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).outbox).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).outbox).toBe(false);
    expect(loadConfig({ MAIL_URL: 'smtp://mail.example' }).outbox).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', OUTBOX: 'on' }).outbox).toBe(true);
    expect(loadConfig({ OUTBOX: 'off' }).outbox).toBe(false);
    expect(() => loadConfig({ OUTBOX: 'sometimes' })).toThrow(/^Invalid configuration:\n {2}OUTBOX: /);
  });
});
