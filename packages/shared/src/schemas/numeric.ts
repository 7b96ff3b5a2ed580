import { z } from 'zod';
import { NUMERIC_CHECK_MAX, NUMERIC_CHECK_MIN_EXCLUSIVE } from '../constants';
import { DECIDED_MESSAGES, MESSAGES } from '../messages';

/** Numeric check (domain §5): a number greater than 0 and at most 1000. Form strings are coerced. */
export const numericCheckSchema = z.coerce
  .number({ error: MESSAGES.mustSpecifyNumber })
  .gt(NUMERIC_CHECK_MIN_EXCLUSIVE, { error: DECIDED_MESSAGES.numericCheckRange })
  .lte(NUMERIC_CHECK_MAX, { error: DECIDED_MESSAGES.numericCheckRange });
