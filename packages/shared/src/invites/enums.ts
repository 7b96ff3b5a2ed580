/**
 * User invitation statuses (docs/decisions/022-user-invites.md).
 */

export const USER_INVITE_STATUSES = ['PENDING', 'ACCEPTED', 'CANCELLED'] as const;
export type UserInviteStatus = (typeof USER_INVITE_STATUSES)[number];
