import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { ContactImportRowInput, ContactInput, InviteToEventInput } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { useViewerId } from '@/lib/session';
import { eventInviteKeys } from './queries';

export const AddContactDocument = graphql(`
  mutation AddContact($input: ContactInput!) {
    addContact(input: $input) {
      contactId
    }
  }
`);

export const UpdateContactDocument = graphql(`
  mutation UpdateContact($contactId: ID!, $input: ContactInput!) {
    updateContact(contactId: $contactId, input: $input) {
      contactId
    }
  }
`);

export const DeleteContactDocument = graphql(`
  mutation DeleteContact($contactId: ID!) {
    deleteContact(contactId: $contactId)
  }
`);

export const CreateContactGroupDocument = graphql(`
  mutation CreateContactGroup($groupName: String!) {
    createContactGroup(groupName: $groupName) {
      groupId
      groupName
    }
  }
`);

export const UpdateContactGroupDocument = graphql(`
  mutation UpdateContactGroup($groupId: ID!, $groupName: String!) {
    updateContactGroup(groupId: $groupId, groupName: $groupName) {
      groupId
      groupName
    }
  }
`);

export const DeleteContactGroupDocument = graphql(`
  mutation DeleteContactGroup($groupId: ID!) {
    deleteContactGroup(groupId: $groupId)
  }
`);

export const ImportContactsDocument = graphql(`
  mutation ImportContacts($csv: String, $rows: [ContactImportRowInput!], $groupId: ID) {
    importContacts(csv: $csv, rows: $rows, groupId: $groupId) {
      row
      status
      message
    }
  }
`);

export const InviteToEventDocument = graphql(`
  mutation InviteToEvent($input: InviteToEventInput!) {
    inviteToEvent(input: $input) {
      invitationId
      emailAddress
    }
  }
`);

export const CreateEventInviteLinkDocument = graphql(`
  mutation CreateEventInviteLink($eventId: ID!, $rotate: Boolean) {
    createEventInviteLink(eventId: $eventId, rotate: $rotate) {
      url
    }
  }
`);

export const DecideEventInvitationDocument = graphql(`
  mutation DecideEventInvitation($invitationId: ID!, $approve: Boolean!) {
    decideEventInvitation(invitationId: $invitationId, approve: $approve) {
      invitationId
      status
    }
  }
`);

export const AcceptEventInvitationDocument = graphql(`
  mutation AcceptEventInvitation($inviteId: String!) {
    acceptEventInvitation(inviteId: $inviteId) {
      invitationId
      status
    }
  }
`);

export const DeclineEventInvitationDocument = graphql(`
  mutation DeclineEventInvitation($inviteId: String!) {
    declineEventInvitation(inviteId: $inviteId) {
      invitationId
      status
    }
  }
`);

/** After a change of the book: every contact list and the groups are read again. */
function useRefreshContacts() {
  const queryClient = useQueryClient();
  const userId = useViewerId();
  return () => queryClient.invalidateQueries({ queryKey: eventInviteKeys.contactsAll(userId) });
}

export function useSaveContactMutation() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: async ({ contactId, input }: { contactId: string | null; input: ContactInput }) =>
      contactId
        ? (await execute(UpdateContactDocument, { contactId, input })).updateContact.contactId
        : (await execute(AddContactDocument, { input })).addContact.contactId,
    onSuccess: () => refresh(),
  });
}

export function useDeleteContactMutation() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: (contactId: string) => execute(DeleteContactDocument, { contactId }),
    onSuccess: () => refresh(),
  });
}

export function useCreateContactGroupMutation() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: (groupName: string) => execute(CreateContactGroupDocument, { groupName }),
    onSuccess: () => refresh(),
  });
}

/** Renames a group; the groups and the contacts (who show their group's name) are read again. */
export function useRenameContactGroupMutation() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: (input: { groupId: string; groupName: string }) => execute(UpdateContactGroupDocument, input),
    onSuccess: () => refresh(),
  });
}

export function useDeleteContactGroupMutation() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: (groupId: string) => execute(DeleteContactGroupDocument, { groupId }),
    onSuccess: () => refresh(),
  });
}

export function useImportContactsMutation() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: async (input: { csv?: string; rows?: ContactImportRowInput[]; groupId?: string | null }) =>
      (await execute(ImportContactsDocument, input)).importContacts,
    onSuccess: () => refresh(),
  });
}

/** Invites, then reads the event's invitations and the contacts' statuses again. */
export function useInviteToEventMutation(eventId: string) {
  const queryClient = useQueryClient();
  const refreshContacts = useRefreshContacts();
  return useMutation({
    mutationFn: async (input: Omit<InviteToEventInput, 'eventId'>) =>
      (await execute(InviteToEventDocument, { input: { ...input, eventId } })).inviteToEvent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventInviteKeys.invitations(eventId) }),
        refreshContacts(),
      ]),
  });
}

export function useCreateEventInviteLinkMutation(eventId: string) {
  return useMutation({
    mutationFn: async (rotate: boolean) =>
      (await execute(CreateEventInviteLinkDocument, { eventId, rotate })).createEventInviteLink.url,
  });
}

export function useDecideEventInvitationMutation(eventId: string) {
  const queryClient = useQueryClient();
  const refreshContacts = useRefreshContacts();
  return useMutation({
    mutationFn: (input: { invitationId: string; approve: boolean }) =>
      execute(DecideEventInvitationDocument, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventInviteKeys.invitations(eventId) }),
        refreshContacts(),
      ]),
  });
}

/** The invitee's answer; the invitation's view is read again. */
export function useAnswerEventInvitationMutation(inviteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accept: boolean) =>
      accept
        ? (await execute(AcceptEventInvitationDocument, { inviteId })).acceptEventInvitation.status
        : (await execute(DeclineEventInvitationDocument, { inviteId })).declineEventInvitation.status,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...eventInviteKeys.all, 'view', inviteId] }),
  });
}
