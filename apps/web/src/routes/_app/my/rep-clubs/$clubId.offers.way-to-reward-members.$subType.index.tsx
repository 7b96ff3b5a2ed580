import { createFileRoute } from '@tanstack/react-router';
import { ClubPermissionGate } from '@/features/clubs/club-admin-layout';
import { OfferWizardPage } from '@/features/offers/wizard/offer-wizard-page';

/** /my/rep-clubs/{club_id}/offers/way-to-reward-members/{sub_type} (accounts §2.1): the wizard preset to a kind. */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/offers/way-to-reward-members/$subType/')({
  component: WayToRewardMembersRoute,
});

function WayToRewardMembersRoute() {
  const { clubId, subType } = Route.useParams();
  return (
    <ClubPermissionGate clubId={clubId} permission="MANAGE_OFFERS">
      {(club) => (
        <OfferWizardPage key={subType} clubId={club.id} preset={{ program: 'reward-members', subType }} />
      )}
    </ClubPermissionGate>
  );
}
