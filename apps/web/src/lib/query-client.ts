import type { ErrorCode } from '@repclub/shared';
import { QueryClient } from '@tanstack/react-query';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { HttpError } from '@/lib/http';

/** GraphQL error codes of failures that may pass on a second try. */
const RETRYABLE_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'INTERNAL_SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
]);

/** Retries after the first failure, for failures that may pass on a second try. */
export const MAX_QUERY_RETRIES = 2;

/**
 * Whether a failure is worth retrying: network failures and server-side (5xx) errors are; errors the
 * server gave a reason for (auth, validation, not found, conflict, rate limits: the 4xx-like GraphQL
 * codes) are not.
 */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof GraphQLRequestError) {
    if (error.code) return RETRYABLE_CODES.has(error.code);
    return error.status >= 500;
  }
  if (error instanceof HttpError) return error.status >= 500;
  return true;
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isRetryableError(error);
}

/**
 * The app's query client. The spec wants no caching: every view fetches fresh data (`staleTime: 0`
 * refetches on each mount), while the cache still dedupes concurrent requests.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, retry: shouldRetryQuery },
      mutations: { retry: false },
    },
  });
}
