import { createFileRoute } from '@tanstack/react-router';
import { ClubOverviewPage } from '@/features/clubs/club-overview-page';

/** /my/rep-clubs/{clubId} (accounts §2.1): the club's overview: status, members, publishing, a pending ownership transfer. */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/')({
  component: ClubOverviewRoute,
});

function ClubOverviewRoute() {
  const { clubId } = Route.useParams();
  return <ClubOverviewPage clubId={clubId} />;
}
