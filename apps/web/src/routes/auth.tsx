import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthLayout } from '@/ui/auth-layout';

/** Pages in the Auth layout: everything under /auth (accounts spec §2.1, §2.4). */
export const Route = createFileRoute('/auth')({
  component: AuthLayoutRoute,
});

function AuthLayoutRoute() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
