import { ActionIcon, Anchor, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import type { EventPageQuery } from '@/gql/graphql';
import { copyText } from '@/lib/clipboard';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { notifyError, notifySuccess } from '@/ui/toast';
import {
  useAnswerQuestionsMutation,
  useAttendeeInviteLinkMutation,
  useConnectSocialMutation,
  useReactToPolicyMutation,
} from './api/mutations';
import { useMyEventOptIns } from './api/queries';
import { OPT_INS_TEXT, providerLabel } from './opt-ins-text';

type Event = EventPageQuery['event'];
type Props = { event: Event; eventKey: readonly unknown[] };

const isGoing = (state: string) => state === 'APPROVED' || state === 'CHECKED_IN';
const isTeam = (event: Event) => event.viewerPermissions.length > 0;

/** The privacy policy or waiver: accept or decline (decision 087), for attendees who have not accepted. */
function PolicyBanner({ event, eventKey, reaction }: Props & { reaction: string }) {
  const react = useReactToPolicyMutation(event.eventId, eventKey, {
    onSuccess: (state) => notifySuccess(state === 'ACCEPTED' ? OPT_INS_TEXT.accepted : OPT_INS_TEXT.declined),
    onError: (error) => notifyError(error),
  });
  const policy = event.optIns.privacyPolicy;
  if (!policy || reaction === 'ACCEPTED') return null;
  const declined = reaction === 'DECLINED';
  return (
    <AppAlert
      type={declined ? 'danger' : 'warning'}
      title={
        declined ? OPT_INS_TEXT.policyDeclinedTitle(policy.title) : OPT_INS_TEXT.policyTitle(policy.title)
      }
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{declined ? OPT_INS_TEXT.policyDeclinedText : OPT_INS_TEXT.policyText}</Text>
        <Anchor href={policy.fileUrl} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span">
            {OPT_INS_TEXT.policyRead}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
        <Group gap="xs">
          <Button size="xs" onClick={() => react.mutate(true)} loading={react.isPending && react.variables}>
            {OPT_INS_TEXT.accept}
          </Button>
          {declined ? null : (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => react.mutate(false)}
              loading={react.isPending && !react.variables}
            >
              {OPT_INS_TEXT.decline}
            </Button>
          )}
        </Group>
      </Stack>
    </AppAlert>
  );
}

/** Required questions still unanswered (decision 087): answered here, after booking. */
function MissingAnswers({ event, eventKey, missing }: Props & { missing: string[] }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const answer = useAnswerQuestionsMutation(event.eventId, eventKey, {
    onSuccess: () => notifySuccess(OPT_INS_TEXT.answersSaved),
  });
  const questions = event.questions.filter((q) => missing.includes(q.questionId));
  if (questions.length === 0) return null;
  return (
    <AppAlert type="info" title={OPT_INS_TEXT.questionsTitle}>
      <Stack
        gap="xs"
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          answer.mutate(
            questions.map((q) => ({ questionId: q.questionId, answer: values[q.questionId] ?? '' })),
          );
        }}
      >
        <Text size="sm">{OPT_INS_TEXT.questionsText}</Text>
        {questions.map((q) => (
          <TextInput
            key={q.questionId}
            label={q.question}
            withAsterisk={q.isRequired}
            value={values[q.questionId] ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setValues((v) => ({ ...v, [q.questionId]: value }));
            }}
          />
        ))}
        {answer.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {getErrorMessage(answer.error)}
          </Text>
        ) : null}
        <Button type="submit" size="xs" w="fit-content" loading={answer.isPending}>
          {OPT_INS_TEXT.saveAnswers}
        </Button>
      </Stack>
    </AppAlert>
  );
}

/** Social account requirements (decision 087): connect the missing accounts here, with the profile's operation. */
function SocialRequirements({ event, eventKey, missing }: Props & { missing: string[] }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const connect = useConnectSocialMutation(event.eventId, eventKey);
  if (missing.length === 0) return null;
  return (
    <AppAlert type="warning" title={OPT_INS_TEXT.socialTitle}>
      <Stack gap="xs">
        <Text size="sm">{OPT_INS_TEXT.socialText(missing)}</Text>
        {missing.map((provider) => (
          <Group
            key={provider}
            gap="xs"
            align="flex-end"
            wrap="nowrap"
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              connect.mutate(
                { provider, value: (values[provider] ?? '').trim() },
                {
                  onSuccess: () => notifySuccess(OPT_INS_TEXT.connected(provider)),
                  onError: (error) => notifyError(error),
                },
              );
            }}
          >
            <TextInput
              label={OPT_INS_TEXT.socialHandle(provider)}
              value={values[provider] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [provider]: value }));
              }}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button
              type="submit"
              size="sm"
              loading={connect.isPending && connect.variables?.provider === provider}
            >
              {OPT_INS_TEXT.connect}
            </Button>
          </Group>
        ))}
      </Stack>
    </AppAlert>
  );
}

/** Guests inviting others (decision 087): an approved attendee gets the event's invite link. */
function InviteFriends({ event }: { event: Event }) {
  const [url, setUrl] = useState<string | null>(null);
  const link = useAttendeeInviteLinkMutation(event.eventId, {
    onSuccess: setUrl,
    onError: (error) => notifyError(error),
  });
  const copy = async () => {
    if (url && (await copyText(url)) === 'copied') notifySuccess(OPT_INS_TEXT.inviteCopied);
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="invite-friends-title">
      <Text fw={700} id="invite-friends-title">
        {OPT_INS_TEXT.inviteTitle}
      </Text>
      <Text size="sm" c="gray.7">
        {OPT_INS_TEXT.inviteText}
      </Text>
      {url ? (
        <TextInput
          aria-label={OPT_INS_TEXT.inviteLabel}
          value={url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          rightSection={
            <Tooltip label={OPT_INS_TEXT.inviteCopy}>
              <ActionIcon variant="subtle" aria-label={OPT_INS_TEXT.inviteCopy} onClick={() => void copy()}>
                <IconCopy size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          }
        />
      ) : (
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          onClick={() => link.mutate()}
          loading={link.isPending}
        >
          {OPT_INS_TEXT.inviteGet}
        </Button>
      )}
    </Stack>
  );
}

/**
 * What the opt-ins ask of a signed-in viewer on the event page: accept the policy, answer questions, connect social
 * accounts, and (approved attendees, when the host allows it) invite friends.
 */
export function AttendeeOptIns({ event, eventKey }: Props) {
  const state = event.viewerAttendeeState;
  const required = event.optIns.socialAccountRequirements;
  const attends = state !== 'NONE' && state !== 'DECLINED';
  const needsMine = !isTeam(event) && (attends || required.length > 0);
  const mine = useMyEventOptIns(event.eventId, needsMine);
  const connected = new Set(mine.data?.me.socialMedias.map((s) => s.provider) ?? []);
  const missingSocial = mine.data && !attends ? required.filter((p) => !connected.has(p)) : [];
  const invites = event.optIns.guestsInvitingOthers && isGoing(state);
  if (!needsMine && !invites) return null;
  return (
    <Stack gap="sm">
      {mine.data && attends ? (
        <>
          <PolicyBanner event={event} eventKey={eventKey} reaction={mine.data.myPolicyReaction} />
          <MissingAnswers
            event={event}
            eventKey={eventKey}
            missing={mine.data.myEventAnswers.missingQuestionIds}
          />
        </>
      ) : null}
      <SocialRequirements event={event} eventKey={eventKey} missing={missingSocial} />
      {invites ? <InviteFriends event={event} /> : null}
    </Stack>
  );
}

export { providerLabel };
