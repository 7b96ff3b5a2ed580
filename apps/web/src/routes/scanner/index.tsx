import { createFileRoute } from '@tanstack/react-router';
import { ScannerEventsPage } from '@/features/checkin/scanner/scanner-events-page';

/** /scanner: the events the viewer may scan tickets for. */
export const Route = createFileRoute('/scanner/')({
  component: ScannerEventsPage,
});
