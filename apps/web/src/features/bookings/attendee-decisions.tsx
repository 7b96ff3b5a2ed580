// An attendee's state badge and the approve / decline / undo buttons of the attendee page.
import { Badge, Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifyError, notifySuccess } from '@/ui/toast';
import { type AttendeeAccess, covers } from './approval-scope';
import { type AttendeeDecision, useDecideAttendeeMutation } from './api/mutations';
import { ATTENDEES_TEXT } from './attendees-text';

const STATE_COLORS: Record<string, string> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  DECLINED: 'red',
  CHECKED_IN: 'blue',
};

export function StateBadge({ state }: { state: string }) {
  return (
    <Badge
      color={STATE_COLORS[state] ?? 'gray'}
      variant="light"
      size="sm"
      // Never cut to "PENDI…" by a narrow table column.
      style={{ minWidth: 'max-content' }}
    >
      {ATTENDEES_TEXT.states[state] ?? state}
    </Badge>
  );
}

/** Approve, decline and undo for one attendee, as the viewer's flags allow (all, or own referrals). */
export function DecisionButtons({
  eventId,
  userId,
  name,
  state,
  referredByViewer,
  access,
}: {
  eventId: string;
  userId: string;
  name: string;
  state: string;
  referredByViewer: boolean;
  access: AttendeeAccess;
}) {
  const decide = useDecideAttendeeMutation(eventId, userId, {
    onSuccess: (decision) =>
      notifySuccess(
        decision === 'approve'
          ? ATTENDEES_TEXT.approved(name)
          : decision === 'decline'
            ? ATTENDEES_TEXT.declined(name)
            : ATTENDEES_TEXT.undone(name),
      ),
    onError: (error) => notifyError(error),
  });
  const confirm = (decision: AttendeeDecision) =>
    modals.openConfirmModal({
      title: decision === 'decline' ? ATTENDEES_TEXT.declineTitle : ATTENDEES_TEXT.undoTitle,
      children: (
        <Text size="sm">
          {decision === 'decline' ? ATTENDEES_TEXT.declineText(name) : ATTENDEES_TEXT.undoText(name)}
        </Text>
      ),
      labels: {
        confirm: decision === 'decline' ? ATTENDEES_TEXT.decline : ATTENDEES_TEXT.undo,
        cancel: ATTENDEES_TEXT.keep,
      },
      confirmProps: { color: decision === 'decline' ? 'red' : undefined },
      onConfirm: () => decide.mutate(decision),
    });
  const mayApprove =
    (state === 'PENDING' || state === 'DECLINED') && covers(access.approve, referredByViewer);
  const mayDecline = state === 'PENDING' && covers(access.decline, referredByViewer);
  const mayUndo = (state === 'APPROVED' || state === 'DECLINED') && covers(access.undo, referredByViewer);
  const busy = (decision: AttendeeDecision) => decide.isPending && decide.variables === decision;
  return (
    <>
      {mayDecline ? (
        <Button
          size="xs"
          variant="default"
          aria-label={ATTENDEES_TEXT.declineName(name)}
          loading={busy('decline')}
          disabled={decide.isPending}
          onClick={() => confirm('decline')}
        >
          {ATTENDEES_TEXT.decline}
        </Button>
      ) : null}
      {mayUndo ? (
        <Button
          size="xs"
          variant="default"
          aria-label={ATTENDEES_TEXT.undoName(name)}
          loading={busy('undo')}
          disabled={decide.isPending}
          onClick={() => confirm('undo')}
        >
          {ATTENDEES_TEXT.undo}
        </Button>
      ) : null}
      {mayApprove ? (
        <Button
          size="xs"
          aria-label={ATTENDEES_TEXT.approveName(name)}
          loading={busy('approve')}
          disabled={decide.isPending}
          onClick={() => decide.mutate('approve')}
        >
          {ATTENDEES_TEXT.approve}
        </Button>
      ) : null}
    </>
  );
}
