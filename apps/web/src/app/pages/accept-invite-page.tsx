import { isEventInviteId, parseRoleInviteId } from '@repclub/shared';
import { AcceptRoleInviteView } from '@/features/events/team/accept-role-invite-view';
import { EventInviteAcceptView } from '@/features/contacts/event-invite-accept-view';
import { AcceptInviteView } from '@/features/invites/accept-invite-view';

/**
 * /accept-invite/{id}: a team-role invitation when the id is `role-…` (docs/decisions/073), an event invitation
 * or invite link when it is `ei_…` or `el_…` (076), else a RepClub invite (022). Composed here so no feature
 * imports another.
 */
export function AcceptInvitePage({ inviteId }: { inviteId: string }) {
  if (parseRoleInviteId(inviteId)) return <AcceptRoleInviteView invitationId={inviteId} />;
  if (isEventInviteId(inviteId)) return <EventInviteAcceptView inviteId={inviteId} />;
  return <AcceptInviteView inviteId={inviteId} />;
}
