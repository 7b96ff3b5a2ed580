import { currentUserKeys } from '@/lib/query-keys';
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { validateAuthSearch } from '@/features/auth/auth-search';
import { guestOnlyRedirect } from '@/features/auth/guards';
import { getSession, updateAuthInfo } from '@/lib/session';
import { SignOutLink } from '@/features/auth/sign-out-link';
import { signedInStepGuard } from '@/features/auth/signed-in-step-guard';
import { VerifyPhoneNumberView } from '@/features/auth/verify-phone-number-view';

/** /auth/verify-phone-number: a signed-in user whose phone is not verified proves it (accounts §2.3). */
export const Route = createFileRoute('/auth/verify-phone-number')({
  validateSearch: validateAuthSearch,
  beforeLoad: signedInStepGuard,
  component: VerifyPhoneNumberPage,
});

function VerifyPhoneNumberPage() {
  useDocumentTitle('Verify your phone number | RepClub');
  const router = useRouter();
  const queryClient = useQueryClient();

  /** The guest-only target (invite, join-now, `to`, home), as if the phone were verified. */
  const target = () => {
    const session = getSession();
    const asVerified = session.authInfo
      ? { ...session, authInfo: { ...session.authInfo, isPhoneNumberVerified: true } }
      : session;
    return guestOnlyRedirect(asVerified, router.state.location) ?? '/';
  };

  const handleVerified = () => {
    updateAuthInfo({ isPhoneNumberVerified: true });
    void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    void router.navigate({ href: target(), replace: true });
  };

  const handleSkip = () => {
    void router.navigate({ href: target(), replace: true });
  };

  return (
    <Stack gap="lg">
      <VerifyPhoneNumberView onVerified={handleVerified} onSkip={handleSkip} />
      <SignOutLink />
    </Stack>
  );
}
