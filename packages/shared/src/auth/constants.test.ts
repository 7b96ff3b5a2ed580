import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_REACTIVATION_WINDOW_MS,
  BLOCK_DURATION_MINUTES,
  BLOCK_DURATION_MS,
  RESEND_WAIT_MS,
  RESEND_WAIT_SECONDS,
} from './constants';

describe('constants', () => {
  it('keeps durations consistent', () => {
    expect(BLOCK_DURATION_MS).toBe(BLOCK_DURATION_MINUTES * 60_000);
    expect(RESEND_WAIT_MS).toBe(RESEND_WAIT_SECONDS * 1000);
    expect(ACCOUNT_REACTIVATION_WINDOW_MS).toBe(7_776_000_000);
  });
});
