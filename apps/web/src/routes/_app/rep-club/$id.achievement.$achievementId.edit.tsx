import { createFileRoute } from '@tanstack/react-router';
import { EditAchievementPage } from '@/features/achievements/achievements-admin-page';

/** /rep-club/{club_id}/achievement/{achievementId}/edit (accounts §2.1): editing an achievement. */
export const Route = createFileRoute('/_app/rep-club/$id/achievement/$achievementId/edit')({
  component: EditAchievementRoute,
});

function EditAchievementRoute() {
  const { id, achievementId } = Route.useParams();
  return <EditAchievementPage key={achievementId} clubId={id} achievementId={achievementId} />;
}
