import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { achievementRoutes } from '@repclub/shared';
import { IconAward, IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  type Achievement,
  useAchievement,
  useAchievementsClub,
  useClubAchievements,
} from '@/features/achievements/api/queries';
import { useDeleteAchievementMutation } from '@/features/achievements/api/mutations';
import { AchievementSummary, achievementState } from '@/features/achievements/achievement-badge';
import { AchievementForm } from '@/features/achievements/achievement-form';
import { ACHIEVEMENTS_TEXT as T } from '@/features/achievements/achievements-text';
import { AwardDialog } from '@/features/achievements/award-dialog';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { errorText } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { EmptyState, LoadError, LoadMoreButton, NotFoundState } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';
import { notifyError, notifySuccess } from '@/ui/toast';

function Loading({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={28} width={200} />
      <Skeleton height={84} radius="md" />
      <Skeleton height={84} radius="md" />
    </Stack>
  );
}

/**
 * The club as its achievement managers see it: loading, errors, not found and refusal handled; `children` gets
 * the club's id (the route may carry its slug).
 */
function ManagedClub({
  clubId,
  children,
}: {
  clubId: string;
  children: (clubId: string) => React.ReactNode;
}) {
  const club = useAchievementsClub(clubId);
  useBreadcrumbLabel(clubId, club.data?.displayName);
  if (club.isPending) return <Loading label={T.loading} />;
  if (club.isError) return <LoadError error={club.error} onRetry={() => void club.refetch()} />;
  if (!club.data) return <NotFoundState title={T.clubNotFoundTitle} text={T.clubNotFoundText} />;
  if (!club.data.myPermissions.includes('MANAGE_ACHIEVEMENTS'))
    return <AppAlert type="warning">{T.noPermission}</AppAlert>;
  return <>{children(club.data.id)}</>;
}

function AchievementRow({
  achievement,
  onAward,
  onDelete,
}: {
  achievement: Achievement;
  onAward: () => void;
  onDelete: () => void;
}) {
  const state = achievementState(achievement);
  const view = usePathLinkProps(achievementRoutes.repClubAchievement(achievement.club.id, achievement.id));
  const edit = usePathLinkProps(
    achievementRoutes.repClubAchievementEdit(achievement.club.id, achievement.id),
  );
  const archived = achievement.status === 'ARCHIVED';
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={achievement.displayName}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Anchor {...view} underline="never" c="inherit" style={{ minWidth: 0 }}>
            <AchievementSummary achievement={achievement} />
          </Anchor>
          <Badge variant="light" color={state.color}>
            {state.label}
          </Badge>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            <Text span c="gray.7">
              {T.colAwarded}:{' '}
            </Text>
            <Text span fw={600}>
              {achievement.awardedCount.toLocaleString('en-US')}
            </Text>
          </Text>
          <Text size="sm">
            <Text span c="gray.7">
              {T.colSupply}:{' '}
            </Text>
            <Text span fw={600}>
              {achievement.maxSupply === null ? T.unlimited : achievement.maxSupply.toLocaleString('en-US')}
            </Text>
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          {!archived ? (
            <Button
              size="xs"
              leftSection={<IconAward size={16} aria-hidden />}
              onClick={onAward}
              disabled={!achievement.isActive}
            >
              {T.award}
            </Button>
          ) : null}
          {!archived ? (
            <Button size="xs" variant="light" {...edit}>
              {T.edit}
            </Button>
          ) : null}
          <Button size="xs" variant="subtle" {...view}>
            {T.view}
          </Button>
          {!archived ? (
            <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
              {T.delete}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

function AchievementsList({ clubId }: { clubId: string }) {
  const [showArchived, setShowArchived] = useState(false);
  const list = useClubAchievements(clubId, showArchived);
  const [awarding, setAwarding] = useState<Achievement | null>(null);
  const remove = useDeleteAchievementMutation();
  const createLink = usePathLinkProps(achievementRoutes.myRepClubAchievementsCreate(clubId));

  const confirmDelete = (a: Achievement) => {
    const archives = a.awardedCount > 0;
    modals.openConfirmModal({
      title: archives ? T.archiveTitle : T.deleteTitle,
      children: <Text size="sm">{archives ? T.archiveText : T.deleteText}</Text>,
      labels: { confirm: archives ? T.archiveConfirm : T.deleteConfirm, cancel: T.cancel },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        remove.mutate(a.id, {
          onSuccess: (result) => notifySuccess(result.archived ? T.archived : T.deleted),
          onError: (error) => notifyError(errorText(error)),
        }),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Button leftSection={<IconPlus size={18} aria-hidden />} {...createLink}>
          {T.create}
        </Button>
        <Switch
          label={T.showArchived}
          checked={showArchived}
          onChange={(e) => setShowArchived(e.currentTarget.checked)}
        />
      </Group>
      {list.isPending ? <Loading label={T.loading} /> : null}
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isSuccess && list.achievements.length === 0 ? (
        <EmptyState icon={<IconAward size={26} aria-hidden />} title={T.emptyTitle} text={T.emptyText} />
      ) : null}
      {list.achievements.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={T.listLabel}>
          {list.achievements.map((a) => (
            <AchievementRow
              key={a.id}
              achievement={a}
              onAward={() => setAwarding(a)}
              onDelete={() => confirmDelete(a)}
            />
          ))}
        </Stack>
      ) : null}
      <LoadMoreButton query={list} />
      <AwardDialog achievement={awarding} onClose={() => setAwarding(null)} />
    </Stack>
  );
}

/** /my/rep-clubs/{club_id}/achievements and /rep-club/achievements: the club's achievements for MANAGE_ACHIEVEMENTS. */
export function ClubAchievementsAdminPage({ clubId }: { clubId: string }) {
  useDocumentTitle(`${T.adminTitle} | RepClub`);
  return (
    <ManagedClub clubId={clubId}>
      {(id) => (
        <Stack gap="md" w="100%" maw={860}>
          <Stack gap={2}>
            <Title order={2} size="h3">
              {T.adminTitle}
            </Title>
            <Text size="sm" c="gray.7">
              {T.adminIntro}
            </Text>
          </Stack>
          <AchievementsList clubId={id} />
        </Stack>
      )}
    </ManagedClub>
  );
}

/** …/achievements/create: the form; saved, the achievement's page. */
export function CreateAchievementPage({ clubId }: { clubId: string }) {
  useDocumentTitle(`${T.createTitle} | RepClub`);
  const navigate = useNavigate();
  return (
    <ManagedClub clubId={clubId}>
      {(id) => (
        <Stack gap="md" w="100%" maw={760}>
          <Title order={2} size="h3">
            {T.createTitle}
          </Title>
          <AchievementForm
            clubId={id}
            achievement={null}
            onSaved={(saved) => void navigate({ href: achievementRoutes.repClubAchievement(id, saved.id) })}
          />
        </Stack>
      )}
    </ManagedClub>
  );
}

/** /rep-club/{club_id}/achievement/{achievementId}/edit: the form filled in; an archived one cannot change. */
export function EditAchievementPage({ clubId, achievementId }: { clubId: string; achievementId: string }) {
  useDocumentTitle(`${T.editTitle} | RepClub`);
  const navigate = useNavigate();
  const query = useAchievement(achievementId);
  useBreadcrumbLabel(achievementId, query.data?.displayName);
  return (
    <ManagedClub clubId={clubId}>
      {(id) => {
        if (query.isPending) return <Loading label={T.loadingOne} />;
        if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
        const achievement = query.data;
        if (!achievement || achievement.club.id !== id)
          return <NotFoundState title={T.notFoundTitle} text={T.notFoundText} />;
        return (
          <Stack gap="md" w="100%" maw={760}>
            <Title order={1} size="h3">
              {T.editTitle}
            </Title>
            {achievement.status === 'ARCHIVED' ? (
              <AppAlert type="info">{T.archiveText}</AppAlert>
            ) : (
              <AchievementForm
                key={achievement.id}
                clubId={id}
                achievement={achievement}
                onSaved={(saved) =>
                  void navigate({ href: achievementRoutes.repClubAchievement(id, saved.id) })
                }
              />
            )}
          </Stack>
        );
      }}
    </ManagedClub>
  );
}
