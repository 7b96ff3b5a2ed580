import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { phoneNumberChanges } from './phone.tables';
import { type UserRow, userWrites } from '../users/users.module';

export type PhoneChangeRow = typeof phoneNumberChanges.$inferSelect;
export type PhoneChangeChanges = Partial<Omit<PhoneChangeRow, 'userId'>>;

/**
 * What a decision taken on the locked row does: the changes to the row, and optionally the new verified
 * number to write to the user in the same transaction.
 */
export type PhoneChangeDecision<T> = {
  update?: PhoneChangeChanges;
  setUserPhone?: { phoneNumber: string; verifiedAt: Date };
  result: T;
};

/** A user's pending phone-number change (table phone_number_changes). */
export function phoneChangeRepository(db: Db) {
  return {
    /**
     * Reads the user's row under a row lock (SELECT ... FOR UPDATE) in one transaction, lets `decide`
     * choose from it, and writes what it returns before the lock is released: the row's changes and, for
     * a right code, the user's new number and its verification time. A unique violation on the user's
     * number rolls everything back (the code stays open). `decide` must not touch the database.
     */
    async withLockedChange<T>(
      userId: string,
      options: { create: boolean; now: Date },
      decide: (row: PhoneChangeRow | undefined) => PhoneChangeDecision<T>,
    ): Promise<{ result: T; user: UserRow | undefined }> {
      return db.transaction(async (tx) => {
        if (options.create) {
          await tx
            .insert(phoneNumberChanges)
            .values({ userId, updatedAt: options.now })
            .onConflictDoNothing({ target: phoneNumberChanges.userId });
        }
        const rows = await tx
          .select()
          .from(phoneNumberChanges)
          .where(eq(phoneNumberChanges.userId, userId))
          .limit(1)
          .for('update');
        const row = rows[0];
        const { update, setUserPhone, result } = decide(row);
        if (row && update && Object.keys(update).length > 0) {
          await tx
            .update(phoneNumberChanges)
            .set({ ...update, updatedAt: options.now })
            .where(eq(phoneNumberChanges.userId, userId));
        }
        let user: UserRow | undefined;
        if (setUserPhone) {
          user = await userWrites.setPhone(tx, userId, setUserPhone, options.now);
        }
        return { result, user };
      });
    },
  };
}

export type PhoneChangeRepository = ReturnType<typeof phoneChangeRepository>;
