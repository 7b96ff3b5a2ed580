import { parseRoleInviteId } from '@repclub/shared';
import { AcceptRoleInviteView } from '@/features/event-team/accept-role-invite-view';
import { AcceptInviteView } from '@/features/invites/accept-invite-view';

/**
 * /accept-invite/{id}: a team-role invitation when the id is `role-…` (docs/decisions/073), else a RepClub
 * invite (022). Composed here so neither feature imports the other.
 */
export function AcceptInvitePage({ inviteId }: { inviteId: string }) {
  return parseRoleInviteId(inviteId) ? (
    <AcceptRoleInviteView invitationId={inviteId} />
  ) : (
    <AcceptInviteView inviteId={inviteId} />
  );
}
