import { CLUB_ROLE_DISPLAY_NAMES, type ClubRole } from '@repclub/shared';
import { type Email, layout } from '../messaging/messaging.module';

/** An invite to a club's team (with a role) or to its membership (no role); the link opens the invite. */
export function clubInvitationEmail(input: {
  to: string;
  inviterName: string;
  clubName: string;
  role: ClubRole | null;
  memo: string | null;
  expiresAt: Date | null;
  link: string;
}): Email {
  const what = input.role
    ? `to join the team of ${input.clubName} as ${CLUB_ROLE_DISPLAY_NAMES[input.role]}`
    : `to join ${input.clubName}`;
  const lines = [
    `${input.inviterName} invited you ${what}.`,
    ...(input.memo ? [`“${input.memo}”`] : []),
    input.expiresAt
      ? `The invite is open until ${input.expiresAt.toUTCString()}.`
      : 'Sign in with this e-mail address to answer it.',
  ];
  return {
    to: input.to,
    subject: `You are invited ${what}`,
    text: `${lines.join('\n\n')}\n\nAnswer the invite: ${input.link}\n`,
    html: layout(`You are invited ${what}`, lines, { label: 'See the invite', href: input.link }),
    meta: { link: input.link },
    // An invite gives access: always sent.
    category: 'transactional',
  };
}

/** The owner of a club asks the recipient to take the club over. */
export function ownershipTransferEmail(input: {
  to: string;
  ownerName: string;
  clubName: string;
  link: string;
}): Email {
  const lines = [
    `${input.ownerName} would like to hand ${input.clubName} over to you.`,
    'As its owner you would hold every permission in the club. Accept or decline from the club’s page.',
  ];
  return {
    to: input.to,
    subject: `${input.ownerName} wants to transfer ${input.clubName} to you`,
    text: `${lines.join('\n\n')}\n\nAnswer: ${input.link}\n`,
    html: layout(`Take over ${input.clubName}?`, lines, { label: 'Answer', href: input.link }),
    meta: { link: input.link },
    category: 'transactional',
  };
}
