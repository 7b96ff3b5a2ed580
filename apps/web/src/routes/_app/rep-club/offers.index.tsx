import { createFileRoute } from '@tanstack/react-router';
import { SelectedClub } from '@/features/clubs/selected-club';
import { TeamOffersPage } from '@/features/offers/team-offers-page';

/** /rep-club/offers (accounts §2.1): the offers of the selected club (the first managed one). */
export const Route = createFileRoute('/_app/rep-club/offers/')({
  component: () => <SelectedClub>{(clubId) => <TeamOffersPage clubId={clubId} />}</SelectedClub>,
});
