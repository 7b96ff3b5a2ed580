import { randomBytes } from 'node:crypto';
import { DEV_OUTBOX_API, type OutboxEntry } from '@repclub/shared';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { Clock } from '../platform/clock';
import { loadConfig } from '../platform/config';
import { type Database, type StatementListener, openDatabase } from '../platform/db/client';
import type { ProviderFaults } from '../platform/faults';

/**
 * Starts the real server for an integration test: a database of its own (in-memory PGlite, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL), migrations and seeds applied, listening on a free
 * loopback port. Tests talk to it over real HTTP.
 *
 * The database starts as a copy of the run's migrated one (test/global-setup.ts, docs/decisions/118); the server
 * still runs migrations (none left to apply), seeds and start-up work. `emptyDatabase: true` starts from a truly
 * empty database instead, which the server migrates itself.
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    logStream?: { write: (line: string) => void };
    /** Test-only crash points of bookings (fault injection). */
    faults?: ProviderFaults;
    /** A built web app to serve (a folder with index.html); none by default. */
    webDistDir?: string;
    /** Start from an empty database (no migrations applied), not from the run's migrated copy. */
    emptyDatabase?: boolean;
  } = {},
) {
  // Every statement Drizzle sends, while a test records them (countStatements).
  let recording: string[] | null = null;
  const fresh = await freshDatabase((sql) => recording?.push(sql), options.emptyDatabase ?? false);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://repclub.test',
    SEED_DEMO: 'false',
    // The tests read codes and links from the outbox (on by default here anyway: no DATABASE_URL, no MAIL_URL).
    OUTBOX: 'on',
    JWT_SECRET: randomBytes(36).toString('base64url'),
    // Every test calls from one address, as many users: GraphQL's per-address and per-user limits are set
    // out of reach unless a test sets them (graphql/hardening.int.test.ts does).
    GRAPHQL_RATE_LIMIT: '1000000',
    GRAPHQL_RATE_LIMIT_USER: '1000000',
    GRAPHQL_SEARCH_USERS_LIMIT: '1000000',
    ...options.env,
  });
  const routes: { method: string; url: string }[] = [];
  const app = await buildApp({
    config,
    database: fresh.database,
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.faults ? { faults: options.faults } : {}),
    webDistDir: options.webDistDir ?? '/nonexistent-web-dist',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    app,
    baseUrl,
    /** Every route the app registered (method and URL pattern), in order. */
    routes,
    config,
    database: fresh.database,
    fetch: (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init),
    async graphql<T = Record<string, unknown>>(
      query: string,
      variables?: Record<string, unknown>,
      headers: Record<string, string> = {},
    ) {
      const response = await fetch(`${baseUrl}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as {
        data?: T | null;
        errors?: { message: string; extensions?: { code?: string } }[];
      };
      return { status: response.status, body };
    },
    /** POST a JSON body to a REST path; answers the status and the parsed body. */
    async post<T = Record<string, unknown>>(
      path: string,
      body: unknown,
      headers: Record<string, string> = {},
    ) {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body ?? {}),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: (text ? JSON.parse(text) : null) as T,
        headers: response.headers,
      };
    },
    /** The SQL statements sent while `run` ran (run it alone: concurrent work would be counted too). */
    async statementsOf(run: () => Promise<unknown>): Promise<string[]> {
      const statements: string[] = [];
      recording = statements;
      try {
        await run();
      } finally {
        recording = null;
      }
      return statements;
    },
    /** The outbox, newest first, for one address or number. */
    async outbox(to: string) {
      const response = await fetch(`${baseUrl}${DEV_OUTBOX_API}?to=${encodeURIComponent(to)}`);
      if (!response.ok) throw new Error(`outbox answered ${response.status}`);
      return (await response.json()) as OutboxEntry[];
    },
    async close() {
      await app.close();
      await fresh.dispose();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export type { AuthInfo } from '../modules/auth/auth.module';

/** The REST error body; `details` of a DomainError (field, retryAfterSeconds, nextResend…) sit beside code. */
export type ErrorBody = {
  error: {
    code: string;
    message: string;
    field?: string;
    retryAfterSeconds?: number;
    nextResend?: string;
    expiredDate?: string | null;
    blockedUntil?: string | null;
  };
};

export type GraphQLErrorEntry = { message: string; extensions?: { code?: string; field?: string } };

/** The first GraphQL error of a response, as `{ code, message }`; throws when there is none. */
export function firstGraphQLError(body: { errors?: GraphQLErrorEntry[] }) {
  const error = body.errors?.[0];
  if (!error) throw new Error('expected an error');
  return { code: error.extensions?.code, message: error.message };
}

/**
 * A GraphQL call answering `{ data, error }`: the data (null when the call failed) and its first error (null
 * when none), for tests that look at either.
 */
export async function graphqlResult<T>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
) {
  const { body } = await server.graphql<T>(query, variables, headers);
  return {
    data: (body.data ?? null) as T | null,
    error: (body.errors?.[0] ?? null) as GraphQLErrorEntry | null,
  };
}

let counter = 0;
export type SignUpBody = {
  userName: string;
  password: string;
  firstName: string;
  lastName: string;
  gender: string;
  dateOfBirth: string;
  phoneNumber: string;
  agreeToTermsAndConditions: boolean;
};

// Phone numbers +1 213 555 XXXX, distinct within a test process (each test file has its own database).
const phoneBase = randomBytes(2).readUInt16BE(0) % 10_000;

/** A valid sign-up payload with a unique email and phone number; overrides may make it invalid. */
export function signUpPayload(overrides: Record<string, unknown> = {}): SignUpBody {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}`;
  const line = String((phoneBase + counter) % 10_000).padStart(4, '0');
  return {
    userName: `user.${unique}@example.com`,
    password: 'Secret123!',
    firstName: 'Ada',
    lastName: 'Lovelace',
    gender: 'Female',
    dateOfBirth: '1990-12-10',
    phoneNumber: `+1213555${line}`,
    agreeToTermsAndConditions: true,
    ...overrides,
  } as SignUpBody;
}

/** The run's migrated copy (provided by test/global-setup.ts), unless the caller wants an empty database. */
function migratedCopy(empty: boolean) {
  if (empty) return { template: undefined, dump: undefined };
  return { template: inject('testDatabaseTemplate'), dump: inject('pgliteDataDirDump') };
}

async function freshDatabase(
  onStatement: StatementListener,
  empty: boolean,
): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const { template, dump } = migratedCopy(empty);
  if (!adminUrl) {
    const database = await openDatabase({
      kind: 'pglite',
      onStatement,
      ...(dump ? { loadDataDir: new Blob([fs.readFileSync(dump)]) } : {}),
    });
    return { database, dispose: () => database.close() };
  }
  const name = `repclub_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20, onStatement });
  return {
    database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
