import { Avatar, Badge, Group, Text } from '@mantine/core';
import { DEFAULT_DISPLAY_NAME } from '@repclub/shared';
import { POINTS_TEXT } from '@/features/points/points-text';

type ClubLike = { displayName: string; images: { avatarUrl?: string | null }; colors: { primary: string } };
type TierLike = { name: string; colors: { primary: string; secondary: string } };
type PersonLike = { name?: string | null; userName?: string | null };

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour from the club's settings, black when it is not a valid hex colour (domain §9 "Invalid colour"). */
export function safeColor(value: string | null | undefined): string {
  return value && HEX.test(value) ? value : '#000000';
}

export const personName = (person: PersonLike | null | undefined) =>
  person?.name || person?.userName || DEFAULT_DISPLAY_NAME;

/** 1234 → '+1,234', -50 → '−50' (a true minus sign), 0 → '0'. */
export function signedPoints(amount: number): string {
  const digits = Math.abs(amount).toLocaleString('en-US');
  if (amount > 0) return `+${digits}`;
  if (amount < 0) return `\u2212${digits}`;
  return digits;
}

/** The club's avatar (its colour behind the initials when there is no image) and name. */
export function ClubLabel({ club, size = 32 }: { club: ClubLike; size?: number }) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar
        src={club.images.avatarUrl}
        alt=""
        radius="xl"
        size={size}
        name={club.displayName}
        color={safeColor(club.colors.primary)}
      />
      <Text fw={600} size="sm" truncate>
        {club.displayName}
      </Text>
    </Group>
  );
}

/** A member's tier in the tier's own colours (primary background, secondary text). */
export function TierBadge({ tier }: { tier: TierLike | null | undefined }) {
  if (!tier)
    return (
      <Badge size="sm" variant="light" color="gray">
        {POINTS_TEXT.noTier}
      </Badge>
    );
  return (
    <Badge
      size="sm"
      variant="filled"
      styles={{
        root: { backgroundColor: safeColor(tier.colors.primary), color: safeColor(tier.colors.secondary) },
      }}
    >
      {tier.name}
    </Badge>
  );
}
