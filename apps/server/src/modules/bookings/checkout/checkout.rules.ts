import { DomainError, badInput, notFound } from '../../../platform/errors';
import type { EventRow, OrderItemRow, QuestionRow, TicketTypeRow } from '../bookings.repository';
import type { QuestionAnswer } from '../bookings.tables';
import { BOOKING_MESSAGES } from '@repclub/shared';
import { conflict } from '../bookings.context';
import type { ItemQuantity } from '../inventory';
import { chosenGratuity } from '../../events/events.module';

/**
 * A checkout, well formed (purchaseTicketsInputSchema: quantities in range, answers trimmed and not too long,
 * the gift's email trimmed, lower-cased and well formed): what is checked here needs the database.
 */
export type CheckoutInput = {
  eventId: string;
  items: ItemQuantity[];
  referralCode?: string | null;
  answers?: { questionId: string; answer: string }[] | null;
  acceptWaiver?: boolean | null;
  /** A gift (GIFT_EVENT_TICKET): the tickets go to the account with this email; the buyer pays. */
  giftRecipientEmail?: string | null;
  /** Paid with the points of the tickets' rep club (docs/decisions/101). */
  payWithPoints?: boolean | null;
  /** The buyer's gratuity in whole percent, instead of the presets (docs/decisions/115). */
  gratuityPercentage?: number | null;
};

/** Whole years between a yyyy-MM-dd birthday and `now` (UTC). */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

export function assertOnSale(event: EventRow | undefined, now: Date): asserts event is EventRow {
  if (!event || event.status === 'DRAFT') throw notFound(BOOKING_MESSAGES.eventNotFound);
  if (event.status !== 'PUBLISHED') throw conflict(BOOKING_MESSAGES.notOnSale);
  if (event.endDate.getTime() <= now.getTime()) throw conflict(BOOKING_MESSAGES.eventEnded);
}

export function ticketOnSale(type: TicketTypeRow, now: Date): boolean {
  // Special-guest tickets are never sold: only the team grants them (docs/decisions/088).
  if (!type.isActive || type.isPrivate || type.isSpecialGuest) return false;
  if (type.visibleStartAt && type.visibleStartAt.getTime() > now.getTime()) return false;
  if (type.visibleEndAt && type.visibleEndAt.getTime() < now.getTime()) return false;
  return true;
}

/** Checks the (well-formed) basket against the event's ticket types; answers the priced lines. */
export function pricedItems(items: ItemQuantity[], types: TicketTypeRow[], now: Date) {
  const merged = new Map<string, number>();
  for (const item of items)
    merged.set(item.eventTicketId, (merged.get(item.eventTicketId) ?? 0) + item.quantity);
  return [...merged].map(([eventTicketId, quantity]) => {
    const type = types.find((t) => t.id === eventTicketId);
    if (!type) throw badInput(BOOKING_MESSAGES.ticketNotOnSale('These'), { field: 'items' });
    if (!ticketOnSale(type, now)) throw conflict(BOOKING_MESSAGES.ticketNotOnSale(type.ticketType));
    return { type, quantity };
  });
}

export function checkAnswers(
  event: EventRow,
  questions: QuestionRow[],
  answers: CheckoutInput['answers'],
): QuestionAnswer[] {
  const given = new Map((answers ?? []).map((a) => [a.questionId, a.answer.trim()]));
  const out: QuestionAnswer[] = [];
  for (const q of questions) {
    const answer = given.get(q.id) ?? '';
    if (!answer && q.isRequired && event.optIns.questionRequirements)
      throw badInput(BOOKING_MESSAGES.answerRequired(q.question), { field: 'answers', questionId: q.id });
    if (answer) out.push({ questionId: q.id, question: q.question, answer });
  }
  return out;
}

export function checkAttendeeRules(
  holder: { dateOfBirth: string | null },
  isGift: boolean,
  event: EventRow,
  acceptWaiver: boolean,
  now: Date,
) {
  const policy = event.optIns.privacyPolicy;
  if (policy && !acceptWaiver)
    throw badInput(BOOKING_MESSAGES.waiverRequired(policy.title), { field: 'acceptWaiver' });
  if (event.optIns.ageLimit && event.ageLimit) {
    const dob = holder.dateOfBirth;
    if (!dob) throw badInput(isGift ? BOOKING_MESSAGES.giftAgeUnknown : BOOKING_MESSAGES.dateOfBirthNeeded);
    if (ageOn(dob, now) < event.ageLimit)
      throw new DomainError('AUTH_NOT_AUTHORIZED', BOOKING_MESSAGES.ageLimit(event.ageLimit));
  }
}

/**
 * The order lines of a priced basket (the order id is set when the order is written), with the buyer's gratuity
 * where they chose one (decision 115).
 */
export const itemRows = (
  lines: { type: TicketTypeRow; quantity: number }[],
  gratuity: number | null = null,
): OrderItemRow[] =>
  lines.map(({ type, quantity }) => ({
    orderId: '',
    eventTicketId: type.id,
    quantity,
    unitPrice: type.price,
    gratuityPercentage: chosenGratuity(type.gratuityPercentage, gratuity),
  }));

export function soldOutError(lines: { type: TicketTypeRow }[], eventTicketId: string) {
  const name = lines.find((l) => l.type.id === eventTicketId)?.type.ticketType ?? 'this ticket';
  return conflict(BOOKING_MESSAGES.soldOut(name));
}
