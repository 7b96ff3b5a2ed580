import { Badge } from '@mantine/core';

export const STATUS_LABELS = {
  DRAFT: 'Draft',
  PUBLISHED: 'Published',
  CANCELLED: 'Cancelled',
  ENDED: 'Ended',
} as const;

/** An event's status for its team: Draft, Published, Cancelled, or Ended once a published event is over. */
export function StatusBadge({ status, isExpired }: { status: string; isExpired: boolean }) {
  if (status === 'CANCELLED') return <Badge color="red">{STATUS_LABELS.CANCELLED}</Badge>;
  if (status === 'DRAFT') return <Badge color="gray.7">{STATUS_LABELS.DRAFT}</Badge>;
  if (isExpired)
    return (
      <Badge color="dark" variant="light">
        {STATUS_LABELS.ENDED}
      </Badge>
    );
  return <Badge color="green">{STATUS_LABELS.PUBLISHED}</Badge>;
}
