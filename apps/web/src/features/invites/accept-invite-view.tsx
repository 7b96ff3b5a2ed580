import { Avatar, Box, Button, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { DEFAULT_DISPLAY_NAME, ROUTES } from '@repclub/shared';
import { IconMailCheck, IconMailOff, IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/session';
import { useAcceptUserInviteMutation } from '@/features/invites/api/mutations';
import { useUserInvite } from '@/features/invites/api/queries';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { usePathLinkProps } from '@/ui/path-link';

/** Texts of /accept-invite/{id} the spec does not give (docs/decisions/022-user-invites.md). */
export const ACCEPT_INVITE_TEXT = {
  loading: 'Loading the invitation',
  unavailableTitle: 'This invitation is not available',
  unavailableText:
    'We could not find an open invitation at this link. It may have been withdrawn, already answered, or ' +
    'sent to another account. Ask the person who invited you to send it again.',
  invitedTitle: (name: string) => `${name} invited you to RepClub`,
  invitedText: 'Accept the invitation to let them know you joined.',
  sentTo: (email: string) => `Sent to ${email}`,
  accept: 'Accept invitation',
  acceptedTitle: 'Invitation accepted',
  acceptedText: (name: string) => `${name} will be told that you joined. Welcome to RepClub!`,
  home: 'Go to home',
  verified: 'Verified',
} as const;

function Centered({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box maw={560} mx="auto" py={{ base: 'xl', sm: 64 }}>
      <Stack align="center" ta="center" gap="md">
        {icon}
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Box>
  );
}

function Unavailable() {
  const home = usePathLinkProps(ROUTES.home);
  return (
    <Centered
      title={ACCEPT_INVITE_TEXT.unavailableTitle}
      icon={
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconMailOff size={34} stroke={1.75} />
        </ThemeIcon>
      }
    >
      <Text c="gray.8">{ACCEPT_INVITE_TEXT.unavailableText}</Text>
      <Button {...home} mt="sm">
        {ACCEPT_INVITE_TEXT.home}
      </Button>
    </Centered>
  );
}

/**
 * /accept-invite/{id} for a signed-in user: who invited them, and Accept (acceptUserInvite). Unknown,
 * withdrawn and answered invitations show the 'not available' state; one the user accepted shows so.
 */
export function AcceptInviteView({ inviteId }: { inviteId: string }) {
  const { authInfo } = useSession();
  const invite = useUserInvite(inviteId);
  const accept = useAcceptUserInviteMutation(inviteId);
  const home = usePathLinkProps(ROUTES.home);

  if (invite.isPending) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Loader size="sm" role="img" aria-label={ACCEPT_INVITE_TEXT.loading} />
      </Center>
    );
  }
  if (invite.isError) {
    return (
      <Box maw={560} mx="auto" py="xl">
        <AppAlert type="danger">{getErrorMessage(invite.error)}</AppAlert>
      </Box>
    );
  }
  const data = invite.data;
  const inviterName = data?.inviter?.name ?? data?.inviter?.userName ?? DEFAULT_DISPLAY_NAME;
  const acceptedByMe = data?.status === 'ACCEPTED' && data.invitedUser?.userId === authInfo?.userId;
  if (!data || (data.status !== 'PENDING' && !acceptedByMe)) return <Unavailable />;

  if (acceptedByMe) {
    return (
      <Centered
        title={ACCEPT_INVITE_TEXT.acceptedTitle}
        icon={
          <ThemeIcon size={64} radius="xl" variant="light" color="green" aria-hidden>
            <IconMailCheck size={34} stroke={1.75} />
          </ThemeIcon>
        }
      >
        <Text c="gray.8">{ACCEPT_INVITE_TEXT.acceptedText(inviterName)}</Text>
        <Button {...home} mt="sm">
          {ACCEPT_INVITE_TEXT.home}
        </Button>
      </Centered>
    );
  }

  return (
    <Centered
      title={ACCEPT_INVITE_TEXT.invitedTitle(inviterName)}
      icon={
        <Avatar src={data.inviter?.avatarUrl} alt="" size={72} radius="xl" name={inviterName} color="brand" />
      }
    >
      {data.inviter?.isVerified ? (
        <Group gap={4} c="brand.7">
          <IconRosetteDiscountCheckFilled size={16} aria-hidden />
          <Text size="sm" fw={600}>
            {ACCEPT_INVITE_TEXT.verified}
          </Text>
        </Group>
      ) : null}
      <Text c="gray.8">{ACCEPT_INVITE_TEXT.invitedText}</Text>
      <Text size="sm" c="gray.7">
        {ACCEPT_INVITE_TEXT.sentTo(data.emailAddress)}
      </Text>
      {accept.isError ? (
        <AppAlert type="danger" w="100%">
          {getErrorMessage(accept.error)}
        </AppAlert>
      ) : null}
      <Button mt="sm" loading={accept.isPending} onClick={() => accept.mutate()}>
        {ACCEPT_INVITE_TEXT.accept}
      </Button>
    </Centered>
  );
}
