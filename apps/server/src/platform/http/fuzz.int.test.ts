// The fuzz (issue 11): every REST route the app registers (enumerated as they are added, not listed by
// hand) and every GraphQL operation of the schema get bad input — wrong types, NUL characters, huge
// strings, ids that are not UUIDs, bodies over the limit, broken JSON, broken multipart, `{"query":1}`,
// null extensions — and none may answer a 5xx or INTERNAL_SERVER_ERROR. Deterministic: a fixed seed and a
// bounded number of cases per route and operation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { testUser } from '../../modules/events/events.test-support';
import {
  callArguments,
  documentOf,
  schemaOperations,
  unknownUuid,
  validValue,
} from '../../test/schema-operations';
import { startTestServer, type TestServer } from '../../test/server';

const SEED = 0x11_2026;
const REST_CASES_PER_ROUTE = 4 + 23 + 5; // structural, a NUL in each known field, random
const GRAPHQL_CASES_PER_OPERATION = 8;

/** mulberry32: a small seeded generator, so every run sends the same cases. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const HUGE = 'x'.repeat(60_000);
/** Values that are wrong for most fields: other types, NUL characters, huge strings, malformed ids. */
const BAD_VALUES: readonly unknown[] = [
  12345,
  -1,
  1e308,
  true,
  null,
  [],
  {},
  [1, 'a', null],
  { nested: { deeper: 'a\u0000b' } },
  'a\u0000b',
  '\u0000',
  HUGE,
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '',
  ' ',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '😀'.repeat(1000),
  '2026-02-30T25:61:00Z',
  'Infinity',
];

/** Plausible values for field names the REST routes read, so a case gets past the first check. */
const PLAUSIBLE: Record<string, unknown> = {
  userName: 'fuzz.person@example.com',
  email: 'fuzz.person@example.com',
  password: 'Secret123!',
  newPassword: 'Secret456!',
  firstName: 'Fuzz',
  lastName: 'Person',
  gender: 'Female',
  dateOfBirth: '1990-12-10',
  phoneNumber: '+12135550188',
  agreeToTermsAndConditions: true,
  token: 'fuzz-token',
  refreshToken: 'fuzz-refresh-token',
  otp: '123456',
  code: '123456',
  purpose: 'VerifySignIn',
  to: 'fuzz.person@example.com',
  limit: 5,
  version: 1,
  state: 'fuzz-state',
  userId: '00000000-0000-4000-8000-000000000001',
  credential: { id: 'abc', rawId: 'abc', response: {}, type: 'public-key' },
  kind: 'email',
  reason: 'fuzz',
};
const KEYS = Object.keys(PLAUSIBLE);

const PATH_VALUES = ['x', 'not-a-uuid', '%00', 'a'.repeat(300), '12345', '..%2F..%2Fetc', '%F0%9F%98%80'];
const QUERY_STRINGS = [
  '',
  '?to=%00',
  '?to=fuzz%40example.com&limit=abc',
  '?limit=-1',
  `?x=${'a'.repeat(3000)}`,
  '?state=%00&code=%00',
  '?token=not-a-token',
  '?to[]=a&to[]=b',
];

type Sent = { method: string; url: string; headers: Record<string, string>; body?: string | Buffer };
type Failure = string;

function describeBody(body: Sent['body']) {
  if (body === undefined) return 'no body';
  const text = body.toString();
  return text.length > 120 ? `${text.slice(0, 120)}… (${text.length} bytes)` : text;
}

describe('fuzz of every REST route and GraphQL operation (issue 11)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMITS: 'off' } });
  });
  afterAll(() => server?.close());

  async function send(sent: Sent): Promise<{ status: number; text: string }> {
    const response = await server.fetch(sent.url, {
      method: sent.method,
      headers: sent.headers,
      ...(sent.body !== undefined ? { body: sent.body } : {}),
      redirect: 'manual',
    });
    return { status: response.status, text: await response.text() };
  }

  function check(sent: Sent, answer: { status: number; text: string }, failures: Failure[]) {
    if (answer.status >= 500 || answer.text.includes('"INTERNAL_SERVER_ERROR"')) {
      failures.push(
        `${sent.method} ${sent.url.slice(0, 120)} [${sent.headers['content-type'] ?? ''}] ${describeBody(sent.body)} → ${answer.status} ${answer.text.slice(0, 200)}`,
      );
    }
  }

  it('enumerates the REST routes from the app', () => {
    const urls = server.routes.map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/password/sign-in', '/api/graphql']),
    );
  });

  it('answers no REST request with a 5xx', async () => {
    const random = seeded(SEED);
    const failures: Failure[] = [];
    const routes = server.routes.filter(
      (r) => !['HEAD', 'OPTIONS'].includes(r.method) && !r.url.startsWith('/api/graphql'),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const user = await testUser(server, systemClock);
      for (let i = 0; i < REST_CASES_PER_ROUTE; i += 1) {
        const path = route.url
          .replace(/:[A-Za-z_]+/g, () => random.pick(PATH_VALUES))
          .replace(/\*/g, () => random.pick(PATH_VALUES));
        const url = `${path}${random.pick(QUERY_STRINGS)}`;
        const headers: Record<string, string> =
          random.next() < 0.6
            ? { ...user.headers }
            : random.next() < 0.5
              ? {}
              : { authorization: random.pick(['Bearer a.b.c', 'Bearer \u00ff', 'Basic eA==', 'Bearer']) };
        const sent: Sent = { method: route.method, url, headers };
        if (route.method !== 'GET' && route.method !== 'DELETE') {
          const kind = Math.min(i, 4);
          if (kind === 0) {
            // Broken JSON.
            sent.headers['content-type'] = 'application/json';
            sent.body = random.pick(['{"a":', '{', 'nul', '{"a":1,}', '\u0000', '[']);
          } else if (kind === 1) {
            // A body over every limit.
            sent.headers['content-type'] = 'application/json';
            sent.body = JSON.stringify({ userName: 'a'.repeat(1_100_000) });
          } else if (kind === 2) {
            // Broken multipart.
            sent.headers['content-type'] = random.pick([
              'multipart/form-data; boundary=fuzz',
              'multipart/form-data',
              'multipart/form-data; boundary=',
            ]);
            sent.body = random.pick([
              '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
              'garbage',
              '--fuzz--',
              '--fuzz\r\nbroken header\r\n\r\n--fuzz--\r\n',
            ]);
          } else if (kind === 3) {
            // Other content types, and JSON that is not an object.
            const type = random.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/json']);
            sent.headers['content-type'] = type;
            sent.body = random.pick(['[]', 'null', '"x"', '123', 'true', 'a=b&c=%00']);
          } else if (kind >= 4 && i - 4 < KEYS.length) {
            // A plausible body with a NUL character in one field (each known field in turn).
            const body: Record<string, unknown> = { ...PLAUSIBLE, [KEYS[i - 4]!]: 'a\u0000b' };
            sent.headers['content-type'] = 'application/json';
            sent.body = JSON.stringify(body);
          } else {
            // A plausible body with some fields of the wrong type, NUL, huge or malformed.
            const body: Record<string, unknown> = {};
            for (const key of KEYS) if (random.next() < 0.5) body[key] = PLAUSIBLE[key];
            const broken = 1 + Math.floor(random.next() * 3);
            for (let b = 0; b < broken; b += 1) body[random.pick(KEYS)] = random.pick(BAD_VALUES);
            sent.headers['content-type'] = 'application/json';
            sent.body = JSON.stringify(body);
          }
        }
        check(sent, await send(sent), failures);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers no malformed GraphQL request with a 5xx', async () => {
    const failures: Failure[] = [];
    const post = (body: string | Buffer, type = 'application/json'): Sent => ({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': type },
      body,
    });
    const cases: Sent[] = [
      post('{"query":1}'),
      post('{"query":"[]"}'),
      post('{"query":"1"}'),
      post('{"query":"\\"x\\""}'),
      post('{"query":"{\\"kind\\":\\"Document\\",\\"definitions\\":5}"}'),
      post('{"query":{"kind":"Document"}}'),
      post('{"query":null}'),
      post('{}'),
      post('[]'),
      post('null'),
      post('"x"'),
      post('{"query":"{ __typename }","extensions":null}'),
      post('{"query":"{ __typename }","variables":"x"}'),
      post('{"query":"{ __typename }","variables":[]}'),
      post('{"query":"{ __typename }","operationName":5}'),
      post('{"query":"query A { __typename } query B { __typename }"}'),
      post('{"query":"{ __typename }","operationName":"Nope"}'),
      post('{"query":"mutation { __typename }"}'),
      post('{"query":"subscription { __typename }"}'),
      post('{"query":'),
      post('\u0000'),
      post(JSON.stringify({ query: `{ __typename } #${'a'.repeat(70_000)}` })),
      post('{ __typename }', 'application/graphql'),
      post('garbage {', 'application/graphql'),
      post('{"query":"{ __typename }"}', 'text/plain'),
      post('--x\r\n\r\n', 'multipart/form-data; boundary=x'),
      post(JSON.stringify({ query: '{ event(slugOrId: "a\\u0000b") { eventId } }' })),
      { method: 'GET', url: '/api/graphql?query=1', headers: {} },
      { method: 'GET', url: '/api/graphql?query=%5B%5D', headers: {} },
      { method: 'GET', url: '/api/graphql?query=%7B__typename%7D&extensions=null', headers: {} },
      { method: 'GET', url: '/api/graphql?query=%7B__typename%7D&variables=%7B', headers: {} },
      { method: 'GET', url: '/api/graphql?query=mutation%7B__typename%7D', headers: {} },
      { method: 'GET', url: '/api/graphql', headers: {} },
      {
        method: 'GET',
        url: `/api/graphql?query=${encodeURIComponent('query($q: String!) { event(slugOrId: $q) { eventId } }')}&variables=${encodeURIComponent('{"q":"a\\u0000b"}')}`,
        headers: {},
      },
    ];
    for (const sent of cases) check(sent, await send(sent), failures);
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers no GraphQL operation called with bad variables with a 5xx', async () => {
    const random = seeded(SEED + 1);
    const failures: Failure[] = [];
    const operations = schemaOperations();
    expect(operations.length).toBeGreaterThan(60);
    const source = { id: () => undefined, string: () => 'fuzz' };
    for (const operation of operations) {
      const user = await testUser(server, systemClock);
      const args = operation.field.args;
      for (let i = 0; i < GRAPHQL_CASES_PER_OPERATION; i += 1) {
        const given = i === 0 ? callArguments(operation) : args;
        const variables: Record<string, unknown> = Object.fromEntries(
          given.map((a) => [a.name, validValue(a.type, a.name, source, 0, i > 0)]),
        );
        // Case 1: every text a NUL; case 2: every id malformed; case 3: every value of the wrong type;
        // then random corruptions of one value each.
        if (i === 1) replaceLeaves(variables, (v) => (typeof v === 'string' ? 'a\u0000b' : v));
        else if (i === 2) replaceLeaves(variables, (v) => (typeof v === 'string' ? 'not-a-uuid' : v));
        else if (i === 3) replaceLeaves(variables, (v) => (typeof v === 'boolean' ? 'yes' : true));
        else if (i > 3 && given.length > 0) corrupt(variables, random);
        const sent: Sent = {
          method: 'POST',
          url: '/api/graphql',
          headers: {
            'content-type': 'application/json',
            ...(random.next() < 0.75 ? user.headers : {}),
          },
          body: JSON.stringify({
            query: documentOf(
              operation,
              given.map((a) => a.name),
              1,
            ),
            variables,
            ...(random.next() < 0.2 ? { extensions: null } : {}),
          }),
        };
        check(sent, await send(sent), failures);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

/** Replaces every leaf (string, number, boolean) inside the variables. */
function replaceLeaves(value: Record<string, unknown> | unknown[], replace: (leaf: unknown) => unknown) {
  for (const [key, item] of Object.entries(value)) {
    if (item && typeof item === 'object') replaceLeaves(item as Record<string, unknown>, replace);
    else if (item !== null) (value as Record<string, unknown>)[key] = replace(item);
  }
}

/** Replaces one value somewhere in the variables (an argument, or a field or item inside one). */
function corrupt(variables: Record<string, unknown>, random: ReturnType<typeof seeded>) {
  const keys = Object.keys(variables);
  const key = random.pick(keys);
  const value = variables[key];
  const replacement = random.next() < 0.15 ? unknownUuid() : random.pick(BAD_VALUES);
  if (value && typeof value === 'object' && !Array.isArray(value) && random.next() < 0.7) {
    const inner = Object.keys(value as object);
    const field = inner.length > 0 && random.next() < 0.8 ? random.pick(inner) : 'unexpectedField';
    (value as Record<string, unknown>)[field] = replacement;
  } else if (Array.isArray(value) && value.length > 0 && random.next() < 0.5) {
    value[0] = replacement;
  } else {
    variables[key] = replacement;
  }
}
