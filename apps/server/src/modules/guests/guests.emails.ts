import { layout, type Email } from '../messaging/messaging.module';

/** A guest's invitation to an event: who invites, the event and its link. */
export function guestInvitationEmail(input: {
  to: string;
  guestName: string;
  hostName: string;
  eventName: string;
  quantity: number;
  link: string;
  /** The guest's pass page (docs/decisions/092), when the event gives guests QR passes. */
  passLink?: string | null;
}): Email {
  const lines = [
    `Hi ${input.guestName},`,
    `${input.hostName} put you on the guest list of ${input.eventName}` +
      (input.quantity > 1 ? `, with ${input.quantity - 1} plus-one${input.quantity > 2 ? 's' : ''}.` : '.'),
    input.passLink
      ? 'Your QR pass is on your pass page: show it at the door. Keep the link to yourself — it is your entry.'
      : 'Follow the link below to see the event.',
  ];
  const passText = input.passLink ? `Your pass: ${input.passLink}\n\n` : '';
  return {
    to: input.to,
    subject: `You are on the guest list of ${input.eventName}`,
    text: `${lines.join('\n\n')}\n\n${passText}See the event: ${input.link}\n`,
    html: layout(
      `You are invited to ${input.eventName}`,
      input.passLink ? [...lines, `See the event: ${input.link}`] : lines,
      input.passLink
        ? { label: 'Open your pass', href: input.passLink }
        : { label: 'See the event', href: input.link },
    ),
    meta: input.passLink ? { link: input.link, passLink: input.passLink } : { link: input.link },
    // A place on the guest list holds guest tickets: access.
    category: 'transactional',
  };
}
