import { Avatar, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DISPLAY_DATE_TIME_FORMAT } from '@repclub/shared';
import { IconArrowsExchange } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type TradeRequest, useTradeRequests } from '@/features/points/api/queries';
import { type TradeAnswer, useAnswerTradeRequestMutation } from '@/features/points/api/mutations';
import { ClubLabel } from '@/entities/club/club-chip';
import { personName } from '@/entities/user/person-name';
import { POINTS_TEXT, TRADE_STATUS_COLORS, TRADE_STATUS_LABELS } from '@/features/points/points-text';
import { RepPointsLayout } from '@/features/points/rep-points-layout';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { EmptyState, LoadError, LoadMoreButton } from '@/ui/load-state';

const when = (iso: string) => dayjs(iso).format(DISPLAY_DATE_TIME_FORMAT);
const pts = (n: number, club: string) => `${n.toLocaleString('en-US')} ${club} points`;

/** Open requests first, each group newest first as the server sends them. */
export function orderTradeRequests(requests: readonly TradeRequest[]): TradeRequest[] {
  const open = requests.filter((request) => request.status === 'PENDING');
  return [...open, ...requests.filter((request) => request.status !== 'PENDING')];
}

function Leg({ label, amount, club }: { label: string; amount: number; club: TradeRequest['giveClub'] }) {
  return (
    <Stack gap={2} style={{ minWidth: 0, flex: '1 1 160px' }}>
      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={700}>{POINTS_TEXT.points(amount)}</Text>
      <ClubLabel club={club} size={24} wrap />
    </Stack>
  );
}

function TradeRequestCard({
  request,
  busy,
  onAnswer,
}: {
  request: TradeRequest;
  busy: boolean;
  onAnswer: (answer: TradeAnswer) => void;
}) {
  const other = request.isIncoming ? request.from : request.to;
  const who = personName(other);
  const pending = request.status === 'PENDING';
  const timeLine = pending
    ? POINTS_TEXT.expires(when(request.expiresAt))
    : request.status === 'EXPIRED'
      ? POINTS_TEXT.expired(when(request.expiresAt))
      : request.respondedAt
        ? POINTS_TEXT.answered(when(request.respondedAt))
        : when(request.createdAt);
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      aria-label={request.isIncoming ? POINTS_TEXT.fromWho(who) : POINTS_TEXT.toWho(who)}
      component="article"
    >
      <Stack gap="sm">
        {/* On a phone the badges go under the name instead of truncating. */}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={other.avatarUrl} alt="" radius="xl" size={32} name={who} color="brand" />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" truncate>
                {request.isIncoming ? POINTS_TEXT.fromWho(who) : POINTS_TEXT.toWho(who)}
              </Text>
              <Text size="xs" c="gray.7">
                {timeLine}
              </Text>
            </Stack>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Badge size="sm" variant="light" color="brand">
              {request.isIncoming ? POINTS_TEXT.incoming : POINTS_TEXT.outgoing}
            </Badge>
            <Badge size="sm" variant="light" color={TRADE_STATUS_COLORS[request.status]}>
              {TRADE_STATUS_LABELS[request.status]}
            </Badge>
          </Group>
        </Group>
        {/* "Gives" and "Asks" are the proposer's legs: what `from` gives and what `from` asks of `to`. */}
        <Group gap="md" align="flex-start" wrap="wrap">
          <Leg label={POINTS_TEXT.gives} amount={request.giveAmount} club={request.giveClub} />
          <Leg label={POINTS_TEXT.asks} amount={request.askAmount} club={request.askClub} />
        </Group>
        {request.memo ? (
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {request.memo}
          </Text>
        ) : null}
        {pending ? (
          <Group gap="xs" justify="flex-end">
            {request.isIncoming ? (
              <>
                <Button size="xs" variant="default" disabled={busy} onClick={() => onAnswer('decline')}>
                  {POINTS_TEXT.decline}
                </Button>
                <Button size="xs" disabled={busy} onClick={() => onAnswer('accept')}>
                  {POINTS_TEXT.accept}
                </Button>
              </>
            ) : (
              <Button
                size="xs"
                variant="default"
                color="red"
                disabled={busy}
                onClick={() => onAnswer('cancel')}
              >
                {POINTS_TEXT.cancelRequest}
              </Button>
            )}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** /rep-points/trade-requests: incoming and outgoing trade requests, open ones first, answered in place. */
export function TradeRequestsPage() {
  const query = useTradeRequests();
  const answer = useAnswerTradeRequestMutation();
  const requests = orderTradeRequests(query.requests);

  const handleAnswer = (request: TradeRequest, choice: TradeAnswer) => {
    const run = () => answer.mutate({ tradeRequestId: request.id, answer: choice });
    if (choice !== 'accept') return run();
    // Accepting moves points both ways at once: confirm what the viewer gives and gets.
    modals.openConfirmModal({
      title: POINTS_TEXT.acceptTitle,
      children: (
        <Text size="sm">
          {POINTS_TEXT.acceptText(
            pts(request.askAmount, request.askClub.displayName),
            pts(request.giveAmount, request.giveClub.displayName),
          )}
        </Text>
      ),
      labels: { confirm: POINTS_TEXT.accept, cancel: POINTS_TEXT.cancel },
      centered: true,
      onConfirm: run,
    });
  };

  return (
    <RepPointsLayout tab="trade-requests">
      {answer.isError ? <AppAlert type="danger">{getErrorMessage(answer.error)}</AppAlert> : null}
      {query.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={POINTS_TEXT.loadingRequests}>
          <Skeleton height={140} radius="md" />
          <Skeleton height={140} radius="md" />
        </Stack>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : requests.length === 0 ? (
        <EmptyState
          icon={<IconArrowsExchange size={26} aria-hidden />}
          title={POINTS_TEXT.noRequestsTitle}
          text={POINTS_TEXT.noRequestsText}
        />
      ) : (
        <Stack gap="sm">
          {requests.map((request) => (
            <TradeRequestCard
              key={request.id}
              request={request}
              busy={answer.isPending}
              onAnswer={(choice) => handleAnswer(request, choice)}
            />
          ))}
          <LoadMoreButton query={query} loadingLabel={POINTS_TEXT.loadingRequests} />
        </Stack>
      )}
    </RepPointsLayout>
  );
}
