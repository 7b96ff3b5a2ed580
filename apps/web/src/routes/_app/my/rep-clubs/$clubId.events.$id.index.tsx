import { createFileRoute } from '@tanstack/react-router';
import { EventOverviewPage } from '@/app/pages/event-overview-page';

/** /my/rep-clubs/{club_id}/events/{id} (accounts §2.1): the host's overview of a club's event (as /rep-club/events/{id}). */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/events/$id/')({
  component: ClubEventOverviewRoute,
});

function ClubEventOverviewRoute() {
  const { id } = Route.useParams();
  return <EventOverviewPage key={id} slugOrId={id} />;
}
