import { createFileRoute } from '@tanstack/react-router';
import { ClubAchievementsSection } from '@/features/achievements/club-achievements-section';
import { ClubPage } from '@/features/clubs/pages/club-page';

/** /rep-clubs/{id} (accounts §2.1): a club's public page, by id or slug; unknown or private clubs are not found. */
export const Route = createFileRoute('/_app/rep-clubs/$clubId/')({
  component: ClubRoute,
});

function ClubRoute() {
  const { clubId } = Route.useParams();
  return (
    <ClubPage key={clubId} idOrSlug={clubId} achievements={<ClubAchievementsSection idOrSlug={clubId} />} />
  );
}
