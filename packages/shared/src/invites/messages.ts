/**
 * User invitation messages (docs/decisions/022-user-invites.md).
 */
import { USER_INVITES_MAX_GRANT, USER_INVITES_MAX_PER_REQUEST } from './constants';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Messages the spec does not give, shared by the server and the web dialog. */
export const USER_INVITE_MESSAGES = {
  noEmails: 'Please enter at least one email address.',
  tooManyAtOnce: `You can send at most ${USER_INVITES_MAX_PER_REQUEST} invites at once.`,
  self: 'You cannot invite yourself.',
  alreadyInvited: 'You have already invited this email address.',
  hasAccount: (email: string) => `${email} already has a RepClub account.`,
  notEnough: (remaining: number) =>
    remaining === 0 ? 'You have no invites left.' : `You have only ${plural(remaining, 'invite')} left.`,
  inviteNotFound: 'Invite not found.',
  notPending: 'This invite is no longer pending.',
  notAvailable: 'This invitation is not available.',
  alreadyAccepted: 'This invitation has already been accepted.',
  ownInvite: 'You cannot accept your own invitation.',
  acceptedAnother: 'Your account has already accepted an invitation.',
  inviteIdInvalid: 'The invitation link is invalid.',
  grantCountInvalid: `count must be a whole number between 1 and ${USER_INVITES_MAX_GRANT}.`,
  accepted: (name: string) => `${name} accepted your invitation and joined RepClub.`,
  increased: (count: number) => `You received ${plural(count, 'more invite')}.`,
} as const;

/** Spec text (word for word); part of MESSAGES. */
export const INVITE_SPEC_MESSAGES = {
  inviteEmailAlreadySelected: 'This email address is already selected.',
  inviteEmailCannotBeUsed: 'This email address cannot be used.',
} as const;
