import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { execute } from '@/lib/graphql-client';
import { useViewerId } from '@/lib/session';

/**
 * What the event opt-in flags show around the event page and the host pages (docs/decisions/086–089): the
 * guest list, the viewer's policy answer and unanswered questions, their social accounts, the team's social
 * reach. Keys live under the event's page keys' root (`['events', …]`) so the event page's invalidations reach them.
 */
export const optInKeys = {
  all: (eventId: string) => ['events', 'opt-ins', eventId] as const,
  guests: (eventId: string, userId: string | null) => [...optInKeys.all(eventId), 'guests', userId] as const,
  mine: (eventId: string, userId: string | null) => [...optInKeys.all(eventId), 'mine', userId] as const,
  reach: (eventId: string, userId: string | null) => [...optInKeys.all(eventId), 'reach', userId] as const,
};

export const GUEST_LIST_PAGE_SIZE = 24;

export const ApprovedAttendeesDocument = graphql(`
  query ApprovedAttendees($eventId: ID!, $first: Int, $after: String) {
    approvedAttendees(eventId: $eventId, first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        userId
        name
        userName
        avatarUrl
        repScore
      }
    }
  }
`);

export const MyEventOptInsDocument = graphql(`
  query MyEventOptIns($eventId: ID!) {
    myPolicyReaction(eventId: $eventId)
    myEventAnswers(eventId: $eventId) {
      answers {
        questionId
        answer
      }
      missingQuestionIds
    }
    me {
      userId
      socialMedias {
        provider
        value
      }
    }
  }
`);

export const EventSocialReachDocument = graphql(`
  query EventSocialReach($eventId: ID!) {
    eventSocialReach(eventId: $eventId) {
      approvedAttendees
      providers {
        provider
        isRequired
        connected
      }
    }
  }
`);

/** "Who's going", a page at a time; only asked when the viewer may see it. */
export function useGuestList(eventId: string, enabled: boolean) {
  const userId = useViewerId();
  return useInfiniteQuery({
    queryKey: optInKeys.guests(eventId, userId),
    enabled,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (await execute(ApprovedAttendeesDocument, { eventId, first: GUEST_LIST_PAGE_SIZE, after: pageParam }))
        .approvedAttendees,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });
}

/** The signed-in viewer's policy answer, answers and social accounts at the event. */
export function useMyEventOptIns(eventId: string, enabled: boolean) {
  const userId = useViewerId();
  return useQuery({
    queryKey: optInKeys.mine(eventId, userId),
    enabled,
    queryFn: () => execute(MyEventOptInsDocument, { eventId }),
  });
}

/** The team's social reach of the event. */
export function useEventSocialReach(eventId: string, enabled: boolean) {
  const userId = useViewerId();
  return useQuery({
    queryKey: optInKeys.reach(eventId, userId),
    enabled,
    queryFn: async () => (await execute(EventSocialReachDocument, { eventId })).eventSocialReach,
  });
}
