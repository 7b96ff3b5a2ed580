import { Box, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ROUTES } from '@repclub/shared';
import { createFileRoute } from '@tanstack/react-router';
import { AccountAction } from '@/features/auth/account-action';
import { AppAlert } from '@/ui/app-alert';

type UnsubscribeSearch = { email?: string; token?: string };

/**
 * /unsubscribe?email=&token= (accounts §2.1): the page a marketing email's unsubscribe link opens. Email
 * subscriptions are not on the server yet, so it does not pretend to unsubscribe: it says so and leads to
 * the notification settings (docs/decisions/018-web-sign-up.md).
 */
export const Route = createFileRoute('/_public/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): UnsubscribeSearch => ({
    ...(typeof search.email === 'string' && search.email ? { email: search.email } : {}),
    ...(typeof search.token === 'string' && search.token ? { token: search.token } : {}),
  }),
  component: UnsubscribePage,
});

function UnsubscribePage() {
  useDocumentTitle('Email preferences | RepClub');
  const { email } = Route.useSearch();
  return (
    <Box maw={640} mx="auto" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Unsubscribe from marketing email
        </Title>
        <AppAlert type="info">
          One-click unsubscribing is not available yet, so nothing has been changed
          {email ? (
            <>
              {' '}
              for <strong>{email}</strong>
            </>
          ) : null}
          .
        </AppAlert>
        <Text>You can choose which emails RepClub sends you in your notification settings:</Text>
        <List spacing="xs">
          <List.Item>Log in to your account.</List.Item>
          <List.Item>Open Profile, then Notifications.</List.Item>
          <List.Item>Choose the emails you want to receive.</List.Item>
        </List>
        <Text c="gray.8">
          Emails about your account, such as sign-in codes and password resets, are always sent because you
          need them to use RepClub.
        </Text>
        <Box>
          <AccountAction
            to={ROUTES.profile.notifications}
            signedInLabel="Open notification settings"
            visitorLabel="Log in to manage your emails"
          />
        </Box>
      </Stack>
    </Box>
  );
}
