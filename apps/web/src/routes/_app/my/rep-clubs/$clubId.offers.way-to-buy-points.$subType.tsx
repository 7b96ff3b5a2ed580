import { createFileRoute } from '@tanstack/react-router';
import { ClubPermissionGate } from '@/features/clubs/club-admin-layout';
import { OfferWizardPage } from '@/features/offers/wizard/offer-wizard-page';

/** /my/rep-clubs/{club_id}/offers/way-to-buy-points/{sub_type} (accounts §2.1): the offer wizard preset to it. */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/offers/way-to-buy-points/$subType')({
  component: WayToRoute,
});

function WayToRoute() {
  const { clubId, subType } = Route.useParams();
  return (
    <ClubPermissionGate clubId={clubId} permission="MANAGE_OFFERS">
      {(club) => (
        <OfferWizardPage key={subType} clubId={club.id} preset={{ program: 'buy-points', subType }} />
      )}
    </ClubPermissionGate>
  );
}
