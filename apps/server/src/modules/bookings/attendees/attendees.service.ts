import { badInput, notFound } from '../../../platform/errors';
import {
  ageAndGenderStatistics,
  ATTENDEE_LIST_PAGE_SIZE,
  type EventAttendeesFilter,
  type EventPermission,
} from '@repclub/shared';
import { paginate } from '../../../platform/graphql/pagination';
import type { AttendeeRow, EventRow } from '../bookings.repository';
import type { AttendeeListFilter, AttendeeListRow } from './attendee-list.repository';
import { type BookingContext, conflict, forbidden } from '../bookings.context';
import { BOOKING_MESSAGES } from '@repclub/shared';
import { isUuid } from '../../../platform/ids';
import type { RefundsService } from '../refunds/refunds.service';
import type { RequestsService } from '../checkout/requests.service';
import type { Viewer } from '../../../platform/viewer';
import { permissionsOfStanding } from '../../events/events.module';

/** Who sees every attendee of an event. */
const VIEW_ALL: EventPermission[] = ['CanViewAttendees', 'CanApproveAttendee'];
/** Attendees read per statement by the export. */
const EXPORT_BATCH = 500;

const isKey = (value: unknown): value is [string, string] =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value[0]) &&
  typeof value[1] === 'string' &&
  isUuid(value[1]);

/** An event's attendees: the host's list, and the approval or decline of people who asked to attend. */
export function attendeesService(
  ctx: BookingContext,
  refunds: Pick<RefundsService, 'refund'>,
  requests: Pick<RequestsService, 'captureRequestsOf' | 'voidRequestsOf'>,
) {
  const { repo, clock, permissionsOf, emit } = ctx;
  const { refund } = refunds;

  /**
   * Whom of an event's attendees the viewer may act on: everyone with the `all` permission; with only the
   * `mine` one, the attendees their referral code brought (docs/decisions/035); nobody otherwise.
   */
  async function attendeeScope(
    viewer: Viewer,
    event: EventRow,
    all: EventPermission[],
    mine: EventPermission | null,
  ): Promise<'ALL' | 'REFERRED' | null> {
    const held = await permissionsOf(viewer, event);
    if (all.some((p) => held.includes(p))) return 'ALL';
    return mine && held.includes(mine) ? 'REFERRED' : null;
  }

  /**
   * The check of approve and decline: answers whose referrals the write must still be limited to (the viewer's
   * id with only the "my" permission, undefined with the "all" one), or refuses.
   */
  async function mayDecide(
    viewer: Viewer,
    event: EventRow,
    userId: string,
    all: EventPermission,
    mine: EventPermission,
  ): Promise<string | undefined> {
    const scope = await attendeeScope(viewer, event, [all], mine);
    if (!scope) throw forbidden();
    if (scope === 'ALL') return undefined;
    const attendee = isUuid(userId) ? await repo.attendee(event.id, userId) : undefined;
    if (!attendee || attendee.referredByUserId !== viewer.userId) throw forbidden();
    return viewer.userId;
  }

  async function eventOf(key: { slugOrId?: string | null; eventId?: string | null }): Promise<EventRow> {
    const given = (key.slugOrId ?? key.eventId ?? '').trim();
    if (!given) throw badInput(BOOKING_MESSAGES.eventRequired);
    const event = isUuid(given) ? await repo.eventById(given) : await repo.eventBySlug(given);
    if (!event) throw notFound(BOOKING_MESSAGES.eventNotFound);
    return event;
  }

  /** The event and the list's filters as the viewer may read them (a promoter: only their referrals). */
  async function listAccess(
    viewer: Viewer,
    key: { slugOrId?: string | null; eventId?: string | null },
    filter: EventAttendeesFilter,
  ): Promise<{ row: EventRow; listFilter: AttendeeListFilter }> {
    const row = await eventOf(key);
    const scope = await attendeeScope(viewer, row, VIEW_ALL, 'CanApproveMyAttendee');
    if (!scope) throw forbidden();
    let referredBy = filter.referredBy === 'me' ? viewer.userId : filter.referredBy;
    if (scope === 'REFERRED') {
      // A promoter asking for someone else's referrals sees nobody rather than an error.
      if (referredBy && referredBy !== viewer.userId) referredBy = '00000000-0000-0000-0000-000000000000';
      else referredBy = viewer.userId;
    }
    if (filter.eventTicketId && !isUuid(filter.eventTicketId))
      throw badInput(BOOKING_MESSAGES.ticketNotFound);
    return { row, listFilter: { ...filter, referredBy } };
  }

  async function findAttendee(viewer: Viewer, eventId: string, userId: string): Promise<AttendeeRow> {
    const event = await eventOf({ eventId });
    const scope = await attendeeScope(viewer, event, VIEW_ALL, 'CanApproveMyAttendee');
    if (!scope) throw forbidden();
    const row = isUuid(userId) ? await repo.attendee(event.id, userId) : undefined;
    if (!row || (scope === 'REFERRED' && row.referredByUserId !== viewer.userId))
      throw notFound(BOOKING_MESSAGES.attendeeNotFound);
    return row;
  }

  return {
    /**
     * A host approves a PENDING (or DECLINED) attendee: CanApproveAttendee, or CanApproveMyAttendee for an
     * attendee the viewer referred.
     */
    async approveAttendee(viewer: Viewer, eventId: string, userId: string) {
      const event = isUuid(eventId) ? await repo.eventById(eventId) : undefined;
      if (!event) throw notFound(BOOKING_MESSAGES.eventNotFound);
      const referredBy = await mayDecide(viewer, event, userId, 'CanApproveAttendee', 'CanApproveMyAttendee');
      const current = isUuid(userId) ? await repo.attendee(eventId, userId) : undefined;
      if (current?.state !== 'PENDING' && current?.state !== 'DECLINED')
        throw conflict(BOOKING_MESSAGES.notPendingAttendee);
      // The money of their paid requests is taken first (decision 114): approved only once it is.
      const captured = await requests.captureRequestsOf(eventId, userId);
      const charged = captured && { amount: captured.amount, currency: captured.currency };
      const now = clock.now();
      // Approved only from the state this approval decided on, and only while what it charged is still paid: a
      // decline racing it (which refunds the charge) leaves the person declined, never declined and charged.
      const row = await repo.transaction(async (tx) => {
        for (const orderId of captured?.orderIds ?? [])
          if ((await repo.orderById(orderId, tx))?.status !== 'COMPLETED') return undefined;
        return repo.setAttendeeState(tx, eventId, userId, [current.state], 'APPROVED', viewer.userId, now, {
          referredBy,
        });
      });
      if (!row) {
        // A racing approval wrote it first (after this one's capture): approved all the same, told once.
        const after = await repo.attendee(eventId, userId);
        if (after?.state === 'APPROVED') return after;
        throw conflict(BOOKING_MESSAGES.notPendingAttendee);
      }
      await emit({ kind: 'attendeeDecided', eventRow: event, userId, approved: true, charged });
      return row;
    },

    /**
     * A host declines a PENDING attendee (CanDeclineAttendee, or CanDeclineMyAttendee for an attendee the
     * viewer referred): their bookings are refunded and the tickets return.
     */
    async declineAttendee(viewer: Viewer, eventId: string, userId: string) {
      const event = isUuid(eventId) ? await repo.eventById(eventId) : undefined;
      if (!event) throw notFound(BOOKING_MESSAGES.eventNotFound);
      const referredBy = await mayDecide(viewer, event, userId, 'CanDeclineAttendee', 'CanDeclineMyAttendee');
      const now = clock.now();
      const row = await repo.transaction((tx) =>
        repo.setAttendeeState(tx, eventId, userId, ['PENDING'], 'DECLINED', viewer.userId, now, {
          referredBy,
        }),
      );
      if (!row) throw conflict(BOOKING_MESSAGES.notPendingAttendee);
      // Reserved, never taken: the authorizations are voided (decision 114); paid bookings are refunded.
      await requests.voidRequestsOf(eventId, userId);
      for (const order of await repo.completedOrdersOf(eventId, userId))
        await refund(order.id, async () => true);
      // The refund removed the attendee row with the last ticket; keep the decision (and the referral) on record.
      await repo.transaction((tx) =>
        repo.upsertDecided(
          tx,
          {
            eventId,
            userId,
            state: 'DECLINED',
            approvedBy: viewer.userId,
            referredByUserId: row.referredByUserId,
          },
          now,
        ),
      );
      await emit({ kind: 'attendeeDecided', eventRow: event, userId, approved: false });
      return (await repo.attendee(eventId, userId))!;
    },

    /** What the viewer has at an event: active tickets, open checkouts or offers, waiting-list places. */
    viewerHoldingsAt: (viewer: Viewer, eventId: string) => repo.holdingsAt(eventId, viewer.userId),
    /** Each kind of holdings at several events in one statement, for lists of events (the dataloaders). */
    viewerTicketsAt: (viewer: Viewer, eventIds: readonly string[]) =>
      repo.activeTicketsAt(eventIds, viewer.userId),
    viewerPendingBookingsAt: (viewer: Viewer, eventIds: readonly string[]) =>
      repo.pendingOrdersAt(eventIds, viewer.userId),
    viewerWaitingListAt: (viewer: Viewer, eventIds: readonly string[]) =>
      repo.waitingEntriesAt(eventIds, viewer.userId),

    /**
     * The host's attendee list (domain §2, §7), oldest first, filtered, TABLE_PAGE_SIZE a page: all attendees for
     * the team with CanViewAttendees or CanApproveAttendee; with only CanApproveMyAttendee (a promoter), or when
     * asked (`referredBy: "me"`), those the viewer referred. `counts` are per state under the other filters.
     */
    async eventAttendees(
      viewer: Viewer,
      event: { slugOrId?: string | null; eventId?: string | null },
      filter: EventAttendeesFilter,
      args: { first?: number | null; after?: string | null },
    ) {
      const { row, listFilter } = await listAccess(viewer, event, filter);
      const connection = await paginate<AttendeeListRow, [string, string]>(args, {
        fetch: (limit, after) => repo.attendeeList(row.id, listFilter, limit, after),
        keyOf: (attendee) => [attendee.cursorTime, attendee.userId],
        isKey,
        defaultPageSize: ATTENDEE_LIST_PAGE_SIZE,
      });
      let counts: Promise<Map<string, number>> | undefined;
      return Object.assign(connection, {
        /** Read only when asked for. */
        counts: () => (counts ??= repo.attendeeCounts(row.id, listFilter)),
      });
    },

    /** One attendee of an event, for whoever may see them in the list (a promoter: their referrals). */
    eventAttendee: findAttendee,

    /** The team's note on an attendee (whoever may see the attendee); empty clears it. */
    async setAttendeeNote(viewer: Viewer, eventId: string, userId: string, note: string | null) {
      const found = await findAttendee(viewer, eventId, userId);
      const row = await repo.setAttendeeNote(found.eventId, found.userId, note, clock.now());
      if (!row) throw notFound(BOOKING_MESSAGES.attendeeNotFound);
      return row;
    },

    /**
     * Undo (domain §6 "approve, decline or undo (own or all)"): an APPROVED attendee, or a DECLINED one who still
     * holds an active ticket, goes back to PENDING, with CanUndoAttendee, or CanUndoMyAttendee for an attendee the
     * viewer referred. A decline that refunded the booking is not undone: the money went back and the tickets
     * with it, so the person books again instead (docs/decisions/072).
     */
    async undoAttendee(viewer: Viewer, eventId: string, userId: string) {
      const event = isUuid(eventId) ? await repo.eventById(eventId) : undefined;
      if (!event) throw notFound(BOOKING_MESSAGES.eventNotFound);
      const referredBy = await mayDecide(viewer, event, userId, 'CanUndoAttendee', 'CanUndoMyAttendee');
      const row = await repo.transaction((tx) =>
        repo.undoDecision(tx, event.id, userId, clock.now(), { referredBy }),
      );
      if (!row) {
        const current = isUuid(userId) ? await repo.attendee(event.id, userId) : undefined;
        throw conflict(
          current?.state === 'DECLINED' ? BOOKING_MESSAGES.undoRefunded : BOOKING_MESSAGES.nothingToUndo,
        );
      }
      await emit({ kind: 'attendeeUndone', eventRow: event, userId });
      return row;
    },

    /**
     * The team's (CanExportAttendees) export of the filtered list: the event once allowed, and its rows a page at
     * a time (the CSV route streams them).
     */
    async exportAttendees(viewer: Viewer, eventId: string, filter: EventAttendeesFilter) {
      const event = await eventOf({ eventId });
      if (!(await permissionsOf(viewer, event)).includes('CanExportAttendees')) throw forbidden();
      const { listFilter } = await listAccess(viewer, { eventId }, filter);
      async function* pages() {
        let after: [string, string] | null = null;
        for (;;) {
          const page = await repo.attendeeExportPage(event.id, listFilter, EXPORT_BATCH, after);
          if (page.length > 0) yield page;
          if (page.length < EXPORT_BATCH) return;
          const last = page.at(-1)!;
          after = [last.cursorTime, last.userId];
        }
      }
      return { event, pages: pages() };
    },

    /**
     * Attendees (pending, approved, checked in) by the spec's age ranges on the event's start day and by gender,
     * for CanFilterStatistics; counts only, no birth dates.
     */
    async attendeeStatistics(viewer: Viewer, eventId: string) {
      const event = await eventOf({ eventId });
      if (!(await permissionsOf(viewer, event)).includes('CanFilterStatistics')) throw forbidden();
      const rows = await repo.attendeeAgesAndGenders(event.id, ['PENDING', 'APPROVED', 'CHECKED_IN']);
      return ageAndGenderStatistics(rows);
    },

    /** Per ticket type: approved, pending and checked-in tickets (CanViewAttendees). */
    async ticketSummary(viewer: Viewer, eventId: string) {
      const event = await eventOf({ eventId });
      if (!(await attendeeScope(viewer, event, VIEW_ALL, null))) throw forbidden();
      return repo.ticketSummary(event.id);
    },

    /** The detail's batches: roles, tickets and bookings of a page of attendees. */
    rolesOfPairs: (pairs: readonly { eventId: string; userId: string }[]) => repo.rolesOfPairs(pairs),
    ticketsOfPairs: (pairs: readonly { eventId: string; userId: string }[]) => repo.ticketsOfPairs(pairs),
    ordersOfPairs: (pairs: readonly { eventId: string; userId: string }[]) => repo.ordersOfPairs(pairs),

    /**
     * The event permissions each of a page of attendees holds there (docs/decisions/072): every one for the
     * event's creator, else those of their APPROVED team roles (events' permission table); none for an attendee
     * only. Two statements for the page, in the order asked.
     */
    async permissionsOfPairs(pairs: readonly { eventId: string; userId: string }[]) {
      const [roles, creators] = await Promise.all([
        repo.rolesOfPairs(pairs),
        repo.creatorsOf([...new Set(pairs.map((p) => p.eventId))]),
      ]);
      return pairs.map((p) =>
        permissionsOfStanding({
          isCreator: creators.get(p.eventId) === p.userId,
          roles: roles.filter((r) => r.eventId === p.eventId && r.userId === p.userId).map((r) => r.role),
        }),
      );
    },
  };
}
