import type { FastifyRequest } from 'fastify';

/** Query parameters that carry credentials: never written to a log line. */
const SECRET_PARAMS = new Set([
  'token',
  'refresh_token',
  'refreshtoken',
  'access_token',
  'code',
  'state',
  'otp',
  'password',
]);

/** The URL with the values of credential-carrying query parameters replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.has(key.toLowerCase())) {
      params.set(key, '[REDACTED]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString().replaceAll('%5BREDACTED%5D', '[REDACTED]')}` : url;
}

/**
 * The request as logged: method, redacted URL, host and client address. Headers and bodies are never
 * logged, so passwords, codes, tokens and cookies stay out of the logs.
 */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.headers.host,
    remoteAddress: request.ip,
  };
}
