import { formatCents, routes } from '@repclub/shared';
import { layout, type Email, type MessagingService } from '../messaging/messaging.module';
import type { NotificationsService } from '../notifications/notifications.module';
import type { UsersRepository } from '../users/users.module';
import type { PayoutHappened } from './earnings.service';

/** The e-mail a host gets when a payout of their event's earnings was sent (money goes out by e-mail too). */
export function payoutSentEmail(input: {
  to: string;
  name: string;
  eventName: string;
  amount: number;
  currency: string;
  link: string;
}): Email {
  const amount = formatCents(input.amount, input.currency);
  const paragraphs = [
    `Hi ${input.name},`,
    `We sent a payout of ${amount} for ${input.eventName} to your payout account. Depending on your bank, it can take a few business days to arrive.`,
  ];
  return {
    to: input.to,
    subject: `Your payout for ${input.eventName}`,
    text: `${paragraphs.join('\n\n')}\n\nRevenue: ${input.link}\n`,
    html: layout('Your payout is on its way', paragraphs, { label: 'See the revenue', href: input.link }),
    meta: { link: input.link },
    // Money.
    category: 'transactional',
  };
}

/** Tells the host of a sent payout: a notification (EventPayoutSent, to the revenue page) and an e-mail. */
export function payoutNotices(deps: {
  notifications: Pick<NotificationsService, 'notify'>;
  messaging: Pick<MessagingService, 'sendEmail'>;
  users: Pick<UsersRepository, 'byId'>;
  publicUrl: string;
}) {
  return async ({ payout, event }: PayoutHappened): Promise<void> => {
    const amount = formatCents(payout.amount, payout.currency);
    await deps.notifications.notify({
      userId: payout.userId,
      type: 'EventPayoutSent',
      message: `Your payout of ${amount} for ${event.displayName} was sent.`,
      properties: { EventName: event.displayName, EventSlug: event.slug, EventAvatar: event.avatarUrl },
    });
    const host = await deps.users.byId(payout.userId);
    if (!host?.email) return;
    await deps.messaging.sendEmail(
      payoutSentEmail({
        to: host.email,
        name: host.firstName ?? host.name ?? 'there',
        eventName: event.displayName,
        amount: payout.amount,
        currency: payout.currency,
        link: `${deps.publicUrl}${routes.repClubEventRevenue(event.slug)}`,
      }),
    );
  };
}
