import { createFileRoute } from '@tanstack/react-router';
import { GuestListPage } from '@/features/guests/guest-list-page';

/** /rep-club/events/{id}/guest (accounts §2.1): the event's guest list, search and filters, saved lists. */
export const Route = createFileRoute('/_app/rep-club/events/$id/guest')({
  component: GuestRoute,
});

function GuestRoute() {
  const { id } = Route.useParams();
  return <GuestListPage key={id} slugOrId={id} />;
}
