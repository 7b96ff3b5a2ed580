/**
 * What the login wizard validates with: zod, the login schemas and the phone-number rules (libphonenumber's
 * metadata). Loaded on demand (when a form is submitted) so that a first visit to /auth/login does not fetch them
 * (docs/decisions/060, 062). Subpath imports, not the `@repclub/shared` barrel, so that only these schemas come along.
 */
import { loginIdentifierSchema, loginSchema } from '@repclub/shared/schemas/login';
import type { z } from 'zod';
import type { FieldErrors } from '@/features/auth/login/use-login-form';

export { toE164 } from '@repclub/shared/phone';
export { phoneStartSchema } from '@repclub/shared/schemas/login';

/**
 * The first message for each field the schema rejects (what the forms showed with react-hook-form's zod
 * resolver), or null when the values pass.
 */
function fieldErrors<Values extends Record<string, string>>(
  schema: z.ZodType<unknown, Values>,
  values: Values,
): FieldErrors<Values> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return null;
  const errors: FieldErrors<Values> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Values | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** Login step 1: the email, username or phone number is required. */
export const checkLoginIdentifier = (values: z.input<typeof loginIdentifierSchema>) =>
  fieldErrors(loginIdentifierSchema, values);

/** Login step 2, password mode: the password is required. */
export const checkLogin = (values: z.input<typeof loginSchema>) => fieldErrors(loginSchema, values);
