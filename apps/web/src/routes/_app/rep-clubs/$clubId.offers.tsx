import { createFileRoute } from '@tanstack/react-router';
import { useFeatureFlag } from '@/features/feature-flags/feature-flags';
import { ClubOffersPage } from '@/features/offers/club-offers-page';
import { validateOffersSearch } from '@/features/offers/offers-search';

/** /rep-clubs/{id}/offers (accounts §2.1): the club's published offers; `?offer=` opens one to take part. */
export const Route = createFileRoute('/_app/rep-clubs/$clubId/offers')({
  validateSearch: validateOffersSearch,
  component: ClubOffersRoute,
});

function ClubOffersRoute() {
  const { clubId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const redeemOffers = useFeatureFlag('redeemOffers');
  return (
    <ClubOffersPage
      key={clubId}
      idOrSlug={clubId}
      openOfferId={search.offer ?? null}
      onOpenOffer={(offer) => void navigate({ search: offer ? { offer } : {}, replace: offer === null })}
      redeemOffers={redeemOffers}
    />
  );
}
