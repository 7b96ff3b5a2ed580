import { Badge, Text } from '@mantine/core';
import {
  type BadgeSize,
  EVENT_INVITATION_PLAIN_LABELS,
  type EventInvitationStatus,
  type EventRoleStatus,
  INVITEE_STATE_BY_ROLE_STATUS,
  inviteeBadgeLabel,
} from '@repclub/shared';

const COLOURS = { Approved: 'green', Declined: 'red', InviteeAccepted: 'yellow' } as const;

/**
 * The invitee badge of accounts §4.5: Approved 'Approved'; Declined 'Not Selected' (large) or 'Declined' (small);
 * InviteeAccepted 'RSVP Pending' (large) or 'Pending' (small). Statuses without a badge show plain text.
 */
export function InviteeBadge({ status, size = 'large' }: { status: string; size?: BadgeSize }) {
  const state = INVITEE_STATE_BY_ROLE_STATUS[status as EventRoleStatus];
  if (!state) {
    const label = EVENT_INVITATION_PLAIN_LABELS[status as EventInvitationStatus];
    return label ? (
      <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
    ) : null;
  }
  return (
    <Badge
      color={COLOURS[state]}
      variant="light"
      size={size === 'large' ? 'md' : 'sm'}
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {inviteeBadgeLabel(state, size)}
    </Badge>
  );
}
