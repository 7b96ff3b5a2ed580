import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute } from '@tanstack/react-router';
import { GUEST_PASS_TEXT, GuestPassPage } from '@/features/guests/guest-pass/guest-pass-page';

/**
 * /guest-pass/{token} (docs/decisions/092): a guest's QR passes, opened from the invitation e-mail. No sign-in:
 * the token in the link is the key.
 */
export const Route = createFileRoute('/_public/guest-pass/$token')({
  component: GuestPassRoute,
});

function GuestPassRoute() {
  useDocumentTitle(GUEST_PASS_TEXT.documentTitle);
  const { token } = Route.useParams();
  return <GuestPassPage token={token} />;
}
