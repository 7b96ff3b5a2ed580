// The event invite page's invitees: who is invited, their status, approve and withdraw.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { LOAD_MORE, LoadError, LoadingState } from '@/ui/load-state';
import { notifyError } from '@/ui/toast';
import { useDecideEventInvitationMutation } from './api/mutations';
import { type useEventInvitations } from './api/queries';
import { InviteeBadge } from './invitee-badge';
import { INVITE_PAGE_TEXT } from './invite-page-text';

export function InviteesSection({
  eventId,
  query,
}: {
  eventId: string;
  query: ReturnType<typeof useEventInvitations>;
}) {
  const decide = useDecideEventInvitationMutation(eventId);
  const rows = query.data?.pages.flatMap((p) => p.eventInvitations.nodes) ?? [];
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {INVITE_PAGE_TEXT.inviteesTitle}
        </Title>
        {query.isPending ? (
          <LoadingState label={INVITE_PAGE_TEXT.inviteesLoading} py="lg" />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : rows.length === 0 ? (
          <Text size="sm" c="gray.7">
            {INVITE_PAGE_TEXT.noInvitees}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap={8}
            m={0}
            p={0}
            aria-label={INVITE_PAGE_TEXT.inviteesTitle}
            style={{ listStyle: 'none' }}
          >
            {rows.map((invitation) => {
              const info = invitation.inviteInfo?.giftTicket ?? invitation.inviteInfo?.privateTicket;
              return (
                <Group
                  component="li"
                  key={invitation.invitationId}
                  justify="space-between"
                  wrap="wrap"
                  gap="xs"
                >
                  {/* On a phone the badge and actions go under the name when they do not fit beside it. */}
                  <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                    <Text size="sm" fw={600} truncate="end">
                      {invitation.user?.name ?? invitation.emailAddress ?? invitation.user?.userName}
                    </Text>
                    <Text size="xs" c="gray.7" truncate="end">
                      {[
                        invitation.user ? invitation.emailAddress : null,
                        info ? `${info.quantity} × ${info.name}` : null,
                        invitation.source === 'LINK' ? INVITE_PAGE_TEXT.viaLink : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap" ml="auto">
                    <InviteeBadge status={invitation.status} />
                    {invitation.status === 'INVITEE_ACCEPTED' ? (
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() =>
                          void decide
                            .mutateAsync({ invitationId: invitation.invitationId, approve: true })
                            .catch((err: unknown) => notifyError(err))
                        }
                      >
                        {INVITE_PAGE_TEXT.approve}
                      </Button>
                    ) : null}
                    {invitation.status === 'INVITED' || invitation.status === 'INVITEE_ACCEPTED' ? (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          void decide
                            .mutateAsync({ invitationId: invitation.invitationId, approve: false })
                            .catch((err: unknown) => notifyError(err))
                        }
                      >
                        {INVITE_PAGE_TEXT.withdraw}
                      </Button>
                    ) : null}
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
        {query.hasNextPage ? (
          <Button
            variant="default"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {LOAD_MORE}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
