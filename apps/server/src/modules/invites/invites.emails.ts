import { layout, type Email } from '../messaging/messaging.module';

/** The invitation: who invites, and the link to /accept-invite/{id}?email=… (sign-up with the invite). */
export function invitationEmail(input: { to: string; inviterName: string; link: string }): Email {
  const lines = [
    'Hi,',
    `${input.inviterName} invited you to join RepClub: events, loyalty clubs and creators in one place.`,
    'Follow the link below to create your account and accept the invitation.',
    'If you do not know the sender, you can ignore this email.',
  ];
  return {
    to: input.to,
    subject: `${input.inviterName} invited you to RepClub`,
    text: `${lines.join('\n\n')}\n\nAccept the invitation: ${input.link}\n`,
    html: layout('You are invited to RepClub', lines, { label: 'Accept invitation', href: input.link }),
    meta: { link: input.link },
    // An invite lets its address join RepClub past the waiting list: access (the address has no account).
    category: 'transactional',
  };
}
