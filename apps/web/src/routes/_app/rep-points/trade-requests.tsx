import { createFileRoute } from '@tanstack/react-router';
import { TradeRequestsPage } from '@/features/points/trade-requests-page';

/** /rep-points/trade-requests (accounts §2.1): incoming and outgoing trade requests. */
export const Route = createFileRoute('/_app/rep-points/trade-requests')({
  component: TradeRequestsPage,
});
