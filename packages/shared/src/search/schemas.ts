import { z } from 'zod';
import { SEARCH_DECIDED_MESSAGES } from './messages';

/** Search keyword (accounts §5): trimmed, and a query runs only when it is non-empty. */
export const searchKeywordSchema = z
  .string({ error: SEARCH_DECIDED_MESSAGES.searchKeywordRequired })
  .trim()
  .min(1, { error: SEARCH_DECIDED_MESSAGES.searchKeywordRequired });
