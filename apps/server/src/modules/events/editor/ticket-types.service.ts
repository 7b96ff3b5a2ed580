import {
  EVENT_MESSAGES as M,
  OPT_IN_MESSAGES,
  eventTicketInputSchema,
  ticketTypesDisplaySchema,
} from '@repclub/shared';
import { badInput, notFound } from '../../../platform/errors';
import { parseInput } from '../../../platform/http/parse';
import type { Viewer } from '../../../platform/viewer';
import type { TicketFields } from '../events.repository';
import { isUuid } from '../../../platform/ids';
import { type TicketView, conflict, foreignKeyViolation } from '../events.context';

import type { EventsContext } from '../events.context';
import { merge, ticketInputOf } from './editor.rules';

/** An event's ticket types: created, edited (the limit moves only what is available) and deleted while unsold. */
export function ticketTypesService(ctx: EventsContext) {
  const { repo, clock, eventFor, notCancelled, visibleEvent, visibleTickets, releases } = ctx;

  function ticketFields(input: ReturnType<typeof eventTicketInputSchema.parse>): TicketFields {
    return { ...input };
  }

  /** A points price is in the points of one of the event's rep clubs (docs/decisions/101). */
  async function checkPointsClub(eventId: string, input: ReturnType<typeof eventTicketInputSchema.parse>) {
    if (input.pointsClubId && !(await repo.eventHasClub(eventId, input.pointsClubId)))
      throw badInput(M.pointsClubNotOfEvent, { field: 'pointsClubId' });
  }

  return {
    /**
     * Creates (no id) or updates a ticket type. A new limit moves only the available amount and never goes
     * below what is locked and released (one guarded UPDATE; CONFLICT with the amount otherwise).
     */
    async upsertEventTicket(
      viewer: Viewer,
      eventId: string,
      eventTicketId: string | null,
      input: Record<string, unknown>,
    ): Promise<TicketView> {
      const now = clock.now();
      if (!eventTicketId) {
        const view = await eventFor(viewer, eventId, 'CanCreateTicket');
        notCancelled(view.row);
        const parsed = parseInput(eventTicketInputSchema, input);
        await checkPointsClub(view.row.id, parsed);
        const row = await repo.insertTicketType(view.row.id, ticketFields(parsed));
        return { row, showBalance: true, forTeam: true };
      }
      const view = await eventFor(viewer, eventId, 'CanEditTicket');
      notCancelled(view.row);
      const current = view.allTickets.find((t) => t.id === eventTicketId);
      if (!current) throw notFound(M.ticketNotFound);
      const parsed = parseInput(eventTicketInputSchema, merge(ticketInputOf(current), input));
      // A club no longer linked keeps the stored price valid only while the type is not changed to use it.
      if (parsed.pointsClubId !== current.pointsClubId) await checkPointsClub(view.row.id, parsed);
      const row = await repo.updateTicketType(current.id, ticketFields(parsed), now);
      // A raised limit put tickets back on sale: the wish list hears of it (docs/decisions/089).
      if (row && current.availableAmount === 0 && row.availableAmount > 0) await releases.released([row.id]);
      if (row) return { row, showBalance: true, forTeam: true };
      const latest = await repo.ticketTypeById(current.id);
      if (!latest) throw notFound(M.ticketNotFound);
      throw conflict(M.limitBelowSold(latest.lockedAmount + latest.releasedAmount));
    },

    /**
     * "Display tickets" (domain §7; docs/decisions/088): the team (CanEditTicket) orders the ticket types; the
     * given ids come first, in that order, the others after them as they were. Answers the types as the team
     * sees them.
     */
    async setTicketTypesDisplay(viewer: Viewer, eventId: string, order: unknown): Promise<TicketView[]> {
      const ids = parseInput(ticketTypesDisplaySchema, order);
      const view = await eventFor(viewer, eventId, 'CanEditTicket');
      notCancelled(view.row);
      if (!ids.every((id) => view.allTickets.some((t) => t.id === id)))
        throw badInput(OPT_IN_MESSAGES.displayOrderInvalid, { field: 'order' });
      await repo.setTicketPositions(view.row.id, ids, clock.now());
      return visibleTickets(await eventFor(viewer, eventId, 'CanEditTicket'));
    },

    /** The ticket types the viewer may see that need the host's approval (domain §7). */
    async ticketsRequiredForApproval(viewer: Viewer | null, eventId: string): Promise<TicketView[]> {
      const view = await visibleEvent(viewer, eventId);
      return visibleTickets(view).filter((t) => t.row.isRequiredApproval);
    },

    async deleteEventTicket(viewer: Viewer, eventTicketId: string): Promise<boolean> {
      const ticket = isUuid(eventTicketId) ? await repo.ticketTypeById(eventTicketId) : undefined;
      if (!ticket) throw notFound(M.ticketNotFound);
      await eventFor(viewer, ticket.eventId, 'CanEditTicket');
      try {
        if (await repo.deleteTicketTypeIfUnsold(ticket.id)) return true;
      } catch (err) {
        if (foreignKeyViolation(err)) throw conflict(M.ticketSold);
        throw err;
      }
      if (!(await repo.ticketTypeById(ticket.id))) throw notFound(M.ticketNotFound);
      throw conflict(M.ticketSold);
    },
  };
}
