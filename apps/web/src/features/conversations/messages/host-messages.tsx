import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_DISPLAY_NAME } from '@repclub/shared';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { formatEventDate } from '@/lib/format';
import { useMarkMessagesReadMutation } from './api/mutations';
import { useMyEventMessages } from './api/queries';

export const HOST_MESSAGES_TEXT = {
  title: 'Messages from the host',
  new: 'New',
  from: (name: string) => `From ${name}`,
} as const;

/**
 * "Messages from the host" on the event page: the team's group messages the signed-in attendee got, newest
 * first (decision 085); nothing when there are none. Seen messages are marked read.
 */
export function HostMessages({ eventId, isSignedIn }: { eventId: string; isSignedIn: boolean }) {
  const query = useMyEventMessages(eventId, isSignedIn);
  const markRead = useMarkMessagesReadMutation(eventId);
  const marked = useRef(false);
  const messages = query.data ?? [];
  const unread = messages.some((m) => m.readAt === null);
  useEffect(() => {
    if (unread && !marked.current) {
      marked.current = true;
      markRead.mutate();
    }
  }, [unread, markRead]);
  if (messages.length === 0) return null;
  return (
    <section aria-labelledby="host-messages">
      <Group gap="xs" mb="sm">
        <IconSpeakerphone size={22} aria-hidden />
        <Title order={2} size="h3" id="host-messages">
          {HOST_MESSAGES_TEXT.title}
        </Title>
      </Group>
      <Stack gap="sm">
        {messages.map((message) => (
          <Paper key={message.messageId} withBorder radius="md" p="md">
            <Group justify="space-between" gap="xs" wrap="wrap" mb={4}>
              <Group gap="xs">
                <Text fw={700}>{message.subject}</Text>
                {message.readAt === null ? (
                  <Badge size="sm" color="brand">
                    {HOST_MESSAGES_TEXT.new}
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="gray.7" component="time" dateTime={message.createdAt}>
                {formatEventDate(message.createdAt)}
              </Text>
            </Group>
            <Text size="xs" c="gray.7" mb={6}>
              {HOST_MESSAGES_TEXT.from(
                message.sender?.name || message.sender?.userName || DEFAULT_DISPLAY_NAME,
              )}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Text>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
