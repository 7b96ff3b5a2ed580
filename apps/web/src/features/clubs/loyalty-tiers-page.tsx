import { Stack } from '@mantine/core';
import { useClubAdmin } from '@/features/clubs/api/queries';
import { useSetClubTiersMutation } from '@/features/clubs/api/mutations';
import { AdminSectionTitle, ClubGate, NoAccessState } from '@/features/clubs/club-admin-shared';
import { hasPermission } from '@/features/clubs/club-admin-layout';
import { draftsOf, TierEditor } from '@/features/clubs/tier-editor';
import { notifySuccess } from '@/ui/toast';

export const LOYALTY_TEXT = {
  title: 'Loyalty Tiers',
  intro: 'The levels members climb as they collect your club’s points.',
  saved: 'Loyalty tiers saved.',
};

function TiersForm({ clubId, tiers }: { clubId: string; tiers: Parameters<typeof draftsOf>[0] }) {
  const save = useSetClubTiersMutation(clubId);
  return (
    <TierEditor
      initial={draftsOf(tiers)}
      saving={save.isPending}
      error={save.error}
      onSave={(list) => save.mutate(list, { onSuccess: () => notifySuccess(LOYALTY_TEXT.saved) })}
    />
  );
}

/** /my/rep-clubs/{clubId}/loyalty-tiers and /rep-club/loyalty-tiers: the tier editor (setClubTiers). MANAGE_TIERS. */
export function LoyaltyTiersPage({ clubId }: { clubId: string }) {
  const query = useClubAdmin(clubId);
  return (
    <ClubGate query={query}>
      {(club) =>
        hasPermission(club, 'MANAGE_TIERS') ? (
          <Stack gap="md" maw={760}>
            <AdminSectionTitle text={LOYALTY_TEXT.intro}>{LOYALTY_TEXT.title}</AdminSectionTitle>
            <TiersForm
              key={`${club.id}-${club.tiers.map((t) => t.id).join(',')}`}
              clubId={club.id}
              tiers={[...club.tiers].sort((a, b) => a.level - b.level)}
            />
          </Stack>
        ) : (
          <NoAccessState />
        )
      }
    </ClubGate>
  );
}
