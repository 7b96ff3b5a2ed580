import { EVENT_DEFAULT_TICKET_COLOR, eventTicketInputSchema } from '@repclub/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { EditorEvent } from '@/features/events/api/host-queries';
import type { EventTicketInput } from '@/gql/graphql';

/** The ticket type form (Tickets tab): the price is typed in dollars and sent in integer cents. */
export type TicketFormValues = {
  ticketType: string;
  price: string;
  repPoints: number | '';
  /** The price in rep points of `pointsClubId` (docs/decisions/101); '' when not sold for points. */
  pointsPrice: number | '';
  /** One of the event's rep clubs; '' for none. */
  pointsClubId: string;
  color: string;
  limitedAmount: number | '';
  isActive: boolean;
  isPrivate: boolean;
  isSpecialGuest: boolean;
  isEnabledWishList: boolean;
  additionalGuests: number | '';
  optInShowTicketAmount: boolean;
  isRequiredApproval: boolean;
  gratuityPercentage: number | '';
  note: string;
  windowEnabled: boolean;
  visibleStartAt: string;
  visibleEndAt: string;
};

/** The price typed in dollars is not a valid amount (docs/decisions/032). */
export const PRICE_DOLLARS_INVALID = 'Enter a price in dollars, like 25 or 19.99, at most $100,000.';

export type EditorTicket = NonNullable<EditorEvent>['tickets'][number];

/** '12.5' → 1250, '0' → 0; null for anything that is not dollars with at most two decimals. */
export function dollarsToCents(text: string): number | null {
  const match = /^\s*\$?(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** 1250 → '12.50', 0 → '0'. */
export function centsToDollars(cents: number): string {
  if (cents === 0) return '0';
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function emptyTicketForm(): TicketFormValues {
  return {
    ticketType: '',
    price: '',
    repPoints: '',
    pointsPrice: '',
    pointsClubId: '',
    color: EVENT_DEFAULT_TICKET_COLOR,
    limitedAmount: 100,
    isActive: true,
    isPrivate: false,
    isSpecialGuest: false,
    isEnabledWishList: false,
    additionalGuests: 0,
    optInShowTicketAmount: false,
    isRequiredApproval: false,
    gratuityPercentage: 0,
    note: '',
    windowEnabled: false,
    visibleStartAt: '',
    visibleEndAt: '',
  };
}

/**
 * The form of a saved ticket type. `clubIds` are the event's rep clubs: a points club the event no longer
 * belongs to is left empty (the host picks another), and without any club the points price is dropped too.
 */
export function ticketToForm(ticket: EditorTicket, clubIds: readonly string[]): TicketFormValues {
  const clubId = ticket.pointsClubId && clubIds.includes(ticket.pointsClubId) ? ticket.pointsClubId : '';
  return {
    ticketType: ticket.ticketType,
    price: centsToDollars(ticket.price),
    repPoints: ticket.repPoints ?? '',
    pointsPrice: clubIds.length > 0 ? (ticket.pointsPrice ?? '') : '',
    pointsClubId: clubId,
    color: ticket.color,
    limitedAmount: ticket.balance?.limitedAmount ?? 0,
    isActive: ticket.isActive,
    isPrivate: ticket.isPrivate,
    isSpecialGuest: ticket.isSpecialGuest,
    isEnabledWishList: ticket.isEnabledWishList,
    additionalGuests: ticket.additionalGuests,
    optInShowTicketAmount: ticket.optInShowTicketAmount,
    isRequiredApproval: ticket.isRequiredApproval,
    gratuityPercentage: ticket.gratuityPercentage,
    note: ticket.note ?? '',
    windowEnabled: Boolean(ticket.visibleStartAt || ticket.visibleEndAt),
    visibleStartAt: ticket.visibleStartAt ?? '',
    visibleEndAt: ticket.visibleEndAt ?? '',
  };
}

const numberOrNull = (value: number | '') => (value === '' ? null : value);

/** The API input; a price that is not dollars and cents becomes -1 so that the schema refuses it. */
export function toTicketInput(values: TicketFormValues): EventTicketInput {
  return {
    ticketType: values.ticketType,
    price: dollarsToCents(values.price) ?? -1,
    currency: 'USD',
    repPoints: numberOrNull(values.repPoints),
    pointsPrice: numberOrNull(values.pointsPrice),
    pointsClubId: values.pointsClubId || null,
    color: values.color,
    limitedAmount: values.limitedAmount === '' ? -1 : values.limitedAmount,
    isActive: values.isActive,
    isPrivate: values.isPrivate,
    isSpecialGuest: values.isSpecialGuest,
    isEnabledWishList: values.isEnabledWishList,
    additionalGuests: numberOrNull(values.additionalGuests),
    optInShowTicketAmount: values.optInShowTicketAmount,
    isRequiredApproval: values.isRequiredApproval,
    gratuityPercentage: numberOrNull(values.gratuityPercentage),
    note: values.note,
    visibleStartAt: values.windowEnabled && values.visibleStartAt ? values.visibleStartAt : null,
    visibleEndAt: values.windowEnabled && values.visibleEndAt ? values.visibleEndAt : null,
  };
}

/** react-hook-form resolver: the shared ticket schema on the API input. */
export const ticketFormResolver: Resolver<TicketFormValues> = (values) => {
  const result = eventTicketInputSchema.safeParse(toTicketInput(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'root');
    errors[field] ??= {
      type: issue.code,
      message: field === 'price' ? PRICE_DOLLARS_INVALID : issue.message,
    };
  }
  return { values: {}, errors: errors as unknown as FieldErrors<TicketFormValues> };
};
