import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { getSession } from '@/lib/session';
import { protectedRedirect } from '@/features/auth/guards';
import { ScannerLayout } from '@/features/checkin/scanner/scanner-layout';

/**
 * The door scanner (issue 14): its own layout, no main shell. Behind the protected guard, which reads the stored
 * session only (no request), so the scanner opens offline for whoever signed in on this device before.
 */
export const Route = createFileRoute('/scanner')({
  beforeLoad: ({ location }) => {
    const to = protectedRedirect(getSession(), location);
    if (to) throw redirect({ href: to, replace: true });
  },
  component: ScannerRoute,
});

function ScannerRoute() {
  return (
    <ScannerLayout>
      <Outlet />
    </ScannerLayout>
  );
}
