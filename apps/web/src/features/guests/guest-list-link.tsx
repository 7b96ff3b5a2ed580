import { Button } from '@mantine/core';
import { routes } from '@repclub/shared';
import { IconUsers } from '@tabler/icons-react';
import { usePathLinkProps } from '@/ui/path-link';

export const GUEST_LIST_LINK = 'Guest list';

/** The host page's link to /rep-club/events/{id}/guest, for the team that may see or add guests. */
export function GuestListLink({ eventId, permissions }: { eventId: string; permissions: readonly string[] }) {
  const link = usePathLinkProps(routes.repClubEventGuest(eventId));
  if (!permissions.includes('CanSearchGuests') && !permissions.includes('CanAddGuest')) return null;
  return (
    <Button {...link} variant="default" leftSection={<IconUsers size={16} aria-hidden />}>
      {GUEST_LIST_LINK}
    </Button>
  );
}
