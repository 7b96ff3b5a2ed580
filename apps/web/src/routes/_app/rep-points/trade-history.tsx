import { createFileRoute } from '@tanstack/react-router';
import { TradeHistoryPage } from '@/features/points/trade-history-page';

/** /rep-points/trade-history (accounts §2.1): the viewer's points movements. */
export const Route = createFileRoute('/_app/rep-points/trade-history')({
  component: TradeHistoryPage,
});
