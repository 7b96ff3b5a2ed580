/** Check-in limits (docs/decisions/080). */
export const CHECKIN_LIMITS = {
  zoneNameMax: 60,
  zoneTicketTypesMax: 50,
  maxScansMax: 100,
  /**
   * Scans one syncScans call may carry: 100 of the largest scans the schema allows (~540 bytes each) stay within the
   * default 64 KiB request body (GRAPHQL_BODY_LIMIT, docs/decisions/038); bench/results/2026-11-26-checkin.md.
   */
  syncBatchMax: 100,
  codeMax: 300,
  deviceIdMax: 100,
  /** A scanning device's name as hosts read it ("Dee's phone"; docs/decisions/112). */
  deviceNameMax: 40,
  guestQuantityMax: 1000,
  /** myScannerEvents lists events until this many hours after they end. */
  scannerEventGraceHours: 12,
} as const;

/** What the QR codes encode (the ticket's and a guest pass's): `repclub:ticket:<id>:<secret>`, `repclub:guest:<id>:<secret>`. */
export const QR_CODE_PREFIX = { ticket: 'repclub:ticket:', guest: 'repclub:guest:' } as const;

/**
 * People a ticket may still bring in at one scan in a zone (docs/decisions/112): a ticket admits `people` (1 + its
 * type's additional guests) up to `maxScans` times there, and the party may come in parts — `used` people already
 * admitted in the zone. One scan admits at most the rest of the current entry; 0 when the limit is reached.
 */
export function ticketAdmissionsLeft(people: number, maxScans: number, used: number): number {
  if (people < 1 || used >= people * maxScans) return 0;
  return people - (used % people);
}

/** Entries (whole or begun) that `used` people admitted in a zone make, for "1 of 2 scans". */
export const ticketEntriesUsed = (people: number, used: number) => Math.ceil(used / Math.max(1, people));
