import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { getErrorMessage } from '@/lib/error-message';
import { useEventSocialReach } from './api/queries';
import { OPT_INS_TEXT, providerLabel } from './opt-ins-text';

/**
 * Social reach (decision 087), for the team on the event page: of the approved attendees, how many connected each
 * provider — the required ones and any someone connected.
 */
export function SocialReach({ eventId }: { eventId: string }) {
  const reach = useEventSocialReach(eventId, true);
  const rows = reach.data?.providers.filter((p) => p.isRequired || p.connected > 0) ?? [];
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="social-reach-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="social-reach-title">
          {OPT_INS_TEXT.reachTitle}
        </Title>
        {reach.isPending ? (
          <Skeleton height={40} />
        ) : reach.isError ? (
          <Text size="sm" c="red.8">
            {getErrorMessage(reach.error)}
          </Text>
        ) : (
          <>
            <Text size="sm" c="gray.7">
              {OPT_INS_TEXT.reachText(reach.data.approvedAttendees)}
            </Text>
            {rows.length === 0 ? (
              <Text size="sm">{OPT_INS_TEXT.reachNone}</Text>
            ) : (
              <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {rows.map((row) => (
                  <Group key={row.provider} justify="space-between" component="li" gap="xs">
                    <Group gap={6}>
                      <Text size="sm">{providerLabel(row.provider)}</Text>
                      {row.isRequired ? (
                        <Badge size="xs" variant="light">
                          {OPT_INS_TEXT.required}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="sm" fw={600}>
                      {row.connected}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
