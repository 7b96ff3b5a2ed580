import { DISPLAY_DATE_TIME_FORMAT, formatCents, UNKNOWN_CITY } from '@repclub/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * An ISO instant as 'MMM D, yyyy h:mm A' (domain §9) in the event's time zone, with the zone's short name
 * ('Jun 5, 2026 8:00 PM PDT'). A zone the browser does not know falls back to the viewer's own.
 */
export function formatEventDate(iso: string, timeZone?: string | null, { withZone = true } = {}): string {
  const instant = dayjs(iso);
  if (!instant.isValid()) return '';
  let zoned = instant;
  if (timeZone) {
    try {
      zoned = instant.tz(timeZone);
    } catch {
      zoned = instant;
    }
  }
  const text = zoned.format(DISPLAY_DATE_TIME_FORMAT);
  if (!withZone || !timeZone) return text;
  return `${text} ${zoneName(instant.toDate(), timeZone)}`.trim();
}

function zoneName(date: Date, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(date);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** 'Jun 5, 2026 8:00 PM – Jun 6, 2026 2:00 AM PDT' (the zone once, at the end). */
export function formatEventRange(startIso: string, endIso: string, timeZone?: string | null): string {
  return `${formatEventDate(startIso, timeZone, { withZone: false })} – ${formatEventDate(endIso, timeZone)}`;
}

export const FREE_LABEL = 'Free';

/** A price in cents for people: 0 → 'Free', 2500 → '$25.00'. */
export function formatPrice(cents: number, currency = 'USD'): string {
  return cents === 0 ? FREE_LABEL : formatCents(cents, currency);
}

type PricedTicket = { price: number; currency: string; isActive: boolean; allInPrice?: number };

/** Said after a price that includes the fees, tax and preset gratuity (docs/decisions/115). */
export const ALL_IN_SUFFIX = 'incl. fees';

/** What a ticket costs a buyer: the server's all-in price (fees, tax, preset gratuity) when it has one. */
export const shownPrice = (ticket: Pick<PricedTicket, 'price' | 'allInPrice'>) =>
  ticket.allInPrice ?? ticket.price;

/**
 * The card's "from" price: the cheapest active ticket type, everything included (what one ticket of it costs
 * at checkout, decision 115), or null without any.
 */
export function priceFrom(tickets: readonly PricedTicket[]): string | null {
  const active = tickets.filter((ticket) => ticket.isActive);
  if (active.length === 0) return null;
  const cheapest = active.reduce((low, ticket) => (shownPrice(ticket) < shownPrice(low) ? ticket : low));
  if (cheapest.price === 0) return FREE_LABEL;
  const amount = shownPrice(cheapest);
  const label = `${formatCents(amount, cheapest.currency)}${amount > cheapest.price ? ` ${ALL_IN_SUFFIX}` : ''}`;
  return active.length > 1 && active.some((ticket) => shownPrice(ticket) !== amount)
    ? `From ${label}`
    : label;
}

export const cityLabel = (city: string | null | undefined) => city?.trim() || UNKNOWN_CITY;

type Place = { address?: string | null; latitude?: number | null; longitude?: number | null };

const placeQuery = (place: Place) =>
  place.latitude != null && place.longitude != null
    ? `${place.latitude},${place.longitude}`
    : (place.address ?? '');

/** Google Maps search for the place (Maps URLs, api=1): the map link. */
export function mapSearchUrl(place: Place): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(placeQuery(place))}`;
}

/** Google Maps directions to the place from wherever the viewer is. */
export function directionsUrl(place: Place): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(placeQuery(place))}`;
}

/** '3.2 mi' / '12 km' (one decimal under 10). */
export function formatDistance(distance: number, unit: string): string {
  const rounded = distance < 10 ? Math.round(distance * 10) / 10 : Math.round(distance);
  return `${rounded} ${unit}`;
}

/**
 * The viewer's current week for the this-week tab: from Monday 00:00 to the next Monday 00:00 in the
 * browser's time zone, as ISO instants (docs/decisions/033).
 */
export function currentWeekBounds(now: Date = new Date()): { startsAfter: string; startsBefore: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const daysSinceMonday = (start.getDay() + 6) % 7;
  start.setDate(start.getDate() - daysSinceMonday);
  const end = new Date(start);
  end.setDate(end.getDate() + 7);
  return { startsAfter: start.toISOString(), startsBefore: end.toISOString() };
}

/** Shown when a cover image fails to load: a soft brand gradient. */
export const COVER_FALLBACK =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'><defs><linearGradient id='g' x2='1' y2='1'><stop offset='0' stop-color='%23efe7fb'/><stop offset='1' stop-color='%23c9b3ec'/></linearGradient></defs><rect width='16' height='9' fill='url(%23g)'/></svg>";
