import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type {
  ContactsQuery,
  EventInvitationsQuery,
  EventInvitationViewQuery,
  InviteEventQuery,
} from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { currentUserKeys } from '@/lib/query-keys';
import { useViewerId } from '@/lib/session';

/** Contacts, groups and event invitations (docs/decisions/076). */

export const CONTACTS_PAGE_SIZE = 20;
export const INVITATIONS_PAGE_SIZE = 20;

export const InviteInfoFieldsFragment = graphql(`
  fragment InviteInfoFields on InviteInfo {
    giftTicket {
      name
      quantity
    }
    privateTicket {
      name
      quantity
    }
  }
`);

export const InviteEventDocument = graphql(`
  query InviteEvent($slugOrId: String!) {
    event(slugOrId: $slugOrId) {
      eventId
      slug
      displayName
      status
      viewerPermissions
      tickets {
        eventTicketId
        ticketType
        isPrivate
        isActive
      }
    }
  }
`);

export const ContactsDocument = graphql(`
  query Contacts($first: Int, $after: String, $groupId: ID, $search: String, $eventId: ID) {
    contacts(first: $first, after: $after, groupId: $groupId, search: $search, eventId: $eventId) {
      nodes {
        contactId
        name
        emailAddress
        phoneNumber
        userId
        group {
          groupId
          groupName
        }
        invitationStatus
        inviteInfo {
          ...InviteInfoFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ContactGroupsDocument = graphql(`
  query ContactGroups {
    contactGroups {
      groupId
      groupName
    }
  }
`);

export const EventInvitationsDocument = graphql(`
  query EventInvitations($eventId: ID!, $first: Int, $after: String) {
    eventInvitations(eventId: $eventId, first: $first, after: $after) {
      nodes {
        invitationId
        emailAddress
        status
        source
        user {
          userId
          name
          userName
        }
        inviteInfo {
          ...InviteInfoFields
        }
        createdAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    uniqueInviteeCount(eventId: $eventId)
  }
`);

export const EventInvitationViewDocument = graphql(`
  query EventInvitationView($inviteId: String!) {
    eventInvitation(inviteId: $inviteId) {
      formattedInviteId
      isLink
      status
      message
      inviterName
      event {
        eventId
        slug
        displayName
        startDate
        avatarUrl
      }
      inviteInfo {
        ...InviteInfoFields
      }
    }
  }
`);

export type InviteEvent = NonNullable<InviteEventQuery['event']>;
export type Contact = ContactsQuery['contacts']['nodes'][number];
export type EventInvitation = EventInvitationsQuery['eventInvitations']['nodes'][number];
export type EventInvitationView = NonNullable<EventInvitationViewQuery['eventInvitation']>;
export type ContactFilter = { groupId: string | null; search: string };

/**
 * Keys: the contact book is the viewer's own (under the current user's key, dropped with a change of user); the
 * event's invitations and the invitee's view of one invitation under ['event-invites'].
 */
export const eventInviteKeys = {
  all: ['event-invites'] as const,
  event: (slugOrId: string, userId: string | null) =>
    [...eventInviteKeys.all, 'event', slugOrId, userId] as const,
  invitations: (eventId: string) => [...eventInviteKeys.all, 'invitations', eventId] as const,
  view: (inviteId: string, userId: string | null) =>
    [...eventInviteKeys.all, 'view', inviteId, userId] as const,
  contactsAll: (userId: string | null) => [...currentUserKeys.of(userId), 'contacts'] as const,
  contacts: (userId: string | null, eventId: string, filter: ContactFilter) =>
    [...eventInviteKeys.contactsAll(userId), eventId, filter] as const,
  groups: (userId: string | null) => [...eventInviteKeys.contactsAll(userId), 'groups'] as const,
};

/** The event the invite page is about: its name, ticket types and the viewer's permissions. */
export function useInviteEvent(slugOrId: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: eventInviteKeys.event(slugOrId, userId),
    queryFn: async () => (await execute(InviteEventDocument, { slugOrId })).event,
  });
}

/** The viewer's contacts (of a group, matching a search), each with its invitation to the event. */
export function useContacts(eventId: string | undefined, filter: ContactFilter) {
  const userId = useViewerId();
  return useInfiniteQuery({
    queryKey: eventInviteKeys.contacts(userId, eventId ?? '', filter),
    enabled: Boolean(eventId),
    initialPageParam: null as string | null,
    placeholderData: keepPreviousData,
    queryFn: async ({ pageParam }) =>
      (
        await execute(ContactsDocument, {
          first: CONTACTS_PAGE_SIZE,
          after: pageParam,
          groupId: filter.groupId,
          search: filter.search.trim() || null,
          eventId: eventId ?? null,
        })
      ).contacts,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? last.pageInfo.endCursor : undefined),
  });
}

export function useContactGroups() {
  const userId = useViewerId();
  return useQuery({
    queryKey: eventInviteKeys.groups(userId),
    queryFn: async () => (await execute(ContactGroupsDocument)).contactGroups,
  });
}

/** The event's invitations, newest first, with the unique invitee count. */
export function useEventInvitations(eventId: string | undefined, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: eventInviteKeys.invitations(eventId ?? ''),
    enabled: Boolean(eventId) && enabled,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      execute(EventInvitationsDocument, {
        eventId: eventId!,
        first: INVITATIONS_PAGE_SIZE,
        after: pageParam,
      }),
    getNextPageParam: (last) =>
      last.eventInvitations.pageInfo.hasNextPage ? last.eventInvitations.pageInfo.endCursor : undefined,
  });
}

/** An invitation (ei_…) or invite link (el_…) as the signed-in invitee sees it; null when not theirs. */
export function useEventInvitationView(inviteId: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: eventInviteKeys.view(inviteId, userId),
    queryFn: async () => (await execute(EventInvitationViewDocument, { inviteId })).eventInvitation,
  });
}
