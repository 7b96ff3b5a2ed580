import { createFileRoute } from '@tanstack/react-router';
import { ClubAchievementsAdminPage } from '@/features/achievements/achievements-admin-page';

/** /my/rep-clubs/{club_id}/achievements (accounts §2.1): the achievements tab of the brand admin. */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/achievements/')({
  component: ClubAchievementsRoute,
});

function ClubAchievementsRoute() {
  const { clubId } = Route.useParams();
  return <ClubAchievementsAdminPage key={clubId} clubId={clubId} />;
}
