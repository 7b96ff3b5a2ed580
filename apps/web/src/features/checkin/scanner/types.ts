/**
 * The check-in contract's shapes (CHECKIN-CONTRACT: ScannerManifest, ScanVerdict, ScanInput) as the scanner keeps
 * them on the device. The GraphQL answers have the same fields, so they are stored as they come.
 */

export type ScanRefusal =
  | 'NOT_A_TICKET'
  | 'OTHER_EVENT'
  | 'WRONG_ZONE'
  | 'NOT_APPROVED'
  | 'ALREADY_SCANNED'
  | 'REVOKED'
  | 'REFUNDED'
  | 'CANCELLED'
  | 'SHARED_AWAY'
  | 'POLICY_NOT_ACCEPTED'
  | 'NO_ADMISSIONS_LEFT';

export type ScanOutcome = 'ADMITTED' | 'REFUSED';

export type ScanningZone = { id: string; name: string; eventTicketIds: readonly string[]; maxScans: number };

export type ManifestTicket = {
  ticketId: string;
  codeHash: string;
  holderName: string;
  ticketType: string;
  eventTicketId: string;
  admissions: number;
  /** Admitted scans with no zone. */
  scansUsed: number;
  /** People admitted with no zone (a ticket's party may come in parts: docs/decisions/112); absent in older copies. */
  admittedCount?: number;
  /** Admitted scans in each zone, and the people they admitted. */
  zoneScans?: readonly { zoneId: string; scansUsed: number; admittedCount?: number }[];
  refusal?: ScanRefusal | null;
};

export type ManifestGuestPass = { guestTicketId: string; codeHash?: string | null; checkedIn: boolean };

export type ManifestGuest = {
  guestId: string;
  fullName: string;
  /** The ticket type the guest comes in on (zones admit by ticket type); null for a plain guest. */
  eventTicketId?: string | null;
  quantity: number;
  checkedInQuantity: number;
  passes: readonly ManifestGuestPass[];
};

export type ScannerManifest = {
  eventId: string;
  displayName: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  generatedAt: string;
  zones: readonly ScanningZone[];
  tickets: readonly ManifestTicket[];
  guests: readonly ManifestGuest[];
};

export type ScanVerdict = {
  outcome: ScanOutcome;
  refusal?: ScanRefusal | null;
  message: string;
  holderName?: string | null;
  avatarUrl?: string | null;
  ticketType?: string | null;
  ticketId?: string | null;
  guestId?: string | null;
  admitted: number;
  scansUsed: number;
  maxScans: number;
};

/** What a door person did: a scanned code, a ticket or a guest picked by search (ScanInput without the ids). */
export type ScanRequest =
  | { kind: 'code'; code: string; quantity?: number }
  | { kind: 'ticket'; ticketId: string; quantity?: number }
  | { kind: 'guest'; guestId: string; quantity?: number };

export type ScanInput = {
  scanId: string;
  zoneId?: string | null;
  code?: string | null;
  ticketId?: string | null;
  guestId?: string | null;
  quantity?: number | null;
  scannedAt?: string | null;
  deviceId?: string | null;
  deviceName?: string | null;
};

export type ScanSyncStatus = 'APPLIED' | 'DUPLICATE' | 'CONFLICT' | 'REFUSED';

export type ScanSyncResult = { scanId: string; status: ScanSyncStatus; verdict: ScanVerdict };
