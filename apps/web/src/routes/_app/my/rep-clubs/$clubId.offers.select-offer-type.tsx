import { createFileRoute } from '@tanstack/react-router';
import { ClubPermissionGate } from '@/features/clubs/club-admin-layout';
import { SelectOfferTypePage } from '@/features/offers/offer-type-pages';

/** /my/rep-clubs/{club_id}/offers/select-offer-type (accounts §2.1, §2.4 Create menu): the four programs. */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/offers/select-offer-type')({
  component: SelectOfferTypeRoute,
});

function SelectOfferTypeRoute() {
  const { clubId } = Route.useParams();
  return (
    <ClubPermissionGate clubId={clubId} permission="MANAGE_OFFERS">
      {(club) => <SelectOfferTypePage clubId={club.id} />}
    </ClubPermissionGate>
  );
}
