import { Badge } from '@mantine/core';

export const COMING_SOON = 'Coming soon';

/** The small tag beside a navigation item whose page is not built yet. */
export function ComingSoonBadge() {
  return (
    <Badge size="xs" variant="light" color="gray" radius="sm" tt="none" fw={600}>
      {COMING_SOON}
    </Badge>
  );
}
