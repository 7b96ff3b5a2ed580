import { createFileRoute } from '@tanstack/react-router';
import { ClubPermissionGate } from '@/features/clubs/club-admin-layout';
import { OfferWizardPage } from '@/features/offers/wizard/offer-wizard-page';

/** /my/rep-clubs/{club_id}/offers/create (accounts §2.1): the offer wizard, program chosen in its first step. */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/offers/create')({
  component: CreateOfferRoute,
});

function CreateOfferRoute() {
  const { clubId } = Route.useParams();
  return (
    <ClubPermissionGate clubId={clubId} permission="MANAGE_OFFERS">
      {(club) => <OfferWizardPage clubId={club.id} preset={null} />}
    </ClubPermissionGate>
  );
}
