import { createFileRoute } from '@tanstack/react-router';
import { ClubPermissionGate } from '@/features/clubs/club-admin-layout';
import { TeamOfferDetailPage } from '@/features/offers/team-offer-detail-page';

/** /my/rep-clubs/{club_id}/offer/detail/{id} (accounts §2.1): the team's view of one offer. */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/offer/detail/$id')({
  component: TeamOfferDetailRoute,
});

function TeamOfferDetailRoute() {
  const { clubId, id } = Route.useParams();
  return (
    <ClubPermissionGate clubId={clubId} permission="MANAGE_OFFERS">
      {(club) => <TeamOfferDetailPage key={id} clubId={club.id} offerId={id} />}
    </ClubPermissionGate>
  );
}
