/**
 * Test-only crash points around payment provider calls: the integration suite stops a server right after the
 * provider took money (or refunded it) to prove that reconciliation finishes the work. Never set by main.ts.
 */
export type ProviderFaults = {
  afterProviderCall?: (
    step: 'capture' | 'refund' | 'authorize' | 'void',
    orderId: string,
  ) => void | Promise<void>;
  /** Called just before the provider is asked for a refund: throwing stands for a provider that fails. */
  beforeProviderRefund?: (orderId: string) => void | Promise<void>;
  /** Called right after the payout provider sent an event payout, before its outcome is written (decision 075). */
  afterPayoutCall?: (payoutId: string) => void | Promise<void>;
};
