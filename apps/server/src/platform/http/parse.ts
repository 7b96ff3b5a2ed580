import { MESSAGES } from '@repclub/shared';
import type { z } from 'zod';
import { DomainError } from '../errors';

/**
 * Parses input with a zod schema (usually a shared one); the first issue's message, which is the spec's
 * wording, becomes a BAD_USER_INPUT error naming the field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.');
  throw new DomainError(
    'BAD_USER_INPUT',
    issue?.message ?? MESSAGES.defaultError,
    field ? { field } : undefined,
  );
}
