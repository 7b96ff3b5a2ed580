import { createFileRoute } from '@tanstack/react-router';
import { RevenuePage } from '@/features/earnings/revenue-page';

/** /my/rep-clubs/{club_id}/events/{id}/revenue (accounts §2.1): the event's earnings (as /rep-club/events/{id}/revenue). */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/events/$id/revenue')({
  component: ClubEventRevenueRoute,
});

function ClubEventRevenueRoute() {
  const { id } = Route.useParams();
  return <RevenuePage key={id} slugOrId={id} />;
}
