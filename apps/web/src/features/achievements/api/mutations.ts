import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { AchievementInput } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { achievementKeys } from '@/features/achievements/api/queries';

export const SaveAchievementDocument = graphql(`
  mutation SaveAchievement($input: AchievementInput!) {
    createOrUpdateAchievement(input: $input) {
      ...AchievementFields
    }
  }
`);

export const DeleteAchievementDocument = graphql(`
  mutation DeleteAchievement($achievementId: ID!) {
    deleteAchievement(achievementId: $achievementId) {
      achievementId
      archived
    }
  }
`);

export const AwardAchievementDocument = graphql(`
  mutation AwardAchievement($achievementId: ID!, $userId: ID!) {
    awardAchievement(achievementId: $achievementId, userId: $userId) {
      awarded
      achievement {
        ...AchievementFields
      }
    }
  }
`);

/** After any change every achievement view is read again (lists, details, badges). */
function useRefreshAchievements() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: achievementKeys.all });
}

export function useSaveAchievementMutation() {
  const refresh = useRefreshAchievements();
  return useMutation({
    mutationFn: async (input: AchievementInput) =>
      (await execute(SaveAchievementDocument, { input })).createOrUpdateAchievement,
    onSuccess: () => refresh(),
  });
}

export function useDeleteAchievementMutation() {
  const refresh = useRefreshAchievements();
  return useMutation({
    mutationFn: async (achievementId: string) =>
      (await execute(DeleteAchievementDocument, { achievementId })).deleteAchievement,
    onSuccess: () => refresh(),
  });
}

export function useAwardAchievementMutation() {
  const refresh = useRefreshAchievements();
  return useMutation({
    mutationFn: async (vars: { achievementId: string; userId: string }) =>
      (await execute(AwardAchievementDocument, vars)).awardAchievement,
    onSuccess: () => refresh(),
  });
}
