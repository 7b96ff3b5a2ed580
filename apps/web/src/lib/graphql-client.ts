import { GRAPHQL_PATH } from '@repclub/shared';
import type { TypedDocumentString } from '@/gql/graphql';
import { getStoredToken } from '@/lib/auth-storage';

type GraphQLErrorPayload = {
  message?: unknown;
  extensions?: { code?: unknown } | null;
};

type GraphQLResponseBody<TResult> = {
  data?: TResult | null;
  errors?: GraphQLErrorPayload[];
};

type GraphQLRequestErrorOptions = {
  /** `errors[0].extensions.code`, when the server sent one. */
  code?: string | undefined;
  /** The first message the server sent, when it sent one. */
  serverMessage?: string | undefined;
  /** HTTP status of the response. */
  status: number;
};

/** A GraphQL call that the server answered with errors, or with a non-2xx status and no data. */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly status: number;

  constructor({ code, serverMessage, status }: GraphQLRequestErrorOptions) {
    super(serverMessage ?? `GraphQL request failed with HTTP ${status}`);
    this.code = code;
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
  const token = getStoredToken();
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
  const serverMessage = typeof first?.message === 'string' && first.message ? first.message : undefined;
  return new GraphQLRequestError({ code, serverMessage, status });
}

/**
 * Runs a typed GraphQL operation against `POST /api/graphql` and resolves with its `data`.
 * Sends the stored bearer token when there is one. Throws a `GraphQLRequestError` when the server
 * answers with errors or without data; network failures reject with the browser's own error.
 */
export async function execute<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: VariablesArgument<TVariables>
): Promise<TResult> {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: buildHeaders(),
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  const body = await readBody<TResult>(response);
  if (body?.errors?.length) throw firstError(body.errors, response.status);
  if (!response.ok || body?.data == null) throw firstError(undefined, response.status);
  return body.data;
}
