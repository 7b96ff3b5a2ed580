import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { EventQuestionAnswerInput } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { optInKeys } from './queries';

/** The attendee's writes of the opt-ins; each reads the event page and the opt-in reads again afterwards. */

export const ReactToPrivacyPolicyDocument = graphql(`
  mutation ReactToPrivacyPolicy($eventId: ID!, $accept: Boolean!) {
    reactToPrivacyPolicy(eventId: $eventId, accept: $accept)
  }
`);

export const AnswerEventQuestionsDocument = graphql(`
  mutation AnswerEventQuestions($eventId: ID!, $answers: [EventQuestionAnswerInput!]!) {
    answerEventQuestions(eventId: $eventId, answers: $answers) {
      missingQuestionIds
    }
  }
`);

/** Social connect from the event page: the profile's own operation (setSocialMedia), nothing new. */
export const ConnectSocialForEventDocument = graphql(`
  mutation ConnectSocialForEvent($provider: String!, $value: String!) {
    setSocialMedia(provider: $provider, value: $value) {
      userId
    }
  }
`);

export const AttendeeInviteLinkDocument = graphql(`
  mutation AttendeeInviteLink($eventId: ID!) {
    createEventInviteLink(eventId: $eventId) {
      url
    }
  }
`);

type Callbacks<T> = { onSuccess?: (data: T) => void; onError?: (error: unknown) => void };

function useOptInMutation<TData, TVariables>(
  eventId: string,
  eventKey: readonly unknown[],
  mutationFn: (variables: TVariables) => Promise<TData>,
  { onSuccess, onError }: Callbacks<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data) => {
      onSuccess?.(data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: optInKeys.all(eventId) }),
        queryClient.invalidateQueries({ queryKey: eventKey }),
      ]);
    },
    onError,
  });
}

export const useReactToPolicyMutation = (
  eventId: string,
  eventKey: readonly unknown[],
  cb: Callbacks<string> = {},
) =>
  useOptInMutation(
    eventId,
    eventKey,
    async (accept: boolean) =>
      (await execute(ReactToPrivacyPolicyDocument, { eventId, accept })).reactToPrivacyPolicy,
    cb,
  );

export const useAnswerQuestionsMutation = (
  eventId: string,
  eventKey: readonly unknown[],
  cb: Callbacks<unknown> = {},
) =>
  useOptInMutation(
    eventId,
    eventKey,
    async (answers: EventQuestionAnswerInput[]) =>
      (await execute(AnswerEventQuestionsDocument, { eventId, answers })).answerEventQuestions,
    cb,
  );

export const useConnectSocialMutation = (
  eventId: string,
  eventKey: readonly unknown[],
  cb: Callbacks<unknown> = {},
) =>
  useOptInMutation(
    eventId,
    eventKey,
    async (input: { provider: string; value: string }) =>
      (await execute(ConnectSocialForEventDocument, input)).setSocialMedia,
    cb,
  );

export function useAttendeeInviteLinkMutation(eventId: string, cb: Callbacks<string> = {}) {
  return useMutation({
    mutationFn: async () =>
      (await execute(AttendeeInviteLinkDocument, { eventId })).createEventInviteLink.url,
    onSuccess: cb.onSuccess,
    onError: cb.onError,
  });
}
