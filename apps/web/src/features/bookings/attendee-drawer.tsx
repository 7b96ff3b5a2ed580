// The attendee page's detail drawer: one attendee's tickets, bookings, answers and the team's note.
import {
  Avatar,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { ATTENDEE_NOTE_MAX_LENGTH } from '@repclub/shared';
import { useState } from 'react';
import { formatEventDate, formatPrice } from '@/lib/format';
import { LoadError } from '@/ui/load-state';
import { notifyError, notifySuccess } from '@/ui/toast';
import { type AttendeeAccess } from './approval-scope';
import { useAttendeeDetail, useSetAttendeeNoteMutation } from './api/attendees';
import { DecisionButtons, StateBadge } from './attendee-decisions';
import { ATTENDEES_TEXT, nameOf } from './attendees-text';

function NoteEditor({ eventId, userId, note }: { eventId: string; userId: string; note: string | null }) {
  const [value, setValue] = useState(note ?? '');
  const save = useSetAttendeeNoteMutation(eventId, userId, {
    onSuccess: () => notifySuccess(ATTENDEES_TEXT.noteSaved),
    onError: (error) => notifyError(error),
  });
  return (
    <Stack gap="xs">
      <Textarea
        label={ATTENDEES_TEXT.note}
        placeholder={ATTENDEES_TEXT.notePlaceholder}
        value={value}
        maxLength={ATTENDEE_NOTE_MAX_LENGTH}
        autosize
        minRows={2}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button
          size="xs"
          loading={save.isPending}
          disabled={value.trim() === (note ?? '')}
          onClick={() => save.mutate(value)}
        >
          {ATTENDEES_TEXT.saveNote}
        </Button>
      </Group>
    </Stack>
  );
}

/** One attendee's detail (tickets, bookings, answers, who decided, check-ins, the team's note). */
export function AttendeeDrawer({
  eventId,
  userId,
  timeZone,
  access,
  viewerId,
  onClose,
}: {
  eventId: string;
  userId: string | null;
  timeZone: string;
  access: AttendeeAccess;
  viewerId: string | null;
  onClose: () => void;
}) {
  const detail = useAttendeeDetail(eventId, userId);
  const data = detail.data;
  let body;
  if (detail.isPending)
    body = <Skeleton height={200} radius="md" role="status" aria-label={ATTENDEES_TEXT.loading} />;
  else if (detail.isError) body = <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  else if (data) {
    const name = nameOf(data.user);
    body = (
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={data.user?.avatarUrl ?? null} alt="" radius="xl" name={name} color="initials" />
          <Stack gap={0}>
            <Text fw={600}>{name}</Text>
            {data.user?.userName ? (
              <Text size="xs" c="gray.7">
                @{data.user.userName}
              </Text>
            ) : null}
          </Stack>
          <StateBadge state={data.attendeeState} />
        </Group>
        {data.approvalAt && data.approvalUser ? (
          <Text size="sm">
            {ATTENDEES_TEXT.decidedBy(
              data.attendeeState,
              nameOf(data.approvalUser),
              formatEventDate(data.approvalAt, timeZone),
            )}
          </Text>
        ) : null}
        {data.referredBy ? <Text size="sm">{ATTENDEES_TEXT.referredBy(nameOf(data.referredBy))}</Text> : null}
        <Text size="sm">{ATTENDEES_TEXT.checkIns(data.checkedInCount)}</Text>
        <Text size="sm">{ATTENDEES_TEXT.repScore(data.repScore)}</Text>
        {data.privacyPolicyState === 'DECLINED' ? (
          <Text size="sm" c="red.8">
            {ATTENDEES_TEXT.policyDeclined}. {ATTENDEES_TEXT.policyDeclinedHelp}
          </Text>
        ) : null}
        {data.missingRequiredAnswers.length > 0 ? (
          <Text size="sm" c="orange.9">
            {ATTENDEES_TEXT.missingAnswers(data.missingRequiredAnswers.length)}
          </Text>
        ) : null}
        {data.attendeeRoles.length > 0 ? (
          <Group gap="xs">
            <Text size="sm">{ATTENDEES_TEXT.roleList}:</Text>
            {data.attendeeRoles.map((role) => (
              <Badge key={role} variant="outline" size="sm">
                {ATTENDEES_TEXT.roles[role] ?? role}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Group gap="xs">
          <DecisionButtons
            eventId={eventId}
            userId={data.userId}
            name={name}
            state={data.attendeeState}
            referredByViewer={Boolean(viewerId) && data.referredBy?.userId === viewerId}
            access={access}
          />
        </Group>
        <Divider />
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {ATTENDEES_TEXT.tickets}
          </Text>
          {data.tickets.length === 0 ? <Text size="sm">{ATTENDEES_TEXT.noTickets}</Text> : null}
          {data.tickets.map((ticket) => (
            <Group key={ticket.ticketId} justify="space-between" gap="xs">
              <Text size="sm">{ticket.ticketType}</Text>
              <Text size="xs" c="gray.7">
                {ticket.status}
              </Text>
            </Group>
          ))}
        </Stack>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {ATTENDEES_TEXT.bookings}
          </Text>
          {data.bookings.length === 0 ? <Text size="sm">{ATTENDEES_TEXT.noBookings}</Text> : null}
          {data.bookings.map((booking) => (
            <Group key={booking.transactionId} justify="space-between" gap="xs">
              <Text size="sm">
                {booking.quantity} × {formatPrice(booking.totalPrice, booking.currency)}
              </Text>
              <Text size="xs" c="gray.7">
                {booking.status} · {formatEventDate(booking.createdAtUtc, timeZone)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {ATTENDEES_TEXT.answers}
          </Text>
          {data.questionRequirementAnswers.length === 0 ? (
            <Text size="sm">{ATTENDEES_TEXT.noAnswers}</Text>
          ) : null}
          {data.questionRequirementAnswers.map((answer, index) => (
            <div key={index}>
              <Text size="sm" c="gray.7">
                {answer.question}
              </Text>
              <Text size="sm">{answer.answer}</Text>
            </div>
          ))}
        </Stack>
        <Divider />
        <NoteEditor key={data.userId} eventId={eventId} userId={data.userId} note={data.note ?? null} />
      </Stack>
    );
  }
  return (
    <Drawer
      opened={Boolean(userId)}
      onClose={onClose}
      position="right"
      size="md"
      title={<Text fw={700}>{ATTENDEES_TEXT.detailTitle}</Text>}
    >
      {body}
    </Drawer>
  );
}
