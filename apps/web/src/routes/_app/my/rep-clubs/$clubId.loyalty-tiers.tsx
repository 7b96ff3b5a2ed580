import { createFileRoute } from '@tanstack/react-router';
import { LoyaltyTiersPage } from '@/features/clubs/loyalty-tiers-page';

/** /my/rep-clubs/{clubId}/loyalty-tiers (accounts §2.1): the loyalty tiers tab. */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/loyalty-tiers')({
  component: LoyaltyTiersRoute,
});

function LoyaltyTiersRoute() {
  const { clubId } = Route.useParams();
  return <LoyaltyTiersPage clubId={clubId} />;
}
