import { ApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';

/** The message to show for a failed call: a REST call's server message, a GraphQL call's, or the default. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return getErrorMessage(error);
}
