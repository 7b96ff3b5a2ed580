import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { auditLog } from './audit.tables';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export function auditRepository(db: Executor) {
  return {
    async insert(rows: NewAuditRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(auditLog).values(rows);
    },

    /** The trail of one account, oldest first; optionally of one action only. */
    async bySubject(subjectId: string, action?: string): Promise<AuditRow[]> {
      return db
        .select()
        .from(auditLog)
        .where(
          action
            ? and(eq(auditLog.subjectId, subjectId), eq(auditLog.action, action))
            : eq(auditLog.subjectId, subjectId),
        )
        .orderBy(asc(auditLog.id));
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
