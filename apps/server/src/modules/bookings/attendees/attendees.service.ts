import { notFound } from '../../../platform/errors';
import type { EventPermission } from '@repclub/shared';
import { paginate } from '../../../platform/graphql/pagination';
import type { AttendeeRow, EventRow } from '../bookings.repository';
import { type BookingContext, conflict, forbidden } from '../bookings.context';
import { BOOKING_MESSAGES } from '@repclub/shared';
import { isUuid } from '../../../platform/ids';
import type { RefundsService } from '../refunds/refunds.service';
import type { Viewer } from '../../../platform/viewer';

/** An event's attendees: the host's list, and the approval or decline of people who asked to attend. */
export function attendeesService(ctx: BookingContext, refunds: Pick<RefundsService, 'refund'>) {
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
    mine: EventPermission,
  ): Promise<'ALL' | 'REFERRED' | null> {
    const held = await permissionsOf(viewer, event);
    if (all.some((p) => held.includes(p))) return 'ALL';
    return held.includes(mine) ? 'REFERRED' : null;
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

  return {
    /**
     * A host approves a PENDING (or DECLINED) attendee: CanApproveAttendee, or CanApproveMyAttendee for an
     * attendee the viewer referred.
     */
    async approveAttendee(viewer: Viewer, eventId: string, userId: string) {
      const event = isUuid(eventId) ? await repo.eventById(eventId) : undefined;
      if (!event) throw notFound(BOOKING_MESSAGES.eventNotFound);
      const referredBy = await mayDecide(viewer, event, userId, 'CanApproveAttendee', 'CanApproveMyAttendee');
      const now = clock.now();
      const row = await repo.transaction((tx) =>
        repo.setAttendeeState(tx, eventId, userId, ['PENDING', 'DECLINED'], 'APPROVED', viewer.userId, now, {
          referredBy,
        }),
      );
      if (!row) throw conflict(BOOKING_MESSAGES.notPendingAttendee);
      await emit({ kind: 'attendeeDecided', eventRow: event, userId, approved: true });
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
     * The attendees of an event, oldest first: all of them for its team with CanViewAttendees or
     * CanApproveAttendee; with only CanApproveMyAttendee (a promoter), or when asked (`referredByMe`), those
     * the viewer referred.
     */
    async attendees(
      viewer: Viewer,
      eventId: string,
      state: string | null,
      args: { first?: number | null; after?: string | null; referredByMe?: boolean | null },
    ) {
      const event = isUuid(eventId) ? await repo.eventById(eventId) : undefined;
      if (!event) throw notFound(BOOKING_MESSAGES.eventNotFound);
      const scope = await attendeeScope(
        viewer,
        event,
        ['CanViewAttendees', 'CanApproveAttendee'],
        'CanApproveMyAttendee',
      );
      if (!scope) throw forbidden();
      const referredBy = scope === 'REFERRED' || args.referredByMe ? viewer.userId : null;
      return paginate<AttendeeRow & { cursorTime: string }, [string, string]>(args, {
        fetch: (limit, after) => repo.attendeesOf(eventId, state, limit, after, referredBy),
        keyOf: (row) => [row.cursorTime, row.userId],
        isKey: (value): value is [string, string] =>
          Array.isArray(value) &&
          value.length === 2 &&
          typeof value[0] === 'string' &&
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value[0]) &&
          typeof value[1] === 'string' &&
          /^[0-9a-f-]{36}$/.test(value[1]),
      });
    },
  };
}
