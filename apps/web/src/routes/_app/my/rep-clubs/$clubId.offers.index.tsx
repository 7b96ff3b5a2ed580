import { createFileRoute } from '@tanstack/react-router';
import { ClubPermissionGate } from '@/features/clubs/club-admin-layout';
import { TeamOffersPage } from '@/features/offers/team-offers-page';

/** /my/rep-clubs/{club_id}/offers (accounts §2.1, §2.2 brand admin Offers tab): the club's offers for its team. */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/offers/')({
  component: ClubOffersTabRoute,
});

function ClubOffersTabRoute() {
  const { clubId } = Route.useParams();
  return (
    <ClubPermissionGate clubId={clubId} permission="MANAGE_OFFERS">
      {(club) => <TeamOffersPage clubId={club.id} />}
    </ClubPermissionGate>
  );
}
