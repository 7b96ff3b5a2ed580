import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { phoneSignIns } from './phone.tables';

export type PhoneSignInRow = typeof phoneSignIns.$inferSelect;
export type PhoneSignInChanges = Partial<Omit<PhoneSignInRow, 'phoneNumber'>>;

/** What a decision taken on a locked row writes back (nothing when `update` is absent) and answers. */
export type LockedDecision<T> = { update?: PhoneSignInChanges; result: T };

/** Phone sign-in state per number (table phone_sign_ins). */
export function phoneRepository(db: Db) {
  return {
    /**
     * Reads the number's row under a row lock (SELECT ... FOR UPDATE) in one transaction, lets `decide`
     * choose from it, and writes the changes it returns before the lock is released. Parallel requests for
     * the same number are therefore decided one after the other, each seeing the previous one's changes.
     * With `create`, a missing row is inserted first, so there is always a row to lock.
     * `decide` must not touch the database itself (on PGlite that would wait for this transaction).
     */
    async withLockedState<T>(
      phoneNumber: string,
      options: { create: boolean; now: Date },
      decide: (row: PhoneSignInRow | undefined) => LockedDecision<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        if (options.create) {
          await tx
            .insert(phoneSignIns)
            .values({ phoneNumber, updatedAt: options.now })
            .onConflictDoNothing({ target: phoneSignIns.phoneNumber });
        }
        const rows = await tx
          .select()
          .from(phoneSignIns)
          .where(eq(phoneSignIns.phoneNumber, phoneNumber))
          .limit(1)
          .for('update');
        const row = rows[0];
        const { update, result } = decide(row);
        if (row && update && Object.keys(update).length > 0) {
          await tx
            .update(phoneSignIns)
            .set({ ...update, updatedAt: options.now })
            .where(eq(phoneSignIns.phoneNumber, phoneNumber));
        }
        return result;
      });
    },

    async find(phoneNumber: string): Promise<PhoneSignInRow | undefined> {
      const rows = await db
        .select()
        .from(phoneSignIns)
        .where(eq(phoneSignIns.phoneNumber, phoneNumber))
        .limit(1);
      return rows[0];
    },
  };
}

export type PhoneRepository = ReturnType<typeof phoneRepository>;
