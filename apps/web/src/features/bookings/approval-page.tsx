import { Avatar, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { DEFAULT_DISPLAY_NAME, routes } from '@repclub/shared';
import { IconUserCheck } from '@tabler/icons-react';
import { formatEventDate } from '@/lib/format';
import { approvalScopeOf } from './approval-scope';
import { useDecideAttendeeMutation } from '@/features/bookings/api/mutations';
import { type PendingAttendee, usePendingAttendees, useApprovalEvent } from '@/features/bookings/api/queries';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { AppAlert } from '@/ui/app-alert';
import { EmptyState, LoadError, LoadMoreButton } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';
import { notifyError, notifySuccess } from '@/ui/toast';

export const APPROVAL_TEXT = {
  title: 'Pending approvals',
  subtitle: (name: string) => `People waiting for your approval to attend ${name}.`,
  loading: 'Loading pending attendees',
  emptyTitle: 'No one is waiting for approval',
  emptyText: 'When someone books a ticket type that requires approval, they appear here.',
  approve: 'Approve',
  decline: 'Decline',
  approveName: (name: string) => `Approve ${name}`,
  declineName: (name: string) => `Decline ${name}`,
  approved: (name: string) => `${name} is approved.`,
  declined: (name: string) => `${name} was declined and refunded.`,
  declineTitle: 'Decline attendee',
  declineText: (name: string) =>
    `Decline ${name}? Their booking is cancelled and refunded in full, and they are told.`,
  keep: 'Keep pending',
  requested: (date: string) => `Waiting since ${date}`,
  answers: 'Answers',
  noAnswers: 'No answers to questions.',
  notFoundTitle: 'Event not found',
  notFoundText: 'This event does not exist, or you are not in its team.',
  forbidden: 'You do not have permission to approve attendees of this event.',
  onlyMine: 'You see the people who booked with your referral link.',
  referredBy: (name: string) => `Referred by ${name}`,
  backToEvent: 'Event overview',
} as const;

type Person = { name?: string | null; userName?: string | null } | null | undefined;

const nameOf = (person: Person) => person?.name?.trim() || person?.userName || DEFAULT_DISPLAY_NAME;

function AttendeeCard({
  attendee,
  eventId,
  timeZone,
  mayDecline,
  showsReferrer,
}: {
  attendee: PendingAttendee;
  eventId: string;
  timeZone: string;
  mayDecline: boolean;
  /** Whose referral link brought them (not shown to a promoter, who sees only their own). */
  showsReferrer: boolean;
}) {
  const name = nameOf(attendee.user);
  // The hook reads the pending list and the editor's event again after this `onSuccess`.
  const decide = useDecideAttendeeMutation(eventId, attendee.userId, {
    onSuccess: (decision) =>
      notifySuccess(decision === 'approve' ? APPROVAL_TEXT.approved(name) : APPROVAL_TEXT.declined(name)),
    onError: (error) => notifyError(error),
  });
  const handleDecline = () =>
    modals.openConfirmModal({
      title: APPROVAL_TEXT.declineTitle,
      children: <Text size="sm">{APPROVAL_TEXT.declineText(name)}</Text>,
      labels: { confirm: APPROVAL_TEXT.decline, cancel: APPROVAL_TEXT.keep },
      confirmProps: { color: 'red' },
      onConfirm: () => decide.mutate('decline'),
    });
  const answers = attendee.questionRequirementAnswers;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={attendee.user?.avatarUrl ?? null} alt="" radius="xl" name={name} color="initials" />
            <Stack gap={0}>
              <Text fw={600}>{name}</Text>
              {attendee.user?.userName ? (
                <Text size="xs" c="gray.7">
                  @{attendee.user.userName}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <Group gap="xs">
            {mayDecline ? (
              <Button
                size="xs"
                variant="default"
                color="red"
                aria-label={APPROVAL_TEXT.declineName(name)}
                loading={decide.isPending && decide.variables === 'decline'}
                disabled={decide.isPending}
                onClick={handleDecline}
              >
                {APPROVAL_TEXT.decline}
              </Button>
            ) : null}
            <Button
              size="xs"
              aria-label={APPROVAL_TEXT.approveName(name)}
              loading={decide.isPending && decide.variables === 'approve'}
              disabled={decide.isPending}
              onClick={() => decide.mutate('approve')}
            >
              {APPROVAL_TEXT.approve}
            </Button>
          </Group>
        </Group>
        {attendee.approvalAt ? (
          <Text size="xs" c="gray.7">
            {APPROVAL_TEXT.requested(formatEventDate(attendee.approvalAt, timeZone))}
          </Text>
        ) : null}
        {showsReferrer && attendee.referredBy ? (
          <Text size="xs" c="gray.7">
            {APPROVAL_TEXT.referredBy(nameOf(attendee.referredBy))}
          </Text>
        ) : null}
        {answers.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {APPROVAL_TEXT.answers}
            </Text>
            {answers.map((answer, index) => (
              <div key={index}>
                <Text size="sm" c="gray.7">
                  {answer.question}
                </Text>
                <Text size="sm">{answer.answer}</Text>
              </div>
            ))}
          </Stack>
        ) : (
          <Text size="xs" c="gray.7">
            {APPROVAL_TEXT.noAnswers}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /rep-club/events/{id}/approval: people waiting for approval, with approve and decline (declining refunds).
 * With CanApproveAttendee, everyone; with only CanApproveMyAttendee (a promoter), the people their referral
 * link brought (decision 035).
 */
export function ApprovalPage({ slugOrId }: { slugOrId: string }) {
  const event = useApprovalEvent(slugOrId);
  useBreadcrumbLabel(slugOrId, event.data?.displayName);
  const eventId = event.data?.eventId;
  const { scope, mayDecline } = approvalScopeOf(event.data?.viewerPermissions ?? []);
  const onlyMine = scope === 'MINE';
  const mayApprove = scope !== null;
  const pending = usePendingAttendees(mayApprove ? eventId : undefined, onlyMine);
  const overview = usePathLinkProps(routes.repClubEvent(eventId ?? slugOrId));
  useDocumentTitle(`${APPROVAL_TEXT.title} | RepClub`);

  const loading = (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={APPROVAL_TEXT.loading}>
      {[0, 1].map((key) => (
        <Skeleton key={key} height={110} radius="md" />
      ))}
    </Stack>
  );
  if (event.isPending) return loading;
  if (event.isError) {
    if (event.error instanceof GraphQLRequestError && event.error.code === 'NOT_FOUND') {
      return (
        <Stack align="center" ta="center" py="xl" gap="sm">
          <Title order={1} size="h2">
            {APPROVAL_TEXT.notFoundTitle}
          </Title>
          <Text c="gray.7">{APPROVAL_TEXT.notFoundText}</Text>
        </Stack>
      );
    }
    return <LoadError error={event.error} onRetry={() => void event.refetch()} />;
  }
  const header = (
    <Group justify="space-between" align="flex-end">
      <Stack gap={4}>
        <Title order={1}>{APPROVAL_TEXT.title}</Title>
        <Text c="gray.7">{APPROVAL_TEXT.subtitle(event.data.displayName)}</Text>
        {onlyMine ? <Text size="sm">{APPROVAL_TEXT.onlyMine}</Text> : null}
      </Stack>
      <Button {...overview} variant="default">
        {APPROVAL_TEXT.backToEvent}
      </Button>
    </Group>
  );
  if (!mayApprove) {
    return (
      <Stack gap="lg">
        {header}
        <AppAlert type="danger">{APPROVAL_TEXT.forbidden}</AppAlert>
      </Stack>
    );
  }
  let body;
  if (pending.isPending) body = loading;
  else if (pending.isError && pending.attendees.length === 0)
    body = <LoadError error={pending.error} onRetry={() => void pending.refetch()} />;
  else if (pending.attendees.length === 0)
    body = (
      <EmptyState
        icon={<IconUserCheck size={28} stroke={1.6} />}
        title={APPROVAL_TEXT.emptyTitle}
        text={APPROVAL_TEXT.emptyText}
      />
    );
  else
    body = (
      <Stack gap="sm">
        {pending.attendees.map((attendee) => (
          <AttendeeCard
            key={attendee.userId}
            attendee={attendee}
            eventId={event.data.eventId}
            timeZone={event.data.timeZone}
            mayDecline={mayDecline}
            showsReferrer={!onlyMine}
          />
        ))}
        <LoadMoreButton query={pending} />
      </Stack>
    );
  return (
    <Stack gap="lg">
      {header}
      {body}
    </Stack>
  );
}
