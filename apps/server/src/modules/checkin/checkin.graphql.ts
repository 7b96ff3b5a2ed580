import {
  SCAN_OUTCOMES,
  SCAN_REFUSALS,
  SCAN_SYNC_STATUSES,
  type ScanInput as ParsedScan,
  scanBatchSchema,
  scanInputSchema,
} from '@repclub/shared';
import { builder } from '../../platform/graphql/builder';
import { parseInput } from '../../platform/http/parse';
import { EventRef, type EventView, ScanningZoneRef } from '../events/events.module';
import type { ScanConflictRow } from './checkin.repository';
import type { CheckinService, ScanVerdict } from './checkin.service';

// Check-in (domain §6 scan ticket; docs/decisions/080), exactly as the check-in contract of issue 14 names it.

const ScanOutcomeEnum = builder.enumType('ScanOutcome', { values: SCAN_OUTCOMES });
const ScanRefusalEnum = builder.enumType('ScanRefusal', { values: SCAN_REFUSALS });
const ScanSyncStatusEnum = builder.enumType('ScanSyncStatus', { values: SCAN_SYNC_STATUSES });

const ScanVerdictRef = builder.objectRef<ScanVerdict>('ScanVerdict').implement({
  description: 'What a scan did (or would do) at the door.',
  fields: (t) => ({
    outcome: t.field({ type: ScanOutcomeEnum, resolve: (v) => v.outcome }),
    refusal: t.field({
      type: ScanRefusalEnum,
      nullable: true,
      description: 'Null when ADMITTED.',
      resolve: (v) => v.refusal as (typeof SCAN_REFUSALS)[number] | null,
    }),
    message: t.exposeString('message', { description: 'What the door reads, e.g. "Admit 2 — VIP".' }),
    holderName: t.exposeString('holderName', { nullable: true, description: 'The holder or guest.' }),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    ticketType: t.exposeString('ticketType', { nullable: true }),
    ticketId: t.exposeID('ticketId', {
      nullable: true,
      description: 'The ticket, or the guest pass (guestTicketId).',
    }),
    guestId: t.exposeID('guestId', { nullable: true }),
    admitted: t.exposeInt('admitted', { description: 'People this scan admitted.' }),
    scansUsed: t.exposeInt('scansUsed'),
    maxScans: t.exposeInt('maxScans'),
  }),
});

type Manifest = Awaited<ReturnType<CheckinService['scannerManifest']>>;

const ManifestZoneScansRef = builder
  .objectRef<{ zoneId: string; scansUsed: number; admittedCount: number }>('ManifestZoneScans')
  .implement({
    fields: (t) => ({
      zoneId: t.exposeID('zoneId'),
      scansUsed: t.exposeInt('scansUsed'),
      admittedCount: t.exposeInt('admittedCount', { description: 'People admitted in the zone.' }),
    }),
  });

const ManifestTicketRef = builder.objectRef<Manifest['tickets'][number]>('ManifestTicket').implement({
  fields: (t) => ({
    ticketId: t.exposeID('ticketId'),
    codeHash: t.exposeString('codeHash', { description: 'Lowercase hex SHA-256 of the whole QR string.' }),
    holderName: t.exposeString('holderName'),
    ticketType: t.exposeString('ticketType'),
    eventTicketId: t.exposeID('eventTicketId'),
    admissions: t.exposeInt('admissions', { description: 'People the ticket admits.' }),
    scansUsed: t.exposeInt('scansUsed', { description: 'Admitted scans with no zone.' }),
    admittedCount: t.exposeInt('admittedCount', {
      description: 'People admitted with no zone (a party may come in parts).',
    }),
    zoneScans: t.field({
      type: [ManifestZoneScansRef],
      description: 'Admitted scans in each zone.',
      resolve: (m) => m.zoneScans,
    }),
    refusal: t.field({
      type: ScanRefusalEnum,
      nullable: true,
      description: 'Set when the ticket must not be admitted anywhere.',
      resolve: (m) => m.refusal,
    }),
  }),
});

const ManifestGuestPassRef = builder
  .objectRef<Manifest['guests'][number]['passes'][number]>('ManifestGuestPass')
  .implement({
    fields: (t) => ({
      guestTicketId: t.exposeID('guestTicketId'),
      codeHash: t.exposeString('codeHash', {
        nullable: true,
        description: "Null when the event's QR pass is off.",
      }),
      checkedIn: t.exposeBoolean('checkedIn'),
    }),
  });

const ManifestGuestRef = builder.objectRef<Manifest['guests'][number]>('ManifestGuest').implement({
  fields: (t) => ({
    guestId: t.exposeID('guestId'),
    fullName: t.exposeString('fullName'),
    eventTicketId: t.exposeID('eventTicketId', { nullable: true }),
    quantity: t.exposeInt('quantity'),
    checkedInQuantity: t.exposeInt('checkedInQuantity'),
    passes: t.field({ type: [ManifestGuestPassRef], resolve: (g) => g.passes }),
  }),
});

const ScannerManifestRef = builder.objectRef<Manifest>('ScannerManifest').implement({
  description: 'What a scanner needs to verify offline: code hashes, never the codes, and no contact data.',
  fields: (t) => ({
    eventId: t.id({ resolve: (m) => m.view.row.id }),
    displayName: t.string({ resolve: (m) => m.view.row.displayName }),
    startDate: t.string({ resolve: (m) => m.view.row.startDate.toISOString() }),
    endDate: t.string({ resolve: (m) => m.view.row.endDate.toISOString() }),
    timeZone: t.string({ resolve: (m) => m.view.row.timeZone }),
    generatedAt: t.string({ resolve: (m) => m.generatedAt.toISOString() }),
    zones: t.field({ type: [ScanningZoneRef], resolve: (m) => m.zones }),
    tickets: t.field({ type: [ManifestTicketRef], resolve: (m) => m.tickets }),
    guests: t.field({ type: [ManifestGuestRef], resolve: (m) => m.guests }),
  }),
});

const ScanSyncResultRef = builder
  .objectRef<{ scanId: string; status: (typeof SCAN_SYNC_STATUSES)[number]; verdict: ScanVerdict }>(
    'ScanSyncResult',
  )
  .implement({
    fields: (t) => ({
      scanId: t.exposeID('scanId'),
      status: t.field({ type: ScanSyncStatusEnum, resolve: (r) => r.status }),
      verdict: t.field({ type: ScanVerdictRef, resolve: (r) => r.verdict }),
    }),
  });

const ScanConflictRef = builder.objectRef<ScanConflictRow>('ScanConflict').implement({
  description:
    'An offline scan that admitted someone already admitted to the limit; the first admission was kept.',
  fields: (t) => ({
    id: t.exposeID('id'),
    ticketId: t.exposeID('ticketId', { nullable: true }),
    guestId: t.exposeID('guestId', { nullable: true }),
    holderName: t.exposeString('holderName'),
    scannedAt: t.string({ resolve: (c) => c.scannedAt.toISOString() }),
    deviceId: t.exposeString('deviceId', { nullable: true }),
    deviceName: t.exposeString('deviceName', {
      nullable: true,
      description:
        'The scanning device as people call it ("Dee\'s phone"); null for conflicts recorded before names.',
    }),
    keptScanAt: t.string({ resolve: (c) => c.keptScanAt.toISOString() }),
    message: t.exposeString('message'),
  }),
});

const ScanInputType = builder.inputType('ScanInput', {
  fields: (t) => ({
    scanId: t.id({ required: true, description: 'A UUID the scanner makes per scan: the idempotency key.' }),
    zoneId: t.id({ description: "Null: the event's default entrance (no zone)." }),
    code: t.string({ description: 'The scanned QR string.' }),
    ticketId: t.id({ description: 'A ticket picked by manual search.' }),
    guestId: t.id({ description: 'A guest picked from the list.' }),
    quantity: t.int({ description: "A guest's people to admit (default: all remaining)." }),
    scannedAt: t.string({
      description: "ISO time on the device (offline scans); the server's when omitted.",
    }),
    deviceId: t.string(),
    deviceName: t.string({
      description:
        'The device\'s name as hosts read it ("Dee\'s phone"), at most 40 characters (decision 112).',
    }),
  }),
});

type RawScan = typeof ScanInputType.$inferInput;

/** GraphQL leaves absent fields undefined and explicit ones null; ids become strings. */
const scanOf = (raw: RawScan): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(raw)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, typeof v === 'number' || typeof v === 'string' ? v : String(v)]),
  );

builder.queryField('myScannerEvents', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [EventRef],
    description:
      'Events where the viewer may scan tickets (CanScanTicket), not cancelled and not ended more than 12 hours ago, soonest first.',
    resolve: (_root, _args, ctx) => ctx.services.events.myScannerEvents(ctx.viewer),
  }),
);

builder.queryField('scannerManifest', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ScannerManifestRef,
    description: 'Everything a scanner needs to verify tickets offline (CanScanTicket).',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.checkin.scannerManifest(ctx.viewer, String(args.eventId)),
  }),
);

builder.mutationField('verifyTicket', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ScanVerdictRef,
    description: 'What a scan would do (CanScanTicket); writes nothing.',
    args: { eventId: t.arg.id({ required: true }), input: t.arg({ type: ScanInputType, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.checkin.verifyTicket(
        ctx.viewer,
        String(args.eventId),
        parseInput(scanInputSchema, scanOf(args.input)) as ParsedScan,
      ),
  }),
);

builder.mutationField('checkIn', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ScanVerdictRef,
    description:
      'Admits a ticket (by code or ticketId) or a guest (guestId, quantity) (CanScanTicket). The same scanId answers the first verdict again.',
    args: { eventId: t.arg.id({ required: true }), input: t.arg({ type: ScanInputType, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.checkin.checkIn(
        ctx.viewer,
        String(args.eventId),
        parseInput(scanInputSchema, scanOf(args.input)) as ParsedScan,
      ),
  }),
);

builder.mutationField('syncScans', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [ScanSyncResultRef],
    description:
      "A device's offline scans (at most 100), applied in scannedAt order (CanScanTicket): APPLIED, DUPLICATE (scanId seen), CONFLICT (admitted offline but already used: recorded, the creator is told) or REFUSED.",
    args: {
      eventId: t.arg.id({ required: true }),
      scans: t.arg({ type: [ScanInputType], required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.checkin.syncScans(
        ctx.viewer,
        String(args.eventId),
        parseInput(scanBatchSchema, args.scans.map(scanOf)) as ParsedScan[],
      ),
  }),
);

builder.queryField('scanConflicts', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [ScanConflictRef],
    description: "The event's scan conflicts, newest first (CanViewAttendees).",
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.checkin.scanConflicts(ctx.viewer, String(args.eventId)),
  }),
);

builder.objectFields(EventRef, (t) => ({
  scanConflictCount: t.loadable({
    type: 'Int',
    nullable: true,
    description: 'Scan conflicts to review: for the team holding CanViewAttendees, null for others.',
    load: (views: EventView[], ctx) => ctx.services.checkin.conflictCounts(views),
    resolve: (v) => v,
  }),
}));
