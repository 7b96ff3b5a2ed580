import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import type { Executor, Tx } from '../../../platform/db/executor';
import {
  type PointsPackageRow,
  type PointsPurchaseRow,
  pointsPackages,
  pointsPurchases,
} from './purchases.tables';

export type NewPackage = Pick<
  PointsPackageRow,
  'pointsAmount' | 'repPointsMultiplier' | 'price' | 'originalPrice' | 'currency'
>;

/** Points packages and purchases (tables points_packages, points_purchases). */
export function purchasesRepository(db: Db) {
  return {
    db,
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** The packages a club sells now, in order. */
    async packagesOf(clubIds: readonly string[]): Promise<PointsPackageRow[]> {
      if (clubIds.length === 0) return [];
      return db
        .select()
        .from(pointsPackages)
        .where(and(inArray(pointsPackages.clubId, [...clubIds]), isNull(pointsPackages.retiredAt)))
        .orderBy(asc(pointsPackages.clubId), asc(pointsPackages.position));
    },

    async packageById(id: string, ex: Executor = db): Promise<PointsPackageRow | undefined> {
      const [row] = await ex.select().from(pointsPackages).where(eq(pointsPackages.id, id));
      return row;
    },

    async packagesByIds(ids: readonly string[]): Promise<PointsPackageRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(pointsPackages)
        .where(inArray(pointsPackages.id, [...ids]));
    },

    /** Replaces a club's packages in one transaction: the current ones retire, the given ones go on sale. */
    async replacePackages(clubId: string, packages: NewPackage[], now: Date): Promise<PointsPackageRow[]> {
      return db.transaction(async (tx) => {
        await tx
          .update(pointsPackages)
          .set({ retiredAt: now })
          .where(and(eq(pointsPackages.clubId, clubId), isNull(pointsPackages.retiredAt)));
        if (packages.length === 0) return [];
        return tx
          .insert(pointsPackages)
          .values(packages.map((p, position) => ({ ...p, clubId, position, createdAt: now })))
          .returning();
      });
    },

    async purchaseById(id: string, ex: Executor = db): Promise<PointsPurchaseRow | undefined> {
      const [row] = await ex.select().from(pointsPurchases).where(eq(pointsPurchases.id, id));
      return row;
    },

    async purchaseByKey(userId: string, key: string, ex: Executor = db) {
      const [row] = await ex
        .select()
        .from(pointsPurchases)
        .where(and(eq(pointsPurchases.userId, userId), eq(pointsPurchases.idempotencyKey, key)));
      return row;
    },

    async purchaseByProviderOrder(provider: string, providerOrderId: string) {
      const [row] = await db
        .select()
        .from(pointsPurchases)
        .where(
          and(
            eq(pointsPurchases.paymentProvider, provider),
            eq(pointsPurchases.providerOrderId, providerOrderId),
          ),
        );
      return row;
    },

    /** Writes a purchase unless the buyer's key was used already (then undefined). */
    async insertPurchase(
      tx: Tx,
      row: typeof pointsPurchases.$inferInsert,
    ): Promise<PointsPurchaseRow | undefined> {
      const [inserted] = await tx
        .insert(pointsPurchases)
        .values(row)
        .onConflictDoNothing({ target: [pointsPurchases.userId, pointsPurchases.idempotencyKey] })
        .returning();
      return inserted;
    },

    /** Links the provider's payment, only while PENDING and without another payment (decision 046). */
    async setProviderOrder(id: string, provider: string, providerOrderId: string, now: Date) {
      const [row] = await db
        .update(pointsPurchases)
        .set({ paymentProvider: provider, providerOrderId, updatedAt: now })
        .where(
          and(
            eq(pointsPurchases.id, id),
            eq(pointsPurchases.status, 'PENDING'),
            or(isNull(pointsPurchases.providerOrderId), eq(pointsPurchases.providerOrderId, providerOrderId)),
          ),
        )
        .returning();
      return row;
    },

    /** The intent, written before a capture is asked: only while PENDING (decision 045). */
    async markCapture(id: string, now: Date): Promise<PointsPurchaseRow | undefined> {
      const [row] = await db
        .update(pointsPurchases)
        .set({ providerCallAt: now, updatedAt: now })
        .where(and(eq(pointsPurchases.id, id), eq(pointsPurchases.status, 'PENDING')))
        .returning();
      return row;
    },

    /** Clears or renews the provider-call mark only while it is still `seen` (compare-and-set). */
    async swapProviderCall(id: string, seen: Date, to: Date | null): Promise<PointsPurchaseRow | undefined> {
      const [row] = await db
        .update(pointsPurchases)
        .set({ providerCallAt: to })
        .where(and(eq(pointsPurchases.id, id), eq(pointsPurchases.providerCallAt, seen)))
        .returning();
      return row;
    },

    /** PENDING → `to` (one writer wins); the outcome's fields with it, the provider-call mark cleared. */
    async closePending(
      ex: Executor,
      id: string,
      to: 'COMPLETED' | 'CANCELLED' | 'FAILED',
      now: Date,
      fields: Partial<Pick<PointsPurchaseRow, 'providerCaptureId' | 'ledgerTransferId'>> = {},
      options: { keepMark?: boolean } = {},
    ): Promise<PointsPurchaseRow | undefined> {
      const [row] = await ex
        .update(pointsPurchases)
        .set({
          status: to,
          ...fields,
          // A cancel keeps a capture's mark that started meanwhile: reconciliation refunds that capture.
          ...(options.keepMark ? {} : { providerCallAt: null }),
          updatedAt: now,
          ...(to === 'COMPLETED' ? { completedAt: now } : {}),
        })
        .where(and(eq(pointsPurchases.id, id), eq(pointsPurchases.status, 'PENDING')))
        .returning();
      return row;
    },

    async setLedgerTransfer(ex: Executor, id: string, transferId: string) {
      await ex
        .update(pointsPurchases)
        .set({ ledgerTransferId: transferId })
        .where(eq(pointsPurchases.id, id));
    },

    /** A closed (CANCELLED or FAILED) purchase whose late capture was given back. */
    async markRefunded(id: string, captureId: string, now: Date) {
      const [row] = await db
        .update(pointsPurchases)
        .set({ status: 'REFUNDED', providerCaptureId: captureId, providerCallAt: null, updatedAt: now })
        .where(and(eq(pointsPurchases.id, id), inArray(pointsPurchases.status, ['CANCELLED', 'FAILED'])))
        .returning();
      return row;
    },

    /** Purchases whose provider call started before `before` without its outcome written. */
    async toReconcile(before: Date, limit: number): Promise<PointsPurchaseRow[]> {
      return db
        .select()
        .from(pointsPurchases)
        .where(lt(pointsPurchases.providerCallAt, before))
        .orderBy(asc(pointsPurchases.providerCallAt))
        .limit(limit);
    },

    /** PENDING purchases past their expiry. */
    async expired(now: Date, limit: number): Promise<PointsPurchaseRow[]> {
      return db
        .select()
        .from(pointsPurchases)
        .where(and(eq(pointsPurchases.status, 'PENDING'), lt(pointsPurchases.expiresAt, now)))
        .orderBy(asc(pointsPurchases.expiresAt))
        .limit(limit);
    },

    /** Money fields of BUY_POINTS history rows (the points history reads them by purchase id). */
    async purchasesByIds(ids: readonly string[]): Promise<PointsPurchaseRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(pointsPurchases)
        .where(inArray(pointsPurchases.id, [...ids]));
    },
  };
}

export type PurchasesRepository = ReturnType<typeof purchasesRepository>;
