import { TRANSACTION_STATUSES, type TransactionStatus } from '@repclub/shared';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { type Connection, isTimeIdKey, paginate, type TimeIdKey } from '../../platform/graphql/pagination';
import type { Viewer } from '../../platform/viewer';
import type { TransactionItem } from './payments.tables';
import type {
  TransactionKey,
  TransactionPageRow,
  TransactionRow,
  TransactionsRepository,
} from './transactions.repository';
import { UUID_PATTERN } from '../../platform/ids';

/** The profile's Payments tab pages transactions 10 at a time unless asked otherwise. */
export const TRANSACTIONS_PAGE_SIZE = 10;

const cents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const itemSchema = z.object({
  description: z.string().trim().min(1),
  quantity: z.number().int().min(0),
  unitAmount: cents,
  amount: cents,
});

/** What a domain records (event checkout, pies, payouts). Amounts in integer cents. */
const recordSchema = z
  .object({
    /** The domain's order id, when the transaction should share it (Booking.transactionId). */
    id: z.string().regex(UUID_PATTERN).optional(),
    userId: z.string().regex(UUID_PATTERN),
    /** TRANSACTION_TYPES or another upper-case type of the recording domain. */
    type: z.string().regex(/^[A-Z][A-Z0-9_]{1,39}$/),
    status: z.enum(TRANSACTION_STATUSES).default('PENDING'),
    description: z.string().trim().min(1).max(200),
    totalAmount: cents,
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/)
      .transform((c) => c.toUpperCase())
      .default('USD'),
    quantity: z.number().int().min(0).default(1),
    items: z.array(itemSchema).default([]),
    paymentMethod: z.string().trim().min(1).max(40).nullish(),
    providerReference: z.string().trim().min(1).max(200).nullish(),
    giftSenderId: z.string().regex(UUID_PATTERN).nullish(),
    paidAt: z.date().nullish(),
  })
  .refine(
    (t) => t.items.length === 0 || t.items.reduce((sum, item) => sum + item.amount, 0) === t.totalAmount,
    {
      error: 'the items must add up to totalAmount',
      path: ['items'],
    },
  )
  .refine((t) => t.paidAt == null || ['COMPLETED', 'REFUNDED', 'REFUND_PENDING'].includes(t.status), {
    error: 'only a completed or refunded transaction has paidAt',
    path: ['paidAt'],
  });

export type RecordTransactionInput = z.input<typeof recordSchema>;

/** A call that breaks the rules is a programming error of the recording domain. */
export class InvalidTransactionError extends Error {
  override name = 'InvalidTransactionError';
}

/**
 * The ledger of money users paid or were paid (domain §3 Booking, §4; docs/decisions/025). Other domains
 * record into it — inside their own database transaction when they pass `executor` — and move its status
 * with conditional updates; users read their own as `myTransactions`.
 */
export function transactionsService(repo: TransactionsRepository, clock: Clock) {
  return {
    /** Records a transaction; a paid one (COMPLETED with paidAt and an amount) gets its receipt at once. */
    async record(input: RecordTransactionInput, executor?: Db): Promise<TransactionRow> {
      const parsed = recordSchema.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new InvalidTransactionError(
          `record: ${issue?.path.map(String).join('.') || 'input'}: ${issue?.message ?? 'invalid'}`,
        );
      }
      const { items, ...rest } = parsed.data;
      const now = clock.now();
      return repo.insert(
        { ...rest, items: items as TransactionItem[], createdAt: now, updatedAt: now },
        now,
        executor,
      );
    },

    /**
     * PENDING → COMPLETED, paid now (or at `paidAt`), with the provider's reference; adds the receipt.
     * Undefined when it was not PENDING (a second capture callback changes nothing).
     */
    complete(
      id: string,
      paid: { paidAt?: Date; providerReference?: string | null; paymentMethod?: string | null } = {},
      executor?: Db,
    ): Promise<TransactionRow | undefined> {
      const now = clock.now();
      return repo.transition(
        id,
        ['PENDING'],
        {
          status: 'COMPLETED',
          paidAt: paid.paidAt ?? now,
          ...(paid.providerReference !== undefined ? { providerReference: paid.providerReference } : {}),
          ...(paid.paymentMethod !== undefined ? { paymentMethod: paid.paymentMethod } : {}),
        },
        now,
        executor,
      );
    },

    /** Moves a transaction from one of `from` to `to`; undefined when it was in none of them. */
    transition(
      id: string,
      from: readonly TransactionStatus[],
      to: TransactionStatus,
      executor?: Db,
    ): Promise<TransactionRow | undefined> {
      return repo.transition(id, from, { status: to }, clock.now(), executor);
    },

    byId: (id: string) => repo.byId(id),

    /** The viewer's transactions, newest first, as a Relay connection (keyset cursors). */
    myTransactions(
      viewer: Viewer,
      args: { first?: number | null; after?: string | null },
    ): Promise<Connection<TransactionPageRow>> {
      return paginate(
        { first: args.first ?? null, after: args.after ?? null },
        {
          defaultPageSize: TRANSACTIONS_PAGE_SIZE,
          isKey: isTimeIdKey,
          keyOf: (row): TimeIdKey => [row.cursorTime, row.id],
          fetch: (limit, after) => {
            const key: TransactionKey | null = after ? { createdAt: after[0], id: after[1] } : null;
            return repo.page(viewer.userId, key, limit);
          },
        },
      );
    },
  };
}

export type TransactionsService = ReturnType<typeof transactionsService>;
