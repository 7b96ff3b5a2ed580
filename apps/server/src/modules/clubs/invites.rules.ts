import type { ClubInviteRow } from './clubs.repository';

/** What an invite is now (docs/decisions/098): REVOKED, USED_UP (all uses taken, or declined), EXPIRED or ACTIVE. */
export function inviteStatus(invite: ClubInviteRow, now: Date): 'ACTIVE' | 'USED_UP' | 'EXPIRED' | 'REVOKED' {
  if (invite.revokedAt) return 'REVOKED';
  if (invite.declinedAt || invite.uses >= invite.usesPerInvite) return 'USED_UP';
  if (invite.expiresAt && invite.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'ACTIVE';
}

/** Whether the invite may be used by the user: addressed to them (by id or e-mail), or to nobody (a link). */
export function isAddressedTo(invite: ClubInviteRow, userId: string, email: string | null): boolean {
  if (invite.inviteeId) return invite.inviteeId === userId;
  if (invite.email) return email !== null && invite.email === email.toLowerCase();
  return true;
}
