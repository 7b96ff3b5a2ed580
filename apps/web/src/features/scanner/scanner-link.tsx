import { Button } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { usePathLinkProps } from '@/ui/path-link';

export const SCANNER_LINK = 'Scanner';

/** The host page's way to the door scanner, for the team that may scan tickets (CanScanTicket). */
export function ScannerLink({ eventId, permissions }: { eventId: string; permissions: readonly string[] }) {
  const link = usePathLinkProps(`/scanner/${encodeURIComponent(eventId)}`);
  if (!permissions.includes('CanScanTicket')) return null;
  return (
    <Button {...link} variant="default" leftSection={<IconScan size={16} aria-hidden />}>
      {SCANNER_LINK}
    </Button>
  );
}
