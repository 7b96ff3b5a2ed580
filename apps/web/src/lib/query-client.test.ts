import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { HttpError } from '@/lib/http';
import { createQueryClient, isRetryableError, MAX_QUERY_RETRIES, shouldRetryQuery } from '@/lib/query-client';

describe('query retries', () => {
  it('does not retry errors the server gave a reason for', () => {
    for (const code of [
      'AUTH_NOT_AUTHENTICATED',
      'AUTH_NOT_AUTHORIZED',
      'BAD_USER_INPUT',
      'NOT_FOUND',
      'CONFLICT',
      'GRAPHQL_VALIDATION_FAILED',
      'QUERY_TOO_COMPLEX',
      'RATE_LIMITED',
    ]) {
      expect(isRetryableError(new GraphQLRequestError({ code, serverMessage: 'x', status: 200 }))).toBe(
        false,
      );
    }
    expect(isRetryableError(new GraphQLRequestError({ status: 400 }))).toBe(false);
    expect(isRetryableError(new HttpError(404, '/doc'))).toBe(false);
  });

  it('retries network and server failures, a bounded number of times', () => {
    expect(isRetryableError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryableError(new GraphQLRequestError({ status: 503 }))).toBe(true);
    expect(isRetryableError(new GraphQLRequestError({ code: 'INTERNAL_SERVER_ERROR', status: 200 }))).toBe(
      true,
    );
    expect(isRetryableError(new GraphQLRequestError({ code: 'SERVICE_UNAVAILABLE', status: 503 }))).toBe(
      true,
    );
    expect(isRetryableError(new HttpError(500, '/doc'))).toBe(true);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(MAX_QUERY_RETRIES, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('creates a client that never treats data as fresh', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.staleTime).toBe(0);
  });
});
