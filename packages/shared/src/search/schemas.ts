import { z } from 'zod';
import { DECIDED_MESSAGES } from '../common/messages';

/** Search keyword (accounts §5): trimmed, and a query runs only when it is non-empty. */
export const searchKeywordSchema = z
  .string({ error: DECIDED_MESSAGES.searchKeywordRequired })
  .trim()
  .min(1, { error: DECIDED_MESSAGES.searchKeywordRequired });
