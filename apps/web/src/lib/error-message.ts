import { MESSAGES } from '@repclub/shared';
import { ApiError } from '@/lib/api-client';

/**
 * The message to show for a failure: a given message as is, else the first server message the error
 * carries (`GraphQLRequestError.serverMessage`, or any error with a `serverMessage`), else the
 * spec's default message. Browser errors ("Failed to fetch") are not shown to users.
 */
export function getErrorMessage(messageOrError?: unknown): string {
  if (typeof messageOrError === 'string') return messageOrError.trim() || MESSAGES.defaultError;
  if (typeof messageOrError === 'object' && messageOrError !== null && 'serverMessage' in messageOrError) {
    const { serverMessage } = messageOrError;
    if (typeof serverMessage === 'string' && serverMessage.trim()) return serverMessage;
  }
  return MESSAGES.defaultError;
}

/** The message to show for a failed call: a REST call's server message, a GraphQL call's, or the default. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return getErrorMessage(error);
}
