import { createFileRoute } from '@tanstack/react-router';
import { ClubPermissionGate } from '@/features/clubs/club-admin-layout';
import { programOf } from '@/features/offers/offer-catalogue';
import { OfferProgramPage } from '@/features/offers/offer-type-pages';

/** /my/rep-clubs/{club_id}/offers/{offer_type} (accounts §2.1): one program's sub-types (docs/decisions/139). */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/offers/$offerType')({
  component: OfferProgramRoute,
});

function OfferProgramRoute() {
  const { clubId, offerType } = Route.useParams();
  return (
    <ClubPermissionGate clubId={clubId} permission="MANAGE_OFFERS">
      {(club) => <OfferProgramPage clubId={club.id} program={programOf(offerType)} />}
    </ClubPermissionGate>
  );
}
