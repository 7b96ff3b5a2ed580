import { Button } from '@mantine/core';
import { routes } from '@repclub/shared';
import { IconCash } from '@tabler/icons-react';
import { usePathLinkProps } from '@/ui/path-link';

export const REVENUE_BUTTON_TEXT = 'Revenue';

/** The host's way to the event's revenue page, for those who may see its earnings (CanViewEarnings). */
export function RevenueButton({
  event,
}: {
  event: { eventId: string; viewerPermissions: readonly string[] };
}) {
  const link = usePathLinkProps(routes.repClubEventRevenue(event.eventId));
  if (!event.viewerPermissions.includes('CanViewEarnings')) return null;
  return (
    <Button {...link} variant="default" leftSection={<IconCash size={16} aria-hidden />}>
      {REVENUE_BUTTON_TEXT}
    </Button>
  );
}
