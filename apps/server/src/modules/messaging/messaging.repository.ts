import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { emailOptOuts, outboxMessages } from './messaging.tables';

export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = typeof outboxMessages.$inferInsert;

export function messagingRepository(db: Db) {
  return {
    async add(message: NewOutboxMessage): Promise<void> {
      await db.insert(outboxMessages).values(message);
    },

    async optedOut(email: string, subscription: string): Promise<boolean> {
      const [row] = await db
        .select({ email: emailOptOuts.email })
        .from(emailOptOuts)
        .where(and(eq(emailOptOuts.email, email), eq(emailOptOuts.subscription, subscription)))
        .limit(1);
      return !!row;
    },

    /** Idempotent: clicking the link twice (or twice at once) keeps one row. */
    async optOut(email: string, subscription: string, now: Date): Promise<void> {
      await db.insert(emailOptOuts).values({ email, subscription, createdAt: now }).onConflictDoNothing();
    },

    async optIn(email: string, subscription: string): Promise<void> {
      await db
        .delete(emailOptOuts)
        .where(and(eq(emailOptOuts.email, email), eq(emailOptOuts.subscription, subscription)));
    },

    /** Newest first. */
    async list(filter: { to?: string; channel?: 'email' | 'sms'; limit: number }): Promise<OutboxMessage[]> {
      const conditions = [];
      if (filter.to) conditions.push(eq(outboxMessages.to, filter.to));
      if (filter.channel) conditions.push(eq(outboxMessages.channel, filter.channel));
      return db
        .select()
        .from(outboxMessages)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(outboxMessages.seq))
        .limit(filter.limit);
    },
  };
}

export type MessagingRepository = ReturnType<typeof messagingRepository>;
