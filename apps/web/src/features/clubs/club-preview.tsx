import { Avatar, Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import classes from '@/features/clubs/clubs.module.css';
import { type ClubLookValues, providerLabel, type SocialAccountValue } from '@/features/clubs/club-fields';
import { clubInitials } from '@/features/clubs/club-admin-shared';

export const PREVIEW_TEXT = {
  title: 'How your club page will look',
  join: 'Join club',
  members: (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`,
  coverAlt: 'Club cover',
  noBio: 'No bio yet.',
  privateClub: 'Private',
};

export type ClubPreviewValues = ClubLookValues & {
  displayName: string;
  slug: string;
  socialAccounts: SocialAccountValue[];
};

/** The public club page as visitors will see it (/rep-clubs/{slug}), from the wizard's or editor's values. */
export function ClubPreview({ club, memberCount = 0 }: { club: ClubPreviewValues; memberCount?: number }) {
  const initials = clubInitials(club.displayName);
  return (
    <Card withBorder radius="md" padding={0} aria-label={PREVIEW_TEXT.title} role="region">
      <div className={classes.coverFrame} style={{ borderRadius: 0, background: club.colors.primary }}>
        {club.coverUrl ? (
          <Image src={club.coverUrl} alt={PREVIEW_TEXT.coverAlt} className={classes.cover} />
        ) : (
          <div className={classes.imageEmpty} style={{ color: club.colors.secondary }}>
            <IconPhoto size={40} aria-hidden />
          </div>
        )}
      </div>
      <Avatar
        src={club.avatarUrl}
        alt={club.displayName}
        size={80}
        radius={80}
        className={classes.previewAvatar}
        color={club.colors.primary}
        styles={{ placeholder: { background: club.colors.primary, color: club.colors.secondary } }}
      >
        {initials}
      </Avatar>
      <Stack gap="xs" p="md" pt="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {club.displayName || '…'}
            </Title>
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              /rep-clubs/{club.slug || '…'} · {PREVIEW_TEXT.members(memberCount)}
            </Text>
          </Stack>
          <Button
            tabIndex={-1}
            aria-hidden
            styles={{ root: { background: club.colors.primary, color: club.colors.secondary } }}
          >
            {PREVIEW_TEXT.join}
          </Button>
        </Group>
        {club.access === 'PRIVATE' ? (
          <Badge variant="light" color="gray" style={{ alignSelf: 'flex-start' }}>
            {PREVIEW_TEXT.privateClub}
          </Badge>
        ) : null}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {club.bio.trim() || PREVIEW_TEXT.noBio}
        </Text>
        {club.socialAccounts.length > 0 ? (
          <Group gap="xs">
            {club.socialAccounts.map((account) => (
              <Badge key={account.provider} variant="outline" style={{ textTransform: 'none' }}>
                {providerLabel(account.provider)} @{account.handle.replace(/^@/, '')}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
