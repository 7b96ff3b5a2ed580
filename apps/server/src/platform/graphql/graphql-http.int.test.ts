import { createHash } from 'node:crypto';
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

  async function get(params: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await server.fetch(`/api/graphql?${new URLSearchParams(params).toString()}`, {
      headers,
    });
    const text = await response.text();
    return {
      status: response.status,
      allow: response.headers.get('allow'),
      body: JSON.parse(text) as Body,
    };
  }

  describe('issue 21, item 16', () => {
    const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
    const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

    it('answers a POST without Content-Type with 415', async () => {
      const response = await server.fetch('/api/graphql', {
        method: 'POST',
        body: new Blob([JSON.stringify({ query: '{ __typename }' })]),
      });
      expect(response.headers.get('content-type') ?? '').not.toMatch(/text\/plain/);
      expect(response.status).toBe(415);
      const body = (await response.json()) as Body;
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('answers a mutation sent by GET with 405 and Allow: POST, without running it', async () => {
      const { status, allow, body } = await get({ query: 'mutation { __typename }' });
      expect(status).toBe(405);
      expect(allow).toBe('POST');
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.message).toMatch(/POST/);
    });

    it('still answers a query sent by GET', async () => {
      const { status, body } = await get({ query: '{ __typename }' });
      expect(status).toBe(200);
      expect(body).toEqual({ data: { __typename: 'Query' } });
    });

    it.each([
      ['a number', 1],
      ['a boolean', true],
      ['an object', { name: 'x' }],
    ])('answers an operationName that is %s with 400, without running the query', async (_, value) => {
      const { status, body } = await post(JSON.stringify({ query: '{ __typename }', operationName: value }));
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it.each([
      ['variables', 1],
      ['variables', true],
      ['variables', 'x'],
      ['variables', []],
      ['extensions', 1],
      ['extensions', 'x'],
      ['extensions', []],
    ])('answers %s = %j with 400', async (name, value) => {
      const { status, body } = await post(JSON.stringify({ query: '{ __typename }', [name]: value }));
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('answers GET variables that are not a JSON object with 400', async () => {
      for (const variables of ['1', 'true', '"x"', '[]']) {
        const { status, body } = await get({ query: '{ __typename }', variables });
        expect(status).toBe(400);
        expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
    });

    it('answers an unknown persisted query with PersistedQueryNotFound, by GET and by POST', async () => {
      const hash = sha256('{ __typename } # never sent');
      const byGet = await get({ extensions: JSON.stringify(persisted(hash)) });
      expect(byGet.status).toBe(200);
      expect(byGet.body).toEqual({
        errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
      });
      const byPost = await post(JSON.stringify({ extensions: persisted(hash) }), {
        accept: 'application/graphql-response+json, application/json;q=0.9',
      });
      expect(byPost.status).toBe(400);
      expect(byPost.body.errors?.[0]).toMatchObject({
        message: 'PersistedQueryNotFound',
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
      });
    });

    it('answers PersistedQueryNotSupported for a version it does not know', async () => {
      const { body } = await post(
        JSON.stringify({ extensions: { persistedQuery: { version: 2, sha256Hash: sha256('x') } } }),
      );
      expect(body.errors?.[0]).toMatchObject({
        message: 'PersistedQueryNotSupported',
        extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' },
      });
    });

    it('stores a query sent with its hash; the hash alone then runs it, by GET and by POST', async () => {
      const query = 'query Apq { __typename termsAndPrivacy { version } }';
      const hash = sha256(query);
      const first = await post(JSON.stringify({ query, extensions: persisted(hash) }));
      expect(first.status).toBe(200);
      expect(first.body.errors).toBeUndefined();

      const byPost = await post(JSON.stringify({ extensions: persisted(hash), variables: {} }));
      expect(byPost.status).toBe(200);
      expect(byPost.body).toEqual(first.body);
      const byGet = await get({ extensions: JSON.stringify(persisted(hash)), variables: '{}' });
      expect(byGet.status).toBe(200);
      expect(byGet.body).toEqual(first.body);
    });

    it("refuses a hash that is not the query's, and does not store a refused document", async () => {
      const mismatch = await post(
        JSON.stringify({ query: '{ __typename }', extensions: persisted(sha256('{ other }')) }),
      );
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

      const invalid = '{ noSuchField }';
      await post(JSON.stringify({ query: invalid, extensions: persisted(sha256(invalid)) }));
      const again = await post(JSON.stringify({ extensions: persisted(sha256(invalid)) }));
      expect(again.body.errors?.[0]?.message).toBe('PersistedQueryNotFound');
    });

    it('still answers a body with neither query nor hash with BAD_USER_INPUT', async () => {
      const { status, body } = await post('{}');
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });
});
