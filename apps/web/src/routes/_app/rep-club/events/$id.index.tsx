import { createFileRoute } from '@tanstack/react-router';
import { EventOverviewPage } from '@/app/pages/event-overview-page';

/** /rep-club/events/{id} (accounts §2.1): the host's overview of an event; the shell shows Manage Attendees. */
export const Route = createFileRoute('/_app/rep-club/events/$id/')({
  component: EventOverviewRoute,
});

function EventOverviewRoute() {
  const { id } = Route.useParams();
  return <EventOverviewPage key={id} slugOrId={id} />;
}
