import { createFileRoute } from '@tanstack/react-router';
import { EventInvitePage } from '@/features/contacts/event-invite-page';

/** /rep-club/events/{id}/invite (accounts §2.1): contacts, invitations and the invite link (decision 076). */
export const Route = createFileRoute('/_app/rep-club/events/$id/invite')({
  component: InviteRoute,
});

function InviteRoute() {
  const { id } = Route.useParams();
  return <EventInvitePage key={id} slugOrId={id} />;
}
