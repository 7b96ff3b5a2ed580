import { SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { type ParticipationFilter, PARTICIPATION_FILTERS } from '@repclub/shared';
import { IconTicket } from '@tabler/icons-react';
import { useExploreOffers } from '@/features/offers/api/queries';
import { OfferCard } from '@/features/offers/offer-card';
import { OfferDetailDrawer } from '@/features/offers/offer-detail-drawer';
import { EmptyState, LoadError, LoadingState, LoadMoreButton } from '@/ui/load-state';

export const EXPLORE_TEXT = {
  title: 'Offers',
  intro: 'Promotions and draws from your clubs and the public ones you can take part in.',
  filtersLabel: 'Offer status',
  loading: 'Loading offers',
  filters: {
    all: 'All',
    'not-participating': 'Not participating',
    participating: 'Participating',
    awarded: 'Awarded',
    expired: 'Expired',
  } satisfies Record<ParticipationFilter, string>,
  empty: {
    all: [
      'No offers yet',
      'When your clubs publish offers, they show here. Join a club to see its members-only offers.',
    ],
    'not-participating': ['Nothing new', 'You are taking part in every offer open to you.'],
    participating: [
      'Not taking part yet',
      'Open an offer and take part; it shows here until you complete it.',
    ],
    awarded: ['Nothing awarded yet', 'Offers you complete or win show here.'],
    expired: ['Nothing expired', 'Offers that ended before you completed them show here.'],
  } satisfies Record<ParticipationFilter, [string, string]>,
};

export const isParticipationFilter = (value: unknown): value is ParticipationFilter =>
  typeof value === 'string' && (PARTICIPATION_FILTERS as readonly string[]).includes(value);

function OfferList({ filter, onOpen }: { filter: ParticipationFilter; onOpen: (id: string) => void }) {
  const query = useExploreOffers(filter);
  if (query.isPending) return <LoadingState label={EXPLORE_TEXT.loading} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.offers.length === 0) {
    const [title, text] = EXPLORE_TEXT.empty[filter];
    return <EmptyState icon={<IconTicket size={26} aria-hidden />} title={title} text={text} />;
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {query.offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} onOpen={() => onOpen(offer.id)} />
        ))}
      </SimpleGrid>
      <LoadMoreButton query={query} />
    </Stack>
  );
}

/**
 * /offers/explore (accounts §2.1): the offers the member can take part in, by their status (domain §2
 * participation filter: all, not-participating, participating, awarded, expired); an offer opens in a panel.
 */
export function ExploreOffersPage({
  filter,
  onFilter,
  openOfferId,
  onOpenOffer,
  redeemOffers,
}: {
  filter: ParticipationFilter;
  onFilter: (filter: ParticipationFilter) => void;
  openOfferId: string | null;
  onOpenOffer: (offerId: string | null) => void;
  redeemOffers: boolean;
}) {
  useDocumentTitle(`${EXPLORE_TEXT.filters[filter]} | ${EXPLORE_TEXT.title} | RepClub`);
  return (
    <Stack gap="lg" w="100%" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{EXPLORE_TEXT.title}</Title>
        <Text c="gray.7">{EXPLORE_TEXT.intro}</Text>
      </Stack>
      <Tabs value={filter} onChange={(value) => isParticipationFilter(value) && onFilter(value)}>
        <Tabs.List aria-label={EXPLORE_TEXT.filtersLabel}>
          {PARTICIPATION_FILTERS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {EXPLORE_TEXT.filters[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <OfferList filter={filter} onOpen={(id) => onOpenOffer(id)} />
      <OfferDetailDrawer
        offerId={openOfferId}
        onClose={() => onOpenOffer(null)}
        redeemOffers={redeemOffers}
      />
    </Stack>
  );
}
