import { randomUUID } from 'node:crypto';
import { EARNINGS_MESSAGES as M, requestPayoutSchema } from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import { DomainError } from '../../platform/errors';
import type { ProviderFaults } from '../../platform/faults';
import { parseInput } from '../../platform/http/parse';
import type { Viewer } from '../../platform/viewer';
import type { ReferrerSales, SalesLine, SalesRepository, SalesTotals } from '../bookings/bookings.module';
import type { EventPermission } from '@repclub/shared';
import type { Db } from '../../platform/db/client';
import type { Tx } from '../../platform/db/executor';
import type { EventRow } from '../events/events.module';
import type { PayoutsService, TransactionsService } from '../payments/payments.module';
import type { UserView } from '../users/users.module';
import type { EarningsRepository, PayoutRow } from './earnings.repository';

/** How long a payout's provider call may stay unanswered before reconciliation asks the provider again. */
export const PAYOUT_RECONCILE_GRACE_MS = 2 * 60 * 1000;
/** A payout the provider has not taken for this long is given up (FAILED) and its amount goes back. */
export const PAYOUT_GIVE_UP_MS = 24 * 60 * 60 * 1000;

export type { EventRow };

/** What this module reads of an event as one viewer sees it (events' EventView). */
type EventView = { row: EventRow; isCreator: boolean; permissions: EventPermission[] };

/** The ledger's functions take the open transaction as their executor. */
const inTx = (tx: Tx) => tx as unknown as Db;

export type EventEarnings = {
  event: EventView['row'];
  totals: SalesTotals;
  lines: SalesLine[];
};

export type PayoutInfo = {
  event: EventView['row'];
  viewerIsCreator: boolean;
  currency: string;
  /** Σ the host's share of completed orders. */
  earned: number;
  /** PENDING + COMPLETED payouts. */
  paidOut: number;
  /** What may still be requested: earned − paidOut, never below zero. */
  balance: number;
  eventEnded: boolean;
  pending: boolean;
  hasPayoutAccount: boolean;
  payoutAccountReady: boolean;
  lastRequestedAt: Date | null;
  /** Why the viewer cannot request a payout now (the message a request would get), or null. */
  blockedReason: string | null;
  payouts: PayoutRow[];
};

/** A promoter's sales, with the promoter as the viewer may see them (null: a deleted account). */
export type PromoterSalesRow = ReferrerSales & { promoter: UserView | null };

/** What happened to a payout, for the host's e-mail and notification. */
export type PayoutHappened = { payout: PayoutRow; event: EventView['row'] };

type Log = {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

type Deps = {
  repo: EarningsRepository;
  sales: SalesRepository;
  events: {
    event(viewer: Viewer, slugOrId: string): Promise<EventView>;
    teamsOf(viewer: Viewer, eventIds: readonly string[], role: string): Promise<{ row: { id: string } }[]>;
    users(viewer: Viewer, ids: readonly string[]): Promise<(UserView | null)[]>;
  };
  payouts: Pick<PayoutsService, 'current' | 'sendPayout' | 'providerId'>;
  transactions: Pick<TransactionsService, 'record' | 'complete' | 'transition'>;
  clock: Clock;
  faults?: ProviderFaults;
  log: Log;
  /** The host is told (notification and e-mail) once a payout is sent. */
  onPaid: (happened: PayoutHappened) => Promise<void>;
};

const forbidden = (message: string) => new DomainError('AUTH_NOT_AUTHORIZED', message);
const conflict = (message: string) => new DomainError('CONFLICT', message);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Event earnings and payouts (domain §3 "Earnings and payout", §7; docs/decisions/075). Earnings come from the
 * event's completed orders (bookings' sales reads); a payout pays the creator's linked payout account from the
 * event's balance: the intent written first (payout row and PAYOUT ledger row, PENDING, under a per-event lock),
 * then the provider with the payout's idempotency key, then COMPLETED; reconciliation finishes a crashed one.
 */
export function earningsService(deps: Deps) {
  const { repo, sales, events, payouts, transactions, clock, faults, log } = deps;

  async function viewWithEarnings(viewer: Viewer, eventId: string): Promise<EventView> {
    const view = await events.event(viewer, eventId);
    if (!view.permissions.includes('CanViewEarnings')) throw forbidden(M.forbidden);
    return view;
  }

  /** Sends a written payout to the provider and writes the outcome; the provider's failure leaves it PENDING. */
  async function send(payout: PayoutRow, event: EventView['row']): Promise<PayoutRow> {
    let reference: string;
    try {
      ({ reference } = await payouts.sendPayout({
        externalAccountId: payout.externalAccountId,
        amount: payout.amount,
        currency: payout.currency,
        description: `RepClub payout: ${event.displayName}`,
        idempotencyKey: payout.idempotencyKey,
      }));
    } catch (error) {
      log.warn({ err: error, payoutId: payout.id }, 'payout provider call failed');
      await repo.noteAttempt(payout.id, errorText(error));
      if (clock.now().getTime() - payout.createdAt.getTime() >= PAYOUT_GIVE_UP_MS)
        return giveUp(payout, error);
      return (await repo.byId(payout.id))!;
    }
    await faults?.afterPayoutCall?.(payout.id);
    const now = clock.now();
    const done = await repo.transaction(async (tx) => {
      const row = await repo.complete(tx, payout.id, reference, now);
      if (row)
        await transactions.complete(payout.id, { providerReference: reference, paidAt: now }, inTx(tx));
      return row;
    });
    // Told once: only the call that moved it to COMPLETED tells the host.
    if (done) {
      await deps.onPaid({ payout: done, event }).catch((err: unknown) => {
        log.error({ err, payoutId: done.id }, 'could not tell the host about a payout');
      });
      return done;
    }
    return (await repo.byId(payout.id))!;
  }

  async function giveUp(payout: PayoutRow, error: unknown): Promise<PayoutRow> {
    const failed = await repo.transaction(async (tx) => {
      const row = await repo.fail(tx, payout.id, errorText(error), clock.now());
      if (row) await transactions.transition(payout.id, ['PENDING'], 'FAILED', inTx(tx));
      return row;
    });
    return failed ?? (await repo.byId(payout.id))!;
  }

  /** The reason a payout cannot be requested now, before the balance is read (null: it may). */
  async function refusalBeforeBalance(viewer: Viewer, view: EventView) {
    // The creator's account, whoever asks (co-hosts see whether the creator can be paid).
    const account = await payouts.current(view.row.createdBy);
    if (!view.isCreator) return { code: 'AUTH_NOT_AUTHORIZED' as const, message: M.creatorOnly, account };
    if (viewer.impersonatorId)
      return { code: 'AUTH_NOT_AUTHORIZED' as const, message: M.impersonating, account };
    if (!account) return { code: 'CONFLICT' as const, message: M.noPayoutAccount, account };
    if (!account.payoutsEnabled)
      return { code: 'CONFLICT' as const, message: M.payoutAccountNotReady, account };
    if (view.row.endDate.getTime() > clock.now().getTime())
      return { code: 'CONFLICT' as const, message: M.notEnded, account };
    return { code: null, message: null, account };
  }

  return {
    /** The event's earnings: CanViewEarnings holders (creator, co-hosts, admins). */
    async eventEarnings(viewer: Viewer, eventId: string): Promise<EventEarnings> {
      const view = await viewWithEarnings(viewer, eventId);
      const [totals, lines] = await Promise.all([sales.totals(view.row.id), sales.lines(view.row.id)]);
      return { event: view.row, totals, lines };
    },

    /**
     * Sales per promoter (the referrer the orders record): every row for CanViewEarnings holders, their own
     * row for the event's promoters; refused to everyone else.
     */
    async promoterSales(viewer: Viewer, eventId: string): Promise<PromoterSalesRow[]> {
      const view = await events.event(viewer, eventId);
      let rows: ReferrerSales[];
      if (view.permissions.includes('CanViewEarnings')) rows = await sales.byReferrer(view.row.id);
      else {
        const promoters = await events.teamsOf(viewer, [view.row.id], 'PROMOTER');
        if (!promoters.some((p) => p.row.id === viewer.userId)) throw forbidden(M.promoterSalesForbidden);
        rows = await sales.byReferrer(view.row.id, viewer.userId);
      }
      // The promoters of the whole list in one read.
      const users = await events.users(
        viewer,
        rows.map((r) => r.referrerId),
      );
      return rows.map((r, i) => ({ ...r, promoter: users[i] ?? null }));
    },

    /** The event's balance and payouts, and whether the viewer may request one now (CanViewEarnings holders). */
    async requestedPayoutInfo(viewer: Viewer, eventId: string): Promise<PayoutInfo> {
      const view = await viewWithEarnings(viewer, eventId);
      const [totals, paidOut, list, refusal] = await Promise.all([
        sales.totals(view.row.id),
        repo.paidOut(view.row.id),
        repo.listOf(view.row.id),
        refusalBeforeBalance(viewer, view),
      ]);
      const balance = Math.max(0, totals.hostBalance - paidOut);
      const pending = list.some((p) => p.status === 'PENDING');
      const blockedReason = refusal.message ?? (pending ? M.inProgress : balance <= 0 ? M.noBalance : null);
      return {
        event: view.row,
        viewerIsCreator: view.isCreator,
        currency: totals.currency ?? 'USD',
        earned: totals.hostBalance,
        paidOut,
        balance,
        eventEnded: view.row.endDate.getTime() <= clock.now().getTime(),
        pending,
        hasPayoutAccount: refusal.account != null,
        payoutAccountReady: refusal.account?.payoutsEnabled === true,
        lastRequestedAt: list[0]?.createdAt ?? null,
        blockedReason,
        payouts: list,
      };
    },

    /**
     * Requests a payout of `amount` cents (all of the balance when left out) to the creator's payout account.
     * The creator only, once the event has ended, with a linked account that takes payouts; never beyond the
     * balance, one at a time per event.
     */
    async requestPayout(viewer: Viewer, input: unknown): Promise<PayoutRow> {
      const { eventId, amount } = parseInput(requestPayoutSchema, input);
      const view = await events.event(viewer, eventId);
      const refusal = await refusalBeforeBalance(viewer, view);
      if (refusal.code) throw new DomainError(refusal.code, refusal.message);
      const account = refusal.account!;
      const event = view.row;
      const now = clock.now();
      const payout = await repo.transaction(async (tx) => {
        await repo.lockEvent(tx, event.id);
        if (await repo.pendingOf(event.id, tx)) throw conflict(M.inProgress);
        const [totals, paidOut] = await Promise.all([sales.totals(event.id, tx), repo.paidOut(event.id, tx)]);
        const balance = totals.hostBalance - paidOut;
        if (balance <= 0) throw conflict(M.noBalance);
        const asked = amount ?? balance;
        if (asked > balance) throw conflict(M.beyondBalance);
        const id = randomUUID();
        const row = await repo.insert(tx, {
          id,
          eventId: event.id,
          userId: event.createdBy,
          amount: asked,
          currency: totals.currency ?? 'USD',
          provider: payouts.providerId,
          externalAccountId: account.externalAccountId,
          idempotencyKey: `repclub-payout-${id}`,
          providerCallAt: now,
          createdAt: now,
        });
        await transactions.record(
          {
            id,
            userId: event.createdBy,
            type: 'PAYOUT',
            status: 'PENDING',
            description: `Payout: ${event.displayName}`.slice(0, 200),
            totalAmount: asked,
            currency: row.currency,
            quantity: 1,
            paymentMethod: payouts.providerId,
          },
          inTx(tx),
        );
        return row;
      });
      return send(payout, event);
    },

    /**
     * Finishes payouts whose provider call was interrupted (a crash, a lost answer): asks the provider again
     * with the same idempotency key, which pays at most once. Each payout is claimed with a compare-and-set, so
     * several processes can run it. Answers how many were settled (completed or given up).
     */
    async reconcilePayouts(): Promise<number> {
      const before = new Date(clock.now().getTime() - PAYOUT_RECONCILE_GRACE_MS);
      let settled = 0;
      for (const row of await repo.interrupted(before, 50)) {
        if (!(await repo.claim(row, clock.now()))) continue;
        const event = await repo.eventOf(row.eventId);
        if (!event) continue;
        const after = await send((await repo.byId(row.id))!, event);
        if (after.status !== 'PENDING') settled += 1;
      }
      return settled;
    },
  };
}

export type EarningsService = ReturnType<typeof earningsService>;
