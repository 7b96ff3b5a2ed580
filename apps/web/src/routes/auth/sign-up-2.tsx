import { Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { validateAuthSearch } from '@/features/auth/auth-search';
import { type CompletedProfile, CompleteProfileForm } from '@/features/auth/complete-profile-form';
import { guestOnlyRedirect } from '@/features/auth/guards';
import { getSession, updateAuthInfo, useSession } from '@/lib/session';
import { currentUserQueryOptions, currentUserKeys } from '@/lib/current-user';
import { SignOutLink } from '@/features/auth/sign-out-link';
import { signedInStepGuard } from '@/features/auth/signed-in-step-guard';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

/** /auth/sign-up-2: profile completion after a phone or social sign-up. Signed in and incomplete only. */
export const Route = createFileRoute('/auth/sign-up-2')({
  validateSearch: validateAuthSearch,
  beforeLoad: signedInStepGuard,
  component: SignUp2Page,
});

function SignUp2Page() {
  useDocumentTitle('Complete your profile | RepClub');
  const router = useRouter();
  const queryClient = useQueryClient();
  const { authInfo } = useSession();
  const query = useQuery(currentUserQueryOptions(authInfo?.userId));

  const goOn = () => {
    void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    const target = guestOnlyRedirect(getSession(), router.state.location) ?? '/';
    void router.navigate({ href: target, replace: true });
  };

  const handleCompleted = (profile: CompletedProfile) => {
    updateAuthInfo({
      isComplete: true,
      isPhoneNumberVerified: profile.isPhoneNumberVerified,
      email: profile.emailAddress ?? null,
    });
    goOn();
  };

  // The stored flag was stale: the server says the profile is complete already.
  const alreadyComplete = query.data?.isComplete === true;
  useEffect(() => {
    if (!alreadyComplete || !query.data) return;
    updateAuthInfo({ isComplete: true, isPhoneNumberVerified: query.data.isPhoneNumberVerified });
    goOn();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once when the answer says complete
  }, [alreadyComplete]);

  return (
    <Stack gap="lg">
      <Box>
        <Text component="h1" fz={28} fw={800} lh={1.2} m={0} c="brand.9">
          Complete your profile
        </Text>
        <Text size="sm" c="gray.7" mt={4}>
          A few more details and your account is ready.
        </Text>
      </Box>
      {query.isPending || alreadyComplete ? (
        <Center py="xl">
          <Loader role="img" aria-label="Loading your profile" />
        </Center>
      ) : query.isError ? (
        <Stack gap="sm">
          <AppAlert type="danger">{getErrorMessage(query.error)}</AppAlert>
          <Button variant="default" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <CompleteProfileForm user={query.data} onCompleted={handleCompleted} />
      )}
      <SignOutLink />
    </Stack>
  );
}
