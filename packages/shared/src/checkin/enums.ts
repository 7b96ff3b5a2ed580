/** What a scan at the door did (docs/decisions/080). */
export const SCAN_OUTCOMES = ['ADMITTED', 'REFUSED'] as const;
export type ScanOutcome = (typeof SCAN_OUTCOMES)[number];

/** Why a scan did not admit anyone, in the order the door checks them. */
export const SCAN_REFUSALS = [
  'NOT_A_TICKET',
  'OTHER_EVENT',
  'WRONG_ZONE',
  'NOT_APPROVED',
  'ALREADY_SCANNED',
  'REVOKED',
  'REFUNDED',
  'CANCELLED',
  'SHARED_AWAY',
  'POLICY_NOT_ACCEPTED',
  'NO_ADMISSIONS_LEFT',
] as const;
export type ScanRefusal = (typeof SCAN_REFUSALS)[number];

/** What syncScans did with each offline scan. */
export const SCAN_SYNC_STATUSES = ['APPLIED', 'DUPLICATE', 'CONFLICT', 'REFUSED'] as const;
export type ScanSyncStatus = (typeof SCAN_SYNC_STATUSES)[number];
