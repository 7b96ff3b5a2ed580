import { createFileRoute } from '@tanstack/react-router';
import { useFeatureFlag } from '@/features/feature-flags/feature-flags';
import { ExploreOffersPage } from '@/features/offers/explore-offers-page';
import { validateOffersSearch } from '@/features/offers/offers-search';

/**
 * /offers/explore (accounts §2.1 /offers/{tab}; explore is the one tab): the member's offers by status
 * (`?status=`), one open in a side panel (`?offer=`). Redeeming shows behind the redeemOffers flag (§2.4).
 */
export const Route = createFileRoute('/_app/offers/explore')({
  validateSearch: validateOffersSearch,
  component: ExploreOffersRoute,
});

function ExploreOffersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const redeemOffers = useFeatureFlag('redeemOffers');
  return (
    <ExploreOffersPage
      filter={search.status ?? 'all'}
      onFilter={(status) => void navigate({ search: status === 'all' ? {} : { status } })}
      openOfferId={search.offer ?? null}
      onOpenOffer={(offer) =>
        void navigate({ search: (prev) => ({ ...prev, offer: offer ?? undefined }), replace: offer === null })
      }
      redeemOffers={redeemOffers}
    />
  );
}
