/**
 * What every booking e-mail shares (bookings.emails.ts holds the e-mails themselves): the mail's shape of an
 * event, its tickets and receipt, dates in the event's own time zone, and the plain-text + simple-HTML layout.
 */
import { formatCents } from '@repclub/shared';
import type { Email } from '../messaging/messaging.module';

/** The event as a mail shows it. `timeZone` is the event's own (IANA), so times are the venue's. */
export type MailEvent = {
  displayName: string;
  startDate: Date;
  endDate: Date;
  timeZone: string;
  /** The event page, where the holder's tickets and QR codes are. */
  link: string;
};

/** One ticket type of a booking: "2 × General". */
export type MailTicketLine = { ticketType: string; quantity: number };

/** A receipt as the ledger keeps it (modules/payments): amounts in cents. */
export type MailReceipt = {
  number: string;
  currency: string;
  items: { description: string; quantity: number; unitAmount: number; amount: number }[];
  totalAmount: number;
  /** Where the receipt's PDF is opened (the documents tab of the profile: the PDF needs a signed-in session). */
  link: string;
};

type Block = { paragraph: string } | { lines: string[] };

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function render(input: {
  to: string;
  /** Booking mail concerns money or access to an event (docs/decisions/058, 078); the wish list's is a reminder (089). */
  category: 'transactional' | 'eventReminders';
  subject: string;
  title: string;
  blocks: Block[];
  action?: { label: string; href: string };
  /** Further links, each on its own line of the text ("Label: address"). */
  links?: { label: string; href: string }[];
}): Email {
  const links = [...(input.action ? [input.action] : []), ...(input.links ?? [])];
  const text = [
    ...input.blocks.map((b) => ('paragraph' in b ? b.paragraph : b.lines.join('\n'))),
    links.map((l) => `${l.label}: ${l.href}`).join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
  const body = input.blocks
    .map((b) =>
      'paragraph' in b
        ? `<p style="margin:0 0 16px">${escape(b.paragraph)}</p>`
        : `<p style="margin:0 0 16px;padding:12px 16px;background:#f5f2fa;border-radius:8px">${b.lines.map(escape).join('<br>')}</p>`,
    )
    .join('');
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escape(input.action.href)}" style="background:#3D1277;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escape(input.action.label)}</a></p>`
    : '';
  const more = (input.links ?? [])
    .map(
      (l) =>
        `<p style="margin:0 0 8px"><a href="${escape(l.href)}" style="color:#3D1277">${escape(l.label)}</a></p>`,
    )
    .join('');
  return {
    to: input.to,
    subject: input.subject,
    text: `${text}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1a1a;max-width:560px;margin:auto;padding:24px"><h1 style="color:#3D1277;font-size:22px">${escape(input.title)}</h1>${body}${button}${more}<p style="color:#666;font-size:12px">RepClub</p></body></html>`,
    meta: { link: input.action?.href ?? input.links?.[0]?.href },
    category: input.category,
  };
}

/** The parts of a date in a time zone, in the spec's display format 'MMM D, YYYY h:mm A', and the zone's name. */
function partsIn(date: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.month} ${parts.day}, ${parts.year}`,
    time: `${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`,
    zone: String(parts.timeZoneName),
  };
}

/** A moment in the event's time zone: "Jun 2, 2026 11:00 AM PDT". */
export function formatEventTime(date: Date, timeZone: string): string {
  const p = partsIn(date, timeZone);
  return `${p.day} ${p.time} ${p.zone}`;
}

/** When an event runs, in its own time zone: "Jun 8, 2026 11:00 AM – 3:00 PM PDT", or both dates when it spans days. */
export function formatEventRange(start: Date, end: Date, timeZone: string): string {
  const a = partsIn(start, timeZone);
  const b = partsIn(end, timeZone);
  if (a.day === b.day && a.zone === b.zone) return `${a.day} ${a.time} – ${b.time} ${b.zone}`;
  return `${a.day} ${a.time} ${a.zone} – ${b.day} ${b.time} ${b.zone}`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The tickets: the event, when it runs, and each ticket type with its quantity. */
export const ticketLines = (event: MailEvent, lines: MailTicketLine[]) => [
  event.displayName,
  `When: ${formatEventRange(event.startDate, event.endDate, event.timeZone)}`,
  ...lines.map((l) => `${l.quantity} × ${l.ticketType}`),
];
export const ticketsBlock = (event: MailEvent, lines: MailTicketLine[]): Block => ({
  lines: ticketLines(event, lines),
});

/** The receipt block: its number, each line and the total, as money. */
export function receiptBlock(
  receipt: MailReceipt,
  totalLabel: string,
  heading = `Receipt ${receipt.number}`,
): Block {
  const money = (cents: number) => formatCents(cents, receipt.currency);
  return {
    lines: [
      heading,
      ...receipt.items.map((i) =>
        i.quantity === 1
          ? `${i.description}: ${money(i.amount)}`
          : `${i.description}: ${i.quantity} × ${money(i.unitAmount)} = ${money(i.amount)}`,
      ),
      `${totalLabel}: ${money(receipt.totalAmount)}`,
    ],
  };
}
