import { createHash, randomBytes } from 'node:crypto';
import { type Connection, paginate } from '../../../platform/graphql/pagination';
import { notFound } from '../../../platform/errors';
import type { TicketRow } from '../bookings.repository';
import { newQrSecret } from '../bookings.repository';
import { type BookingContext, conflict } from '../bookings.context';
import { BOOKING_MESSAGES } from '@repclub/shared';
import type { Viewer } from '../../../platform/viewer';

export type TicketRowWithStart = TicketRow & { startDate: Date };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The viewer's tickets, and sharing them: a link, its claim, taking a share back. */
export function ticketSharingService(ctx: BookingContext) {
  const { repo, clock, publicUrl, emit } = ctx;

  /** A ticket whose holder waits for the host's approval is a request: no QR code, no sharing (decision 053). */
  async function awaitsApproval(ticket: TicketRow): Promise<boolean> {
    return (await repo.attendee(ticket.eventId, ticket.userId))?.state === 'PENDING';
  }

  return {
    awaitsApproval,

    /** awaitsApproval of a page of tickets, in one statement: the same answers, in the same order. */
    async awaitApproval(ticketRows: readonly TicketRow[]): Promise<boolean[]> {
      const rows = await repo.attendeesOfPairs(ticketRows);
      return ticketRows.map(
        (ticket) =>
          rows.find((r) => r.eventId === ticket.eventId && r.userId === ticket.userId)?.state === 'PENDING',
      );
    },

    /** The viewer's active tickets, upcoming (soonest first) or past (latest first). */
    async myTickets(
      viewer: Viewer,
      when: 'UPCOMING' | 'PAST',
      args: { first?: number | null; after?: string | null },
    ): Promise<Connection<TicketRowWithStart>> {
      const now = clock.now();
      return paginate<TicketRowWithStart, [string, string]>(args, {
        fetch: (limit, after) => repo.ticketsOfUser(viewer.userId, when, now, limit, after),
        keyOf: (row) => [row.startDate.toISOString(), row.id] as [string, string],
        isKey: (value): value is [string, string] =>
          Array.isArray(value) &&
          value.length === 2 &&
          typeof value[0] === 'string' &&
          !Number.isNaN(Date.parse(value[0])) &&
          typeof value[1] === 'string' &&
          /^[0-9a-f-]{36}$/.test(value[1]),
      });
    },

    /**
     * Shares a ticket: a link anyone signed in can claim it with (DEFAULT or REVOKED → SHARING). Sharing again
     * replaces the link.
     */
    async shareTicket(viewer: Viewer, ticketId: string): Promise<{ ticket: TicketRow; url: string }> {
      const ticket = await repo.ticketById(ticketId);
      if (!ticket || ticket.userId !== viewer.userId) throw notFound(BOOKING_MESSAGES.ticketNotFound);
      if (await awaitsApproval(ticket)) throw conflict(BOOKING_MESSAGES.awaitingApproval);
      const event = (await repo.eventById(ticket.eventId))!;
      if (event.endDate.getTime() <= clock.now().getTime()) throw conflict(BOOKING_MESSAGES.notShareable);
      const token = randomBytes(24).toString('base64url');
      const shared = await repo.updateTicketIf(
        repo.db,
        ticketId,
        {
          status: 'ACTIVE',
          shareState: ['DEFAULT', 'REVOKED', 'SHARING'],
          userId: viewer.userId,
          notCheckedIn: true,
        },
        { shareState: 'SHARING', shareTokenHash: hashToken(token) },
      );
      if (!shared) throw conflict(BOOKING_MESSAGES.notShareable);
      return {
        ticket: shared,
        url: `${publicUrl}/events/${encodeURIComponent(event.slug)}?ticket=${shared.id}&token=${token}`,
      };
    },

    /** Claims a shared ticket: the claimer gets a ticket of their own; the sharer's becomes SHARED. */
    async claimSharedTicket(viewer: Viewer, ticketId: string, token: string): Promise<TicketRow> {
      const ticket = await repo.ticketById(ticketId);
      if (!ticket) throw notFound(BOOKING_MESSAGES.ticketNotFound);
      if (ticket.userId === viewer.userId) throw conflict(BOOKING_MESSAGES.ownTicket);
      const now = clock.now();
      const claimed = await repo.transaction(async (tx) => {
        // Only the link's own token, and only while that link is live: a re-shared ticket has a new token.
        const original = await repo.updateTicketIf(
          tx,
          ticketId,
          { status: 'ACTIVE', shareState: ['SHARING'], shareTokenHash: hashToken(token), notCheckedIn: true },
          { shareState: 'SHARED', status: 'TRANSFERRED', shareTokenHash: null },
        );
        if (!original) return undefined;
        const [child] = await repo.insertTickets(tx, [
          {
            eventId: original.eventId,
            eventTicketId: original.eventTicketId,
            orderId: original.orderId,
            userId: viewer.userId,
            qrSecret: newQrSecret(),
            parentTicketId: original.id,
            originalTicketId: original.originalTicketId ?? original.id,
            createdAt: now,
          },
        ]);
        const type = await repo.ticketTypeById(original.eventTicketId, tx);
        await repo.upsertAttendee(
          tx,
          {
            eventId: original.eventId,
            userId: viewer.userId,
            state: type?.isRequiredApproval ? 'PENDING' : 'APPROVED',
            answers: [],
          },
          false,
          now,
        );
        if (!(await repo.hasActiveTickets(tx, original.eventId, original.userId)))
          await repo.removeAttendee(tx, original.eventId, original.userId);
        return child!;
      });
      if (!claimed) throw conflict(BOOKING_MESSAGES.shareLinkInvalid);
      await emit({ kind: 'claimed', ticket: claimed, sharerId: ticket.userId });
      return claimed;
    },

    /**
     * Takes a share back: an unclaimed link stops working; a claimed ticket returns to the sharer unless it
     * was already used. Either way the sharer's ticket is REVOKED (and can be shared again).
     */
    async revokeTicketShare(viewer: Viewer, ticketId: string): Promise<TicketRow> {
      const ticket = await repo.ticketById(ticketId);
      if (!ticket || ticket.userId !== viewer.userId) throw notFound(BOOKING_MESSAGES.ticketNotFound);
      const now = clock.now();
      let takenBack: TicketRow | undefined;
      const result = await repo.transaction(async (tx) => {
        if (ticket.shareState === 'SHARING') {
          const revoked = await repo.updateTicketIf(
            tx,
            ticketId,
            { shareState: ['SHARING'], userId: viewer.userId },
            { shareState: 'REVOKED', shareTokenHash: null },
          );
          if (revoked) return revoked;
        }
        if (ticket.shareState !== 'SHARED') throw conflict(BOOKING_MESSAGES.notRevocable);
        const child = await repo.childOf(tx, ticketId);
        if (!child || child.firstSeenAt || child.checkedInAt) throw conflict(BOOKING_MESSAGES.alreadyUsed);
        const taken = await repo.updateTicketIf(
          tx,
          child.id,
          { status: 'ACTIVE', shareState: ['DEFAULT', 'REVOKED'], notCheckedIn: true },
          { status: 'CANCELLED' },
        );
        if (!taken) throw conflict(BOOKING_MESSAGES.alreadyUsed);
        const back = await repo.updateTicketIf(
          tx,
          ticketId,
          { shareState: ['SHARED'], userId: viewer.userId },
          { status: 'ACTIVE', shareState: 'REVOKED', qrSecret: newQrSecret() },
        );
        if (!back) throw conflict(BOOKING_MESSAGES.notRevocable);
        const type = await repo.ticketTypeById(back.eventTicketId, tx);
        await repo.upsertAttendee(
          tx,
          {
            eventId: back.eventId,
            userId: viewer.userId,
            state: type?.isRequiredApproval ? 'PENDING' : 'APPROVED',
            answers: [],
          },
          false,
          now,
        );
        if (!(await repo.hasActiveTickets(tx, child.eventId, child.userId)))
          await repo.removeAttendee(tx, child.eventId, child.userId);
        takenBack = taken;
        return back;
      });
      if (takenBack) await emit({ kind: 'shareTakenBack', ticket: takenBack, sharerId: viewer.userId });
      return result;
    },
  };
}
