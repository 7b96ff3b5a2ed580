import { z } from 'zod';
import { UUID_PATTERN } from '../common/ids';
import { EARNINGS_MESSAGES as M } from './messages';

/**
 * A payout request (docs/decisions/075): the event, and how much in cents — all of the balance when left out.
 */
export const requestPayoutSchema = z.object({
  eventId: z.string().regex(UUID_PATTERN, { error: 'Event not found.' }),
  amount: z
    .number({ error: M.amount })
    .int({ error: M.amount })
    .min(1, { error: M.amount })
    .max(Number.MAX_SAFE_INTEGER, { error: M.amount })
    .nullish(),
});
export type RequestPayoutInput = z.input<typeof requestPayoutSchema>;
