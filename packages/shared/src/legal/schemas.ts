/**
 * Terms of service (accounts §3): the version a user accepts.
 */
import { z } from 'zod';
import { LEGAL_DECIDED_MESSAGES } from './messages';

/** Accept terms (GraphQL): the integer terms version. */
export const acceptTermsSchema = z.object({
  version: z
    .number({ error: LEGAL_DECIDED_MESSAGES.termsVersionInvalid })
    .int({ error: LEGAL_DECIDED_MESSAGES.termsVersionInvalid })
    .positive({ error: LEGAL_DECIDED_MESSAGES.termsVersionInvalid }),
});
export type AcceptTermsPayload = z.output<typeof acceptTermsSchema>;
