import { createFileRoute } from '@tanstack/react-router';
import { validateEditorSearch } from '@/features/events/host/editor-search';
import { EventPage } from '@/app/pages/event-page';
import { EventEditor } from '@/features/events/host/event-editor';
import { EventClubsTab } from '@/features/clubs/pages/event-clubs-tab';

/** /events/edit/{id}?tab= (accounts §2.1): the editor of a saved event, for its team. */
export const Route = createFileRoute('/_app/events/edit/$id')({
  validateSearch: validateEditorSearch,
  component: EditEventRoute,
});

function EditEventRoute() {
  const { id } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EventEditor
      renderPreview={(eventId) => (
        <EventPage slugOrId={eventId} search={{}} onClearSearch={() => undefined} />
      )}
      renderRepClubs={(eventId) => <EventClubsTab eventId={eventId} />}
      eventId={id}
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}
