import { type Email, layout } from '../messaging/messaging.module';

/** An event invitation: who invites, to what, the host's message, and the link to /accept-invite/ei_<id>. */
export function eventInvitationEmail(input: {
  to: string;
  hostName: string;
  eventName: string;
  when: string;
  message: string | null;
  tickets: string | null;
  link: string;
}): Email {
  const lines = [
    'Hi,',
    `${input.hostName} invited you to ${input.eventName} (${input.when}).`,
    ...(input.tickets ? [`The invitation comes with ${input.tickets}, free of charge.`] : []),
    ...(input.message ? [`${input.hostName} says: “${input.message}”`] : []),
    'Follow the link below to accept or decline. If you do not know the sender, you can ignore this email.',
  ];
  return {
    to: input.to,
    subject: `${input.hostName} invited you to ${input.eventName}`,
    text: `${lines.join('\n\n')}\n\nYour invitation: ${input.link}\n`,
    html: layout(`You are invited to ${input.eventName}`, lines, {
      label: 'See the invitation',
      href: input.link,
    }),
    meta: { link: input.link },
    // With tickets, the invitation gives access (transactional). Without, it asks the person to come: optional
    // mail, under "Event invitations and reminders"; to an address without an account it carries a
    // "not interested" link instead (docs/decisions/078).
    category: input.tickets ? 'transactional' : 'eventReminders',
  };
}

/**
 * The team answered an invitee (decideEventInvitation, docs/decisions/076, 078): approved their RSVP, or withdrew
 * the invitation. A change of access, so transactional whatever the invitation was.
 */
export function eventInvitationDecidedEmail(input: {
  to: string;
  eventName: string;
  approved: boolean;
  /** The event page. */
  link: string;
}): Email {
  const lines = input.approved
    ? [
        'Hi,',
        `The team of ${input.eventName} approved your RSVP: you are on their list.`,
        'The event page has the details, and the tickets if you still need one.',
      ]
    : [
        'Hi,',
        `Your invitation to ${input.eventName} was withdrawn by the event's team.`,
        'The link in the invitation no longer works. If you think this is a mistake, ask the person who invited you.',
      ];
  return {
    to: input.to,
    subject: input.approved
      ? `You're on the list for ${input.eventName}`
      : `Your invitation to ${input.eventName} was withdrawn`,
    text: `${lines.join('\n\n')}\n\nThe event: ${input.link}\n`,
    html: layout(input.approved ? "You're on the list" : 'Your invitation was withdrawn', lines, {
      label: 'See the event',
      href: input.link,
    }),
    meta: { link: input.link },
    // Access given or taken back.
    category: 'transactional',
  };
}
