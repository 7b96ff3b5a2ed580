import { createFileRoute } from '@tanstack/react-router';
import { ClubPermissionGate } from '@/features/clubs/club-admin-layout';
import { OfferWizardPage } from '@/features/offers/wizard/offer-wizard-page';

/** /my/rep-clubs/{club_id}/offer/edit/{id} (accounts §2.1): the offer in the wizard, to edit. */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/offer/edit/$id')({
  component: EditOfferRoute,
});

function EditOfferRoute() {
  const { clubId, id } = Route.useParams();
  return (
    <ClubPermissionGate clubId={clubId} permission="MANAGE_OFFERS">
      {(club) => <OfferWizardPage key={id} clubId={club.id} offerId={id} preset={null} />}
    </ClubPermissionGate>
  );
}
