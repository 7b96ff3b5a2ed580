import { vi } from 'vitest';
import type { AuthInfo } from '@/lib/session';
import { saveAuthInfo } from '@/lib/session';
import type { CurrentUser } from '@/lib/current-user';

type Operation = { operationName: string; query: string; variables: Record<string, unknown> };
type Resolver = (variables: Record<string, unknown>) => unknown;

/**
 * Stubs `fetch` for POST /api/graphql: each operation (by name, read from the query text) answers what its
 * resolver returns as `data`; a resolver that throws answers a GraphQL error with its message. Other
 * requests answer 404. Returns the operations received, in order.
 */
export function mockGraphQL(resolvers: Record<string, Resolver>) {
  const operations: Operation[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith('/api/graphql')) return new Response('{}', { status: 404 });
    const body = JSON.parse(String(init?.body)) as { query: string; variables?: Record<string, unknown> };
    const operationName = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
    const variables = body.variables ?? {};
    operations.push({ operationName, query: body.query, variables });
    const resolver = resolvers[operationName];
    const json = (value: unknown) =>
      new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (!resolver) return json({ data: null, errors: [{ message: `no mock for ${operationName}` }] });
    try {
      return json({ data: resolver(variables) });
    } catch (error) {
      return json({
        data: null,
        errors: [{ message: (error as Error).message, extensions: { code: 'BAD_USER_INPUT' } }],
      });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  const named = (name: string) => operations.filter((operation) => operation.operationName === name);
  return { operations, named, fetchMock };
}

export const TEST_AUTH_INFO: AuthInfo = {
  token: 'test.access.token',
  refreshToken: 'test-refresh-token',
  expiresIn: 900,
  userId: 'user-1',
  email: 'tess@example.com',
  isDeleted: false,
  isComplete: true,
  isPhoneNumberVerified: true,
  agreeToTermsAndConditions: true,
  requireOtp: false,
  skipMultiFactorAuthentication: false,
  impersonateMode: false,
};

/** Stores a signed-in session (the auth info a sign-in call answers), with changes. */
export function signInForTest(changes: Partial<AuthInfo> = {}) {
  saveAuthInfo({ ...TEST_AUTH_INFO, ...changes });
}

export const TEST_ME: CurrentUser = {
  userId: 'user-1',
  userName: 'tess',
  name: 'Tess Shell',
  firstName: 'Tess',
  lastName: 'Shell',
  emailAddress: 'tess@example.com',
  verifiedEmailAddress: 'tess@example.com',
  phoneNumber: '+14155550100',
  gender: 'Female',
  dateOfBirth: '1990-01-01',
  avatarUrl: null,
  bio: null,
  isVerified: false,
  tier: 'Standard',
  isComplete: true,
  isDeleted: false,
  isPhoneNumberVerified: true,
  agreeToTermsAndConditions: true,
  acceptedTermsVersion: 2,
};

export function notificationNode(
  id: string,
  changes: Partial<{ isRead: boolean; createdAt: string; message: string; type: string }> = {},
  properties: Record<string, string> = {},
) {
  return {
    notificationId: id,
    isRead: changes.isRead ?? false,
    readAt: changes.isRead ? '2026-01-01T00:00:00.000Z' : null,
    createdAt: changes.createdAt ?? '2026-01-01T00:00:00.000Z',
    content: {
      defaultMessage: changes.message ?? `Message ${id}`,
      defaultPayload: { notificationType: changes.type ?? 'EventApproved' },
    },
    customProperties: Object.entries(properties).map(([key, value]) => ({ key, value })),
  };
}
