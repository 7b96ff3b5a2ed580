import { Badge, Box, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { OFFER_KIND_LABELS, type OfferKind } from '@repclub/shared';
import type { Offer } from '@/features/offers/api/queries';
import { programOf, subTypeOf } from '@/features/offers/offer-catalogue';
import { formatOfferWindow, formatPoints } from '@/features/offers/offer-format';
import classes from '@/features/offers/offers.module.css';
import { ClubLabel } from '@/entities/club/club-chip';

/** The member's status labels and colours (domain §4 offer status for a user). */
export const VIEWER_STATUS: Record<string, { label: string; color: string }> = {
  'not-participating': { label: 'Not participating', color: 'gray' },
  participating: { label: 'Participating', color: 'blue' },
  awarded: { label: 'Awarded', color: 'green' },
  expired: { label: 'Expired', color: 'dark' },
};

export function ViewerStatusBadge({ status }: { status: string }) {
  const s = VIEWER_STATUS[status] ?? { label: status, color: 'gray' };
  return (
    <Badge color={s.color} variant={status === 'awarded' ? 'filled' : 'light'}>
      {s.label}
    </Badge>
  );
}

/** The offer's state for its team: Draft, Scheduled, Live or Ended. */
export function teamStatus(offer: Pick<Offer, 'published' | 'startAt' | 'endAt'>, now = Date.now()) {
  if (!offer.published) return { label: 'Draft', color: 'gray' };
  if (now < Date.parse(offer.startAt)) return { label: 'Scheduled', color: 'yellow' };
  if (now >= Date.parse(offer.endAt)) return { label: 'Ended', color: 'dark' };
  return { label: 'Live', color: 'green' };
}

/** "Earn points · Survey" (reward-members: the kind). */
export function offerTypeLabel(offer: Pick<Offer, 'programType' | 'subType' | 'kind'>) {
  const program = programOf(offer.programType);
  if (!program) return offer.subType;
  const sub = subTypeOf(program.type, offer.subType)?.label ?? OFFER_KIND_LABELS[offer.kind as OfferKind];
  return `${program.label} · ${sub}`;
}

/** What taking part gives, in a few words. */
export function offerRewardText(
  offer: Pick<Offer, 'rewardPoints' | 'rewardTierLevel' | 'kind' | 'programType'>,
) {
  if (offer.rewardPoints) return formatPoints(offer.rewardPoints);
  if (offer.rewardTierLevel) return `Tier ${offer.rewardTierLevel}`;
  if (offer.programType === 'reward-members') return OFFER_KIND_LABELS[offer.kind as OfferKind];
  return null;
}

/** An offer in a member's list: club, name, type, time frame, reward and the member's status; opens the offer. */
export function OfferCard({
  offer,
  onOpen,
  showClub = true,
}: {
  offer: Offer;
  onOpen: () => void;
  showClub?: boolean;
}) {
  const reward = offerRewardText(offer);
  return (
    <Card withBorder radius="md" padding="md" className={classes.offerCard}>
      <UnstyledButton onClick={onOpen} className={classes.cardButton}>
        <Stack gap="xs">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            {showClub ? (
              <Box style={{ flex: 1, minWidth: 0 }}>
                <ClubLabel club={offer.club} size={28} />
              </Box>
            ) : null}
            <Box style={{ flexShrink: 0 }}>
              <ViewerStatusBadge status={offer.viewerStatus} />
            </Box>
          </Group>
          <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {offer.displayName}
          </Text>
          <Group gap={6}>
            <Badge variant="outline" size="sm">
              {offerTypeLabel(offer)}
            </Badge>
            {offer.category === 'Draw' ? (
              <Badge variant="outline" color="grape" size="sm">
                Draw
              </Badge>
            ) : null}
            {reward ? (
              <Badge variant="light" color="teal" size="sm">
                {reward}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="gray.7">
            {formatOfferWindow(offer.startAt, offer.endAt)}
          </Text>
        </Stack>
      </UnstyledButton>
    </Card>
  );
}
