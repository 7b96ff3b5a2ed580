import { createFileRoute } from '@tanstack/react-router';
import { LoyaltyTiersPage } from '@/features/clubs/loyalty-tiers-page';
import { SelectedClub } from '@/features/clubs/selected-club';

/** /rep-club/loyalty-tiers (accounts §2.1): the loyalty tiers of the selected club (the first managed one). */
export const Route = createFileRoute('/_app/rep-club/loyalty-tiers')({
  component: () => <SelectedClub>{(clubId) => <LoyaltyTiersPage clubId={clubId} />}</SelectedClub>,
});
