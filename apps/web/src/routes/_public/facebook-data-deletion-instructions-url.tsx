import { Anchor, Box, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ACCOUNT_REACTIVATION_WINDOW_DAYS, ROUTES } from '@repclub/shared';
import { createFileRoute } from '@tanstack/react-router';
import { AccountAction } from '@/features/auth/account-action';

const PRIVACY_EMAIL = 'privacy@repclub.example';

/** /facebook-data-deletion-instructions-url (accounts §2.1): how to delete your data, in the public layout. */
export const Route = createFileRoute('/_public/facebook-data-deletion-instructions-url')({
  component: DataDeletionInstructionsPage,
});

function DataDeletionInstructionsPage() {
  useDocumentTitle('Data deletion instructions | RepClub');
  return (
    <Box component="article" maw={720} mx="auto" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          How to delete your RepClub data
        </Title>
        <Text>
          If you signed up or logged in to RepClub with Facebook (or any other way), you can delete your
          account and the data that belongs to it at any time.
        </Text>

        <Title order={2} fz={22}>
          Delete your account yourself
        </Title>
        <List type="ordered" spacing="xs">
          <List.Item>Log in to RepClub.</List.Item>
          <List.Item>Open Profile, then Settings.</List.Item>
          <List.Item>Choose Delete account and confirm.</List.Item>
        </List>
        <Box>
          <AccountAction
            to={ROUTES.profile.settings}
            signedInLabel="Open account settings"
            visitorLabel="Log in to delete your account"
          />
        </Box>

        <Title order={2} fz={22}>
          Or ask us by email
        </Title>
        <Text>
          Write to{' '}
          <Anchor underline="always" href={`mailto:${PRIVACY_EMAIL}?subject=Data%20deletion%20request`}>
            {PRIVACY_EMAIL}
          </Anchor>{' '}
          from the email address of your account, or tell us the phone number you signed up with. We confirm
          the request and delete the account for you.
        </Text>

        <Title order={2} fz={22}>
          What is deleted, and when
        </Title>
        <List spacing="xs">
          <List.Item>
            Your account is closed at once: your other devices are signed out and your profile is no longer
            shown to others.
          </List.Item>
          <List.Item>
            For {ACCOUNT_REACTIVATION_WINDOW_DAYS} days you can change your mind and recover the account by
            logging in again.
          </List.Item>
          <List.Item>
            After {ACCOUNT_REACTIVATION_WINDOW_DAYS} days your profile, sign-in methods (including the link to
            Facebook), passkeys, notifications and personal details are permanently deleted.
          </List.Item>
          <List.Item>
            We keep only a short record that an account was deleted and when (its id and the dates), in our
            audit log.
          </List.Item>
        </List>
        <Text size="sm" c="gray.8">
          You can also remove RepClub from your Facebook account under Settings &amp; privacy → Settings →
          Apps and websites. That stops Facebook sharing data with us; it does not delete your RepClub
          account.
        </Text>
      </Stack>
    </Box>
  );
}
