import { Box, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ROUTE_QUERY, ROUTES, routes } from '@repclub/shared';
import { IconMailOff } from '@tabler/icons-react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { protectedRedirect } from '@/features/auth/guards';
import { getSession } from '@/features/auth/session';
import { usePathLinkProps } from '@/ui/path-link';

type AcceptInviteSearch = { email?: string };

/**
 * /accept-invite/{id} (accounts §2.3): visitors go to sign-up with the invite id (and the invited email);
 * a signed-in user sees the invitation. The server has no invitations yet (they arrive with the events
 * work), so the page says the invitation is not available rather than showing made-up data.
 */
export const Route = createFileRoute('/_public/accept-invite/$id')({
  validateSearch: (search: Record<string, unknown>): AcceptInviteSearch => {
    const email = search[ROUTE_QUERY.email];
    return typeof email === 'string' && email ? { email } : {};
  },
  beforeLoad: ({ location, params, search }) => {
    const session = getSession();
    if (!session.isSignedIn && !session.requiresOtp) {
      throw redirect({ href: routes.signUp({ email: search.email, inviteId: params.id }), replace: true });
    }
    const to = protectedRedirect(session, location);
    if (to) throw redirect({ href: to, replace: true });
  },
  component: AcceptInvitePage,
});

function AcceptInvitePage() {
  useDocumentTitle('Invitation | RepClub');
  const home = usePathLinkProps(ROUTES.home);
  return (
    <Box maw={560} mx="auto" py={{ base: 'xl', sm: 64 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconMailOff size={34} stroke={1.75} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          This invitation is not available
        </Title>
        <Text c="gray.8">
          We could not find an open invitation at this link. It may have been withdrawn, already answered, or
          sent to another account. Ask the person who invited you to send it again.
        </Text>
        <Button {...home} mt="sm">
          {'Go to home'}
        </Button>
      </Stack>
    </Box>
  );
}
