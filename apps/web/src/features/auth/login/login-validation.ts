/**
 * What the login wizard validates with: zod, the login schemas and the phone-number rules (libphonenumber's
 * metadata). Loaded on demand (when a form is submitted) so that a first visit to /auth/login does not fetch them
 * (docs/decisions/060). Subpath imports, not the `@repclub/shared` barrel, so that only these schemas come along.
 */
export { zodResolver } from '@hookform/resolvers/zod';
export { toE164 } from '@repclub/shared/phone';
export { loginIdentifierSchema, loginSchema, phoneStartSchema } from '@repclub/shared/schemas/login';
