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

/**
 * The team withdrew an open invitation to a role (docs/decisions/073, 078): the link the invitee got no longer
 * works. A change of access, so transactional.
 */
export function teamInvitationWithdrawnEmail(input: {
  to: string;
  roleLabel: string;
  eventName: string;
  link: string;
}): Email {
  const lines = [
    'Hi,',
    `Your invitation to be ${input.roleLabel} of ${input.eventName} on RepClub was withdrawn by the event's team.`,
    'The link in the invitation no longer works, and the role gives you nothing. If you think this is a mistake, ' +
      'ask the person who invited you.',
  ];
  return {
    to: input.to,
    subject: `Your invitation to the team of ${input.eventName} was withdrawn`,
    text: `${lines.join('\n\n')}\n\nThe event: ${input.link}\n`,
    html: layout('Your invitation was withdrawn', lines, { label: 'See the event', href: input.link }),
    meta: { link: input.link },
    // Access taken back.
    category: 'transactional',
  };
}

/** A member's role was taken away (removeEventRole): the host tools are closed to them now. Transactional. */
export function teamRoleRemovedEmail(input: {
  to: string;
  name: string;
  roleLabel: string;
  eventName: string;
  link: string;
}): Email {
  const lines = [
    `Hi ${input.name},`,
    `You are no longer ${input.roleLabel} of ${input.eventName} on RepClub: the event's team took the role away.`,
    'The event’s host tools are closed to you now. Any tickets you hold for the event are not affected.',
  ];
  return {
    to: input.to,
    subject: `You are no longer ${input.roleLabel} of ${input.eventName}`,
    text: `${lines.join('\n\n')}\n\nThe event: ${input.link}\n`,
    html: layout('Your role was removed', lines, { label: 'See the event', href: input.link }),
    meta: { link: input.link },
    // Access taken back.
    category: 'transactional',
  };
}
