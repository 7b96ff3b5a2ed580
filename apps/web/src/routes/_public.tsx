import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from '@/ui/public-layout';

/** Pages in the Public layout: legal pages and the not-found page. */
export const Route = createFileRoute('/_public')({
  component: PublicLayoutRoute,
});

function PublicLayoutRoute() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
