import { createFileRoute } from '@tanstack/react-router';
import { ClubAchievementsAdminPage } from '@/features/achievements/achievements-admin-page';
import { SelectedClub } from '@/features/clubs/selected-club';

/** /rep-club/achievements (accounts §2.1): the achievements of the selected club (the first managed one). */
export const Route = createFileRoute('/_app/rep-club/achievements/')({
  component: () => <SelectedClub>{(clubId) => <ClubAchievementsAdminPage clubId={clubId} />}</SelectedClub>,
});
