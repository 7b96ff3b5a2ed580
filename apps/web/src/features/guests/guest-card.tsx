// One guest of the guest list page: the card with its invite status and actions.
import { Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { GUEST_INVITE_FILTER_LABELS, type GuestInviteStatus } from '@repclub/shared';
import { IconDots, IconMail, IconPencil, IconQrcode, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError, notifySuccess } from '@/ui/toast';
import { useRemoveGuestMutation, useSendGuestInviteMutation } from './api/mutations';
import { type GuestItem } from './api/queries';
import { CopyPassLink, PassesDialog } from './guest-passes';
import { GUEST_TEXT } from './guest-text';

const INVITE_BADGE: Record<GuestInviteStatus, { label: string; color: string }> = {
  NOT_INVITED: { label: GUEST_INVITE_FILTER_LABELS.NOT_INVITED, color: 'gray' },
  INVITE_PENDING: { label: GUEST_INVITE_FILTER_LABELS.INVITE_PENDING, color: 'yellow' },
  INVITED: { label: GUEST_INVITE_FILTER_LABELS.INVITED, color: 'green' },
};

export function GuestCard({
  guest,
  mayChange,
  onEdit,
}: {
  guest: GuestItem;
  mayChange: boolean;
  onEdit: (guest: GuestItem) => void;
}) {
  const name = guest.fullName;
  const [passesOpen, setPassesOpen] = useState(false);
  const remove = useRemoveGuestMutation({
    onSuccess: () => notifySuccess(GUEST_TEXT.removed(name)),
    onError: (error) => notifyError(error),
  });
  const invite = useSendGuestInviteMutation({
    onSuccess: () => notifySuccess(GUEST_TEXT.invited(name)),
    onError: (error) => notifyError(error),
  });
  const handleRemove = () =>
    modals.openConfirmModal({
      title: GUEST_TEXT.removeTitle,
      children: <Text size="sm">{GUEST_TEXT.removeText(name)}</Text>,
      labels: { confirm: GUEST_TEXT.remove, cancel: GUEST_TEXT.keep },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(guest.guestId),
    });
  const badge = INVITE_BADGE[guest.inviteStatus as GuestInviteStatus] ?? INVITE_BADGE.NOT_INVITED;
  const details = [guest.gender, guest.ageRange].filter(Boolean).join(' · ');
  return (
    <Card withBorder radius="md" padding="sm" component="li" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            {guest.quantity > 1 ? (
              <Badge variant="light" size="sm">
                {GUEST_TEXT.plusOnes(guest.quantity - 1)}
              </Badge>
            ) : null}
            <Badge variant="dot" color={badge.color} size="sm">
              {badge.label}
            </Badge>
          </Group>
          {guest.emailAddress ? (
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {guest.emailAddress}
            </Text>
          ) : null}
          {guest.phoneNumber ? (
            <Text size="sm" c="gray.7">
              {guest.phoneNumber}
            </Text>
          ) : null}
          {details ? (
            <Text size="xs" c="gray.7">
              {details}
            </Text>
          ) : null}
          <Text size="xs" c="gray.7">
            {GUEST_TEXT.checkedInOf(guest.checkedInQuantity, guest.quantity)}
          </Text>
          {guest.note ? <Text size="sm">{guest.note}</Text> : null}
          {guest.passLink ? (
            <Group gap="xs" mt={4}>
              <Button
                variant="light"
                size="compact-sm"
                leftSection={<IconQrcode size={14} aria-hidden />}
                onClick={() => setPassesOpen(true)}
              >
                {GUEST_TEXT.showPasses}
              </Button>
              <CopyPassLink link={guest.passLink} />
              <PassesDialog guest={guest} opened={passesOpen} onClose={() => setPassesOpen(false)} />
            </Group>
          ) : null}
          {guest.customFields.map((field) => (
            <Text size="xs" key={field.key}>
              <Text span fw={600} size="xs">
                {field.label}:
              </Text>{' '}
              {field.value}
            </Text>
          ))}
        </Stack>
        {mayChange ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="subtle"
                size="compact-sm"
                aria-label={GUEST_TEXT.actions(name)}
                loading={remove.isPending || invite.isPending}
              >
                <IconDots size={18} aria-hidden />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => onEdit(guest)}>
                {GUEST_TEXT.edit}
              </Menu.Item>
              {guest.emailAddress ? (
                <Menu.Item
                  leftSection={<IconMail size={14} aria-hidden />}
                  onClick={() => invite.mutate(guest.guestId)}
                >
                  {guest.inviteStatus === 'INVITED' ? GUEST_TEXT.resendInvite : GUEST_TEXT.sendInvite}
                </Menu.Item>
              ) : null}
              <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={handleRemove}>
                {GUEST_TEXT.remove}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
    </Card>
  );
}
