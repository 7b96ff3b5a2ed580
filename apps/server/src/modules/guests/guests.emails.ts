import { layout, type Email } from '../messaging/messaging.module';

/** A guest's invitation to an event: who invites, the event and its link. */
export function guestInvitationEmail(input: {
  to: string;
  guestName: string;
  hostName: string;
  eventName: string;
  quantity: number;
  link: string;
}): Email {
  const lines = [
    `Hi ${input.guestName},`,
    `${input.hostName} put you on the guest list of ${input.eventName}` +
      (input.quantity > 1 ? `, with ${input.quantity - 1} plus-one${input.quantity > 2 ? 's' : ''}.` : '.'),
    'Follow the link below to see the event.',
  ];
  return {
    to: input.to,
    subject: `You are on the guest list of ${input.eventName}`,
    text: `${lines.join('\n\n')}\n\nSee the event: ${input.link}\n`,
    html: layout(`You are invited to ${input.eventName}`, lines, {
      label: 'See the event',
      href: input.link,
    }),
    meta: { link: input.link },
    // A place on the guest list holds guest tickets: access.
    category: 'transactional',
  };
}
