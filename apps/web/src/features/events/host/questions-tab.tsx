import { ActionIcon, Button, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { EVENT_LIMITS, eventQuestionsSchema } from '@repclub/shared';
import { IconHelpCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import classes from '@/features/events/host/host.module.css';
import { useSetEventQuestionsMutation } from '@/features/events/api/host-mutations';
import { type EditorEvent } from '@/features/events/api/host-queries';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { notifySuccess } from '@/ui/toast';

export const QUESTIONS_TEXT = {
  title: 'Questions',
  help: 'Guests answer these when they book. Turn on "Ask the questions at checkout" in Settings to ask them.',
  question: (n: number) => `Question ${n}`,
  required: 'Required',
  add: 'Add question',
  remove: (n: number) => `Remove question ${n}`,
  save: 'Save questions',
  saved: 'The questions were saved.',
  emptyTitle: 'No questions yet',
  emptyText: 'Ask guests what you need to know, like dietary needs or a T-shirt size.',
} as const;

type Draft = { key: number; question: string; isRequired: boolean };

/** The questions tab: the list with a required switch, saved as a whole (setEventQuestions). */
export function QuestionsTab({
  event,
  onChanged,
}: {
  event: NonNullable<EditorEvent>;
  onChanged: () => Promise<void>;
}) {
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    event.questions.map((q, index) => ({ key: index, question: q.question, isRequired: q.isRequired })),
  );
  const [nextKey, setNextKey] = useState(event.questions.length);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSetEventQuestionsMutation(event.eventId, {
    onSuccess: async () => {
      notifySuccess(QUESTIONS_TEXT.saved);
      await onChanged();
    },
    onError: (error) => setFormError(getErrorMessage(error)),
  });

  const update = (key: number, change: Partial<Draft>) =>
    setDrafts((list) => list.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));
  const handleSave = () => {
    const questions = drafts.map(({ question, isRequired }) => ({ question, isRequired }));
    const result = eventQuestionsSchema.safeParse(questions);
    setFormError(null);
    if (!result.success) {
      const next: Record<number, string> = {};
      for (const issue of result.error.issues) {
        const index = issue.path[0];
        if (typeof index === 'number') next[drafts[index]?.key ?? -1] ??= issue.message;
        else setFormError(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(result.data);
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h4">
          {QUESTIONS_TEXT.title}
        </Title>
        <Text size="sm" c="gray.7">
          {QUESTIONS_TEXT.help}
        </Text>
      </Stack>
      {formError ? <AppAlert type="danger">{formError}</AppAlert> : null}
      {drafts.length === 0 ? (
        <Stack align="center" ta="center" py="lg" gap="xs">
          <IconHelpCircle size={40} aria-hidden color="var(--mantine-color-gray-6)" />
          <Text fw={600}>{QUESTIONS_TEXT.emptyTitle}</Text>
          <Text size="sm" c="gray.7" maw={420}>
            {QUESTIONS_TEXT.emptyText}
          </Text>
        </Stack>
      ) : (
        drafts.map((draft, index) => (
          <div key={draft.key} className={classes.row}>
            <TextInput
              style={{ flex: 1 }}
              label={QUESTIONS_TEXT.question(index + 1)}
              value={draft.question}
              maxLength={EVENT_LIMITS.questionMax}
              error={errors[draft.key]}
              onChange={(e) => update(draft.key, { question: e.currentTarget.value })}
            />
            <Switch
              mt={30}
              label={QUESTIONS_TEXT.required}
              aria-label={`${QUESTIONS_TEXT.question(index + 1)} ${QUESTIONS_TEXT.required}`}
              checked={draft.isRequired}
              onChange={(e) => update(draft.key, { isRequired: e.currentTarget.checked })}
            />
            <ActionIcon
              mt={28}
              variant="subtle"
              color="red"
              aria-label={QUESTIONS_TEXT.remove(index + 1)}
              onClick={() => setDrafts((list) => list.filter((item) => item.key !== draft.key))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </div>
        ))
      )}
      <Group justify="space-between">
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={drafts.length >= EVENT_LIMITS.questionsMax}
          onClick={() => {
            setDrafts((list) => [...list, { key: nextKey, question: '', isRequired: false }]);
            setNextKey((key) => key + 1);
          }}
        >
          {QUESTIONS_TEXT.add}
        </Button>
        <Button onClick={handleSave} loading={save.isPending}>
          {QUESTIONS_TEXT.save}
        </Button>
      </Group>
    </Stack>
  );
}
