import { createFileRoute } from '@tanstack/react-router';
import { HostEventsPage } from '@/features/events/host/host-events-page';

/** /rep-club/events (accounts §2.1): the events the viewer hosts or helps run. */
export const Route = createFileRoute('/_app/rep-club/events/')({
  component: HostEventsPage,
});
