import type { Clock } from '../../platform/clock';
import type { AuditRepository, AuditRow } from './audit.repository';

/** What the audit trail records (docs/decisions/012-account-lifecycle.md). */
export type AuditAction =
  | 'account.deleted'
  | 'account.recovered'
  | 'account.purged'
  | 'account.deactivated'
  | 'account.activated'
  | 'password.reset'
  | 'password.changed'
  | 'impersonation.start'
  | 'impersonation.request'
  | 'phone.changed'
  | 'invites.granted';

export type AuditEntry = {
  /** Who acted: the user, the administrator when impersonating, null for the system (jobs). */
  actorId: string | null;
  /** The account acted on or as. */
  subjectId: string | null;
  action: AuditAction;
  details?: Record<string, unknown>;
  requestId?: string | null | undefined;
  ip?: string | null | undefined;
};

/** Where the request came from, for the trail. */
export type AuditMeta = { requestId?: string | undefined; ip?: string | undefined };

/** Rows of the append-only audit trail, stamped with the clock's time. */
export const toAuditRow = (entry: AuditEntry, now: Date) => ({
  actorId: entry.actorId,
  subjectId: entry.subjectId,
  action: entry.action,
  details: entry.details ?? {},
  requestId: entry.requestId ?? null,
  ip: entry.ip ?? null,
  createdAt: now,
});

export function auditService(repo: AuditRepository, clock: Clock) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await repo.insert([toAuditRow(entry, clock.now())]);
    },

    forSubject(subjectId: string, action?: AuditAction): Promise<AuditRow[]> {
      return repo.bySubject(subjectId, action);
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
