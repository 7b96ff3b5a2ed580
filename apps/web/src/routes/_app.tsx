import { STORAGE_KEYS } from '@repclub/shared';
import { createFileRoute, Outlet, redirect, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getSession } from '@/lib/session';
import { protectedRedirect } from '@/features/auth/guards';
import { MainShell } from '@/app/shell/main-shell';

/** The signed-in area in the main shell (accounts §2.4), behind the protected guard (accounts §2.3). */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    const to = protectedRedirect(getSession(), location);
    if (to) throw redirect({ href: to, replace: true });
  },
  component: AppLayoutRoute,
});

const SESSION_KEYS: ReadonlySet<string | null> = new Set([STORAGE_KEYS.token, STORAGE_KEYS.authInfo, null]);

function AppLayoutRoute() {
  const router = useRouter();
  // Signed out (or in as someone else) in another tab: run the guard again.
  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (SESSION_KEYS.has(event.key)) void router.invalidate();
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, [router]);

  return (
    <MainShell>
      <Outlet />
    </MainShell>
  );
}
