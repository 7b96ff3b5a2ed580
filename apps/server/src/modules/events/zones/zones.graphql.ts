import { scanningZoneInputSchema } from '@repclub/shared';
import { builder } from '../../../platform/graphql/builder';
import { parseInput } from '../../../platform/http/parse';
import type { EventView } from '../events.context';
import { EventRef } from '../events.types.graphql';
import type { ScanningZoneRow } from './zones.repository';

// Scanning zones (domain §3 Event.scanningZones; docs/decisions/080) and the scanner's list of events.

export const ScanningZoneRef = builder.objectRef<ScanningZoneRow>('ScanningZone').implement({
  description:
    'An entrance: admits the ticket types listed (all when empty), each ticket at most maxScans times.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    eventTicketIds: t.idList({ resolve: (z) => z.eventTicketIds }),
    maxScans: t.exposeInt('maxScans'),
  }),
});

builder.objectFields(EventRef, (t) => ({
  scanningZones: t.field({
    type: [ScanningZoneRef],
    description: "The event's scanning zones, oldest first: for its team; empty for everyone else.",
    resolve: async (v: EventView, _args, ctx) => (await ctx.services.events.zonesOf([v]))[0]!,
  }),
}));

const ScanningZoneInput = builder.inputType('ScanningZoneInput', {
  fields: (t) => ({
    zoneId: t.id({ description: 'The zone to change; none to create one.' }),
    name: t.string({ required: true }),
    eventTicketIds: t.idList({ required: true, description: 'Ticket types admitted; empty: all.' }),
    maxScans: t.int({ required: true, description: 'Scans of one ticket the zone admits (1 or more).' }),
  }),
});

builder.mutationField('saveScanningZone', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ScanningZoneRef,
    description: 'Creates (no zoneId) or changes a scanning zone (CanEditEvent).',
    args: {
      eventId: t.arg.id({ required: true }),
      input: t.arg({ type: ScanningZoneInput, required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.events.saveScanningZone(
        ctx.viewer,
        String(args.eventId),
        parseInput(scanningZoneInputSchema, {
          ...args.input,
          eventTicketIds: args.input.eventTicketIds.map(String),
        }),
      ),
  }),
);

builder.mutationField('deleteScanningZone', (t) =>
  t.withAuth({ signedIn: true }).boolean({
    description: 'Deletes a scanning zone (CanEditEvent).',
    args: { eventId: t.arg.id({ required: true }), zoneId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.events.deleteScanningZone(ctx.viewer, String(args.eventId), String(args.zoneId)),
  }),
);
