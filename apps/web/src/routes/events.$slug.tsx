import { createFileRoute, redirect } from '@tanstack/react-router';
import { protectedRedirect } from '@/features/auth/guards';
import { getSession, useSession } from '@/lib/session';
import { EventPage } from '@/app/pages/event-page';
import { validateEventPageSearch } from '@/features/events/search-params';
import { MainShell } from '@/app/shell/main-shell';
import { PublicLayout } from '@/ui/public-layout';

/**
 * /events/{slug} and /events/{id} (accounts §2.1): in the main shell for a signed-in user; for a visitor
 * the public page in the public layout (the protected guard lets it through), with the auth modal to book.
 */
export const Route = createFileRoute('/events/$slug')({
  validateSearch: validateEventPageSearch,
  beforeLoad: ({ location }) => {
    const to = protectedRedirect(getSession(), location);
    if (to) throw redirect({ href: to, replace: true });
  },
  component: EventRoute,
});

function EventRoute() {
  const { slug } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { isSignedIn } = useSession();
  const page = (
    <EventPage
      slugOrId={slug}
      search={search}
      onClearSearch={() => void navigate({ search: search.ref ? { ref: search.ref } : {}, replace: true })}
    />
  );
  return isSignedIn ? <MainShell>{page}</MainShell> : <PublicLayout>{page}</PublicLayout>;
}
