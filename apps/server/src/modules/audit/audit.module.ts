import { defineModule } from '../../platform/module';
import { auditRepository } from './audit.repository';
import { auditService } from './audit.service';

/** The audit log: who did what to whom (administrators, impersonation, account changes). */
export const auditModule = defineModule({
  name: 'audit',
  needs: [],
  create: ({ db, clock }) => ({ audit: auditService(auditRepository(db), clock) }),
});

// What other modules use of this one (types, GraphQL refs, functions that take the caller's executor).
export { auditRepository } from './audit.repository';
export { toAuditRow } from './audit.service';
export type { AuditEntry, AuditMeta, AuditService } from './audit.service';
