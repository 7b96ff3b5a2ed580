import { useSetClubTiersMutation } from '@/features/clubs/api/mutations';
import { ClubAdminTab } from '@/features/clubs/club-admin-layout';
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
  return (
    <ClubAdminTab
      clubId={clubId}
      permission="MANAGE_TIERS"
      title={LOYALTY_TEXT.title}
      intro={LOYALTY_TEXT.intro}
    >
      {(club) => (
        <TiersForm
          key={`${club.id}-${club.tiers.map((t) => t.id).join(',')}`}
          clubId={club.id}
          tiers={[...club.tiers].sort((a, b) => a.level - b.level)}
        />
      )}
    </ClubAdminTab>
  );
}
