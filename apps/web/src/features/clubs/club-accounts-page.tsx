import { Button, Card, Stack } from '@mantine/core';
import { createClubSchema } from '@repclub/shared';
import { useState } from 'react';
import type { ClubAdmin } from '@/features/clubs/api/queries';
import { useUpdateClubMutation } from '@/features/clubs/api/mutations';
import { ClubAdminTab } from '@/features/clubs/club-admin-layout';
import { type SocialAccountValue, SocialAccountsEditor } from '@/features/clubs/club-fields';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { notifySuccess } from '@/ui/toast';

export const ACCOUNTS_TEXT = {
  title: 'Accounts',
  intro: 'The social accounts shown on your club page, one per network.',
  save: 'Save accounts',
  saved: 'Social accounts saved.',
};

function AccountsForm({ club }: { club: ClubAdmin }) {
  const [accounts, setAccounts] = useState<SocialAccountValue[]>(
    club.socialAccounts.map(({ provider, handle }) => ({ provider, handle })),
  );
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateClubMutation(club.id);
  const handleSave = () => {
    const parsed = createClubSchema.shape.socialAccounts.safeParse(accounts);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate({ socialAccounts: parsed.data }, { onSuccess: () => notifySuccess(ACCOUNTS_TEXT.saved) });
  };
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <SocialAccountsEditor value={accounts} onChange={setAccounts} error={error} />
        {update.isError ? <AppAlert type="danger">{getErrorMessage(update.error)}</AppAlert> : null}
        <Button onClick={handleSave} loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          {ACCOUNTS_TEXT.save}
        </Button>
      </Stack>
    </Card>
  );
}

/** /my/rep-clubs/{clubId}/accounts: the club's social accounts (updateClub). EDIT_CLUB. */
export function ClubAccountsPage({ clubId }: { clubId: string }) {
  return (
    <ClubAdminTab
      clubId={clubId}
      permission="EDIT_CLUB"
      title={ACCOUNTS_TEXT.title}
      intro={ACCOUNTS_TEXT.intro}
    >
      {(club) => <AccountsForm key={club.id} club={club} />}
    </ClubAdminTab>
  );
}
