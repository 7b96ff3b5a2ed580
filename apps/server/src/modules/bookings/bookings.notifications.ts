import { GRANT_ORDER_TYPE } from './grants/grants.service';
import { ROUTES, formatCents, routes } from '@repclub/shared';
import {
  type MailEvent,
  type MailReceipt,
  approvedEmail,
  bookingConfirmationEmail,
  declinedEmail,
  undoneEmail,
  giftReceivedEmail,
  offerEmail,
  refundEmail,
  requestClosedEmail,
  shareClaimedEmail,
  shareReceivedEmail,
  shareTakenBackEmail,
  ticketCancelledEmail,
} from './bookings.emails';
import type { BookingsRepository, EventRow, OrderRow } from './bookings.repository';
import type { BookingEvent } from './bookings.service';
import { DomainError } from '../../platform/errors';
import type { RateLimiter, RateRule } from '../../platform/http/rate-limit';
import { receiptNumberOf } from '../documents/documents.module';
import type { Email, MessagingService } from '../messaging/messaging.module';
import type { NotificationsService } from '../notifications/notifications.module';
import type { TransactionsService } from '../payments/payments.module';
import type { UserRow, UsersRepository } from '../users/users.module';

/**
 * What bookings tell people (accounts §4.3 types): the host (and the promoter who referred the buyer) learns of
 * a booking that waits for approval (EventPending → the approval page), the attendee of the host's decision (EventApproved / EventDeclined → the
 * event page), and the first in line of tickets the waiting list holds for them (EventTicketOffered).
 */
export function bookingNotifications(deps: {
  notifications: Pick<NotificationsService, 'notify'>;
  users: Pick<UsersRepository, 'byId'>;
  repo: Pick<BookingsRepository, 'eventById' | 'itemsOf' | 'ticketTypeById'>;
}) {
  const { notifications, users, repo } = deps;
  return async (happened: BookingEvent): Promise<void> => {
    if (happened.kind === 'completed') {
      const { order } = happened;
      if (order.recipientUserId) {
        const [event, sender] = await Promise.all([repo.eventById(order.eventId), users.byId(order.userId)]);
        if (event && sender)
          await notifications.notify({
            userId: order.recipientUserId,
            type: 'EventTicketGifted',
            message: `${sender.name ?? 'Someone'} sent you ${order.quantity} ticket${order.quantity === 1 ? '' : 's'} to ${event.displayName}.`,
            properties: {
              EventName: event.displayName,
              EventSlug: event.slug,
              EventAvatar: event.avatarUrl,
              SenderName: sender.name ?? 'Unknown',
              ...(sender.avatarUrl ? { SenderAvatar: sender.avatarUrl } : {}),
              SenderIsVerified: sender.tier !== 'UNVERIFIED',
              SenderTier: sender.tier,
            },
          });
      }
      // Granted tickets are approved by whoever granted them.
      if (order.type === GRANT_ORDER_TYPE) return;
      const items = await repo.itemsOf(order.id);
      const types = await Promise.all(items.map((i) => repo.ticketTypeById(i.eventTicketId)));
      if (!types.some((t) => t?.isRequiredApproval)) return;
      const event = await repo.eventById(order.eventId);
      const buyer = await users.byId(order.recipientUserId ?? order.userId);
      if (!event || !buyer) return;
      // The creator, and the promoter whose referral code brought them (they may approve their own: 035).
      const hosts = new Set([event.createdBy, ...(order.referredByUserId ? [order.referredByUserId] : [])]);
      for (const userId of hosts)
        await notifications.notify({
          userId,
          type: 'EventPending',
          message: `${buyer.name ?? 'Someone'} is waiting for your approval to attend ${event.displayName}.`,
          properties: {
            EventName: event.displayName,
            EventSlug: event.slug,
            EventAvatar: event.avatarUrl,
            BuyerName: buyer.name ?? 'Unknown',
            ...(buyer.avatarUrl ? { BuyerAvatar: buyer.avatarUrl } : {}),
            BuyerIsVerified: buyer.tier !== 'UNVERIFIED',
            BuyerTier: buyer.tier,
          },
        });
      return;
    }
    if (happened.kind === 'attendeeDecided') {
      const event = happened.eventRow;
      await notifications.notify({
        userId: happened.userId,
        type: happened.approved ? 'EventApproved' : 'EventDeclined',
        message: happened.approved
          ? `You're in! The host approved you for ${event.displayName}.${
              happened.charged && happened.charged.amount > 0
                ? ` You were charged ${formatCents(happened.charged.amount, happened.charged.currency)}.`
                : ''
            }`
          : `The host could not approve you for ${event.displayName}. Your booking was refunded.`,
        properties: { EventName: event.displayName, EventSlug: event.slug, EventAvatar: event.avatarUrl },
      });
      return;
    }
    if (happened.kind === 'requestClosed') {
      const event = await repo.eventById(happened.order.eventId);
      if (!event) return;
      await notifications.notify({
        userId: happened.order.userId,
        type: 'EventDeclined',
        message:
          happened.why === 'expired'
            ? `Your request to attend ${event.displayName} ran out before the host answered. You were not charged.`
            : `Your payment for ${event.displayName} could not be taken, so your request was cancelled. You were not charged.`,
        properties: { EventName: event.displayName, EventSlug: event.slug, EventAvatar: event.avatarUrl },
      });
      return;
    }
    if (happened.kind !== 'offered') return;
    const { order, event, ticketType } = happened;
    await notifications.notify({
      userId: order.userId,
      type: 'EventTicketOffered',
      message: `Good news: ${order.quantity} × ${ticketType.ticketType} for ${event.displayName} ${
        order.quantity === 1 ? 'is' : 'are'
      } held for you. Claim ${order.quantity === 1 ? 'it' : 'them'} before the hold ends.`,
      properties: { EventName: event.displayName, EventSlug: event.slug, EventAvatar: event.avatarUrl },
    });
  };
}

/** Where the hooks log what went wrong (the server's logger). */
export type MailLog = {
  error: (details: Record<string, unknown>, message: string) => void;
  warn: (details: Record<string, unknown>, message: string) => void;
};

/**
 * A gift is the one booking mail that anyone can make the server send to any account (by its address), so each
 * recipient gets at most this many gift e-mails an hour; the tickets and the in-app notification still arrive.
 */
export const GIFT_MAIL_RULE: RateRule = { name: 'gift-mail-recipient', points: 10, durationSeconds: 60 * 60 };

/**
 * What bookings tell people by e-mail (docs/decisions/058): everything that concerns money or access to an event.
 * The buyer gets the confirmation with the tickets and the receipt (or the request that waits for the host), the
 * holder the host's decision, the first in line the waiting-list offer with its deadline, the buyer the refund and
 * every other holder of its tickets their cancellation, a gift's recipient the tickets, a sharer the claim and a
 * claimer the ticket (and its taking back).
 *
 * Mail goes out after the booking is written, without holding up the answer: `send` starts it and returns at
 * once; a mail that fails is logged and changes nothing else. `idle` waits for the mail under way (tests, shutdown).
 */
export function bookingEmails(deps: {
  messaging: Pick<MessagingService, 'sendEmail'>;
  users: Pick<UsersRepository, 'byId'>;
  repo: Pick<BookingsRepository, 'eventById' | 'itemsOf' | 'ticketTypeById' | 'ticketsOfOrder' | 'attendee'>;
  transactions: Pick<TransactionsService, 'byId'>;
  rateLimiter: Pick<RateLimiter, 'consume'>;
  publicUrl: string;
  log: MailLog;
}) {
  const { messaging, users, repo, transactions, rateLimiter, publicUrl, log } = deps;
  const underway = new Set<Promise<void>>();

  const mailEvent = (event: EventRow): MailEvent => ({
    displayName: event.displayName,
    startDate: event.startDate,
    endDate: event.endDate,
    timeZone: event.timeZone,
    link: `${publicUrl}${routes.event(event.slug)}`,
  });
  const nameOf = (user: UserRow | undefined) => user?.name?.trim() || 'Someone';
  const greetingOf = (user: UserRow) => user.firstName?.trim() || user.name?.trim() || 'there';

  /**
   * Whether the holder still waits for the host: a ticket type needs approval and the host has not given it
   * (someone approved before keeps their approval when they book again).
   */
  const awaitsApproval = async (eventId: string, holderId: string, typeNeedsIt: boolean) =>
    typeNeedsIt && (await repo.attendee(eventId, holderId))?.state === 'PENDING';

  /** The order's ticket types with their quantities, and whether its holder waits for the host's approval. */
  async function linesOf(order: OrderRow) {
    const items = await repo.itemsOf(order.id);
    const types = await Promise.all(items.map((i) => repo.ticketTypeById(i.eventTicketId)));
    return {
      tickets: items.map((item, i) => ({
        ticketType: types[i]?.ticketType ?? 'Ticket',
        quantity: item.quantity,
      })),
      needsApproval: await awaitsApproval(
        order.eventId,
        order.recipientUserId ?? order.userId,
        types.some((t) => t?.isRequiredApproval),
      ),
    };
  }

  async function receiptOf(order: OrderRow): Promise<MailReceipt | null> {
    if (order.cost.total === 0) return null;
    const ledger = await transactions.byId(order.id);
    return {
      number: receiptNumberOf(order.id),
      currency: ledger?.currency ?? order.currency,
      items: ledger?.items ?? [],
      totalAmount: ledger?.totalAmount ?? order.cost.total,
      link: `${publicUrl}${ROUTES.profile.index}?tab=documents`,
    };
  }

  async function underGiftLimit(recipientId: string): Promise<boolean> {
    try {
      await rateLimiter.consume(GIFT_MAIL_RULE, recipientId);
      return true;
    } catch (err) {
      // Over the limit: no mail. A limiter that does not answer (Redis down) does not stop the mail.
      if (!(err instanceof DomainError && err.code === 'RATE_LIMITED')) return true;
      log.warn({ recipientId }, 'gift e-mail not sent: the recipient got too many this hour');
      return false;
    }
  }

  /** The e-mails one booking event sends, each built for an account that has an address. */
  async function compose(happened: BookingEvent): Promise<Email[]> {
    const mails: Email[] = [];
    /** Adds a mail for the account, when it has an address. */
    const to = async (
      userId: string,
      build: (user: UserRow & { email: string }) => Email | Promise<Email>,
    ) => {
      const user = await users.byId(userId);
      if (user?.email) mails.push(await build(user as UserRow & { email: string }));
    };

    switch (happened.kind) {
      case 'completed': {
        const { order } = happened;
        const event = await repo.eventById(order.eventId);
        if (!event) return mails;
        const { tickets, needsApproval } = await linesOf(order);
        const recipient = order.recipientUserId ? await users.byId(order.recipientUserId) : undefined;
        const buyer = await users.byId(order.userId);
        const granted = order.type === GRANT_ORDER_TYPE;
        // Granted tickets: only the recipient hears of them (the team gave them; nothing was paid).
        if (!granted)
          await to(order.userId, async (user) =>
            bookingConfirmationEmail({
              to: user.email,
              name: greetingOf(user),
              event: mailEvent(event),
              tickets,
              receipt: await receiptOf(order),
              needsApproval,
              giftTo: order.recipientUserId ? nameOf(recipient) : null,
              authorized: order.status === 'AUTHORIZED',
            }),
          );
        if (order.recipientUserId && (await underGiftLimit(order.recipientUserId)))
          await to(order.recipientUserId, (user) =>
            giftReceivedEmail({
              to: user.email,
              name: greetingOf(user),
              senderName: nameOf(buyer),
              event: mailEvent(event),
              tickets,
              needsApproval: needsApproval && !granted,
            }),
          );
        return mails;
      }
      case 'attendeeDecided': {
        const event = mailEvent(happened.eventRow);
        await to(happened.userId, (user) =>
          happened.approved
            ? approvedEmail({ to: user.email, name: greetingOf(user), event, charged: happened.charged })
            : declinedEmail({ to: user.email, name: greetingOf(user), event }),
        );
        return mails;
      }
      case 'attendeeUndone': {
        const event = mailEvent(happened.eventRow);
        await to(happened.userId, (user) => undoneEmail({ to: user.email, name: greetingOf(user), event }));
        return mails;
      }
      case 'offered': {
        const { order, event, ticketType } = happened;
        await to(order.userId, (user) =>
          offerEmail({
            to: user.email,
            name: greetingOf(user),
            event: mailEvent(event),
            tickets: [{ ticketType: ticketType.ticketType, quantity: order.quantity }],
            expiresAt: order.expiresAt ?? new Date(),
            total: { amount: order.cost.total, currency: order.currency },
          }),
        );
        return mails;
      }
      case 'refunded': {
        const { order } = happened;
        const event = await repo.eventById(order.eventId);
        if (!event) return mails;
        const buyer = await users.byId(order.userId);
        await to(order.userId, (user) =>
          refundEmail({
            to: user.email,
            name: greetingOf(user),
            event: mailEvent(event),
            count: order.quantity,
            refund:
              order.cost.total > 0
                ? {
                    amount: order.cost.total,
                    currency: order.currency,
                    receiptNumber: receiptNumberOf(order.id),
                  }
                : null,
          }),
        );
        // Whoever else held one of its tickets: a gift's recipient, the people who claimed a shared one.
        const holders = new Set((await repo.ticketsOfOrder(order.id)).map((t) => t.userId));
        holders.delete(order.userId);
        for (const userId of holders)
          await to(userId, (user) =>
            ticketCancelledEmail({
              to: user.email,
              name: greetingOf(user),
              buyerName: nameOf(buyer),
              event: mailEvent(event),
            }),
          );
        return mails;
      }
      case 'requestClosed': {
        const { order, why } = happened;
        const event = await repo.eventById(order.eventId);
        if (!event) return mails;
        await to(order.userId, (user) =>
          requestClosedEmail({ to: user.email, name: greetingOf(user), event: mailEvent(event), why }),
        );
        return mails;
      }
      case 'claimed':
      case 'shareTakenBack': {
        const { ticket, sharerId } = happened;
        const [event, type, sharer, claimer] = await Promise.all([
          repo.eventById(ticket.eventId),
          repo.ticketTypeById(ticket.eventTicketId),
          users.byId(sharerId),
          users.byId(ticket.userId),
        ]);
        if (!event) return mails;
        if (happened.kind === 'shareTakenBack') {
          await to(ticket.userId, (user) =>
            shareTakenBackEmail({
              to: user.email,
              name: greetingOf(user),
              sharerName: nameOf(sharer),
              event: mailEvent(event),
            }),
          );
          return mails;
        }
        const ticketType = type?.ticketType ?? 'Ticket';
        const needsApproval = await awaitsApproval(
          ticket.eventId,
          ticket.userId,
          Boolean(type?.isRequiredApproval),
        );
        await to(sharerId, (user) =>
          shareClaimedEmail({
            to: user.email,
            name: greetingOf(user),
            claimerName: nameOf(claimer),
            event: mailEvent(event),
            ticketType,
          }),
        );
        await to(ticket.userId, (user) =>
          shareReceivedEmail({
            to: user.email,
            name: greetingOf(user),
            sharerName: nameOf(sharer),
            event: mailEvent(event),
            ticketType,
            needsApproval,
          }),
        );
        return mails;
      }
    }
  }

  async function deliver(happened: BookingEvent) {
    let mails: Email[];
    try {
      mails = await compose(happened);
    } catch (err) {
      log.error({ err, kind: happened.kind }, 'could not prepare the e-mails of a booking');
      return;
    }
    await Promise.all(
      mails.map((mail) =>
        messaging.sendEmail(mail).catch((err: unknown) => {
          // The subject, not the address: no personal data in the logs.
          log.error({ err, kind: happened.kind, subject: mail.subject }, 'could not send a booking e-mail');
        }),
      ),
    );
  }

  return {
    send(happened: BookingEvent): void {
      const job = deliver(happened).finally(() => underway.delete(job));
      underway.add(job);
    },
    async idle(): Promise<void> {
      while (underway.size > 0) await Promise.all(underway);
    },
  };
}
