import {
  EVENT_MESSAGES as M,
  costItemsSchema,
  gratuityChoiceSchema,
  simulateCostItemsSchema,
} from '@repclub/shared';
import { DomainError } from '../../../platform/errors';
import { parseInput } from '../../../platform/http/parse';
import type { Viewer } from '../../../platform/viewer';
import type { EventsContext } from '../events.context';
import { type CostResult, allInPriceOf, calculateCost, chosenGratuity } from './pricing';
import type { TicketTypeRow } from '../events.rows';

/** What a buyer pays: a host's preview at any prices, and a viewer's cost at an event's (decision 028). */
export function pricingService(ctx: EventsContext) {
  const { rates, referrals, visibleEvent, visibleTickets } = ctx;
  return {
    /** A host's preview of what a buyer pays for tickets at these prices (decision 028). */
    simulateTicketCost(items: unknown, isAllInPricing: boolean): CostResult {
      const parsed = parseInput(simulateCostItemsSchema, items);
      return calculateCost(
        parsed.map((item, index) => ({
          eventTicketId: `simulated-${index + 1}`,
          unitPrice: item.price,
          quantity: item.quantity,
          gratuityPercentage: item.gratuityPercentage,
        })),
        { isAllInPricing, rates },
      );
    },

    /** One ticket of the type bought alone, every fee, tax and the preset gratuity included (decision 115). */
    allInPrice(row: TicketTypeRow): number {
      return allInPriceOf(row.price, row.gratuityPercentage, rates);
    },

    /**
     * What the viewer would pay for these tickets of the event (the ticket types they may see; the price and
     * the all-in setting are the event's, the gratuity the preset or the buyer's choice, decision 115). The
     * referral code names a promoter for the order and
     * does not change the cost (decision 028); one nobody has is refused here as at checkout (decision 035), so
     * the buyer learns it before paying.
     */
    async calculateTicketCost(
      viewer: Viewer | null,
      eventId: string,
      items: unknown,
      referralCode: string | null | undefined,
      gratuityPercentage?: number | null,
    ): Promise<CostResult> {
      const view = await visibleEvent(viewer, eventId);
      const parsed = parseInput(costItemsSchema, items);
      const gratuity = parseInput(gratuityChoiceSchema, gratuityPercentage);
      await referrals.referrerOf(referralCode, viewer?.userId ?? null);
      const visible = visibleTickets(view);
      const merged = new Map<string, number>();
      for (const item of parsed)
        merged.set(item.eventTicketId, (merged.get(item.eventTicketId) ?? 0) + item.quantity);
      const lines = [...merged].map(([eventTicketId, quantity]) => {
        const ticket = visible.find((t) => t.row.id === eventTicketId)?.row;
        if (!ticket) throw new DomainError('BAD_USER_INPUT', M.ticketNotFound, { field: 'eventTicketId' });
        if (quantity > 100) throw new DomainError('BAD_USER_INPUT', M.quantityInvalid, { field: 'quantity' });
        return {
          eventTicketId,
          unitPrice: ticket.price,
          quantity,
          gratuityPercentage: chosenGratuity(ticket.gratuityPercentage, gratuity),
        };
      });
      return calculateCost(lines, { isAllInPricing: view.row.isAllInPricing, rates });
    },
  };
}
