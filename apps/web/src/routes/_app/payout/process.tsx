import { createFileRoute } from '@tanstack/react-router';
import { PayoutProcessPage } from '@/features/payments/payout-process-page';

type PayoutProcessSearch = { state?: string };

/** /payout/process: where the payout provider sends the browser back (accounts §2.1; docs/decisions/024). */
export const Route = createFileRoute('/_app/payout/process')({
  validateSearch: (search: Record<string, unknown>): PayoutProcessSearch =>
    typeof search.state === 'string' && search.state ? { state: search.state } : {},
  component: PayoutProcessRoute,
});

function PayoutProcessRoute() {
  const { state } = Route.useSearch();
  return <PayoutProcessPage state={state} />;
}
