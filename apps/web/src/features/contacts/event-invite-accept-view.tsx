import { Box, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { ROUTES, routes } from '@repclub/shared';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { LoadError, LoadingState } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';
import { useAnswerEventInvitationMutation } from './api/mutations';
import { useEventInvitationView } from './api/queries';
import { InviteeBadge } from './invitee-badge';

/** Texts of /accept-invite/ei_… and /accept-invite/el_… (decision 076). */
export const EVENT_INVITE_ACCEPT_TEXT = {
  loading: 'Loading the invitation',
  unavailableTitle: 'This invitation is not available',
  unavailableText:
    'We could not find this invitation for your account. It may have been sent to another email address, or ' +
    'the link was replaced. Ask the host to send it again.',
  invited: (host: string, event: string) => `${host} invited you to ${event}`,
  linkTitle: (event: string) => `You are invited to ${event}`,
  withTickets: (quantity: number, name: string) =>
    `The invitation comes with ${quantity} × ${name}, free of charge.`,
  accept: 'Accept',
  ask: 'Ask to come',
  decline: 'Decline',
  answered: 'Your answer',
  seeEvent: 'See the event',
  home: 'Go to home',
} as const;

/** /accept-invite/{id} for an event invitation or an invite link: the event, the host, Accept and Decline. */
export function EventInviteAcceptView({ inviteId }: { inviteId: string }) {
  const view = useEventInvitationView(inviteId);
  const answer = useAnswerEventInvitationMutation(inviteId);
  const home = usePathLinkProps(ROUTES.home);
  const eventLink = usePathLinkProps(routes.event(view.data?.event.slug ?? ''));

  if (view.isPending) return <LoadingState label={EVENT_INVITE_ACCEPT_TEXT.loading} />;
  if (view.isError) return <LoadError error={view.error} onRetry={() => void view.refetch()} />;
  const data = view.data;
  if (!data) {
    return (
      <Stack align="center" ta="center" py="xl" gap="sm" maw={560} mx="auto">
        <Title order={1} size="h2">
          {EVENT_INVITE_ACCEPT_TEXT.unavailableTitle}
        </Title>
        <Text c="gray.7">{EVENT_INVITE_ACCEPT_TEXT.unavailableText}</Text>
        <Button {...home}>{EVENT_INVITE_ACCEPT_TEXT.home}</Button>
      </Stack>
    );
  }
  const ticket = data.inviteInfo?.giftTicket ?? data.inviteInfo?.privateTicket;
  const open = data.status === null || data.status === 'INVITED';
  return (
    <Box maw={560} mx="auto" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="md" align="center" ta="center">
        {data.event.avatarUrl ? (
          <Image src={data.event.avatarUrl} alt="" radius="md" h={160} fit="cover" />
        ) : null}
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {data.isLink
            ? EVENT_INVITE_ACCEPT_TEXT.linkTitle(data.event.displayName)
            : EVENT_INVITE_ACCEPT_TEXT.invited(data.inviterName, data.event.displayName)}
        </Title>
        {ticket ? <Text>{EVENT_INVITE_ACCEPT_TEXT.withTickets(ticket.quantity, ticket.name)}</Text> : null}
        {data.message ? <Text c="gray.7">“{data.message}”</Text> : null}
        {data.status && !open ? (
          <Group gap="xs" justify="center">
            <Text size="sm">{EVENT_INVITE_ACCEPT_TEXT.answered}:</Text>
            <InviteeBadge status={data.status} />
          </Group>
        ) : null}
        {answer.isError ? <AppAlert type="danger">{getErrorMessage(answer.error)}</AppAlert> : null}
        <Group gap="sm" justify="center">
          {open ? (
            <>
              <Button loading={answer.isPending && answer.variables} onClick={() => answer.mutate(true)}>
                {data.isLink ? EVENT_INVITE_ACCEPT_TEXT.ask : EVENT_INVITE_ACCEPT_TEXT.accept}
              </Button>
              {!data.isLink ? (
                <Button
                  variant="default"
                  loading={answer.isPending && !answer.variables}
                  onClick={() => answer.mutate(false)}
                >
                  {EVENT_INVITE_ACCEPT_TEXT.decline}
                </Button>
              ) : null}
            </>
          ) : null}
          <Button variant="light" {...eventLink}>
            {EVENT_INVITE_ACCEPT_TEXT.seeEvent}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
