import { CHECKIN_LIMITS, CHECKIN_MESSAGES as M, type ScanningZoneInput } from '@repclub/shared';
import { DomainError, notFound } from '../../../platform/errors';
import { isUuid } from '../../../platform/ids';
import type { Viewer } from '../../../platform/viewer';
import type { EventView, EventsContext } from '../events.context';
import { ROLE_BASE_PERMISSIONS } from '../events.permissions';
import type { ScanningZoneRow } from './zones.repository';

/** The team roles whose holders may scan tickets (CanScanTicket), for the scanner's list of events. */
const SCANNING_ROLES = Object.entries(ROLE_BASE_PERMISSIONS)
  .filter(([, permissions]) => permissions.includes('CanScanTicket'))
  .map(([role]) => role);

/** Scanning zones (domain §3 Event.scanningZones) and the events a viewer may scan at (docs/decisions/080). */
export function scanningZonesService(ctx: EventsContext) {
  const { repo, clock, eventFor, viewsOf } = ctx;

  function checkTicketTypes(view: EventView, ids: readonly string[]) {
    for (const id of ids)
      if (!view.allTickets.some((t) => t.id === id))
        throw new DomainError('BAD_USER_INPUT', M.zoneTicketTypeNotOfEvent, { field: 'eventTicketIds' });
  }

  return {
    /** The zones of a page of events: the team's; an empty list for everyone else. */
    async zonesOf(views: readonly EventView[]): Promise<ScanningZoneRow[][]> {
      const shown = views.filter((v) => v.isTeam).map((v) => v.row.id);
      const rows = await repo.zonesOfEvents(shown);
      return views.map((v) => (v.isTeam ? rows.filter((r) => r.eventId === v.row.id) : []));
    },

    /** An event's zones, for the check-in module (no viewer: it checked the permission). */
    zonesOfEvent: (eventId: string) => repo.zonesOfEvents([eventId]),

    /** Creates (no zoneId) or changes a zone (CanEditEvent). */
    async saveScanningZone(
      viewer: Viewer,
      eventId: string,
      input: ScanningZoneInput,
    ): Promise<ScanningZoneRow> {
      const view = await eventFor(viewer, eventId, 'CanEditEvent');
      checkTicketTypes(view, input.eventTicketIds);
      const fields = { name: input.name, eventTicketIds: input.eventTicketIds, maxScans: input.maxScans };
      if (!input.zoneId) return repo.insertZone(view.row.id, fields, clock.now());
      const row = await repo.updateZone(view.row.id, input.zoneId, fields, clock.now());
      if (!row) throw notFound(M.zoneNotFound);
      return row;
    },

    /** Deletes a zone (CanEditEvent); its past scans stay in the check-in log. */
    async deleteScanningZone(viewer: Viewer, eventId: string, zoneId: string): Promise<boolean> {
      const view = await eventFor(viewer, eventId, 'CanEditEvent');
      if (!isUuid(zoneId) || !(await repo.deleteZone(view.row.id, zoneId))) throw notFound(M.zoneNotFound);
      return true;
    },

    /**
     * Events where the viewer holds CanScanTicket (created, or an approved co-host, coordinator or door role),
     * not cancelled and not ended more than 12 hours ago, soonest first.
     */
    async myScannerEvents(viewer: Viewer): Promise<EventView[]> {
      const endedAfter = new Date(clock.now().getTime() - CHECKIN_LIMITS.scannerEventGraceHours * 3_600_000);
      const rows = await repo.eventsToScan(viewer.userId, SCANNING_ROLES, endedAfter, 100);
      const views = await viewsOf(viewer, rows);
      return views.filter((v) => v.permissions.includes('CanScanTicket'));
    },
  };
}
