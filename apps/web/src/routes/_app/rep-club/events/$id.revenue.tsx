import { createFileRoute } from '@tanstack/react-router';
import { RevenuePage } from '@/features/earnings/revenue-page';

/** /rep-club/events/{id}/revenue (accounts §2.1): the event's earnings, promoter sales and payout. */
export const Route = createFileRoute('/_app/rep-club/events/$id/revenue')({
  component: RevenueRoute,
});

function RevenueRoute() {
  const { id } = Route.useParams();
  return <RevenuePage key={id} slugOrId={id} />;
}
