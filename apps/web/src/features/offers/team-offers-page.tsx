import { Badge, Button, Card, Group, Menu, Stack, Text, Title, ActionIcon } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconDots, IconPlus, IconTicket } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { type Offer, useClubOffers } from '@/features/offers/api/queries';
import { useDeleteOfferMutation, usePublishOfferMutation } from '@/features/offers/api/mutations';
import { offerTypeLabel, teamStatus } from '@/features/offers/offer-card';
import { formatOfferWindow } from '@/features/offers/offer-format';
import { OFFER_TEXT } from '@/features/offers/offer-text';
import { errorText } from '@/lib/error-message';
import { EmptyState, LoadError, LoadingState, LoadMoreButton } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';
import { notifyError, notifySuccess } from '@/ui/toast';

export const TEAM_TEXT = {
  loading: 'Loading your offers',
  participants: (n: number) => `${n} participant${n === 1 ? '' : 's'}`,
  publish: 'Publish',
  unpublish: 'Unpublish',
  published: 'The offer is published.',
  unpublished: 'The offer is unpublished.',
  edit: 'Edit',
  open: 'Open',
  delete: 'Delete',
  deleteTitle: 'Delete this offer?',
  deleteText: (name: string) => `“${name}” will be gone for good.`,
  deleteConfirm: 'Delete offer',
  cancel: 'Keep it',
  deleted: 'The offer was deleted.',
  actions: (name: string) => `Actions for ${name}`,
};

/** Where the team edits an offer: reward-members offers under their kind's route, the others at offer/edit. */
export function offerEditHref(clubId: string, offer: Pick<Offer, 'id' | 'programType' | 'subType'>) {
  const base = `/my/rep-clubs/${encodeURIComponent(clubId)}`;
  return offer.programType === 'reward-members'
    ? `${base}/offers/way-to-reward-members/${encodeURIComponent(offer.subType)}/${encodeURIComponent(offer.id)}`
    : `${base}/offer/edit/${encodeURIComponent(offer.id)}`;
}

export const offerDetailHref = (clubId: string, offerId: string) =>
  `/my/rep-clubs/${encodeURIComponent(clubId)}/offer/detail/${encodeURIComponent(offerId)}`;

/** Publish/unpublish, edit and delete for one offer (delete asks first). */
export function useOfferActions(clubId: string) {
  const router = useRouter();
  const publish = usePublishOfferMutation();
  const remove = useDeleteOfferMutation();
  return {
    pending: publish.isPending || remove.isPending,
    togglePublished: (offer: Offer) =>
      publish.mutate(
        { offerId: offer.id, published: !offer.published },
        {
          onSuccess: (saved) => notifySuccess(saved.published ? TEAM_TEXT.published : TEAM_TEXT.unpublished),
          onError: (error) => notifyError(errorText(error)),
        },
      ),
    edit: (offer: Offer) => void router.navigate({ href: offerEditHref(clubId, offer) }),
    remove: (offer: Offer, onDone?: () => void) =>
      modals.openConfirmModal({
        title: TEAM_TEXT.deleteTitle,
        children: <Text size="sm">{TEAM_TEXT.deleteText(offer.displayName)}</Text>,
        labels: { confirm: TEAM_TEXT.deleteConfirm, cancel: TEAM_TEXT.cancel },
        confirmProps: { color: 'red' },
        centered: true,
        onConfirm: () =>
          remove.mutate(offer.id, {
            onSuccess: () => {
              notifySuccess(TEAM_TEXT.deleted);
              onDone?.();
            },
            onError: (error) => notifyError(errorText(error)),
          }),
      }),
  };
}

function TeamOfferRow({
  clubId,
  offer,
  actions,
}: {
  clubId: string;
  offer: Offer;
  actions: ReturnType<typeof useOfferActions>;
}) {
  const open = usePathLinkProps(offerDetailHref(clubId, offer.id));
  const status = teamStatus(offer);
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text {...open} component="a" fw={700} style={{ overflowWrap: 'anywhere' }} c="inherit">
              {offer.displayName}
            </Text>
            <Badge color={status.color} variant="light" size="sm">
              {status.label}
            </Badge>
          </Group>
          <Text size="xs" c="gray.7">
            {offerTypeLabel(offer)}
            {offer.category === 'Draw' ? ' · Draw' : ''}
          </Text>
          <Text size="xs" c="gray.7">
            {formatOfferWindow(offer.startAt, offer.endAt)} ·{' '}
            {TEAM_TEXT.participants(offer.participantsCount)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant={offer.published ? 'default' : 'filled'}
            onClick={() => actions.togglePublished(offer)}
            disabled={actions.pending}
          >
            {offer.published ? TEAM_TEXT.unpublish : TEAM_TEXT.publish}
          </Button>
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={TEAM_TEXT.actions(offer.displayName)}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={open.onClick as never} component="a" href={open.href}>
                {TEAM_TEXT.open}
              </Menu.Item>
              <Menu.Item onClick={() => actions.edit(offer)}>{TEAM_TEXT.edit}</Menu.Item>
              <Menu.Item
                color="red"
                onClick={() => actions.remove(offer)}
                disabled={offer.participantsCount > 0}
              >
                {TEAM_TEXT.delete}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Card>
  );
}

/** /my/rep-clubs/{club_id}/offers and /rep-club/offers: the club's offers for its team, drafts included. */
export function TeamOffersPage({ clubId }: { clubId: string }) {
  const query = useClubOffers(clubId);
  const actions = useOfferActions(clubId);
  const create = usePathLinkProps(`/my/rep-clubs/${encodeURIComponent(clubId)}/offers/select-offer-type`);
  useDocumentTitle(`${OFFER_TEXT.listTitle} | RepClub`);
  return (
    <Stack gap="md" w="100%" maw={900}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {OFFER_TEXT.listTitle}
          </Title>
          <Text size="sm" c="gray.7">
            {OFFER_TEXT.listIntro}
          </Text>
        </Stack>
        <Button {...create} leftSection={<IconPlus size={16} aria-hidden />}>
          {OFFER_TEXT.createOffer}
        </Button>
      </Group>
      {query.isPending ? (
        <LoadingState label={TEAM_TEXT.loading} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.offers.length === 0 ? (
        <EmptyState
          icon={<IconTicket size={26} aria-hidden />}
          title={OFFER_TEXT.emptyTitle}
          text={OFFER_TEXT.emptyText}
        />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {query.offers.map((offer) => (
            <TeamOfferRow key={offer.id} clubId={clubId} offer={offer} actions={actions} />
          ))}
        </Stack>
      )}
      <LoadMoreButton query={query} />
    </Stack>
  );
}
