import { Button } from '@mantine/core';
import { routes } from '@repclub/shared';
import { IconUserPlus } from '@tabler/icons-react';
import { usePathLinkProps } from '@/ui/path-link';

export const INVITE_GUESTS_LINK_TEXT = 'Invite guests';

/** The host's link to /rep-club/events/{id}/invite, for a viewer who may invite (CanAddGuest or CanSharePrivateTicket). */
export function InviteGuestsLink({
  eventId,
  permissions,
}: {
  eventId: string;
  permissions: readonly string[];
}) {
  const link = usePathLinkProps(routes.repClubEventInvite(eventId));
  if (!permissions.includes('CanAddGuest') && !permissions.includes('CanSharePrivateTicket')) return null;
  return (
    <Button {...link} variant="default" leftSection={<IconUserPlus size={16} aria-hidden />}>
      {INVITE_GUESTS_LINK_TEXT}
    </Button>
  );
}
