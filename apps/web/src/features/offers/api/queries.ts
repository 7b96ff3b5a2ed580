import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type {
  OfferDetailQuery,
  OfferFieldsFragment,
  OfferParticipantsQuery,
  OfferParticipationFilter,
  OfferRedemptionFieldsFragment,
  OfferWizardOptionsQuery,
} from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { useViewerId } from '@/lib/session';

/**
 * The offers feature's reads (mirrors the server's offers module, domain §7): the member's offers by status, a
 * club's offers, one offer with the viewer's progress and redemption, and the team's participants and redemptions.
 */
export const OFFERS_PAGE_SIZE = 20;

export const offerKeys = {
  all: ['offers'] as const,
  explore: (userId: string | null, filter: string) => [...offerKeys.all, 'explore', userId, filter] as const,
  club: (clubId: string, userId: string | null) => [...offerKeys.all, 'club', clubId, userId] as const,
  offer: (offerId: string, userId: string | null) => [...offerKeys.all, 'offer', offerId, userId] as const,
  participants: (offerId: string) => [...offerKeys.all, 'participants', offerId] as const,
  options: (clubId: string) => [...offerKeys.all, 'options', clubId] as const,
};

export const OfferRedemptionFieldsFragmentDoc = graphql(`
  fragment OfferRedemptionFields on OfferRedemption {
    id
    points
    status
    passCode
    redeemValue
    contact
    createdAt
    resolvedAt
    user {
      ...ClubPersonFields
    }
  }
`);

export const OfferFieldsFragmentDoc = graphql(`
  fragment OfferFields on Offer {
    id
    slug
    displayName
    description
    avatarUrl
    programType
    subType
    kind
    category
    access
    published
    startAt
    endAt
    rewardPoints
    rewardTierLevel
    achievementId
    redeemType
    redeemValue
    participantsCount
    drawSeedHash
    drawSeed
    drawnAt
    viewerStatus
    viewerCanManage
    club {
      ...ClubSummaryFields
    }
    requirements {
      type
      value
      achievementId
    }
    conditions {
      minimumAge
      minimumPoints
      membershipAgeDays
      notBefore
      notAfter
    }
    settings {
      maxParticipants
      maxWinners
      streakDays
      requiredCount
      location {
        latitude
        longitude
        radius
        unit
      }
      surveyQuestions {
        question
        isRequired
      }
      linkUrl
      hasLink
      socialProvider
      promoCode
      ticketTypeId
      discountBuckets {
        minimumPoints
        percentOff
      }
      bonusPercent
    }
    viewerProgress {
      status
      joinedAt
      completedAt
      streakDays
      checkedInToday
      linkOpened
      answers
    }
    viewerRedemption {
      ...OfferRedemptionFields
    }
  }
`);

export type Offer = OfferFieldsFragment;
export type OfferRedemption = OfferRedemptionFieldsFragment;

const ExploreOffersDocument = graphql(`
  query ExploreOffers($filter: OfferParticipationFilter, $first: Int, $after: String) {
    exploreOffers(filter: $filter, first: $first, after: $after) {
      edges {
        node {
          ...OfferFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const ClubOffersDocument = graphql(`
  query ClubOffers($clubId: ID!, $first: Int, $after: String) {
    clubOffers(clubId: $clubId, first: $first, after: $after) {
      edges {
        node {
          ...OfferFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const OfferDetailDocument = graphql(`
  query OfferDetail($offerId: ID!) {
    offer(offerId: $offerId) {
      ...OfferFields
    }
  }
`);

const OfferParticipantsDocument = graphql(`
  query OfferParticipants($offerId: ID!, $first: Int) {
    offer(offerId: $offerId) {
      id
      participants(first: $first) {
        edges {
          node {
            id
            status
            joinedAt
            completedAt
            user {
              ...ClubPersonFields
            }
          }
        }
      }
      redemptions(first: $first) {
        edges {
          node {
            ...OfferRedemptionFields
          }
        }
      }
    }
  }
`);

const OffersClubDocument = graphql(`
  query OffersClub($idOrSlug: String!) {
    club(idOrSlug: $idOrSlug) {
      ...ClubSummaryFields
    }
  }
`);

/** The club a public offers page is about (by id or slug); null when missing or hidden. */
export function useOffersClub(idOrSlug: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: [...offerKeys.all, 'club-summary', idOrSlug, userId],
    queryFn: async () => (await execute(OffersClubDocument, { idOrSlug })).club,
  });
}

const OfferWizardOptionsDocument = graphql(`
  query OfferWizardOptions($clubId: String!, $first: Int) {
    club(idOrSlug: $clubId) {
      id
      tiers {
        id
        level
        name
      }
      events(first: $first) {
        edges {
          node {
            id
            displayName
            tickets {
              id
              ticketType
            }
          }
        }
      }
    }
    clubAchievements(clubId: $clubId, first: $first) {
      edges {
        node {
          id
          displayName
        }
      }
    }
  }
`);

/** The participation filter's GraphQL value: 'not-participating' → NOT_PARTICIPATING. */
export const filterValue = (filter: string) =>
  filter.replace(/-/g, '_').toUpperCase() as OfferParticipationFilter;

/** /offers/explore: the member's offers with this status, a page at a time. */
export function useExploreOffers(filter: string) {
  const userId = useViewerId();
  const query = useInfiniteQuery({
    queryKey: offerKeys.explore(userId, filter),
    queryFn: async ({ pageParam }) =>
      (
        await execute(ExploreOffersDocument, {
          filter: filterValue(filter),
          first: OFFERS_PAGE_SIZE,
          after: pageParam,
        })
      ).exploreOffers,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
    placeholderData: keepPreviousData,
    enabled: userId !== null,
  });
  return { ...query, offers: query.data?.pages.flatMap((page) => page.edges.map((edge) => edge.node)) ?? [] };
}

/** A club's offers: published ones for members, drafts too for its team. */
export function useClubOffers(clubId: string) {
  const userId = useViewerId();
  const query = useInfiniteQuery({
    queryKey: offerKeys.club(clubId, userId),
    queryFn: async ({ pageParam }) =>
      (await execute(ClubOffersDocument, { clubId, first: OFFERS_PAGE_SIZE, after: pageParam })).clubOffers,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
    enabled: clubId !== '',
  });
  return { ...query, offers: query.data?.pages.flatMap((page) => page.edges.map((edge) => edge.node)) ?? [] };
}

/** One offer with the viewer's progress; null when missing or not theirs to see. */
export function useOffer(offerId: string | null) {
  const userId = useViewerId();
  return useQuery({
    queryKey: offerKeys.offer(offerId ?? '', userId),
    queryFn: async (): Promise<OfferDetailQuery['offer']> =>
      (await execute(OfferDetailDocument, { offerId: offerId ?? '' })).offer,
    enabled: offerId !== null,
  });
}

export type OfferParticipants = NonNullable<OfferParticipantsQuery['offer']>;

/** The team's view of an offer: who takes part and the redemptions to confirm. */
export function useOfferParticipants(offerId: string) {
  return useQuery({
    queryKey: offerKeys.participants(offerId),
    queryFn: async () => (await execute(OfferParticipantsDocument, { offerId, first: 100 })).offer,
  });
}

export type WizardOptionsData = OfferWizardOptionsQuery;

/** What the wizard offers to choose: the club's tiers, ticket types and achievements. */
export function useOfferWizardOptions(clubId: string) {
  return useQuery({
    queryKey: offerKeys.options(clubId),
    queryFn: () => execute(OfferWizardOptionsDocument, { clubId, first: 50 }),
  });
}
