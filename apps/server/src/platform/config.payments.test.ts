import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('PAYMENTS: the sandbox payment and payout providers (docs/decisions/049)', () => {
  it('is on for the embedded demo and off on PostgreSQL unless asked for', () => {
    expect(loadConfig({}).sandboxPayments).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).sandboxPayments).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', PAYMENTS: 'sandbox' }).sandboxPayments).toBe(true);
    expect(loadConfig({ PAYMENTS: 'off' }).sandboxPayments).toBe(false);
  });

  it('refuses any other value, naming the variable', () => {
    expect(() => loadConfig({ PAYMENTS: 'free' })).toThrow(/PAYMENTS/);
  });
});
