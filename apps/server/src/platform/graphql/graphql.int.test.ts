import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

const FIELDS = 'version termsAndConditionsUrl privacyPolicyUrl';

describe('GraphQL endpoint', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Limits small enough for today's schema to reach them; the defaults are in config.ts.
    server = await startTestServer({ env: { GRAPHQL_MAX_ALIASES: '3', GRAPHQL_MAX_COST: '20' } });
  });
  afterAll(() => server.close());

  it('answers a query within the limits', async () => {
    const { status, body } = await server.graphql(
      `{ a: termsAndPrivacy { ${FIELDS} } b: termsAndPrivacy { version } }`,
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      a: { version: expect.any(Number) },
      b: { version: expect.any(Number) },
    });
  });

  it('refuses too many aliases with QUERY_TOO_COMPLEX', async () => {
    const aliases = Array.from({ length: 5 }, (_, i) => `a${i}: termsAndPrivacy { version }`).join(' ');
    const { status, body } = await server.graphql(`{ ${aliases} }`);
    expect(status).toBe(200); // application/json: a refused document answers 200 (GraphQL over HTTP)
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.map((e) => e.extensions?.code)).toContain('QUERY_TOO_COMPLEX');
    expect(body.errors?.map((e) => e.message)).toContain('Aliases limit of 3 exceeded, found 5.');
  });

  it('refuses a query costlier than the limit', async () => {
    const many = Array.from({ length: 3 }, (_, i) => `t${i}: termsAndPrivacy { ${FIELDS} ${FIELDS} }`);
    const { status, body } = await server.graphql(`{ ${many.join(' ')} }`);
    expect(status).toBe(200); // application/json: a refused document answers 200 (GraphQL over HTTP)
    expect(body.errors?.[0]?.message).toMatch(/^Query Cost limit of 20 exceeded, found [\d.]+\.$/);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('answers an invalid query with GRAPHQL_VALIDATION_FAILED', async () => {
    const { status, body } = await server.graphql('{ noSuchField }');
    expect(status).toBe(200); // application/json: a refused document answers 200 (GraphQL over HTTP)
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(body.errors?.[0]?.message).toContain('noSuchField');
  });

  it('answers a syntax error with a GraphQL error, not a crash', async () => {
    const { status, body } = await server.graphql('{ termsAndPrivacy { ');
    expect(status).toBe(200); // application/json: a refused document answers 200 (GraphQL over HTTP)
    expect(body.errors?.[0]?.message).toMatch(/Syntax Error/);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers a body that is not JSON with BAD_USER_INPUT', async () => {
    const response = await server.fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400); // not a GraphQL request at all: 400 under any media type
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('GraphQL depth limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { GRAPHQL_MAX_DEPTH: '1' } });
  });
  afterAll(() => server.close());

  it('refuses a query deeper than the limit before running it', async () => {
    const { status, body } = await server.graphql('{ termsAndPrivacy { version } }');
    expect(status).toBe(200); // application/json: a refused document answers 200 (GraphQL over HTTP)
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: 'Query depth limit of 1 exceeded, found 2.',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
  });
});
