import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '@/features/events/events-page';
import { validateEventsSearch } from '@/features/events/search-params';

/** /events: explore | my-events | near-me | this-week (accounts §2.1, §2.2; domain §2). */
export const Route = createFileRoute('/_app/events/')({
  validateSearch: validateEventsSearch,
  component: EventsRoute,
});

function EventsRoute() {
  const { tab = 'explore' } = validateEventsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <EventsPage
      tab={tab}
      onTabChange={(next) =>
        void navigate({ search: (previous) => ({ ...previous, tab: next === 'explore' ? undefined : next }) })
      }
    />
  );
}
