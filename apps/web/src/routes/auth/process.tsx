import { ROUTES } from '@repclub/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { readProcessLink } from '@/features/auth/process/process-link';
import { ProcessPage } from '@/features/auth/process/process-page';

/** /auth/process: token-link guard (accounts §2.3) — without the tokens (or an error) → /404. */
export const Route = createFileRoute('/auth/process')({
  beforeLoad: ({ location }) => {
    if (readProcessLink(location.search as Record<string, unknown>).kind === 'invalid') {
      throw redirect({ href: ROUTES.notFound, replace: true });
    }
  },
  component: ProcessPage,
});
