import { createFileRoute } from '@tanstack/react-router';
import { validateEditorSearch } from '@/features/events/host/editor-search';
import { EventPage } from '@/app/pages/event-page';
import { EventEditor } from '@/features/events/host/event-editor';
import { EventClubsTab } from '@/features/clubs/pages/event-clubs-tab';

/** /rep-club/events/create?tab=info (accounts §2.1, §2.4 Create menu): the editor for a new event. */
export const Route = createFileRoute('/_app/rep-club/events/create')({
  validateSearch: validateEditorSearch,
  component: CreateEventRoute,
});

function CreateEventRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EventEditor
      renderPreview={(eventId) => (
        <EventPage slugOrId={eventId} search={{}} onClearSearch={() => undefined} />
      )}
      renderRepClubs={(eventId) => <EventClubsTab eventId={eventId} />}
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}
