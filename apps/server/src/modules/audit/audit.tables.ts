import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What was done and by whom, for actions that need a trail: impersonation (both the administrator and
 * the user acted as), account deletion and recovery. Append-only; kept when accounts are purged.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The person who acted (the administrator, when impersonating). */
    actorId: uuid('actor_id'),
    /** The account acted on or as. */
    subjectId: uuid('subject_id'),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);
