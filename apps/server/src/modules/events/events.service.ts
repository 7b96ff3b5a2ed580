import type { EventPermission } from '@repclub/shared';
import { isUuid } from '../../platform/ids';
import type { Viewer } from '../../platform/viewer';
import type { EventRow, QuestionRow } from './events.repository';
import { type EventView, type EventsDeps, eventsContext } from './events.context';
import { pricingService } from './pricing/pricing.service';
import { teamService } from './team/team.service';
import { discoveryService } from './discovery/discovery.service';
import { editorService } from './editor/editor.service';
import { ticketTypesService } from './editor/ticket-types.service';
import { shareService } from './share/share.service';
import { scanningZonesService } from './zones/zones.service';
import { eventClubsService } from './clubs/event-clubs.service';

export type {
  EventAttendance,
  EventInvitations,
  EventReferrals,
  EventTicketReleases,
  EventView,
  EventsDeps,
  TeamMember,
  TicketView,
} from './events.context';
export type { RoleInvitationView, TeamRoleView } from './team/team.service';

/**
 * The events module's front door: the editor (with ticket types), discovery, the team and pricing, each a service
 * of its own over the shared context (docs/decisions/068), composed into the one object the resolvers, the other
 * modules call (through events.module.ts), with the reads of the Event type's fields.
 */
export function eventsService(deps: EventsDeps) {
  const ctx = eventsContext(deps);
  const {
    repo,
    attendance,
    invitations,
    viewOf,
    viewsOf,
    maySee,
    visibleEvent,
    visibleTickets,
    visibilityOf,
    previewOnly,
    showsDetails,
  } = ctx;
  const pricing = pricingService(ctx);
  const team = teamService(ctx);
  const discovery = discoveryService(ctx);
  const editor = editorService(ctx);
  const ticketTypes = ticketTypesService(ctx);
  const share = shareService(ctx);
  const zones = scanningZonesService(ctx);
  const eventClubs = eventClubsService(ctx);

  return {
    /** The event permissions the viewer holds (for other modules, e.g. bookings' approvals). */
    async permissionsOf(viewer: Viewer, event: EventRow): Promise<EventPermission[]> {
      return (await viewOf(viewer, event)).permissions;
    },

    event: visibleEvent,

    visibleTickets,
    /** What the viewer may see of the event (visibility.ts, docs/decisions/108): every field asks it. */
    visibilityOf,
    previewOnly,
    showsDetails,

    /**
     * "N going" of a page of events (attendees approved or checked in): for the team, and for everyone who sees
     * the event's card when the guest count is on; null for the others (docs/decisions/086, 108). One read for
     * the page.
     */
    async goingCounts(views: readonly EventView[]): Promise<(number | null)[]> {
      const shown = views.filter(
        (view) => view.isTeam || (view.row.optIns.guestCount === true && visibilityOf(view).card),
      );
      const counters = await attendance.hostCountersOf([...new Set(shown.map((view) => view.row.id))]);
      return views.map((view) => (shown.includes(view) ? (counters.get(view.row.id)?.approved ?? 0) : null));
    },

    /**
     * Issued tickets of each type still waiting for the host's approval: taken, not sold (decision 053); in
     * the order asked, for a page of ticket types at once.
     */
    async awaitingApproval(eventTicketIds: readonly string[]): Promise<number[]> {
      const counts = await attendance.awaitingApprovalOf(eventTicketIds);
      return eventTicketIds.map((id) => counts.get(id) ?? 0);
    },

    /**
     * The host counters of a page of events (domain §3 Event counters): for views whose viewer holds
     * CanViewAttendees, null for the others; one read of bookings' attendance and one of contacts' invitations
     * for the whole page.
     */
    async hostCounters(views: readonly EventView[]) {
      const shown = views.filter((view) => view.permissions.includes('CanViewAttendees'));
      const shownIds = shown.map((view) => view.row.id);
      const [counters, invited] = await Promise.all([
        attendance.hostCountersOf(shownIds),
        shownIds.length > 0 ? invitations.invitedCountsOf(shownIds) : new Map<string, number>(),
      ]);
      return views.map((view) => {
        if (!shown.includes(view)) return null;
        const active = view.allTickets.filter((ticket) => ticket.isActive);
        return {
          approved: 0,
          pending: 0,
          totalAttendees: 0,
          approvedTickets: 0,
          scannedTickets: 0,
          waitingTickets: 0,
          ...counters.get(view.row.id),
          totalAvailableTickets: active.reduce((sum, ticket) => sum + ticket.availableAmount, 0),
          // People invited, each once, withdrawn invitations left out (docs/decisions/072).
          invitedAttendees: invited.get(view.row.id) ?? 0,
          isListFull: active.length > 0 && active.every((ticket) => ticket.availableAmount === 0),
          isExpired: view.row.endDate < view.now,
        };
      });
    },

    /** The questions of a page of events, each event's in order. */
    async questionsOf(eventIds: readonly string[]): Promise<QuestionRow[]> {
      return repo.questionsOfEvents(eventIds);
    },

    createEvent: editor.createEvent,
    updateEvent: editor.updateEvent,
    publishEvent: editor.publishEvent,
    unpublishEvent: editor.unpublishEvent,
    cancelEvent: editor.cancelEvent,
    deleteEvent: editor.deleteEvent,
    duplicateEvent: editor.duplicateEvent,
    createRecurringEvents: editor.createRecurringEvents,
    setEventQuestions: editor.setEventQuestions,
    backfillVenueTimeZones: editor.backfillVenueTimeZones,
    timeZoneAt: editor.timeZoneAt,
    upsertEventTicket: ticketTypes.upsertEventTicket,
    setTicketTypesDisplay: ticketTypes.setTicketTypesDisplay,
    ticketsRequiredForApproval: ticketTypes.ticketsRequiredForApproval,
    deleteEventTicket: ticketTypes.deleteEventTicket,
    zonesOf: zones.zonesOf,
    clubsOfEvents: eventClubs.clubsOfEvents,
    eventsOfClub: eventClubs.eventsOfClub,
    setEventClubs: eventClubs.setEventClubs,
    zonesOfEvent: zones.zonesOfEvent,
    saveScanningZone: zones.saveScanningZone,
    deleteScanningZone: zones.deleteScanningZone,
    myScannerEvents: zones.myScannerEvents,
    searchEvents: discovery.searchEvents,
    myEvents: discovery.myEvents,
    myCreatedEvents: discovery.myCreatedEvents,
    eventCities: discovery.eventCities,
    users: team.users,
    teamsOf: team.teamsOf,
    usersRolesOf: team.usersRolesOf,
    viewerRoleName: team.viewerRoleName,
    openInvitationsOf: team.openInvitationsOf,
    seesInvitations: team.seesInvitations,
    eventRoleInvitation: team.eventRoleInvitation,
    inviteEventTeamMember: team.inviteEventTeamMember,
    acceptEventRoleInvitation: team.acceptEventRoleInvitation,
    declineEventRoleInvitation: team.declineEventRoleInvitation,
    cancelEventRoleInvitation: team.cancelEventRoleInvitation,
    removeEventRole: team.removeEventRole,
    leaveEventRole: team.leaveEventRole,
    simulateTicketCost: pricing.simulateTicketCost,
    calculateTicketCost: pricing.calculateTicketCost,
    allInPrice: pricing.allInPrice,
    /** What a shared link of the event shows the viewer (docs/decisions/090); null when nothing. */
    sharePreview: share.preview,
    /** The event page's link-preview meta tags for a visitor, or null (the plain page). */
    pageMeta: share.pageMeta,
    /** The event's .ics file for the viewer; NOT_FOUND when they may not see it. */
    calendarFile: share.calendar,

    /**
     * Events by id as the viewer may see them, null where none or not visible (as visibleEvent, without the
     * error): a few statements for a whole page, for other modules' dataloaders (the event of each ticket).
     */
    async visibleEventsByIds(viewer: Viewer | null, ids: readonly string[]): Promise<(EventView | null)[]> {
      const views = await viewsOf(viewer, await repo.byIds([...new Set(ids.filter(isUuid))]));
      return ids.map((id) => views.find((view) => view.row.id === id && maySee(view)) ?? null);
    },
  };
}

export type EventsService = ReturnType<typeof eventsService>;
