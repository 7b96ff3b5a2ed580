import { createFileRoute } from '@tanstack/react-router';
import { AchievementPage } from '@/features/achievements/achievement-page';

/** /rep-club/{id}/achievement/{achievementId} (accounts §2.1): an achievement of a club. */
export const Route = createFileRoute('/_app/rep-club/$id/achievement/$achievementId/')({
  component: AchievementRoute,
});

function AchievementRoute() {
  const { id, achievementId } = Route.useParams();
  return <AchievementPage key={achievementId} clubId={id} achievementId={achievementId} />;
}
