import { createFileRoute } from '@tanstack/react-router';
import { ClubPermissionGate } from '@/features/clubs/club-admin-layout';
import { OfferWizardPage } from '@/features/offers/wizard/offer-wizard-page';

/**
 * /my/rep-clubs/{club_id}/offers/way-to-reward-members/{sub_type}/{id} (accounts §2.1): that reward offer in the
 * wizard, to edit (docs/decisions/139).
 */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/offers/way-to-reward-members/$subType/$id')({
  component: EditRewardRoute,
});

function EditRewardRoute() {
  const { clubId, subType, id } = Route.useParams();
  return (
    <ClubPermissionGate clubId={clubId} permission="MANAGE_OFFERS">
      {(club) => (
        <OfferWizardPage
          key={id}
          clubId={club.id}
          offerId={id}
          preset={{ program: 'reward-members', subType }}
        />
      )}
    </ClubPermissionGate>
  );
}
