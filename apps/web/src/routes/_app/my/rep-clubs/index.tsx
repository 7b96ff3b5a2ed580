import { createFileRoute } from '@tanstack/react-router';
import { MyClubsPage } from '@/features/clubs/my-clubs-page';

type MyClubsSearch = { invite?: string };

/** /my/rep-clubs (accounts §2.1): how to create a club, my clubs, my invites; `?invite={id}` highlights one. */
export const Route = createFileRoute('/_app/my/rep-clubs/')({
  validateSearch: (search: Record<string, unknown>): MyClubsSearch =>
    typeof search.invite === 'string' && search.invite.trim() ? { invite: search.invite.trim() } : {},
  component: MyClubsRoute,
});

function MyClubsRoute() {
  const { invite } = Route.useSearch();
  return <MyClubsPage invite={invite ?? null} />;
}
