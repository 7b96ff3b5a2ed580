import type { TransactionStatus } from '@repclub/shared';

/** How transaction types read in the Payments tab (docs/decisions/025); unknown ones are spelled out. */
const TYPE_LABELS: Record<string, string> = {
  BUY_EVENT_TICKET: 'Event ticket',
  GIFT_EVENT_TICKET: 'Gifted ticket',
  BUY_PIE: 'Slice purchase',
  SELL_PIE: 'Slice sale',
  CREATE_PIE: 'Pie creation',
  UPGRADE_PIE: 'Pie upgrade',
  PAYOUT: 'Payout',
  RSVP: 'RSVP',
  BUY_POINTS: 'Rep points',
};

const spelled = (code: string) => {
  const words = code.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const transactionTypeLabel = (type: string) => TYPE_LABELS[type] ?? spelled(type);

const STATUS_COLORS: Record<TransactionStatus, string> = {
  PENDING: 'yellow',
  COMPLETED: 'green',
  CANCELLED: 'gray',
  FAILED: 'red',
  CRASHED: 'red',
  REFUNDED: 'blue',
  REFUND_PENDING: 'indigo',
};

export const transactionStatusLabel = (status: string) => spelled(status);
export const transactionStatusColor = (status: string) =>
  STATUS_COLORS[status as TransactionStatus] ?? 'gray';

/** Payout account statuses as the Payouts tab shows them. */
export const PAYOUT_STATUS: Record<string, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'green' },
  RESTRICTED: { label: 'Payouts paused', color: 'orange' },
  PENDING: { label: 'Setup not finished', color: 'yellow' },
};

export const PROVIDER_LABELS: Record<string, string> = {
  STRIPE: 'Stripe',
  SANDBOX: 'Sandbox (test provider)',
};
