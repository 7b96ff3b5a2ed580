import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute } from '@tanstack/react-router';
import { requireConfirmEmailToken, validateConfirmEmailSearch } from '@/features/auth/confirm-email-route';
import { ConfirmEmailView } from '@/features/auth/confirm-email-view';
import { AuthLayout } from '@/ui/auth-layout';

/**
 * /tabs/profile/confirm-email?token= (accounts §2.1): the same verification as /auth/confirm-email, for
 * links sent from the profile; shown in the Auth layout.
 */
export const Route = createFileRoute('/tabs/profile/confirm-email')({
  validateSearch: validateConfirmEmailSearch,
  beforeLoad: requireConfirmEmailToken,
  component: ProfileConfirmEmailPage,
});

function ProfileConfirmEmailPage() {
  useDocumentTitle('Confirm your email | RepClub');
  const { token = '' } = Route.useSearch();
  return (
    <AuthLayout>
      <ConfirmEmailView key={token} token={token} />
    </AuthLayout>
  );
}
