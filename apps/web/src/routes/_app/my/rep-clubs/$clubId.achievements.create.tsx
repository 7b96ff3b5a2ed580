import { createFileRoute } from '@tanstack/react-router';
import { CreateAchievementPage } from '@/features/achievements/achievements-admin-page';

/** /my/rep-clubs/{club_id}/achievements/create (accounts §2.1, §2.4 Create menu): a new achievement. */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/achievements/create')({
  component: CreateClubAchievementRoute,
});

function CreateClubAchievementRoute() {
  const { clubId } = Route.useParams();
  return <CreateAchievementPage key={clubId} clubId={clubId} />;
}
