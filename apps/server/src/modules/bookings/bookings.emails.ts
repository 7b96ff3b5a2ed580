import { BOOKING_MESSAGES, formatCents } from '@repclub/shared';
import type { Email } from '../messaging/messaging.module';
import {
  type MailEvent,
  type MailReceipt,
  type MailTicketLine,
  formatEventRange,
  formatEventTime,
  plural,
  receiptBlock,
  render,
  ticketLines,
  ticketsBlock,
} from './bookings.email-layout';

export { type MailEvent, type MailReceipt, formatEventRange, formatEventTime } from './bookings.email-layout';

/**
 * The e-mails of bookings (docs/decisions/058): what concerns money or access to an event goes out by mail, beside
 * the in-app notification. Plain text first, with the same simple HTML as the account e-mails. Pure functions:
 * the hook in bookings.notifications.ts reads what they need and sends them.
 */

const approvalNote =
  'The host reviews each request: your tickets admit you once they approve it, and we will e-mail you their answer. If they decline, your booking is cancelled and any payment is refunded in full.';

/** The same, for a request whose payment is only reserved (decision 114). */
const reservedApprovalNote =
  'The host reviews each request: your tickets admit you once they approve it, and we will e-mail you their answer. If they decline it or do not answer in time, you are not charged and the reserved amount is released.';

/**
 * The confirmation of a completed booking, to the buyer: their tickets (or, for a gift, what they sent) and the
 * receipt of a paid one. With a ticket that needs the host's approval, it says that the request waits for them.
 */
export function bookingConfirmationEmail(input: {
  to: string;
  name: string;
  event: MailEvent;
  tickets: MailTicketLine[];
  receipt: MailReceipt | null;
  needsApproval: boolean;
  /** A gift: the recipient's name (the tickets are theirs, and they get their own e-mail). */
  giftTo?: string | null;
  /** The payment is reserved, not taken: charged only if the host approves (decision 114). */
  authorized?: boolean;
}): Email {
  const { event } = input;
  const count = input.tickets.reduce((n, l) => n + l.quantity, 0);
  // A reservation is not a payment: its amounts, without a receipt number or PDF (decision 114).
  const receipt = input.receipt
    ? [
        input.authorized
          ? receiptBlock(input.receipt, 'Reserved, not charged', 'Amount reserved on your card')
          : receiptBlock(input.receipt, 'Total paid'),
      ]
    : [];
  const receiptLink =
    input.receipt && !input.authorized ? [{ label: 'Receipt (PDF)', href: input.receipt.link }] : [];
  if (input.giftTo) {
    return render({
      to: input.to,
      category: 'transactional',
      subject: `Your gift to ${input.giftTo}: ${event.displayName}`,
      title: 'Your gift is on its way',
      blocks: [
        { paragraph: `Hi ${input.name},` },
        {
          paragraph: `${input.giftTo} now has your ${plural(count, 'ticket')} to ${event.displayName}, and we e-mailed them the details.${
            input.needsApproval ? ' The host reviews each guest before the tickets admit them.' : ''
          }`,
        },
        ticketsBlock(event, input.tickets),
        ...receipt,
      ],
      links: [{ label: 'Event page', href: event.link }, ...receiptLink],
    });
  }
  const free = !input.receipt;
  const [subject, title, opening] = input.authorized
    ? [
        `Your request to attend ${event.displayName}`,
        'Request sent',
        `${BOOKING_MESSAGES.requestSent} Your request to attend ${event.displayName} is waiting for the host's approval; the amount below is reserved on your card until they decide.`,
      ]
    : input.needsApproval
      ? [
          `Your request to attend ${event.displayName}`,
          'Your request is with the host',
          `Thanks for booking ${event.displayName}. Your request is waiting for the host's approval.`,
        ]
      : free
        ? [
            `You're going to ${event.displayName}`,
            "You're going!",
            `${count === 1 ? 'Your place' : `Your ${count} places`} at ${event.displayName} ${count === 1 ? 'is' : 'are'} confirmed.`,
          ]
        : [
            `Your tickets for ${event.displayName}`,
            'Your tickets are ready',
            `Thanks for your order. ${count === 1 ? 'Your ticket' : `Your ${count} tickets`} to ${event.displayName} ${count === 1 ? 'is' : 'are'} confirmed.`,
          ];
  return render({
    to: input.to,
    category: 'transactional',
    subject,
    title,
    blocks: [
      { paragraph: `Hi ${input.name},` },
      { paragraph: opening },
      ...(input.needsApproval ? [{ paragraph: input.authorized ? reservedApprovalNote : approvalNote }] : []),
      ticketsBlock(event, input.tickets),
      ...receipt,
      {
        paragraph: input.needsApproval
          ? 'You can follow your request on the event page.'
          : 'Show the QR code of each ticket at the door: they are on the event page.',
      },
    ],
    action: { label: 'Your tickets', href: event.link },
    links: receiptLink,
  });
}

/** To the recipient of a gift: the tickets someone bought for them (no amounts: the buyer paid). */
export function giftReceivedEmail(input: {
  to: string;
  name: string;
  senderName: string;
  event: MailEvent;
  tickets: MailTicketLine[];
  needsApproval: boolean;
}): Email {
  const count = input.tickets.reduce((n, l) => n + l.quantity, 0);
  return render({
    to: input.to,
    category: 'transactional',
    subject: `${input.senderName} sent you tickets to ${input.event.displayName}`,
    title: 'You got tickets',
    blocks: [
      { paragraph: `Hi ${input.name},` },
      {
        paragraph: `${input.senderName} sent you ${plural(count, 'ticket')} to ${input.event.displayName}. ${
          count === 1 ? 'It is' : 'They are'
        } in your account now.`,
      },
      ...(input.needsApproval
        ? [{ paragraph: 'The host reviews each guest: your tickets admit you once they approve you.' }]
        : []),
      ticketsBlock(input.event, input.tickets),
      { paragraph: 'Show the QR code of each ticket at the door: they are on the event page.' },
    ],
    action: { label: 'Your tickets', href: input.event.link },
  });
}

/** The host approved the holder (EventApproved). */
export function approvedEmail(input: {
  to: string;
  name: string;
  event: MailEvent;
  /** What the approval charged of the reserved payment (decision 114), in cents; none for a free request. */
  charged?: { amount: number; currency: string } | null;
}): Email {
  const { event, charged } = input;
  return render({
    to: input.to,
    category: 'transactional',
    subject: `You're approved for ${event.displayName}`,
    title: "You're in!",
    blocks: [
      { paragraph: `Hi ${input.name},` },
      {
        paragraph: `The host approved your request to attend ${event.displayName}. Your tickets and their QR codes are on the event page.`,
      },
      ...(charged && charged.amount > 0
        ? [
            {
              paragraph: `We charged ${formatCents(charged.amount, charged.currency)} to the payment method you used: the amount reserved when you sent your request.`,
            },
          ]
        : []),
      {
        lines: [
          event.displayName,
          `When: ${formatEventRange(event.startDate, event.endDate, event.timeZone)}`,
        ],
      },
    ],
    action: { label: 'Your tickets', href: event.link },
  });
}

/** The host declined the holder (EventDeclined); the refund, if any, has its own e-mail. */
export function declinedEmail(input: { to: string; name: string; event: MailEvent }): Email {
  const { event } = input;
  return render({
    to: input.to,
    category: 'transactional',
    subject: `Your request to attend ${event.displayName} was declined`,
    title: 'Your request was declined',
    blocks: [
      { paragraph: `Hi ${input.name},` },
      { paragraph: `The host could not approve your request to attend ${event.displayName}.` },
      {
        paragraph:
          'Your booking is cancelled. If you paid for it, the payment is refunded in full, and a separate e-mail confirms the refund. A payment that was only reserved on your card is released: you were not charged.',
      },
    ],
    links: [{ label: 'Event page', href: event.link }],
  });
}

/**
 * The host undid their decision (docs/decisions/072): the attendee waits for approval again, and their tickets
 * have no QR code until the host approves them. A change of access, so it goes out by e-mail.
 */
export function undoneEmail(input: { to: string; name: string; event: MailEvent }): Email {
  const { event } = input;
  return render({
    to: input.to,
    category: 'transactional',
    subject: `Your request to attend ${event.displayName} is waiting for approval again`,
    title: 'Waiting for approval',
    blocks: [
      { paragraph: `Hi ${input.name},` },
      {
        paragraph: `The host of ${event.displayName} took back their decision on your request to attend. It is waiting for their approval again.`,
      },
      {
        paragraph:
          'Until the host approves you, your tickets have no QR code. We will e-mail you as soon as they decide.',
      },
    ],
    links: [{ label: 'Event page', href: event.link }],
  });
}

/** Tickets the waiting list holds for the first in line (EventTicketOffered), until `expiresAt`. */
export function offerEmail(input: {
  to: string;
  name: string;
  event: MailEvent;
  tickets: MailTicketLine[];
  expiresAt: Date;
  total: { amount: number; currency: string };
}): Email {
  const { event } = input;
  const count = input.tickets.reduce((n, l) => n + l.quantity, 0);
  const them = count === 1 ? 'it' : 'them';
  const deadline = formatEventTime(input.expiresAt, event.timeZone);
  return render({
    to: input.to,
    category: 'transactional',
    subject: `Tickets are held for you: ${event.displayName}`,
    title: 'Good news from the waiting list',
    blocks: [
      { paragraph: `Hi ${input.name},` },
      {
        paragraph: `${count === 1 ? 'A ticket' : `${count} tickets`} to ${event.displayName} became available, and we are holding ${them} for you. Claim ${them} by ${deadline}; after that, ${count === 1 ? 'it goes' : 'they go'} to the next person in line.`,
      },
      {
        lines: [
          ...ticketLines(event, input.tickets),
          ...(input.total.amount > 0
            ? [`Total to pay: ${formatCents(input.total.amount, input.total.currency)}`]
            : ['Free']),
        ],
      },
    ],
    action: { label: input.total.amount > 0 ? 'Claim and pay' : 'Claim your tickets', href: event.link },
  });
}

/** A completed booking was refunded: to the buyer, with the amount (or, for a free booking, its cancellation). */
export function refundEmail(input: {
  to: string;
  name: string;
  event: MailEvent;
  count: number;
  refund: { amount: number; currency: string; receiptNumber: string } | null;
}): Email {
  const { event } = input;
  const tickets =
    input.count === 1
      ? 'Your ticket is cancelled and no longer admits anyone.'
      : `Your ${input.count} tickets are cancelled and no longer admit anyone.`;
  if (!input.refund)
    return render({
      to: input.to,
      category: 'transactional',
      subject: `Your booking for ${event.displayName} was cancelled`,
      title: 'Your booking was cancelled',
      blocks: [
        { paragraph: `Hi ${input.name},` },
        { paragraph: `Your booking for ${event.displayName} is cancelled. ${tickets}` },
      ],
      links: [{ label: 'Event page', href: event.link }],
    });
  return render({
    to: input.to,
    category: 'transactional',
    subject: `Your refund for ${event.displayName}`,
    title: 'Your refund',
    blocks: [
      { paragraph: `Hi ${input.name},` },
      {
        paragraph: `We refunded ${formatCents(input.refund.amount, input.refund.currency)} to the payment method you used for ${event.displayName} (receipt ${input.refund.receiptNumber}). Depending on your bank, it can take a few business days to show.`,
      },
      { paragraph: tickets },
    ],
    links: [{ label: 'Event page', href: event.link }],
  });
}

/** Someone else's booking was cancelled, and with it the ticket this person held (a gift or a claimed share). */
export function ticketCancelledEmail(input: {
  to: string;
  name: string;
  buyerName: string;
  event: MailEvent;
}): Email {
  const { event } = input;
  return render({
    to: input.to,
    category: 'transactional',
    subject: `Your ticket to ${event.displayName} was cancelled`,
    title: 'Your ticket was cancelled',
    blocks: [
      { paragraph: `Hi ${input.name},` },
      {
        paragraph: `The booking ${input.buyerName} made for ${event.displayName} was cancelled, so your ticket from it no longer admits you.`,
      },
    ],
    links: [{ label: 'Event page', href: event.link }],
  });
}

/** To the sharer: someone claimed the ticket they shared. */
export function shareClaimedEmail(input: {
  to: string;
  name: string;
  claimerName: string;
  event: MailEvent;
  ticketType: string;
}): Email {
  const { event } = input;
  return render({
    to: input.to,
    category: 'transactional',
    subject: `${input.claimerName} claimed your ticket to ${event.displayName}`,
    title: 'Your shared ticket was claimed',
    blocks: [
      { paragraph: `Hi ${input.name},` },
      {
        paragraph: `${input.claimerName} claimed the ${input.ticketType} ticket you shared for ${event.displayName}, and it admits them now.`,
      },
      {
        paragraph: 'Not who you meant? You can take it back from the event page until it is used.',
      },
    ],
    action: { label: 'Event page', href: event.link },
  });
}

/** To the claimer: the shared ticket is theirs now. */
export function shareReceivedEmail(input: {
  to: string;
  name: string;
  sharerName: string;
  event: MailEvent;
  ticketType: string;
  needsApproval: boolean;
}): Email {
  const { event } = input;
  return render({
    to: input.to,
    category: 'transactional',
    subject: `Your ticket to ${event.displayName}`,
    title: 'A ticket for you',
    blocks: [
      { paragraph: `Hi ${input.name},` },
      {
        paragraph: `${input.sharerName} shared a ticket with you for ${event.displayName}, and it is yours now.`,
      },
      ...(input.needsApproval
        ? [{ paragraph: 'The host reviews each guest: your ticket admits you once they approve you.' }]
        : []),
      ticketsBlock(event, [{ ticketType: input.ticketType, quantity: 1 }]),
      { paragraph: 'Show its QR code at the door: it is on the event page.' },
    ],
    action: { label: 'Your ticket', href: event.link },
  });
}

/** To the claimer: the sharer took the ticket back. */
export function shareTakenBackEmail(input: {
  to: string;
  name: string;
  sharerName: string;
  event: MailEvent;
}): Email {
  const { event } = input;
  return render({
    to: input.to,
    category: 'transactional',
    subject: `Your ticket to ${event.displayName} was taken back`,
    title: 'Your ticket was taken back',
    blocks: [
      { paragraph: `Hi ${input.name},` },
      {
        paragraph: `${input.sharerName} took back the ticket they shared with you for ${event.displayName}, so it no longer admits you.`,
      },
    ],
    links: [{ label: 'Event page', href: event.link }],
  });
}

/** Tickets the recipient wished for are on sale again (the wish list, docs/decisions/089). */
export function wishListEmail(input: {
  to: string;
  name: string;
  ticketType: string;
  event: MailEvent;
}): Email {
  const { event } = input;
  return render({
    to: input.to,
    category: 'eventReminders',
    subject: `${input.ticketType} tickets for ${event.displayName} are available`,
    title: 'Tickets are available again',
    blocks: [
      { paragraph: `Hi ${input.name},` },
      {
        paragraph: `${input.ticketType} tickets for ${event.displayName} are on sale again. You were on the wish list, so you hear first — they are not held for you, so book soon.`,
      },
      {
        lines: [
          event.displayName,
          `When: ${formatEventRange(event.startDate, event.endDate, event.timeZone)}`,
        ],
      },
    ],
    action: { label: 'Book now', href: event.link },
  });
}

/**
 * A paid request ended without the host's approval (decision 114): it ran out, or the payment could not be taken
 * when the host approved. Nothing was charged; the reserved amount is released.
 */
export function requestClosedEmail(input: {
  to: string;
  name: string;
  event: MailEvent;
  why: 'expired' | 'paymentFailed';
}): Email {
  const { event } = input;
  const [subject, opening] =
    input.why === 'expired'
      ? [
          `Your request to attend ${event.displayName} ran out`,
          `The host did not answer your request to attend ${event.displayName} in time.`,
        ]
      : [
          `Your request to attend ${event.displayName} was cancelled`,
          `The host approved your request to attend ${event.displayName}, but your payment could not be taken (the card authorization expired or was declined).`,
        ];
  return render({
    to: input.to,
    category: 'transactional',
    subject,
    title: 'Your request was not completed',
    blocks: [
      { paragraph: `Hi ${input.name},` },
      { paragraph: opening },
      {
        paragraph:
          'You were not charged: the amount reserved on your card is released. You can book again on the event page.',
      },
    ],
    links: [{ label: 'Event page', href: event.link }],
  });
}
