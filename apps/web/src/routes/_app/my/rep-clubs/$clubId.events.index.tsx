import { createFileRoute } from '@tanstack/react-router';
import { ClubEventsPage } from '@/features/clubs/pages/club-events-page';

/** /my/rep-clubs/{club_id}/events (accounts §2.1; brand admin events tab): the club's events for its team. */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/events/')({
  component: ClubEventsRoute,
});

function ClubEventsRoute() {
  const { clubId } = Route.useParams();
  return <ClubEventsPage key={clubId} clubId={clubId} />;
}
