import {
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { REDEEM_TYPE_LABELS, type RedeemType } from '@repclub/shared';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { type Offer, useOffer, useOfferParticipants } from '@/features/offers/api/queries';
import {
  useAwardOfferMutation,
  useDrawOfferWinnersMutation,
  useResolveRedemptionMutation,
} from '@/features/offers/api/mutations';
import { offerRewardText, offerTypeLabel, teamStatus } from '@/features/offers/offer-card';
import { formatOfferWindow, formatPoints } from '@/features/offers/offer-format';
import { useOfferActions } from '@/features/offers/team-offers-page';
import { requirementText } from '@/features/offers/wizard/other-steps';
import { errorText } from '@/lib/error-message';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { useNow } from '@/lib/timers';
import { CounterCard } from '@/ui/counter-card';
import { LoadError, LoadingState, NotFoundState } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';
import { notifyError, notifySuccess } from '@/ui/toast';
import dayjs from 'dayjs';

export const DETAIL_TEAM_TEXT = {
  loading: 'Loading the offer',
  notFoundTitle: 'Offer not found',
  notFoundText: 'This offer does not exist or is not one of your club’s.',
  backToOffers: '← All offers',
  participants: 'Participants',
  noParticipants: 'Nobody has taken part yet.',
  redemptions: 'Redemptions',
  noRedemptions: 'No redemptions yet.',
  confirm: 'Confirm',
  cancel: 'Cancel',
  confirmed: 'Redemption confirmed; the held points are spent.',
  cancelledRedemption: 'Redemption cancelled; the held points are released.',
  award: 'Award',
  awarded: 'Awarded.',
  draw: 'Draw',
  drawWinners: 'Draw winners',
  drawn: 'The winners are drawn.',
  drawAfterEnd: 'Draw the winners once the offer has ended.',
  seedHash: 'Committed seed hash (SHA-256)',
  seed: 'Revealed seed',
  seedVerified: 'The revealed seed matches the hash committed at publication.',
  seedMismatch: 'The revealed seed does not match the committed hash.',
  status: { PARTICIPATING: 'Participating', COMPLETED: 'Completed', WON: 'Won', LOST: 'Not drawn' } as Record<
    string,
    string
  >,
  redemptionStatus: { PENDING: 'Pending', CONFIRMED: 'Confirmed', CANCELLED: 'Cancelled' } as Record<
    string,
    string
  >,
};

/** sha256 of a hex seed's bytes, as hex (the draw's commitment, checked in the browser). */
async function sha256Hex(hex: string): Promise<string> {
  const bytes = new Uint8Array((hex.match(/.{1,2}/g) ?? []).map((b) => Number.parseInt(b, 16)));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function DrawPanel({ offer }: { offer: Offer }) {
  const draw = useDrawOfferWinnersMutation();
  const [verified, setVerified] = useState<boolean | null>(null);
  useEffect(() => {
    if (!offer.drawSeed || !offer.drawSeedHash || !globalThis.crypto?.subtle) return;
    let live = true;
    void sha256Hex(offer.drawSeed).then((hash) => live && setVerified(hash === offer.drawSeedHash));
    return () => {
      live = false;
    };
  }, [offer.drawSeed, offer.drawSeedHash]);
  const ended = useNow(!offer.drawnAt) >= Date.parse(offer.endAt);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="offer-draw-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="offer-draw-title">
          {DETAIL_TEAM_TEXT.draw}
        </Title>
        {offer.drawSeedHash ? (
          <Stack gap={2}>
            <Text size="xs" c="gray.7">
              {DETAIL_TEAM_TEXT.seedHash}
            </Text>
            <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{offer.drawSeedHash}</Code>
          </Stack>
        ) : null}
        {offer.drawnAt ? (
          <>
            <Text size="sm">{`${DETAIL_TEAM_TEXT.drawn} ${dayjs(offer.drawnAt).format('MMM D, YYYY h:mm A')}`}</Text>
            {offer.drawSeed ? (
              <Stack gap={2}>
                <Text size="xs" c="gray.7">
                  {DETAIL_TEAM_TEXT.seed}
                </Text>
                <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{offer.drawSeed}</Code>
              </Stack>
            ) : null}
            {verified !== null ? (
              <Text size="sm" c={verified ? 'green.8' : 'red.8'}>
                {verified ? DETAIL_TEAM_TEXT.seedVerified : DETAIL_TEAM_TEXT.seedMismatch}
              </Text>
            ) : null}
          </>
        ) : (
          <Group gap="sm">
            <Button
              onClick={() =>
                draw.mutate(offer.id, {
                  onSuccess: () => notifySuccess(DETAIL_TEAM_TEXT.drawn),
                  onError: (error) => notifyError(errorText(error)),
                })
              }
              loading={draw.isPending}
              disabled={!ended || !offer.published}
            >
              {DETAIL_TEAM_TEXT.drawWinners}
            </Button>
            {!ended ? (
              <Text size="sm" c="gray.7">
                {DETAIL_TEAM_TEXT.drawAfterEnd}
              </Text>
            ) : null}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function People({ offer }: { offer: Offer }) {
  const query = useOfferParticipants(offer.id);
  const award = useAwardOfferMutation();
  const resolve = useResolveRedemptionMutation();
  const byTeam = offer.subType === 'bonus' || offer.subType === 'invite-only';
  if (query.isPending) return <LoadingState label={DETAIL_TEAM_TEXT.loading} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const participants = query.data?.participants.edges.map((e) => e.node) ?? [];
  const redemptions = query.data?.redemptions.edges.map((e) => e.node) ?? [];
  return (
    <>
      <Stack gap="sm" component="section" aria-labelledby="offer-participants-title">
        <Title order={3} size="h5" id="offer-participants-title">
          {DETAIL_TEAM_TEXT.participants}
        </Title>
        {participants.length === 0 ? (
          <Text size="sm" c="gray.7">
            {DETAIL_TEAM_TEXT.noParticipants}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Member</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Joined</Table.Th>
                  <Table.Th>Completed</Table.Th>
                  {byTeam ? <Table.Th aria-label="Actions" /> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {participants.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{p.user.name || `@${p.user.userName}`}</Table.Td>
                    <Table.Td>{DETAIL_TEAM_TEXT.status[p.status] ?? p.status}</Table.Td>
                    <Table.Td>{dayjs(p.joinedAt).format('MMM D, h:mm A')}</Table.Td>
                    <Table.Td>{p.completedAt ? dayjs(p.completedAt).format('MMM D, h:mm A') : '—'}</Table.Td>
                    {byTeam ? (
                      <Table.Td>
                        {p.status === 'PARTICIPATING' ? (
                          <Button
                            size="xs"
                            variant="light"
                            loading={award.isPending && award.variables?.userId === p.user.userId}
                            onClick={() =>
                              award.mutate(
                                { offerId: offer.id, userId: p.user.userId },
                                {
                                  onSuccess: () => notifySuccess(DETAIL_TEAM_TEXT.awarded),
                                  onError: (error) => notifyError(errorText(error)),
                                },
                              )
                            }
                          >
                            {DETAIL_TEAM_TEXT.award}
                          </Button>
                        ) : null}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {offer.redeemType ? (
        <Stack gap="sm" component="section" aria-labelledby="offer-redemptions-title">
          <Title order={3} size="h5" id="offer-redemptions-title">
            {`${DETAIL_TEAM_TEXT.redemptions} · ${REDEEM_TYPE_LABELS[offer.redeemType as RedeemType]}`}
          </Title>
          {redemptions.length === 0 ? (
            <Text size="sm" c="gray.7">
              {DETAIL_TEAM_TEXT.noRedemptions}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {redemptions.map((r) => (
                <Card key={r.id} withBorder radius="sm" padding="xs" component="li">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {r.user.name || `@${r.user.userName}`}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {`${DETAIL_TEAM_TEXT.redemptionStatus[r.status] ?? r.status}${r.points ? ` · ${formatPoints(r.points)} held` : ''} · ${dayjs(r.createdAt).format('MMM D, h:mm A')}`}
                      </Text>
                      {r.contact ? (
                        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                          {r.contact}
                        </Text>
                      ) : null}
                    </Stack>
                    {r.status === 'PENDING' ? (
                      <Group gap="xs">
                        <Button
                          size="xs"
                          onClick={() =>
                            resolve.mutate(
                              { redemptionId: r.id, confirm: true },
                              {
                                onSuccess: () => notifySuccess(DETAIL_TEAM_TEXT.confirmed),
                                onError: (error) => notifyError(errorText(error)),
                              },
                            )
                          }
                          disabled={resolve.isPending}
                        >
                          {DETAIL_TEAM_TEXT.confirm}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() =>
                            resolve.mutate(
                              { redemptionId: r.id, confirm: false },
                              {
                                onSuccess: () => notifySuccess(DETAIL_TEAM_TEXT.cancelledRedemption),
                                onError: (error) => notifyError(errorText(error)),
                              },
                            )
                          }
                          disabled={resolve.isPending}
                        >
                          {DETAIL_TEAM_TEXT.cancel}
                        </Button>
                      </Group>
                    ) : null}
                  </Group>
                </Card>
              ))}
            </Stack>
          )}
        </Stack>
      ) : null}
    </>
  );
}

/**
 * /my/rep-clubs/{club_id}/offer/detail/{id}: the team's view of an offer: its state, publish, edit, delete,
 * the participants (award where the team awards), the redemptions to confirm or cancel, and a draw's winners
 * with the seed committed at publication and revealed after the draw.
 */
export function TeamOfferDetailPage({ clubId, offerId }: { clubId: string; offerId: string }) {
  const query = useOffer(offerId);
  const actions = useOfferActions(clubId);
  const router = useRouter();
  const backHref = `/my/rep-clubs/${encodeURIComponent(clubId)}/offers`;
  const back = usePathLinkProps(backHref);
  useBreadcrumbLabel(offerId, query.data?.displayName);
  useDocumentTitle(`${query.data?.displayName ?? DETAIL_TEAM_TEXT.loading} | RepClub`);
  if (query.isPending) return <LoadingState label={DETAIL_TEAM_TEXT.loading} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const offer = query.data;
  if (!offer || !offer.viewerCanManage || offer.club.id !== clubId)
    return (
      <NotFoundState
        title={DETAIL_TEAM_TEXT.notFoundTitle}
        text={DETAIL_TEAM_TEXT.notFoundText}
        action={<Anchor {...back}>{DETAIL_TEAM_TEXT.backToOffers}</Anchor>}
      />
    );
  const status = teamStatus(offer);
  const reward = offerRewardText(offer);
  return (
    <Stack gap="lg" w="100%" maw={900}>
      <Anchor {...back} size="sm">
        {DETAIL_TEAM_TEXT.backToOffers}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {offer.displayName}
            </Title>
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
          </Group>
          <Text size="sm" c="gray.7">
            {`${offerTypeLabel(offer)}${offer.category === 'Draw' ? ' · Draw' : ''}`}
          </Text>
          <Text size="sm" c="gray.7">
            {formatOfferWindow(offer.startAt, offer.endAt)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant={offer.published ? 'default' : 'filled'}
            onClick={() => actions.togglePublished(offer)}
            disabled={actions.pending}
          >
            {offer.published ? 'Unpublish' : 'Publish'}
          </Button>
          <Button variant="default" onClick={() => actions.edit(offer)}>
            Edit
          </Button>
          <Button
            variant="subtle"
            color="red"
            onClick={() => actions.remove(offer, () => void router.navigate({ href: backHref }))}
            disabled={offer.participantsCount > 0}
          >
            Delete
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <CounterCard label={DETAIL_TEAM_TEXT.participants} value={offer.participantsCount} />
        {offer.settings.maxParticipants ? (
          <CounterCard label="Maximum" value={offer.settings.maxParticipants} />
        ) : null}
        {offer.settings.maxWinners ? <CounterCard label="Winners" value={offer.settings.maxWinners} /> : null}
      </SimpleGrid>
      {offer.description ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {offer.description}
        </Text>
      ) : null}
      <Text size="sm">
        {[reward, ...offer.requirements.map((r) => requirementText(r))].filter(Boolean).join(' · ') || '—'}
      </Text>
      {offer.category === 'Draw' ? <DrawPanel offer={offer} /> : null}
      <People offer={offer} />
    </Stack>
  );
}
