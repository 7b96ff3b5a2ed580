import { createFileRoute } from '@tanstack/react-router';
import { ClubAccountsPage } from '@/features/clubs/club-accounts-page';

/** /my/rep-clubs/{clubId}/accounts (accounts §2.1): the social accounts tab. */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/accounts')({
  component: ClubAccountsRoute,
});

function ClubAccountsRoute() {
  const { clubId } = Route.useParams();
  return <ClubAccountsPage clubId={clubId} />;
}
