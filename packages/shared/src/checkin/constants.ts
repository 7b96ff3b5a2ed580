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
