import { createFileRoute } from '@tanstack/react-router';
import { BuyPointsPage } from '@/features/clubs/pages/buy-points-page';
import { validateBuyPointsSearch } from '@/features/clubs/pages/buy-points-search';

/**
 * /rep-clubs/{id}/buy-points (accounts §2.1): the club's default buy-points offer; the payment provider sends the
 * buyer back here with `?purchase={id}` (and `&cancelled=1`), as the ticket checkout returns to the event page.
 */
export const Route = createFileRoute('/_app/rep-clubs/$clubId/buy-points')({
  validateSearch: validateBuyPointsSearch,
  component: BuyPointsRoute,
});

function BuyPointsRoute() {
  const { clubId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BuyPointsPage
      key={clubId}
      idOrSlug={clubId}
      search={search}
      onClearSearch={() => void navigate({ search: {}, replace: true })}
    />
  );
}
