import {
  POINTS_LIMITS,
  POINTS_PURCHASE_EXPIRY_MINUTES,
  POINTS_PURCHASE_MESSAGES as M,
  PAYMENT_MESSAGES,
  formatCents,
  multiplierToHundredths,
  packageTotalPoints,
  pointsPackagesSchema,
  pointsPurchaseKeySchema,
  pointsRoutes,
  LEDGER_OPERATIONS,
} from '@repclub/shared';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/client';
import { DomainError, notFound } from '../../../platform/errors';
import type { ProviderFaults } from '../../../platform/faults';
import { parseInput } from '../../../platform/http/parse';
import { isUuid } from '../../../platform/ids';
import type { ModuleLog } from '../../../platform/module';
import type { Viewer } from '../../../platform/viewer';
import { type LedgerService, pointsAsset } from '../../ledger/ledger.module';
import { type Email, layout } from '../../messaging/messaging.module';
import type { NotificationsService } from '../../notifications/notifications.module';
import type { PaymentGateway, TransactionsService } from '../../payments/payments.module';
import type { PurchasesRepository } from './purchases.repository';
import type { PointsPackageRow, PointsPurchaseRow } from './purchases.tables';

/** How long a provider call may take before reconciliation treats it as interrupted (as for tickets). */
export const POINTS_RECONCILE_GRACE_MS = 60_000;

/** What the purchases need of a club (the clubs module, adapted where the points module is wired). */
export type ClubForPoints = { id: string; slug: string; displayName: string; status: string };

export type PointsClubs = {
  /** The club when the viewer may see it (null viewer: any club, for jobs). */
  clubFor(viewer: Viewer | null, clubId: string): Promise<ClubForPoints | undefined>;
  isMember(userId: string, clubId: string): Promise<boolean>;
  /** The viewer holds MANAGE_POINTS in the club (owner, ADMIN, REWARD_MANAGER). */
  mayManagePoints(viewer: Viewer, clubId: string): Promise<boolean>;
};

export type PurchasesDeps = {
  repo: PurchasesRepository;
  ledger: Pick<LedgerService, 'transfer' | 'balance'>;
  /** Null when no payment provider is configured: buying points is refused (as paid checkouts). */
  gateway: PaymentGateway | null;
  faults?: ProviderFaults;
  transactions: Pick<TransactionsService, 'record' | 'complete' | 'transition'>;
  clubs: PointsClubs;
  notifications: Pick<NotificationsService, 'notify'>;
  /** The buyer's address and name for the receipt e-mail. */
  userContact: (userId: string) => Promise<{ email: string | null; name: string | null } | undefined>;
  sendEmail: (email: Email) => Promise<unknown>;
  clock: Clock;
  publicUrl: string;
  log: ModuleLog;
};

/** Points move in clubs that are OPEN or CLOSED (decision 094): not STATIC, SUSPENDED or PENDING. */
export const pointsMove = (status: string) => status === 'OPEN' || status === 'CLOSED';

/** A package as GraphQL shows it (the multiplier as a Float, the total worked out). */
export type PackageView = PointsPackageRow & { multiplier: number; totalPoints: number };

export const packageView = (row: PointsPackageRow): PackageView => ({
  ...row,
  multiplier: row.repPointsMultiplier / 100,
  totalPoints: packageTotalPoints(row.pointsAmount, row.repPointsMultiplier),
});

export type PointsCheckout = { purchase: PointsPurchaseRow; paymentUrl: string | null };

const conflict = (message: string) => new DomainError('CONFLICT', message);

/**
 * Points packages and buying them with money (docs/decisions/100): the same path as a ticket checkout
 * (decisions 045, 046). The purchase is written before the provider is asked; the capture's intent is marked
 * before the capture; the points are issued through the ledger in the transaction that completes the purchase,
 * with the purchase's idempotency key; reconciliation finishes whatever a crash interrupted: captured ⇒ points
 * credited or the money refunded, never lost and never charged twice.
 */
export function purchasesService(deps: PurchasesDeps) {
  const { repo, ledger, gateway, faults, transactions, clubs, clock, publicUrl, log } = deps;
  const inTx = (tx: unknown) => tx as Db;

  const payments = (): PaymentGateway => {
    if (!gateway) throw conflict(PAYMENT_MESSAGES.paymentsUnavailable);
    return gateway;
  };
  const fault = async (step: 'capture' | 'refund', id: string) => {
    if (faults?.afterProviderCall) await faults.afterProviderCall(step, id);
  };

  const returnUrl = (purchase: PointsPurchaseRow, cancelled = false) =>
    `${publicUrl}${pointsRoutes.repClubsBuyPoints(purchase.clubId)}?purchase=${purchase.id}${cancelled ? '&cancelled=1' : ''}`;

  async function clubOrNotFound(viewer: Viewer | null, clubId: string) {
    const club = isUuid(clubId) ? await clubs.clubFor(viewer, clubId) : undefined;
    if (!club) throw notFound(M.clubNotFound);
    return club;
  }

  /** The provider's payment of a PENDING purchase (idempotent by purchase id: one live payment each). */
  async function paymentOf(purchase: PointsPurchaseRow, club: ClubForPoints): Promise<PointsCheckout> {
    const payment = await payments().createPayment({
      orderId: purchase.id,
      amount: purchase.price,
      currency: purchase.currency,
      description: `${club.displayName} — ${purchase.points.toLocaleString('en-US')} points`,
      returnUrl: returnUrl(purchase),
      cancelUrl: returnUrl(purchase, true),
    });
    const linked = await repo.setProviderOrder(
      purchase.id,
      payments().id,
      payment.providerOrderId,
      clock.now(),
    );
    if (!linked) throw conflict(M.purchaseNotFound);
    return { purchase: linked, paymentUrl: payment.approvalUrl };
  }

  /** A repeated buyPoints with the same key: the same purchase (and, while open, the same payment page). */
  async function again(existing: PointsPurchaseRow, packageId: string): Promise<PointsCheckout> {
    if (existing.packageId !== packageId) throw conflict(M.reusedKey);
    if (existing.status !== 'PENDING') return { purchase: existing, paymentUrl: null };
    const club = await clubOrNotFound(null, existing.clubId);
    return paymentOf(existing, club);
  }

  /** Tells the buyer (in-app) and mails the receipt; failures are logged, the points stay. */
  async function tellPurchased(purchase: PointsPurchaseRow) {
    try {
      const club = await clubs.clubFor(null, purchase.clubId);
      const name = club?.displayName ?? 'the club';
      await deps.notifications.notify({
        userId: purchase.userId,
        type: 'PointsPurchased',
        message: M.purchased(purchase.points, name),
      });
      const contact = await deps.userContact(purchase.userId);
      if (!contact?.email) return;
      const paid = formatCents(purchase.price, purchase.currency);
      const lines = [
        `Hi${contact.name ? ` ${contact.name}` : ''},`,
        `Thank you for your purchase. ${purchase.points.toLocaleString('en-US')} ${name} points are in your wallet.`,
        `Receipt ${purchase.id}: ${purchase.points.toLocaleString('en-US')} ${name} points — ${paid}. Total paid: ${paid}.`,
        'The receipt (PDF) is in the documents tab of your profile.',
      ];
      const link = `${publicUrl}/rep-points/my-points`;
      await deps.sendEmail({
        to: contact.email,
        subject: M.receiptSubject(name),
        text: `${lines.join('\n\n')}\n\nYour rep points: ${link}`,
        html: layout(M.receiptSubject(name), lines, { label: 'Your rep points', href: link }),
        category: 'transactional',
      });
    } catch (err) {
      log.error({ err, purchaseId: purchase.id }, 'points purchase notification failed');
    }
  }

  /** Gives back a capture the purchase cannot keep (it closed first); idempotent per purchase. */
  async function refundLate(purchase: PointsPurchaseRow, captureId: string) {
    await payments().refundPayment(captureId, purchase.price, purchase.currency, `late-${purchase.id}`);
    await fault('refund', purchase.id);
    const now = clock.now();
    if (await repo.markRefunded(purchase.id, captureId, now))
      await transactions.transition(purchase.id, ['CANCELLED', 'FAILED', 'PENDING'], 'REFUNDED');
  }

  /**
   * Completes a PENDING purchase whose payment was captured: the points are issued from the club's issuer
   * account in the same transaction (idempotency key per purchase). A second call changes nothing; a purchase
   * that closed first has its capture refunded.
   */
  async function completePaid(purchaseId: string, captureId: string): Promise<PointsPurchaseRow> {
    const now = clock.now();
    const completed = await repo.transaction(async (tx) => {
      const closed = await repo.closePending(tx, purchaseId, 'COMPLETED', now, {
        providerCaptureId: captureId,
      });
      if (!closed) return undefined;
      const issued = await ledger.transfer(tx, {
        asset: pointsAsset(closed.clubId),
        from: { kind: 'issuer', ownerId: closed.clubId },
        to: { kind: 'user', userId: closed.userId },
        amount: closed.points,
        reason: LEDGER_OPERATIONS.buyPoints,
        idempotencyKey: `points-purchase:${closed.id}`,
        operation: { type: LEDGER_OPERATIONS.buyPoints, id: closed.id },
        actorUserId: closed.userId,
      });
      await repo.setLedgerTransfer(tx, closed.id, issued.transferId);
      await transactions.complete(purchaseId, { paidAt: now, providerReference: captureId }, inTx(tx));
      return { ...closed, ledgerTransferId: issued.transferId };
    });
    if (completed) {
      await tellPurchased(completed);
      return completed;
    }
    const current = (await repo.purchaseById(purchaseId))!;
    if (current.status === 'COMPLETED' || current.status === 'REFUNDED') {
      // Paid already: another capture of the same purchase goes back at once (decision 046).
      if (current.status === 'COMPLETED' && current.providerCaptureId !== captureId)
        await payments().refundPayment(captureId, current.price, current.currency, `extra-${captureId}`);
      return current;
    }
    // CANCELLED or FAILED: it closed before the money arrived. The money goes back.
    await refundLate(current, captureId);
    throw conflict(M.expiredAndRefunded);
  }

  /** A closed purchase with money at the provider: refunded. Answers whether money was given back. */
  async function settleClosed(purchase: PointsPurchaseRow): Promise<boolean> {
    if (!purchase.providerOrderId || !gateway) return false;
    const state = await gateway.lookupPayment(purchase.providerOrderId);
    if (state.status === 'CAPTURED') {
      await refundLate(purchase, state.captureId);
      return true;
    }
    if (purchase.providerCallAt) await repo.swapProviderCall(purchase.id, purchase.providerCallAt, null);
    return state.status === 'REFUNDED';
  }

  /** Brings a PENDING purchase in line with the provider: captured → completed; expired → cancelled. */
  async function settlePending(purchase: PointsPurchaseRow, expired: boolean) {
    const state =
      purchase.providerOrderId && gateway ? await gateway.lookupPayment(purchase.providerOrderId) : null;
    if (state?.status === 'CAPTURED') {
      try {
        await completePaid(purchase.id, state.captureId);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
      return 'completed' as const;
    }
    if (expired || state?.status === 'VOID' || state?.status === 'REFUNDED') {
      // A capture started between the look-up and this cancel keeps its mark: reconciliation refunds it.
      const closed = await repo.closePending(
        repo.db,
        purchase.id,
        state?.status === 'VOID' ? 'FAILED' : 'CANCELLED',
        clock.now(),
        {},
        { keepMark: true },
      );
      if (closed) await transactions.transition(purchase.id, ['PENDING'], closed.status as 'CANCELLED');
      return 'cancelled' as const;
    }
    if (purchase.providerCallAt) await repo.swapProviderCall(purchase.id, purchase.providerCallAt, null);
    return 'open' as const;
  }

  async function confirm(viewer: Viewer | null, purchaseId: string): Promise<PointsPurchaseRow> {
    const purchase = isUuid(purchaseId) ? await repo.purchaseById(purchaseId) : undefined;
    if (!purchase || (viewer && purchase.userId !== viewer.userId && !viewer.isAdmin))
      throw notFound(M.purchaseNotFound);
    if (purchase.status === 'CANCELLED' || purchase.status === 'FAILED') {
      if (await settleClosed(purchase)) throw conflict(M.expiredAndRefunded);
      return purchase;
    }
    if (purchase.status !== 'PENDING') return purchase;
    if (!purchase.providerOrderId) throw conflict(M.notApproved);
    // The intent first: from here on reconciliation asks the provider until the outcome is written.
    const marked = await repo.markCapture(purchase.id, clock.now());
    if (!marked) return confirm(viewer, purchaseId);
    const captured = await payments().capturePayment(purchase.providerOrderId, purchase.id);
    if (captured.status === 'COMPLETED') await fault('capture', purchase.id);
    if (captured.status === 'NOT_APPROVED') {
      await repo.swapProviderCall(purchase.id, marked.providerCallAt!, null);
      throw conflict(M.notApproved);
    }
    if (captured.status === 'DECLINED') {
      if (await repo.closePending(repo.db, purchase.id, 'FAILED', clock.now()))
        await transactions.transition(purchase.id, ['PENDING'], 'FAILED');
      throw conflict(M.paymentDeclined);
    }
    return completePaid(purchase.id, captured.captureId);
  }

  return {
    /** A club's packages on sale, in order (for many clubs at once). */
    async packagesOf(clubIds: readonly string[]): Promise<PackageView[][]> {
      const rows = await repo.packagesOf(clubIds);
      return clubIds.map((id) => rows.filter((r) => r.clubId === id).map(packageView));
    },

    packagesByIds: async (ids: readonly string[]) => {
      const rows = await repo.packagesByIds(ids);
      return ids.map((id) => {
        const row = rows.find((r) => r.id === id);
        return row ? packageView(row) : new Error(`package ${id} not found`);
      });
    },

    /** Replaces the club's packages (MANAGE_POINTS); an empty list stops selling points. */
    async setClubPointsPackages(viewer: Viewer, clubId: string, raw: unknown): Promise<PackageView[]> {
      const club = await clubOrNotFound(viewer, clubId);
      if (!(await clubs.mayManagePoints(viewer, club.id)))
        throw new DomainError('AUTH_NOT_AUTHORIZED', M.notAllowed);
      const packages = parseInput(pointsPackagesSchema, raw);
      const rows = await repo.replacePackages(
        club.id,
        packages.map((p) => ({
          pointsAmount: p.pointsAmount,
          repPointsMultiplier: multiplierToHundredths(p.repPointsMultiplier),
          price: p.price,
          originalPrice: p.originalPrice,
          currency: 'USD',
        })),
        clock.now(),
      );
      return rows.map(packageView);
    },

    /**
     * Starts buying a package (members of an OPEN or CLOSED club): the purchase and its money-ledger row are
     * written PENDING, then the provider's payment is created (idempotent by purchase id). The same key answers
     * the same purchase.
     */
    async buyPoints(
      viewer: Viewer,
      clubId: string,
      packageId: string,
      rawKey: unknown,
    ): Promise<PointsCheckout> {
      const key = parseInput(pointsPurchaseKeySchema, rawKey);
      const club = await clubOrNotFound(viewer, clubId);
      const existing = await repo.purchaseByKey(viewer.userId, key);
      if (existing) return again(existing, packageId);
      if (!pointsMove(club.status)) throw conflict(M.clubFrozen);
      if (!(await clubs.isMember(viewer.userId, club.id)))
        throw new DomainError('AUTH_NOT_AUTHORIZED', M.membersOnly);
      const pkg = isUuid(packageId) ? await repo.packageById(packageId) : undefined;
      if (!pkg || pkg.clubId !== club.id || pkg.retiredAt) throw notFound(M.packageNotFound);
      const provider = payments();
      const now = clock.now();
      const points = packageTotalPoints(pkg.pointsAmount, pkg.repPointsMultiplier);
      // The club's issued total stays within the cap (docs/decisions/117). Checked when the purchase starts, so
      // no payment is taken for points that could not be issued; completing it is never refused for this.
      const issued = -(await ledger.balance(repo.db, pointsAsset(club.id), {
        kind: 'issuer',
        ownerId: club.id,
      }));
      if (issued + points > POINTS_LIMITS.maxPointsIssued)
        throw new DomainError('BAD_USER_INPUT', M.issuedLimit);
      const created = await repo.transaction(async (tx) => {
        const row = await repo.insertPurchase(tx, {
          userId: viewer.userId,
          clubId: club.id,
          packageId: pkg.id,
          idempotencyKey: key,
          points,
          price: pkg.price,
          currency: pkg.currency,
          status: 'PENDING',
          paymentProvider: provider.id,
          expiresAt: new Date(now.getTime() + POINTS_PURCHASE_EXPIRY_MINUTES * 60_000),
          createdAt: now,
          updatedAt: now,
        });
        if (!row) return undefined;
        const description = `${club.displayName} — ${points.toLocaleString('en-US')} points`;
        await transactions.record(
          {
            id: row.id,
            userId: viewer.userId,
            type: LEDGER_OPERATIONS.buyPoints,
            status: 'PENDING',
            description,
            totalAmount: row.price,
            currency: row.currency,
            quantity: 1,
            items: [{ description, quantity: 1, unitAmount: row.price, amount: row.price }],
            paymentMethod: provider.id,
          },
          inTx(tx),
        );
        return row;
      });
      // The same key raced in from another request: answer that purchase.
      if (!created) return again((await repo.purchaseByKey(viewer.userId, key))!, packageId);
      try {
        return await paymentOf(created, club);
      } catch (error) {
        if (await repo.closePending(repo.db, created.id, 'FAILED', clock.now()))
          await transactions.transition(created.id, ['PENDING'], 'FAILED');
        throw error;
      }
    },

    /** The buyer is back from the payment page (or the provider told us): capture and credit. Idempotent. */
    confirmPointsPurchase: (viewer: Viewer, purchaseId: string) => confirm(viewer, purchaseId),

    /** A provider notice (webhook, sandbox page) about a payment: the purchase it belongs to, confirmed. */
    async confirmByProvider(providerOrderId: string): Promise<PointsPurchaseRow | undefined> {
      if (!gateway) return undefined;
      const purchase = await repo.purchaseByProviderOrder(gateway.id, providerOrderId);
      if (!purchase) return undefined;
      return confirm(null, purchase.id);
    },

    /**
     * Finishes what a crash interrupted, and closes purchases left unpaid past their expiry (asking the provider
     * first). Each interrupted purchase is claimed with a compare-and-set on its mark. Answers how many settled.
     */
    async reconcilePurchases(limit = 100): Promise<number> {
      const now = clock.now();
      let settled = 0;
      for (const purchase of await repo.toReconcile(
        new Date(now.getTime() - POINTS_RECONCILE_GRACE_MS),
        limit,
      )) {
        const claimed = await repo.swapProviderCall(purchase.id, purchase.providerCallAt!, now);
        if (!claimed) continue;
        try {
          if (claimed.status === 'PENDING') await settlePending(claimed, false);
          else if (claimed.status === 'CANCELLED' || claimed.status === 'FAILED') await settleClosed(claimed);
          else await repo.swapProviderCall(claimed.id, now, null);
          settled += 1;
        } catch (err) {
          log.error({ err, purchaseId: purchase.id }, 'points purchase reconciliation failed');
        }
      }
      for (const purchase of await repo.expired(now, limit)) {
        try {
          if ((await settlePending(purchase, true)) !== 'open') settled += 1;
        } catch (err) {
          log.error({ err, purchaseId: purchase.id }, 'points purchase expiry failed');
        }
      }
      return settled;
    },

    purchaseById: (id: string) => repo.purchaseById(id),
    purchasesByIds: (ids: readonly string[]) => repo.purchasesByIds(ids),
  };
}

export type PurchasesService = ReturnType<typeof purchasesService>;
