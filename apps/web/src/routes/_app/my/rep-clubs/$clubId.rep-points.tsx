import { createFileRoute } from '@tanstack/react-router';
import { ClubPointsPage } from '@/features/points/club-points-page';

/** /my/rep-clubs/{club_id}/rep-points (accounts §2.1): a club's rep-points tab in the brand admin. */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/rep-points')({
  component: ClubRepPointsRoute,
});

function ClubRepPointsRoute() {
  const { clubId } = Route.useParams();
  return <ClubPointsPage key={clubId} clubId={clubId} />;
}
