import { type AttendeeState, EVENT_MESSAGES as M, type EventPermission } from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import type { MediaUrls } from '../../platform/media-urls';
import { DomainError, notFound } from '../../platform/errors';
import type { Viewer } from '../../platform/viewer';
import type { EventRow, EventsRepository, TicketTypeRow } from './events.repository';
import { permissionsOf } from './events.permissions';
import type { FeeRates } from '../../platform/config';
import { isUuid } from '../../platform/ids';
import type { UsersRepository, UserView } from '../users/users.module';
import type { NotificationsService } from '../notifications/notifications.module';
import type { MessagingService } from '../messaging/messaging.module';
import type { Clubs } from '../clubs/clubs.module';
import { type EventVisibility, eventVisibility } from './visibility';

/** Who attends what: answered by the bookings module's records (bookings/attendance.ts), bound to the attendance port of events.module.ts. */
export type EventAttendance = {
  /** Ids of events the user has an attendee record for (any state) or holds an active ticket for. */
  eventIdsOf(userId: string): Promise<string[]>;
  /**
   * The user's APPROVED team roles and attendee state per event, read together (one statement); events
   * without an attendee record are left out of `states` (NONE).
   */
  standingOf(
    userId: string,
    eventIds: readonly string[],
  ): Promise<{ roles: { eventId: string; role: string }[]; states: Map<string, AttendeeState> }>;
  /**
   * Active tickets per ticket type whose holder waits for the host's approval (docs/decisions/053), for a page
   * of ticket types at once; types without any are left out.
   */
  awaitingApprovalOf(eventTicketIds: readonly string[]): Promise<Map<string, number>>;
  /**
   * The host counters of a page of events at once (domain §3 Event counters, docs/decisions/072); events without
   * attendees are left out (all zero).
   */
  hostCountersOf(eventIds: readonly string[]): Promise<Map<string, AttendanceCounters>>;
};

/** What bookings counts of an event for its team. */
export type AttendanceCounters = {
  /** Attendees APPROVED or CHECKED_IN. */
  approved: number;
  pending: number;
  /** Attendees not declined (pending, approved, checked in). */
  totalAttendees: number;
  /** Active tickets held by approved or checked-in attendees. */
  approvedTickets: number;
  /** Tickets scanned in at the door. */
  scannedTickets: number;
  /** Tickets asked for on the waiting lists (WAITING places). */
  waitingTickets: number;
};

/**
 * Who is invited to what: answered by the contacts module's event invitations (contacts/invited-counts.ts,
 * docs/decisions/072, 076), bound to the invitations port of events.module.ts.
 */
export type EventInvitations = {
  /**
   * People invited to each of a page of events (one statement), each once (an account, or an address without
   * one), invitations withdrawn by the team left out; events without any are left out (0).
   */
  invitedCountsOf(eventIds: readonly string[]): Promise<Map<string, number>>;
};

/**
 * Tickets back on sale (a raised limit): answered by the bookings module's wish list, which tells the people on
 * it (docs/decisions/089); bound to the releases port of events.module.ts.
 */
export type EventTicketReleases = {
  released(eventTicketIds: readonly string[]): Promise<void>;
};

/** Referral codes: answered by the bookings module (referrals.service.ts, docs/decisions/035). */
export type EventReferrals = {
  /** Refuses (BAD_USER_INPUT) a code nobody has; an empty code or the viewer's own is fine. */
  referrerOf(code: string | null | undefined, buyerId: string | null): Promise<unknown>;
};

export type EventsDeps = {
  repo: EventsRepository;
  rates: FeeRates;
  attendance: EventAttendance;
  invitations: EventInvitations;
  referrals: EventReferrals;
  releases: EventTicketReleases;
  clock: Clock;
  /** Team invitations: who is invited is told in the app and by e-mail (docs/decisions/073). */
  usersRepo: Pick<UsersRepository, 'byEmail'>;
  notifications: Pick<NotificationsService, 'notify'>;
  messaging: Pick<MessagingService, 'sendEmail'>;
  /** The web app's address, for links in e-mail. */
  publicUrl: string;
  /** Media URLs: stored as paths, absolute for link previews (docs/decisions/109). */
  mediaUrls: MediaUrls;
  /** Rep clubs: the clubs of events and who may link events to them (docs/decisions/099). */
  clubs: Clubs;
};

/** An event as one viewer sees it: what they may see and do is decided once, here. */
export type EventView = {
  row: EventRow;
  viewer: Viewer | null;
  now: Date;
  isCreator: boolean;
  /** The creator, an APPROVED role holder, or an administrator. */
  isTeam: boolean;
  permissions: EventPermission[];
  /** The viewer's APPROVED team roles in the event. */
  roles: string[];
  attendeeState: AttendeeState;
  /** Every ticket type of the event (team sees all of them; `visibleTickets` filters for others). */
  allTickets: TicketTypeRow[];
  /** Distance from the point of a near-me search, in the unit asked. */
  distance: number | null;
};

/** A ticket type as one viewer sees it: `forTeam` when the viewer is of the event's team. */
export type TicketView = { row: TicketTypeRow; showBalance: boolean; forTeam: boolean };

/** A user of an event's team, with the event (the team fields load a page of events at once). */
export type TeamMember = UserView & { eventId: string };

export const forbidden = () => new DomainError('AUTH_NOT_AUTHORIZED', M.forbidden);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const eventNotFound = () => notFound(M.eventNotFound);

/** Foreign-key violation (another module's rows still point at what we delete). */
export function foreignKeyViolation(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The dependencies and the reads every part of the events module shares: an event as one viewer sees it. */
export function eventsContext(deps: EventsDeps) {
  const { repo, attendance, clock } = deps;
  /** Views of rows for one viewer, built in a few queries for the whole list. */
  async function viewsOf(
    viewer: Viewer | null,
    rows: EventRow[],
    distances?: Map<string, number>,
    /** The rows' ticket types when the caller read them already (with the rows, in one statement). */
    loadedTickets?: TicketTypeRow[],
  ): Promise<EventView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [{ roles, states }, tickets] = await Promise.all([
      viewer
        ? attendance.standingOf(viewer.userId, ids)
        : { roles: [], states: new Map<string, AttendeeState>() },
      loadedTickets ?? repo.ticketTypesOf(ids),
    ]);
    const now = clock.now();
    return rows.map((row) => {
      const myRoles = roles.filter((r) => r.eventId === row.id).map((r) => r.role);
      const isCreator = viewer?.userId === row.createdBy;
      const isAdmin = viewer?.isAdmin === true && !viewer.isDeleted;
      return {
        row,
        viewer,
        now,
        isCreator,
        isTeam: isCreator || isAdmin || myRoles.length > 0,
        permissions: permissionsOf({ isCreator: isCreator || isAdmin, roles: myRoles }),
        roles: myRoles,
        attendeeState: states.get(row.id) ?? 'NONE',
        allTickets: tickets.filter((t) => t.eventId === row.id),
        distance: distances?.get(row.id) ?? null,
      };
    });
  }

  async function viewOf(viewer: Viewer | null, row: EventRow): Promise<EventView> {
    return (await viewsOf(viewer, [row]))[0]!;
  }

  const attends = (view: EventView) => view.attendeeState !== 'NONE';

  /** Whether the viewer may see the event at all (drafts: team; cancelled: team and attendees). */
  function maySee(view: EventView): boolean {
    if (view.row.status === 'DRAFT') return view.isTeam;
    if (view.row.status === 'CANCELLED') return view.isTeam || attends(view);
    return true;
  }

  async function findRow(slugOrId: string): Promise<EventRow | undefined> {
    const key = slugOrId.trim();
    if (isUuid(key)) return repo.byId(key);
    return key ? repo.bySlug(key.toLowerCase()) : undefined;
  }

  /** The event as the viewer may see it, or NOT_FOUND. */
  async function visibleEvent(viewer: Viewer | null, slugOrId: string): Promise<EventView> {
    const row = await findRow(slugOrId);
    if (!row) throw eventNotFound();
    const view = await viewOf(viewer, row);
    if (!maySee(view)) throw eventNotFound();
    return view;
  }

  /** The event for a change that needs `permission` (NOT_FOUND when it may not even be seen). */
  async function eventFor(viewer: Viewer, eventId: string, permission: EventPermission | 'creator') {
    const row = isUuid(eventId) ? await repo.byId(eventId) : undefined;
    if (!row) throw eventNotFound();
    const view = await viewOf(viewer, row);
    if (!maySee(view)) throw eventNotFound();
    if (permission === 'creator') {
      if (!view.isCreator && !viewer.isAdmin) throw new DomainError('AUTH_NOT_AUTHORIZED', M.creatorOnly);
    } else if (!view.permissions.includes(permission)) throw forbidden();
    return view;
  }

  const notCancelled = (row: EventRow) => {
    if (row.status === 'CANCELLED') throw conflict(M.cancelledEvent);
  };

  /** What the viewer may see of the event: the one rule (visibility.ts, docs/decisions/108). */
  const visibilityOf = (view: EventView): EventVisibility => eventVisibility(view);

  /** A visitor held to the teaser (publicPreview off, docs/decisions/086): the page asks them to sign in. */
  const previewOnly = (view: EventView): boolean => visibilityOf(view).previewOnly;

  /**
   * The ticket types the viewer may see: team all; others, when they see the details, the active, public, not
   * special-guest ones in their window (docs/decisions/088).
   */
  function visibleTickets(view: EventView): TicketView[] {
    const { now } = view;
    const hidesTickets = !visibilityOf(view).details;
    return view.allTickets
      .filter(
        (t) =>
          view.isTeam ||
          (!hidesTickets &&
            t.isActive &&
            !t.isPrivate &&
            !t.isSpecialGuest &&
            (!t.visibleStartAt || t.visibleStartAt <= now) &&
            (!t.visibleEndAt || t.visibleEndAt >= now)),
      )
      .map((t) => ({ row: t, showBalance: view.isTeam || t.optInShowTicketAmount, forTeam: view.isTeam }));
  }

  /** The street address, coordinates and radius (visibility.ts). */
  const showsLocation = (view: EventView): boolean => visibilityOf(view).location;

  /** The description, note, terms, FAQ, questions, music, ticket types and comments (visibility.ts). */
  const showsDetails = (view: EventView): boolean => visibilityOf(view).details;

  /** Users by id for the creator and team fields (the User type hides private fields from others). */
  async function usersOf(viewer: Viewer | null, ids: readonly string[]): Promise<(UserView | null)[]> {
    if (ids.length === 0) return [];
    const rows = await repo.usersByIds(ids);
    return ids.map((id) => {
      const row = rows.find((r) => r.id === id);
      if (!row || row.deletedAt) return null;
      const isSelf = viewer?.userId === row.id;
      const canSeePrivate = isSelf || viewer?.isAdmin === true;
      // A deactivated profile is hidden from other users, as everywhere else.
      if (row.deactivatedAt && !canSeePrivate) return null;
      return { row, isSelf, canSeePrivate };
    });
  }

  return {
    ...deps,
    viewsOf,
    viewOf,
    maySee,
    findRow,
    visibleEvent,
    eventFor,
    notCancelled,
    visibleTickets,
    visibilityOf,
    previewOnly,
    showsLocation,
    showsDetails,
    usersOf,
  };
}

export type EventsContext = ReturnType<typeof eventsContext>;
