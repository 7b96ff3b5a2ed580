import { Badge, Button, Divider, Drawer, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { REDEEM_TYPE_LABELS, type RedeemType } from '@repclub/shared';
import { type Offer, useOffer } from '@/features/offers/api/queries';
import { useJoinOfferMutation } from '@/features/offers/api/mutations';
import { offerRewardText, offerTypeLabel, ViewerStatusBadge } from '@/features/offers/offer-card';
import { formatOfferWindow } from '@/features/offers/offer-format';
import { RedemptionPanel } from '@/features/offers/redemption-panel';
import { TakePart } from '@/features/offers/take-part';
import { requirementText } from '@/features/offers/wizard/other-steps';
import { ClubLabel } from '@/entities/club/club-chip';
import { getErrorMessage } from '@/lib/error-message';
import { useNow } from '@/lib/timers';
import { AppAlert } from '@/ui/app-alert';
import { LoadError, LoadingState } from '@/ui/load-state';
import dayjs from 'dayjs';

export const DETAIL_TEXT = {
  loading: 'Loading the offer',
  notFound: 'This offer does not exist or is no longer shown to you.',
  takePart: 'Take part',
  notStarted: (start: string) => `This offer starts ${start}.`,
  expired: 'This offer has ended.',
  awarded: 'You completed this offer.',
  awardedDraw: 'You won this draw.',
  requirements: 'Requirements',
  conditions: 'Conditions',
  reward: 'You get',
  redeemedAs: (label: string) => `Redeemed as ${label}`,
  redeemSoon: 'Redeeming opens soon.',
  close: 'Close',
};

function conditionLines(offer: Offer): string[] {
  const c = offer.conditions;
  const lines: string[] = [];
  if (c.minimumAge) lines.push(`At least ${c.minimumAge} years old`);
  if (c.minimumPoints) lines.push(`At least ${c.minimumPoints.toLocaleString('en-US')} points in the club`);
  if (c.membershipAgeDays) lines.push(`A member for at least ${c.membershipAgeDays} days`);
  if (c.notBefore) lines.push(`Joined on or after ${dayjs(c.notBefore).format('MMM D, YYYY')}`);
  if (c.notAfter) lines.push(`Joined on or before ${dayjs(c.notAfter).format('MMM D, YYYY')}`);
  return lines;
}

/** The offer as a member sees it: what it is, what it asks, and the way to take part, complete and redeem. */
export function OfferDetail({ offer, redeemOffers }: { offer: Offer; redeemOffers: boolean }) {
  const join = useJoinOfferMutation();
  const endText = dayjs(offer.endAt).format('MMM D, YYYY h:mm A');
  const now = useNow(offer.viewerStatus === 'not-participating');
  const started = now >= Date.parse(offer.startAt);
  const reward = offerRewardText(offer);
  const conditions = conditionLines(offer);
  const status = offer.viewerStatus;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <ClubLabel club={offer.club} size={32} wrap />
        <ViewerStatusBadge status={status} />
      </Group>
      <Stack gap={4}>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {offer.displayName}
        </Title>
        <Group gap={6}>
          <Badge variant="outline" size="sm">
            {offerTypeLabel(offer)}
          </Badge>
          {offer.category === 'Draw' ? (
            <Badge variant="outline" color="grape" size="sm">
              Draw
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="gray.7">
          {formatOfferWindow(offer.startAt, offer.endAt)}
        </Text>
      </Stack>
      {offer.description ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {offer.description}
        </Text>
      ) : null}
      {reward ? (
        <Text size="sm">
          <Text span fw={600}>
            {DETAIL_TEXT.reward}:{' '}
          </Text>
          {reward}
        </Text>
      ) : null}
      {offer.requirements.length > 0 || conditions.length > 0 ? (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {DETAIL_TEXT.requirements}
          </Text>
          <List size="sm" spacing={2}>
            {offer.requirements.map((r, i) => (
              <List.Item key={`${r.type}-${i}`}>{requirementText(r)}</List.Item>
            ))}
            {conditions.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      <Divider />
      {status === 'expired' ? <Text size="sm">{DETAIL_TEXT.expired}</Text> : null}
      {status === 'not-participating' ? (
        started ? (
          <Stack gap="sm">
            <Button
              onClick={() => join.mutate(offer.id)}
              loading={join.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              {DETAIL_TEXT.takePart}
            </Button>
            {join.isError ? <AppAlert type="danger">{getErrorMessage(join.error)}</AppAlert> : null}
          </Stack>
        ) : (
          <Text size="sm">{DETAIL_TEXT.notStarted(dayjs(offer.startAt).format('MMM D, YYYY h:mm A'))}</Text>
        )
      ) : null}
      {status === 'participating' ? <TakePart offer={offer} endText={endText} /> : null}
      {status === 'awarded' ? (
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {offer.category === 'Draw' ? DETAIL_TEXT.awardedDraw : DETAIL_TEXT.awarded}
          </Text>
          {offer.redeemType ? (
            redeemOffers ? (
              <RedemptionPanel offer={offer} />
            ) : (
              <Text size="sm" c="gray.7">
                {`${DETAIL_TEXT.redeemedAs(REDEEM_TYPE_LABELS[offer.redeemType as RedeemType])}. ${DETAIL_TEXT.redeemSoon}`}
              </Text>
            )
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The offer opened from a list (`?offer={id}`): a side panel on desktop, the whole screen on a phone. */
export function OfferDetailDrawer({
  offerId,
  onClose,
  redeemOffers,
}: {
  offerId: string | null;
  onClose: () => void;
  redeemOffers: boolean;
}) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const query = useOffer(offerId);
  return (
    <Drawer
      opened={offerId !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 480}
      title={<Text fw={700}>Offer</Text>}
      closeButtonProps={{ 'aria-label': DETAIL_TEXT.close }}
    >
      {query.isPending ? (
        <LoadingState label={DETAIL_TEXT.loading} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Text>{DETAIL_TEXT.notFound}</Text>
      ) : (
        <OfferDetail offer={query.data} redeemOffers={redeemOffers} />
      )}
    </Drawer>
  );
}
