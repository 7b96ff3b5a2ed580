import { MESSAGES } from '@repclub/shared';

/** A REST call the server answered with `{ error: { code, message, ...details } }` or a non-2xx status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly status: number;
  readonly details: Record<string, unknown>;

  constructor(status: number, code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

type Options = { method?: 'GET' | 'POST'; body?: unknown; token?: string | null; signal?: AbortSignal };

/**
 * Calls a REST endpoint under /api and resolves with its JSON. Auth calls are never retried (accounts §8):
 * a failure rejects with an ApiError carrying the server's code and message.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'POST', body, token, signal }: Options = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK_ERROR', MESSAGES.defaultError);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const error = (json as { error?: { code?: string; message?: string } } | null)?.error;
    const { code, message, ...details } = error ?? {};
    throw new ApiError(response.status, code ?? 'HTTP_ERROR', message || MESSAGES.defaultError, details);
  }
  return json as T;
}
