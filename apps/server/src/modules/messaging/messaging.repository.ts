import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { outboxMessages } from './messaging.tables';

export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = typeof outboxMessages.$inferInsert;

export function messagingRepository(db: Db) {
  return {
    async add(message: NewOutboxMessage): Promise<void> {
      await db.insert(outboxMessages).values(message);
    },

    /** Newest first. */
    async list(filter: { to?: string; channel?: string; limit: number }): Promise<OutboxMessage[]> {
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
