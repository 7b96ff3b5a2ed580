/** A guest's invitation (the guest filter's values without ALL, domain §2). */
export const GUEST_INVITE_STATUSES = ['NOT_INVITED', 'INVITE_PENDING', 'INVITED'] as const;
export type GuestInviteStatus = (typeof GUEST_INVITE_STATUSES)[number];
