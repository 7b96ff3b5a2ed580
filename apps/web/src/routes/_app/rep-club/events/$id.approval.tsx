import { createFileRoute } from '@tanstack/react-router';
import { ApprovalPage } from '@/features/bookings/approval-page';

/** /rep-club/events/{id}/approval (accounts §2.1): pending attendees with approve and decline. */
export const Route = createFileRoute('/_app/rep-club/events/$id/approval')({
  component: ApprovalRoute,
});

function ApprovalRoute() {
  const { id } = Route.useParams();
  return <ApprovalPage key={id} slugOrId={id} />;
}
