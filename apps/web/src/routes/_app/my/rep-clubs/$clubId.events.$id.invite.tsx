import { createFileRoute } from '@tanstack/react-router';
import { EventInvitePage } from '@/features/contacts/event-invite-page';

/** /my/rep-clubs/{club_id}/events/{id}/invite (accounts §2.1): contacts and invitations (as /rep-club/events/{id}/invite). */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/events/$id/invite')({
  component: ClubEventInviteRoute,
});

function ClubEventInviteRoute() {
  const { id } = Route.useParams();
  return <EventInvitePage key={id} slugOrId={id} />;
}
