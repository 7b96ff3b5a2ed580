import { ROUTES } from '@repclub/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';

/** /auth → /auth/login (accounts spec §2.1), keeping the query (e.g. `to`). */
export const Route = createFileRoute('/auth/')({
  beforeLoad: ({ location }) => {
    throw redirect({ href: `${ROUTES.auth.login}${location.searchStr}`, replace: true });
  },
});
