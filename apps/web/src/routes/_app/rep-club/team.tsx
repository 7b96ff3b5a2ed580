import { createFileRoute } from '@tanstack/react-router';
import { ClubTeamPage } from '@/features/clubs/club-team-page';
import { SelectedClub } from '@/features/clubs/selected-club';

/** /rep-club/team (accounts §2.1): the team of the selected club (the first managed one). */
export const Route = createFileRoute('/_app/rep-club/team')({
  component: () => <SelectedClub>{(clubId) => <ClubTeamPage clubId={clubId} />}</SelectedClub>,
});
