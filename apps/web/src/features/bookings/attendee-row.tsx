// One row of the attendee page's table.
import { Avatar, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { type AttendeeAccess } from './approval-scope';
import { type AttendeeListItem } from './api/attendees';
import { DecisionButtons, StateBadge } from './attendee-decisions';
import { ATTENDEES_TEXT, nameOf } from './attendees-text';

export function AttendeeRow({
  attendee,
  eventId,
  access,
  viewerId,
  showsReferrer,
  onOpen,
}: {
  attendee: AttendeeListItem;
  eventId: string;
  access: AttendeeAccess;
  viewerId: string | null;
  showsReferrer: boolean;
  onOpen: (userId: string) => void;
}) {
  const name = nameOf(attendee.user);
  const role = ATTENDEES_TEXT.roles[attendee.attendeeRole] ?? attendee.attendeeRole;
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={attendee.user?.avatarUrl ?? null}
            alt=""
            radius="xl"
            size="sm"
            name={name}
            color="initials"
          />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              {name}
            </Text>
            {attendee.user?.userName ? (
              <Text size="xs" c="gray.7" truncate>
                @{attendee.user.userName}
              </Text>
            ) : null}
            <Group gap={4}>
              <Badge variant="light" size="xs" color="gray">
                {ATTENDEES_TEXT.repBadge(attendee.repScore)}
              </Badge>
              {attendee.privacyPolicyState === 'DECLINED' ? (
                <Badge variant="light" size="xs" color="red">
                  {ATTENDEES_TEXT.policyDeclined}
                </Badge>
              ) : null}
            </Group>
            {/* On phones the state and role sit under the name (their columns are hidden). */}
            <Group gap={4} hiddenFrom="sm" mt={4}>
              <StateBadge state={attendee.attendeeState} />
              {attendee.attendeeRole !== 'ATTENDEE' ? (
                <Badge variant="outline" size="sm">
                  {role}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <StateBadge state={attendee.attendeeState} />
      </Table.Td>
      <Table.Td visibleFrom="md">
        <Text size="sm">{role}</Text>
      </Table.Td>
      {showsReferrer ? (
        <Table.Td visibleFrom="md">
          <Text size="sm">{attendee.referredBy ? nameOf(attendee.referredBy) : '—'}</Text>
        </Table.Td>
      ) : null}
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="wrap">
          <DecisionButtons
            eventId={eventId}
            userId={attendee.userId}
            name={name}
            state={attendee.attendeeState}
            referredByViewer={Boolean(viewerId) && attendee.referredBy?.userId === viewerId}
            access={access}
          />
          <Button
            size="xs"
            variant="subtle"
            aria-label={ATTENDEES_TEXT.detailsName(name)}
            onClick={() => onOpen(attendee.userId)}
          >
            {ATTENDEES_TEXT.details}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
