import { AUTH_API_PATHS, GRAPHQL_PATH } from '@repclub/shared';
import type { AuthInfo } from './session';
import { clearSession, getSession, saveTokens } from './session';
import type { TypedDocumentString } from '@/gql/graphql';

type GraphQLErrorPayload = {
  message?: unknown;
  extensions?: { code?: unknown; field?: unknown } | null;
};

type GraphQLResponseBody<TResult> = {
  data?: TResult | null;
  errors?: GraphQLErrorPayload[];
};

type GraphQLRequestErrorOptions = {
  /** `errors[0].extensions.code`, when the server sent one. */
  code?: string | undefined;
  /** `errors[0].extensions.field`: the input field a refusal is about (e.g. `referralCode`), when sent. */
  field?: string | undefined;
  /** The first message the server sent, when it sent one. */
  serverMessage?: string | undefined;
  /** HTTP status of the response. */
  status: number;
};

/** A GraphQL call that the server answered with errors, or with a non-2xx status and no data. */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  readonly code: string | undefined;
  readonly field: string | undefined;
  readonly serverMessage: string | undefined;
  readonly status: number;

  constructor({ code, field, serverMessage, status }: GraphQLRequestErrorOptions) {
    super(serverMessage ?? `GraphQL request failed with HTTP ${status}`);
    this.code = code;
    this.field = field;
    this.serverMessage = serverMessage;
    this.status = status;
  }
}

/** Operations without variables take none; the others require theirs. */
type VariablesArgument<TVariables> =
  TVariables extends Record<string, never> ? [variables?: undefined] : [variables: TVariables];

function buildHeaders(): Headers {
  const headers = new Headers({
    'Content-Type': 'application/json',
    Accept: 'application/graphql-response+json, application/json',
  });
  const { token } = getSession();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readBody<TResult>(response: Response): Promise<GraphQLResponseBody<TResult> | undefined> {
  try {
    return (await response.json()) as GraphQLResponseBody<TResult>;
  } catch {
    return undefined;
  }
}

function firstError(errors: GraphQLErrorPayload[] | undefined, status: number): GraphQLRequestError {
  const first = errors?.[0];
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined;
  const field = typeof first?.extensions?.field === 'string' ? first.extensions.field : undefined;
  const serverMessage = typeof first?.message === 'string' && first.message ? first.message : undefined;
  return new GraphQLRequestError({ code, field, serverMessage, status });
}

/**
 * Runs a typed GraphQL operation against `POST /api/graphql` and resolves with its `data`.
 * Sends the stored bearer token when there is one. Throws a `GraphQLRequestError` when the server
 * answers with errors or without data; network failures reject with the browser's own error.
 */
async function send<TResult>(query: string, variables: unknown) {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: buildHeaders(),
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: await readBody<TResult>(response) };
}

const isUnauthenticated = (status: number, error: GraphQLRequestError | null) =>
  status === 401 || error?.code === 'AUTH_NOT_AUTHENTICATED';

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time, shared by every call that needs it. Resolves whether new tokens are stored. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const { refreshToken } = getSession();
    if (!refreshToken) return false;
    try {
      const response = await fetch(AUTH_API_PATHS.refresh, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      if (!response.ok) return false;
      const info = (await response.json()) as AuthInfo;
      if (!info.token) return false;
      saveTokens(info.token, info.refreshToken);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** What happens when the session cannot be saved (accounts §8): storage cleared, page reloaded. */
export const sessionLost = {
  handle: () => {
    clearSession();
    window.location.reload();
  },
};

/**
 * Runs a typed GraphQL operation against `POST /api/graphql` and resolves with its `data`.
 * Sends the stored bearer token. On HTTP 401 or AUTH_NOT_AUTHENTICATED it refreshes the session once and
 * retries; when that fails, or a query is refused as AUTH_NOT_AUTHORIZED / 'Unauthorized', local storage is
 * cleared and the page reloads (accounts §8). Other failures throw a `GraphQLRequestError`.
 */
export async function execute<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: VariablesArgument<TVariables>
): Promise<TResult> {
  const query = document.toString();
  let { response, body } = await send<TResult>(query, variables);
  let error = body?.errors?.length ? firstError(body.errors, response.status) : null;

  if (isUnauthenticated(response.status, error) && getSession().refreshToken) {
    if (await refreshSession()) {
      ({ response, body } = await send<TResult>(query, variables));
      error = body?.errors?.length ? firstError(body.errors, response.status) : null;
    }
    if (isUnauthenticated(response.status, error)) {
      sessionLost.handle();
      throw error ?? firstError(undefined, response.status);
    }
  }
  const isQuery = /^\s*(query\b|\{)/.test(query);
  if (
    isQuery &&
    getSession().token &&
    (error?.code === 'AUTH_NOT_AUTHORIZED' || error?.serverMessage === 'Unauthorized')
  ) {
    console.warn('GraphQL query refused as unauthorized; clearing the session');
    sessionLost.handle();
  }
  if (error) throw error;
  if (!response.ok || body?.data == null) throw firstError(undefined, response.status);
  return body.data;
}
