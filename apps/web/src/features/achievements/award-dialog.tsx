import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { UserOption } from '@/entities/user/api/queries';
import { personName } from '@/entities/user/person-name';
import { UserPicker } from '@/entities/user/user-picker';
import type { Achievement } from '@/features/achievements/api/queries';
import { useAwardAchievementMutation } from '@/features/achievements/api/mutations';
import { ACHIEVEMENTS_TEXT as T } from '@/features/achievements/achievements-text';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { notifySuccess } from '@/ui/toast';

/** Awards an achievement to a member picked by name (awardAchievement; the server checks membership). */
export function AwardDialog({
  achievement,
  onClose,
}: {
  achievement: Achievement | null;
  onClose: () => void;
}) {
  const award = useAwardAchievementMutation();
  const [member, setMember] = useState<UserOption | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setMember(null);
    setError(null);
    award.reset();
    onClose();
  };
  const submit = () => {
    if (!achievement) return;
    if (!member) {
      setError(T.chooseMember);
      return;
    }
    award.mutate(
      { achievementId: achievement.id, userId: member.userId },
      {
        onSuccess: (result) => {
          notifySuccess(result.awarded ? T.awarded(personName(member)) : T.alreadyHeld);
          close();
        },
      },
    );
  };
  return (
    <Modal
      opened={achievement !== null}
      onClose={close}
      title={achievement ? T.awardTitle(achievement.displayName) : ''}
      centered
    >
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {T.awardHelp}
        </Text>
        <UserPicker
          label={T.member}
          placeholder={T.memberPlaceholder}
          clearLabel={T.clearMember}
          noMatches={T.noMatches}
          value={member}
          onChange={(next) => {
            setMember(next);
            setError(null);
            award.reset();
          }}
          error={error}
          disabled={award.isPending}
        />
        {award.isError ? <AppAlert type="danger">{getErrorMessage(award.error)}</AppAlert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {T.cancel}
          </Button>
          <Button onClick={submit} loading={award.isPending}>
            {T.awardSubmit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
