import { createFileRoute } from '@tanstack/react-router';
import { ScannerPage } from '@/features/checkin/scanner/scanner-page';

/** /scanner/{eventId}: the scanner of one event, online or offline. */
export const Route = createFileRoute('/scanner/$eventId')({
  component: ScannerRoute,
});

function ScannerRoute() {
  const { eventId } = Route.useParams();
  return <ScannerPage key={eventId} eventId={eventId} />;
}
