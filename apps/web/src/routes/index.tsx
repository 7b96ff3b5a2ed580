import { ROUTES } from '@repclub/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/` redirects to `/home` (accounts spec §2.1). */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ href: ROUTES.home, replace: true });
  },
});
