/**
 * User invitations by email (accounts §3 userInvitesRemaining, §5 invite-by-email dialog; domain §3
 * pendingInvites / acceptedInvites). Decisions: docs/decisions/022-user-invites.md.
 */

/** Invites every account starts with (also given to accounts that existed before invites). */
export const USER_INVITES_DEFAULT = 5;
/** The most addresses one sendUserInvites call may invite. */
export const USER_INVITES_MAX_PER_REQUEST = 20;
/** The most invites an administrator grants at once. */
export const USER_INVITES_MAX_GRANT = 100;
