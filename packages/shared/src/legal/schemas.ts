/**
 * Terms of service (accounts §3): the version a user accepts.
 */
import { z } from 'zod';
import { DECIDED_MESSAGES } from '../common/messages';

/** Accept terms (GraphQL): the integer terms version. */
export const acceptTermsSchema = z.object({
  version: z
    .number({ error: DECIDED_MESSAGES.termsVersionInvalid })
    .int({ error: DECIDED_MESSAGES.termsVersionInvalid })
    .positive({ error: DECIDED_MESSAGES.termsVersionInvalid }),
});
export type AcceptTermsPayload = z.output<typeof acceptTermsSchema>;
