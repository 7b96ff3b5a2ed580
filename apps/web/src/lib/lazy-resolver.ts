import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver that loads its validation (zod and the schema) on first use, so that a form's
 * page does not fetch them before the visitor submits (docs/decisions/060). Loaded once, then reused.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): Resolver<Values> {
  let loading: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
