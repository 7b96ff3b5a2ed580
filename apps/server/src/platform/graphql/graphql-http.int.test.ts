import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

type Body = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

describe('GraphQL over HTTP (issue 11, items 6 and 7)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMITS: 'off' } });
  });
  afterAll(() => server.close());

  async function post(body: string, headers: Record<string, string> = {}) {
    const response = await server.fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const text = await response.text();
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      body: JSON.parse(text) as Body,
    };
  }

  it('accepts "extensions": null, "variables": null and "operationName": null', async () => {
    const { status, body } = await post(
      JSON.stringify({
        query: '{ termsAndPrivacy { version } }',
        variables: null,
        operationName: null,
        extensions: null,
      }),
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });

  it('answers {"query":1} with 400 BAD_USER_INPUT', async () => {
    const { status, body } = await post('{"query":1}');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers a variable of the wrong type with BAD_USER_INPUT, never INTERNAL_SERVER_ERROR', async () => {
    const query = 'query($id: ID!) { booking(transactionId: $id) { transactionId } }';
    // Twice: the second run goes through the JIT-compiled query.
    for (let i = 0; i < 3; i += 1) {
      const { status, body } = await post(JSON.stringify({ query, variables: { id: true } }));
      expect(status).toBeLessThan(500);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('answers application/graphql-response+json with 400 for a validation error when asked', async () => {
    const { status, type, body } = await post(JSON.stringify({ query: '{ noSuchField }' }), {
      accept: 'application/graphql-response+json, application/json;q=0.9',
    });
    expect(status).toBe(400);
    expect(type).toMatch(/^application\/graphql-response\+json/);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers a validation error with 200 under application/json', async () => {
    const { status, type, body } = await post(JSON.stringify({ query: '{ noSuchField }' }), {
      accept: 'application/json',
    });
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/json/);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses NUL bytes in GraphQL variables with BAD_USER_INPUT', async () => {
    const { status, body } = await post(
      JSON.stringify({
        query:
          'query($q: String!) { searchEvents(criteria: { keyword: $q }, first: 1) { pageInfo { hasNextPage } } }',
        variables: { q: 'a\u0000b' },
      }),
    );
    expect(status).toBeLessThan(500);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
