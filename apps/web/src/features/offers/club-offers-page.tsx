import { Anchor, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconTicket } from '@tabler/icons-react';
import { useClubOffers, useOffersClub } from '@/features/offers/api/queries';
import { OfferCard } from '@/features/offers/offer-card';
import { OfferDetailDrawer } from '@/features/offers/offer-detail-drawer';
import { ClubAvatar } from '@/entities/club/club-chip';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { EmptyState, LoadError, LoadingState, LoadMoreButton, NotFoundState } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';

export const CLUB_OFFERS_TEXT = {
  title: 'Offers',
  loading: 'Loading offers',
  clubNotFoundTitle: 'Club not found',
  clubNotFoundText: 'This club does not exist or is not public.',
  emptyTitle: 'No offers right now',
  emptyText: 'This club has no offers to take part in yet. Check back soon.',
  backToClub: 'Club page',
};

function ClubOfferList({ clubId, onOpen }: { clubId: string; onOpen: (id: string) => void }) {
  const query = useClubOffers(clubId);
  if (query.isPending) return <LoadingState label={CLUB_OFFERS_TEXT.loading} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const offers = query.offers.filter((offer) => offer.published);
  if (offers.length === 0)
    return (
      <EmptyState
        icon={<IconTicket size={26} aria-hidden />}
        title={CLUB_OFFERS_TEXT.emptyTitle}
        text={CLUB_OFFERS_TEXT.emptyText}
      />
    );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} showClub={false} onOpen={() => onOpen(offer.id)} />
        ))}
      </SimpleGrid>
      <LoadMoreButton query={query} />
    </Stack>
  );
}

/** /rep-clubs/{id}/offers (accounts §2.1): the club's published offers; one opens in a panel to take part. */
export function ClubOffersPage({
  idOrSlug,
  openOfferId,
  onOpenOffer,
  redeemOffers,
}: {
  idOrSlug: string;
  openOfferId: string | null;
  onOpenOffer: (offerId: string | null) => void;
  redeemOffers: boolean;
}) {
  const club = useOffersClub(idOrSlug);
  useBreadcrumbLabel(idOrSlug, club.data?.displayName);
  useDocumentTitle(`${CLUB_OFFERS_TEXT.title}${club.data ? ` | ${club.data.displayName}` : ''} | RepClub`);
  const clubLink = usePathLinkProps(`/rep-clubs/${encodeURIComponent(club.data?.slug ?? idOrSlug)}`);
  if (club.isPending) return <LoadingState label={CLUB_OFFERS_TEXT.loading} />;
  if (club.isError) return <LoadError error={club.error} onRetry={() => void club.refetch()} />;
  if (!club.data)
    return (
      <NotFoundState title={CLUB_OFFERS_TEXT.clubNotFoundTitle} text={CLUB_OFFERS_TEXT.clubNotFoundText} />
    );
  return (
    <Stack gap="lg" w="100%" maw={1100}>
      <Group gap="sm" wrap="nowrap">
        <ClubAvatar club={club.data} size={48} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {`${club.data.displayName}: ${CLUB_OFFERS_TEXT.title}`}
          </Title>
          <Anchor {...clubLink} size="sm">
            {CLUB_OFFERS_TEXT.backToClub}
          </Anchor>
        </Stack>
      </Group>
      <ClubOfferList clubId={club.data.id} onOpen={(id) => onOpenOffer(id)} />
      <OfferDetailDrawer
        offerId={openOfferId}
        onClose={() => onOpenOffer(null)}
        redeemOffers={redeemOffers}
      />
    </Stack>
  );
}
