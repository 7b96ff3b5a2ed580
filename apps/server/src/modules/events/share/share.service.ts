import ical, { ICalEventStatus } from 'ical-generator';
import { isUuid } from '../../../platform/ids';
import { absoluteHttpUrl, type PageMeta } from '../../../platform/http/page-head';
import type { Viewer } from '../../../platform/viewer';
import { type EventsContext, eventNotFound } from '../events.context';
import type { EventView } from '../events.context';
import type { TicketTypeRow } from '../events.rows';

/** The product's name in link previews and calendar files. */
export const SITE_NAME = 'RepClub';

/** Longest slug or id a shared link may carry (longer ones are nobody's event). */
const MAX_KEY_LENGTH = 200;

/** What a slug can look like (lower case letters, digits, hyphens); anything else is nobody's event. */
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

/** Characters of the description a link preview carries (previews cut around 200 anyway). */
const PREVIEW_DESCRIPTION_CHARS = 200;

/** Characters of the description a calendar file carries, before the event's link. */
const CALENDAR_DESCRIPTION_CHARS = 500;

/**
 * What a shared link of an event may tell its viewer (docs/decisions/090), by the events module's one rule
 * (visibility.ts, docs/decisions/108), as the Event type's fields do: nothing when the viewer may not see the
 * event (drafts, cancelled events for visitors, unknown slugs); title, cover and dates always; the city with
 * the card; the description and tickets with the details; the address with the location.
 */
export type EventPreview = {
  view: EventView;
  title: string;
  /** The cover as an absolute http(s) URL. */
  image: string | null;
  startDate: Date;
  endDate: Date;
  timeZone: string;
  /** The event page's canonical link (by slug). */
  url: string;
  cancelled: boolean;
  description: string | null;
  city: string | null;
  address: string | null;
  /** Ticket types the viewer may buy (visibleTickets, active ones). */
  offers: TicketTypeRow[];
};

/**
 * Whitespace collapsed and cut at a word boundary near `max` characters, with an ellipsis when cut. With
 * `keepLines`, line breaks stay (at most one blank line in a row).
 */
export function excerpt(text: string, max: number, keepLines = false): string {
  const flat = keepLines
    ? text
        .replace(/\r\n?/g, '\n')
        .replace(/[^\S\n]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'));
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/**
 * A TEXT value of RFC 5545 (§3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`, other control
 * characters dropped.
 */
export function escapeCalendarText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\p{Cc}/gu, '');
}

/** "Sat, Dec 12 · 9:00 PM" in the event's time zone. */
export function whenLine(start: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return `${day.format(start)} · ${time.format(start)}`;
}

/** Cents as the decimal string schema.org offers carry ("12.50"; "1200" for a currency without minor units). */
function decimalPrice(cents: number, currency: string): string {
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
  } catch {
    // An unknown code: two decimals.
  }
  return (cents / 100).toFixed(digits);
}

/** Links shared outside the app: the event page's link preview and its calendar file (docs/decisions/090). */
export function shareService(ctx: EventsContext) {
  const { repo, viewsOf, maySee, visibilityOf, visibleTickets, publicUrl, clock } = ctx;

  /** The event as a shared link shows it to the viewer (null: nothing to show); one statement for a visitor. */
  async function preview(viewer: Viewer | null, slugOrId: string): Promise<EventPreview | null> {
    const key = slugOrId.trim();
    if (key.length > MAX_KEY_LENGTH) return null;
    const slug = key.toLowerCase();
    if (!isUuid(key) && !SLUG.test(slug)) return null;
    const found = await repo.withTicketTypes(isUuid(key) ? { id: key } : { slug });
    if (!found) return null;
    const [view] = await viewsOf(viewer, [found.row], undefined, found.tickets);
    if (!view || !maySee(view)) return null;
    const { row } = view;
    const shows = visibilityOf(view);
    return {
      view,
      title: row.displayName,
      image: absoluteHttpUrl(ctx.mediaUrls.absolute(row.avatarUrl), publicUrl),
      startDate: row.startDate,
      endDate: row.endDate,
      timeZone: row.timeZone,
      url: `${publicUrl}/events/${encodeURIComponent(row.slug)}`,
      cancelled: row.status === 'CANCELLED',
      description: shows.details && row.description.trim() ? row.description : null,
      city: shows.card ? row.city : null,
      address: shows.location ? (row.location?.address ?? null) : null,
      offers: visibleTickets(view).map((t) => t.row),
    };
  }

  /** The meta tags of the event page for a visitor (crawlers of link previews), or null: the plain page. */
  async function pageMeta(slugOrId: string): Promise<PageMeta | null> {
    const shown = await preview(null, slugOrId);
    if (!shown) return null;
    const when = [whenLine(shown.startDate, shown.timeZone), shown.city].filter(Boolean).join(' · ');
    const description = shown.description
      ? `${when} — ${excerpt(shown.description, PREVIEW_DESCRIPTION_CHARS)}`
      : when;
    return {
      title: shown.title,
      description,
      url: shown.url,
      image: shown.image,
      siteName: SITE_NAME,
      properties: [
        ['event:start_time', shown.startDate.toISOString()],
        ['event:end_time', shown.endDate.toISOString()],
      ],
      jsonLd: eventJsonLd(shown),
    };
  }

  /** The schema.org Event of a preview: only what the preview carries. */
  function eventJsonLd(shown: EventPreview): object {
    const place = shown.address ?? shown.city;
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: shown.title,
      startDate: shown.startDate.toISOString(),
      endDate: shown.endDate.toISOString(),
      eventStatus: `https://schema.org/${shown.cancelled ? 'EventCancelled' : 'EventScheduled'}`,
      url: shown.url,
      ...(shown.image ? { image: [shown.image] } : {}),
      ...(shown.description ? { description: excerpt(shown.description, 500) } : {}),
      ...(place
        ? {
            eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
            location: {
              '@type': 'Place',
              name: shown.city ?? place,
              address: shown.address ?? shown.city,
            },
          }
        : {}),
      ...(shown.offers.length > 0
        ? {
            offers: shown.offers.map((ticket) => ({
              '@type': 'Offer',
              name: ticket.ticketType,
              price: decimalPrice(ticket.price, ticket.currency),
              priceCurrency: ticket.currency,
              availability: `https://schema.org/${ticket.availableAmount > 0 ? 'InStock' : 'SoldOut'}`,
              url: shown.url,
            })),
          }
        : {}),
    };
  }

  /**
   * The event as an iCalendar file (RFC 5545, one VEVENT; ical-generator escapes and folds lines at 75
   * octets) for the viewer: NOT_FOUND when they may not see it. Times in UTC.
   */
  async function calendar(
    viewer: Viewer | null,
    slugOrId: string,
  ): Promise<{ filename: string; body: string }> {
    const shown = await preview(viewer, slugOrId);
    if (!shown) throw eventNotFound();
    const { row } = shown.view;
    const file = ical({
      prodId: { company: SITE_NAME, product: 'Events', language: 'EN' },
      // ical-generator writes NAME and X-WR-CALNAME as given: the title is escaped here (a title saved before
      // single-line text refused line breaks could otherwise add events to the importing calendar).
      name: escapeCalendarText(shown.title),
    });
    const text = shown.description
      ? `${excerpt(shown.description, CALENDAR_DESCRIPTION_CHARS, true)}\n\n`
      : '';
    file.createEvent({
      id: `${row.id}@${new URL(publicUrl).hostname}`,
      stamp: clock.now(),
      start: shown.startDate,
      end: shown.endDate,
      summary: shown.title,
      description: `${text}${shown.url}`,
      location: shown.address,
      url: shown.url,
      status: shown.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
    const body = file.toString();
    // Every content line ends in CRLF (RFC 5545 §3.1), the last one too.
    return { filename: `${row.slug}.ics`, body: body.endsWith('\r\n') ? body : `${body}\r\n` };
  }

  return { preview, pageMeta, calendar };
}
