import { Avatar, Badge, Group, Text } from '@mantine/core';
import { contrastRatio, readableOn, safeColor } from '@/entities/club/club-colors';

type ClubLike = { displayName: string; images: { avatarUrl?: string | null }; colors: { primary: string } };
type TierLike = { name: string; colors: { primary: string; secondary: string } };

/** The club's avatar: its image, or its initials on its colour in black or white, whichever reads better. */
export function ClubAvatar({ club, size = 32 }: { club: ClubLike; size?: number }) {
  const background = safeColor(club.colors.primary);
  return (
    <Avatar
      src={club.images.avatarUrl}
      alt=""
      radius="xl"
      size={size}
      name={club.displayName}
      variant="filled"
      color={background}
      styles={{ placeholder: { color: readableOn(background) } }}
    />
  );
}

/** The club's chip: its avatar and name, on one line cut with an ellipsis, or with `wrap` on up to two lines. */
export function ClubLabel({
  club,
  size = 32,
  wrap = false,
}: {
  club: ClubLike;
  size?: number;
  wrap?: boolean;
}) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <ClubAvatar club={club} size={size} />
      {wrap ? (
        <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {club.displayName}
        </Text>
      ) : (
        <Text fw={600} size="sm" truncate title={club.displayName}>
          {club.displayName}
        </Text>
      )}
    </Group>
  );
}

/**
 * A member's tier in the tier's own colours (primary background, secondary text); `noTier` names the absence
 * when there is no tier.
 */
export function TierBadge({ tier, noTier }: { tier: TierLike | null | undefined; noTier: string }) {
  if (!tier)
    return (
      <Badge size="sm" variant="light" color="gray">
        {noTier}
      </Badge>
    );
  const background = safeColor(tier.colors.primary);
  const secondary = safeColor(tier.colors.secondary);
  // The tier's secondary colour for the text when it reads on the primary (AA), else black or white.
  const text = contrastRatio(background, secondary) >= 4.5 ? secondary : readableOn(background);
  return (
    <Badge size="sm" variant="filled" styles={{ root: { backgroundColor: background, color: text } }}>
      {tier.name}
    </Badge>
  );
}
