import type { FastifyInstance } from 'fastify';
import { DomainError } from '../errors';

/** Shown when text input carries a NUL character, which no text column can store. */
export const NUL_MESSAGE = 'Text may not contain NUL characters (\\u0000).';

/** True when a string anywhere in the value (keys too) contains U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  // Multipart bodies carry file streams and buffers, which are not text. (Query strings are objects of a
  // prototype-less class, so plain-object checks would skip them.)
  if (Buffer.isBuffer(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * The one place NUL characters are refused: every REST body, query string and path parameter, and the
 * GraphQL variables of a POST (the body) or a GET (its `variables` parameter). String literals inside a
 * GraphQL document are checked where the document is parsed (graphql/document-guard.ts). PostgreSQL
 * cannot store U+0000 in text or jsonb, so without this it answered 500.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (containsNul(request.body) || containsNul(query) || containsNul(request.params)) {
      throw new DomainError('BAD_USER_INPUT', NUL_MESSAGE);
    }
    // GraphQL over GET sends its variables as JSON text, where a NUL is written \u0000.
    const variables = query?.variables;
    if (typeof variables === 'string' && variables.includes('\\u0000')) {
      try {
        if (containsNul(JSON.parse(variables))) throw new DomainError('BAD_USER_INPUT', NUL_MESSAGE);
      } catch (err) {
        if (err instanceof DomainError) throw err;
        // Not JSON: Mercurius answers that itself.
      }
    }
  });
}
