import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '@/features/messaging/outbox-page';

export const Route = createFileRoute('/_public/dev/outbox')({
  component: OutboxPage,
});
