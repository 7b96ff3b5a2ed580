import { Avatar, Badge, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { DEFAULT_DISPLAY_NAME, PREMIUM_TIER_COLOR, USER_INVITE_MESSAGES } from '@repclub/shared';
import { IconMailPlus, IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { InviteByEmailDialog } from '@/ui/invite-by-email-dialog';
import {
  type AcceptedInvite,
  type MyInvites,
  type PendingInvite,
  useMyInvites,
} from '@/features/invites/api/queries';
import { useCancelUserInviteMutation, useSendUserInvitesMutation } from '@/features/invites/api/mutations';
import { ProfilePage, ProfileSection } from '@/ui/profile-page';
import { ProfileLoadError, ProfileSectionSkeleton } from '@/ui/profile-user';
import { getErrorMessage } from '@/lib/error-message';
import { notifyError, notifySuccess } from '@/ui/toast';

/** Texts of this page the spec does not give (docs/decisions/022-user-invites.md). */
export const INVITES_PAGE_TEXT = {
  title: 'Invites',
  description:
    'Invite friends to RepClub by email. Each invite can be used once; withdraw one to get it back.',
  remainingTitle: 'Your invites',
  remaining: (n: number) => (n === 1 ? '1 invite left' : `${n} invites left`),
  noneLeft: 'You have used all your invites. You get more when an administrator grants them.',
  inviteButton: 'Invite by email',
  dialogDescription: 'We email each person a link to join RepClub. Each address uses one invite.',
  pendingTitle: 'Pending invites',
  pendingEmpty: 'No pending invites. Invites you send appear here until they are accepted.',
  acceptedTitle: 'Accepted invites',
  acceptedEmpty: 'Nobody has accepted an invite yet.',
  pendingBadge: 'Pending',
  acceptedBadge: 'Joined',
  sentOn: (date: string) => `Sent ${date}`,
  joinedOn: (date: string) => `Joined ${date}`,
  cancel: 'Withdraw',
  cancelLabel: (email: string) => `Withdraw the invite to ${email}`,
  cancelled: (email: string) => `The invite to ${email} was withdrawn.`,
  sent: (n: number) => (n === 1 ? 'Your invite is on its way.' : `${n} invites are on their way.`),
  verified: 'Verified',
} as const;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const day = (iso: string | null | undefined) => (iso ? dateFormat.format(new Date(iso)) : '');

function PendingRow({ invite }: { invite: PendingInvite }) {
  const cancel = useCancelUserInviteMutation();
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py={8}>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text fw={600} size="sm" truncate="end">
          {invite.emailAddress}
        </Text>
        <Group gap={6}>
          <Badge size="sm" variant="light" color="yellow">
            {INVITES_PAGE_TEXT.pendingBadge}
          </Badge>
          <Text size="xs" c="gray.7">
            {INVITES_PAGE_TEXT.sentOn(day(invite.createdAt))}
          </Text>
        </Group>
      </Stack>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        style={{ flexShrink: 0 }}
        loading={cancel.isPending}
        aria-label={INVITES_PAGE_TEXT.cancelLabel(invite.emailAddress)}
        onClick={() =>
          cancel.mutate(invite.inviteId, {
            onSuccess: () => notifySuccess(INVITES_PAGE_TEXT.cancelled(invite.emailAddress)),
            onError: (err) => notifyError(getErrorMessage(err)),
          })
        }
      >
        {INVITES_PAGE_TEXT.cancel}
      </Button>
    </Group>
  );
}

function AcceptedRow({ invite }: { invite: AcceptedInvite }) {
  const person = invite.invitedUser;
  const name = person?.name ?? person?.userName ?? DEFAULT_DISPLAY_NAME;
  return (
    <Group component="li" wrap="nowrap" gap="sm" py={8}>
      <Avatar src={person?.avatarUrl} alt="" radius="xl" size={40} name={name} color="brand" />
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={4} wrap="nowrap">
          <Text fw={600} size="sm" truncate="end">
            {name}
          </Text>
          {person?.isVerified ? (
            <IconRosetteDiscountCheckFilled
              size={16}
              color={person.tier === 'PREMIUM' ? PREMIUM_TIER_COLOR : 'var(--mantine-color-brand-6)'}
              role="img"
              aria-label={INVITES_PAGE_TEXT.verified}
            />
          ) : null}
        </Group>
        <Text size="xs" c="gray.7" truncate="end">
          {invite.emailAddress} · {INVITES_PAGE_TEXT.joinedOn(day(invite.acceptedAt))}
        </Text>
      </Stack>
      <Badge size="sm" variant="light" color="green" style={{ flexShrink: 0 }}>
        {INVITES_PAGE_TEXT.acceptedBadge}
      </Badge>
    </Group>
  );
}

function InviteLists({ data }: { data: MyInvites }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const send = useSendUserInvitesMutation();
  const remaining = data.userInvitesRemaining ?? 0;
  const pending = data.pendingInvites ?? [];
  const accepted = data.acceptedInvites ?? [];

  // The dialog knows what the server would refuse: your own address and addresses you already invited.
  const excluded = [
    ...(data.emailAddress ? [{ email: data.emailAddress, message: USER_INVITE_MESSAGES.self }] : []),
    ...pending.map((invite) => ({
      email: invite.emailAddress,
      message: USER_INVITE_MESSAGES.alreadyInvited,
    })),
  ];

  return (
    <>
      <ProfileSection title={INVITES_PAGE_TEXT.remainingTitle}>
        <Group justify="space-between" gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
              <IconMailPlus size={26} stroke={1.75} />
            </ThemeIcon>
            <Stack gap={0}>
              <Text fz={24} fw={800} c="brand.9" data-testid="invites-remaining">
                {INVITES_PAGE_TEXT.remaining(remaining)}
              </Text>
              {remaining === 0 ? (
                <Text size="sm" c="gray.7">
                  {INVITES_PAGE_TEXT.noneLeft}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <Button
            leftSection={<IconMailPlus size={18} aria-hidden />}
            disabled={remaining === 0}
            onClick={() => setDialogOpen(true)}
          >
            {INVITES_PAGE_TEXT.inviteButton}
          </Button>
        </Group>
      </ProfileSection>

      <ProfileSection title={INVITES_PAGE_TEXT.pendingTitle}>
        {pending.length === 0 ? (
          <Text size="sm" c="gray.7">
            {INVITES_PAGE_TEXT.pendingEmpty}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap={0}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={INVITES_PAGE_TEXT.pendingTitle}
          >
            {pending.map((invite) => (
              <PendingRow key={invite.inviteId} invite={invite} />
            ))}
          </Stack>
        )}
      </ProfileSection>

      <ProfileSection title={INVITES_PAGE_TEXT.acceptedTitle}>
        {accepted.length === 0 ? (
          <Text size="sm" c="gray.7">
            {INVITES_PAGE_TEXT.acceptedEmpty}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap={0}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={INVITES_PAGE_TEXT.acceptedTitle}
          >
            {accepted.map((invite) => (
              <AcceptedRow key={invite.inviteId} invite={invite} />
            ))}
          </Stack>
        )}
      </ProfileSection>

      <InviteByEmailDialog
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        description={INVITES_PAGE_TEXT.dialogDescription}
        excluded={excluded}
        maxEmails={remaining}
        onSubmit={async (emails) => {
          await send.mutateAsync(emails);
          notifySuccess(INVITES_PAGE_TEXT.sent(emails.length));
        }}
      />
    </>
  );
}

/** /profile/invites: invites left, pending and accepted invites, and the invite-by-email dialog. */
export function InvitesPage() {
  const invites = useMyInvites();
  let body;
  if (invites.isPending) body = <ProfileSectionSkeleton rows={3} />;
  else if (invites.isError)
    body = <ProfileLoadError error={invites.error} onRetry={() => void invites.refetch()} />;
  else body = <InviteLists data={invites.data} />;
  return (
    <ProfilePage title={INVITES_PAGE_TEXT.title} description={INVITES_PAGE_TEXT.description}>
      {body}
    </ProfilePage>
  );
}
