import { createFileRoute } from '@tanstack/react-router';
import { AttendeesPage } from '@/features/bookings/attendees-page';

/**
 * /rep-club/events/{id}/approval (accounts §2.1, §2.4 Manage Attendees): the host's attendee page, with the
 * pending approvals as its first tab (decision 072).
 */
export const Route = createFileRoute('/_app/rep-club/events/$id/approval')({
  component: AttendeesRoute,
});

function AttendeesRoute() {
  const { id } = Route.useParams();
  return <AttendeesPage key={id} slugOrId={id} />;
}
