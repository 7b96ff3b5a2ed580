import { createFileRoute } from '@tanstack/react-router';
import { CreateAchievementPage } from '@/features/achievements/achievements-admin-page';
import { SelectedClub } from '@/features/clubs/selected-club';

/** /rep-club/achievements/create (accounts §2.1): a new achievement of the selected club. */
export const Route = createFileRoute('/_app/rep-club/achievements/create')({
  component: () => <SelectedClub>{(clubId) => <CreateAchievementPage clubId={clubId} />}</SelectedClub>,
});
