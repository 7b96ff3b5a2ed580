import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersRepository } from '../users/users.repository';
import type { BookingsRepository } from './bookings.repository';
import type { BookingEvent } from './bookings.service';

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
          ? `You're in! The host approved you for ${event.displayName}.`
          : `The host could not approve you for ${event.displayName}. Your booking was refunded.`,
        properties: { EventName: event.displayName, EventSlug: event.slug, EventAvatar: event.avatarUrl },
      });
      return;
    }
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
