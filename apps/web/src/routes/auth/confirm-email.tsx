import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute } from '@tanstack/react-router';
import { requireConfirmEmailToken, validateConfirmEmailSearch } from '@/features/auth/confirm-email-route';
import { ConfirmEmailView } from '@/features/auth/confirm-email-view';

/** /auth/confirm-email?token= (accounts §2.1): verifies the emailed link; shows its own page to everyone. */
export const Route = createFileRoute('/auth/confirm-email')({
  validateSearch: validateConfirmEmailSearch,
  beforeLoad: requireConfirmEmailToken,
  component: ConfirmEmailPage,
});

function ConfirmEmailPage() {
  useDocumentTitle('Confirm your email | RepClub');
  const { token = '' } = Route.useSearch();
  return <ConfirmEmailView key={token} token={token} />;
}
