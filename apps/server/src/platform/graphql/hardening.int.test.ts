import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { testUser } from '../../modules/events/events.test-support';
import { startTestServer, type TestServer } from '../../test/server';

/** A full garbage collection, so that the heap measured is what is retained (the test server runs here). */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

type Body = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

const STRICT = { accept: 'application/graphql-response+json' };

async function post(server: TestServer, body: string, headers: Record<string, string> = {}) {
  const response = await server.fetch('/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as Body,
  };
}

describe('GraphQL cannot be made to exhaust memory (issue 11 item 1, finding F1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMITS: 'off' } });
  });
  afterAll(() => server.close());

  it('refuses a body over GRAPHQL_BODY_LIMIT (64 KB) with 413', async () => {
    const query = `{ termsAndPrivacy { version } } # ${'x'.repeat(70 * 1024)}`;
    const { status, body } = await post(server, JSON.stringify({ query }));
    expect(status).toBe(413);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a document with more tokens than GRAPHQL_MAX_TOKENS before validating it', async () => {
    const fields = Array.from({ length: 1_500 }, (_, i) => `f${i}`).join(' ');
    const { status, body } = await post(server, JSON.stringify({ query: `{ ${fields} }` }), STRICT);
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Query token limit of 1000 exceeded.',
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      }),
    ]);
  });

  it('counts comments as tokens', async () => {
    const comments = Array.from({ length: 1_200 }, () => '#\n').join('');
    const { status, body } = await post(
      server,
      JSON.stringify({ query: `{ termsAndPrivacy { version } ${comments} }` }),
      STRICT,
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('refuses a thousand distinct oversized, many-token and invalid documents with a 4xx, heap bounded', async () => {
    const fields = (n: number, salt: number) =>
      Array.from({ length: n }, (_, i) => `a${salt}x${i}`).join(' ');
    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;
    const statuses = new Map<number, number>();
    // A thousand distinct documents, a third of each kind, a few at a time.
    for (let i = 0; i < 1_000; i += 4) {
      await Promise.all(
        [i, i + 1, i + 2, i + 3].map(async (n) => {
          const query =
            n % 3 === 0
              ? `{ b${n} ${'c '.repeat(33 * 1024)} }` // over the body limit
              : n % 3 === 1
                ? `{ ${fields(1_500, n)} }` // under the body limit, over the token limit
                : `{ ${fields(900, n)} }`; // within every limit but invalid (Mercurius cached these)
          const { status } = await post(server, JSON.stringify({ query }), STRICT);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }),
      );
    }
    collectGarbage();
    const grownMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
    expect(Object.fromEntries(statuses)).toEqual({ 400: 666, 413: 334 });
    // Retained after a full collection. Before the limits, forty 100,000-token documents alone kept about
    // 2 GB; with the limits but refused documents still cached, these kept about 300 MB (now about 5).
    expect(grownMb).toBeLessThan(48);
    // And the server still answers.
    const { status, body } = await post(server, JSON.stringify({ query: '{ termsAndPrivacy { version } }' }));
    expect(status).toBe(200);
    expect(body.data).toEqual({ termsAndPrivacy: { version: expect.any(Number) } });
  }, 120_000);

  it('answers introspection and suggestions by default outside production', async () => {
    const schema = await post(server, JSON.stringify({ query: '{ __schema { queryType { name } } }' }));
    expect(schema.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const typo = await post(server, JSON.stringify({ query: '{ termsAndPrivacy { versio } }' }));
    expect(typo.body.errors?.[0]?.message).toMatch(/Did you mean "version"\?/);
  });
});

describe('GraphQL in production settings: no introspection, rate limits (issue 11 item 8, finding F11)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        GRAPHQL_INTROSPECTION: 'off',
        TRUST_PROXY: 'true',
        GRAPHQL_RATE_LIMIT: '5',
        GRAPHQL_RATE_LIMIT_USER: '3',
        GRAPHQL_SEARCH_USERS_LIMIT: '2',
      },
    });
  });
  afterAll(() => server.close());

  // Each test calls from its own addresses (TRUST_PROXY), so the per-address limit of 5 stays apart.
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('refuses introspection when GRAPHQL_INTROSPECTION=off', async () => {
    const { body } = await post(
      server,
      JSON.stringify({ query: '{ __schema { types { name } } }' }),
      from('192.0.2.1'),
    );
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('answers a misspelt field without suggesting the real one', async () => {
    const { body } = await post(
      server,
      JSON.stringify({ query: '{ termsAndPrivacy { versio } }' }),
      from('192.0.2.2'),
    );
    expect(body.errors?.[0]?.message).toBe('Cannot query field "versio" on type "TermsAndPrivacy".');
  });

  it('still answers __typename', async () => {
    const { body } = await post(server, JSON.stringify({ query: '{ __typename }' }), from('192.0.2.3'));
    expect(body.data).toEqual({ __typename: 'Query' });
  });

  const QUERY = JSON.stringify({ query: '{ termsAndPrivacy { version } }' });

  it('answers 429 RATE_LIMITED past the per-address limit, with Retry-After', async () => {
    const from = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < 5; i += 1) expect((await post(server, QUERY, from)).status).toBe(200);
    const refused = await post(server, QUERY, from);
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post(server, QUERY, { 'x-forwarded-for': '198.51.100.8' })).status).toBe(200);
  });

  it('counts a signed-in user across addresses', async () => {
    const user = await testUser(server, systemClock);
    for (let i = 0; i < 3; i += 1) {
      const from = { 'x-forwarded-for': `198.51.100.${20 + i}`, ...user.headers };
      expect((await post(server, QUERY, from)).status).toBe(200);
    }
    const refused = await post(server, QUERY, { 'x-forwarded-for': '198.51.100.30', ...user.headers });
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('limits searchUsers more tightly than other fields', async () => {
    const user = await testUser(server, systemClock);
    const search = JSON.stringify({ query: '{ searchUsers(keyword: "ada") { totalCount } }' });
    const codes = [];
    for (let i = 0; i < 3; i += 1) {
      const { body } = await post(server, search, { 'x-forwarded-for': `203.0.113.${i}`, ...user.headers });
      codes.push(body.errors?.[0]?.extensions?.code ?? 'ok');
    }
    expect(codes).toEqual(['ok', 'ok', 'RATE_LIMITED']);
  });
});
