import { layout, type Email } from '../../messaging/messaging.module';

/** The team invitation by e-mail: who invites, to which role of which event, and the link to accept it. */
export function teamInvitationEmail(input: {
  to: string;
  inviterName: string;
  roleLabel: string;
  eventName: string;
  link: string;
}): Email {
  const lines = [
    'Hi,',
    `${input.inviterName} invited you to be ${input.roleLabel} of ${input.eventName} on RepClub.`,
    'The role gives you access to the event’s host tools once you accept. Follow the link below to accept or ' +
      'decline; if you have no RepClub account yet, create one with this email address first.',
    'If you do not know the sender, you can ignore this email.',
  ];
  return {
    to: input.to,
    subject: `${input.inviterName} invited you to the team of ${input.eventName}`,
    text: `${lines.join('\n\n')}\n\nAnswer the invitation: ${input.link}\n`,
    html: layout('You are invited to an event team', lines, { label: 'Answer invitation', href: input.link }),
    meta: { link: input.link },
    // A role on the event's team: access.
    category: 'transactional',
  };
}
