/** Payout onboarding return page (accounts §2.1). */
export const PAYMENT_PATHS = { payoutProcess: '/payout/process' } as const;

export const PAYMENT_ROUTE_PATTERNS = ['/payout/process'] as const;
