import { createFileRoute } from '@tanstack/react-router';
import { AttendeesPage } from '@/features/bookings/attendees-page';

/** /my/rep-clubs/{club_id}/events/{id}/approval (accounts §2.1): the attendees and pending approvals (as /rep-club/events/{id}/approval). */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/events/$id/approval')({
  component: ClubEventApprovalRoute,
});

function ClubEventApprovalRoute() {
  const { id } = Route.useParams();
  return <AttendeesPage key={id} slugOrId={id} />;
}
