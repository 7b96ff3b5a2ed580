import {
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useOutbox } from '@/features/messaging/api/queries';
import { AppAlert } from '@/ui/app-alert';

/**
 * /dev/outbox: the mail and texts kept instead of sent while no real provider is configured (DESIGN.md),
 * newest first, with the code, token or link each carries. The server answers only callers on its own
 * machine; elsewhere the page says so.
 */
export function OutboxPage() {
  const [to, setTo] = useState('');
  const [debounced] = useDebouncedValue(to.trim(), 400);
  const query = useOutbox(debounced);

  useEffect(() => {
    document.title = 'Outbox · RepClub';
  }, []);

  const unavailable = query.error instanceof ApiError && query.error.status === 404;

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%" py="xl" px="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={28}>
            Outbox
          </Title>
          <Text c="dimmed" size="sm">
            Mail and texts this server kept instead of sending, newest first. Refreshes every 5 seconds.
          </Text>
        </div>
        <Group gap="xs">
          <TextInput
            label="Recipient"
            placeholder="Email address or phone number"
            leftSection={<IconSearch size={16} />}
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            w={280}
          />
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void query.refetch()}
            mt={24}
            loading={query.isFetching}
          >
            Refresh
          </Button>
        </Group>
      </Group>

      {query.isPending && (
        <Group justify="center" py="xl">
          <Loader role="img" aria-label="Loading the outbox" />
        </Group>
      )}
      {unavailable && (
        <AppAlert type="info">
          The outbox is not available: either real mail and text providers are configured, or this page is not
          opened on the server&apos;s own machine.
        </AppAlert>
      )}
      {query.isError && !unavailable && <AppAlert type="danger">{query.error.message}</AppAlert>}
      {query.data && query.data.length === 0 && (
        <Paper withBorder p="xl" radius="md">
          <Text ta="center" c="dimmed">
            No data found
          </Text>
        </Paper>
      )}
      {query.data && query.data.length > 0 && (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <Table striped highlightOnHover verticalSpacing="sm" miw={720}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Message</Table.Th>
                <Table.Th>Code / link</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {dayjs(entry.createdAt).format('MMM D, YYYY h:mm:ss A')}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Badge variant="light" color={entry.channel === 'email' ? 'brand' : 'teal'}>
                        {entry.channel === 'email' ? 'Email' : 'Text'}
                      </Badge>
                      <Text size="sm">{entry.to}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {entry.subject && (
                      <Text size="sm" fw={600}>
                        {entry.subject}
                      </Text>
                    )}
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {entry.text}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      {entry.code && <Code fz="md">{entry.code}</Code>}
                      {entry.link && (
                        <Anchor href={entry.link} size="sm">
                          Open link
                        </Anchor>
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
