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

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two hex colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#FFFFFF') ? '#000000' : '#FFFFFF';
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

/** The club's avatar and name: on one line, cut with an ellipsis, or with `wrap` on up to two lines. */
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

/** A member's tier in the tier's own colours (primary background, secondary text). */
export function TierBadge({ tier }: { tier: TierLike | null | undefined }) {
  if (!tier)
    return (
      <Badge size="sm" variant="light" color="gray">
        {POINTS_TEXT.noTier}
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
