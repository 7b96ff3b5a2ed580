import { ActionIcon, Badge, Button, Card, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { BRAND_COLOR, CLUB_LIMITS, clubTiersSchema } from '@repclub/shared';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ClubTierInput } from '@/gql/graphql';
import { ClubImageField, type ColorsValue, ColorsFields } from '@/features/clubs/club-fields';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

export const TIERS_TEXT = {
  level: (level: number) => `Level ${level}`,
  name: 'Tier name',
  minimumPoints: 'Minimum points',
  primary: 'Main colour',
  secondary: 'Accent colour',
  image: 'Tier image',
  imageWhat: 'image',
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  remove: (name: string) => `Remove ${name}`,
  add: 'Add tier',
  save: 'Save tiers',
  empty:
    'No tiers yet. Add the first one: members reach a tier when their points balance reaches its minimum.',
  help: 'Members hold the highest tier whose minimum points their balance in the club reaches. Levels follow the order here; each tier needs more points than the one before.',
  unnamed: 'this tier',
};

export type TierDraft = {
  key: string;
  name: string;
  colors: ColorsValue;
  minimumPoints: number | '';
  imageUrl: string | null;
};

let nextKey = 0;
const newKey = () => `tier-${(nextKey += 1)}`;

export function draftsOf(
  tiers: { name: string; minimumPoints: number; imageUrl?: string | null; colors: ColorsValue }[],
): TierDraft[] {
  return [...tiers].map((tier) => ({
    key: newKey(),
    name: tier.name,
    colors: { primary: tier.colors.primary, secondary: tier.colors.secondary },
    minimumPoints: tier.minimumPoints,
    imageUrl: tier.imageUrl ?? null,
  }));
}

type Errors = Record<number, { name?: string; minimumPoints?: string; primary?: string; secondary?: string }>;

/**
 * The loyalty tier editor: tiers in level order (move up/down), each with a name, two colours, minimum points
 * and an image; validated by the shared clubTiersSchema, saved as a whole (setClubTiers).
 */
export function TierEditor({
  initial,
  saving,
  error,
  onSave,
}: {
  initial: TierDraft[];
  saving: boolean;
  error: unknown;
  onSave: (tiers: ClubTierInput[]) => void;
}) {
  const [tiers, setTiers] = useState<TierDraft[]>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [listError, setListError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);

  const update = (index: number, change: Partial<TierDraft>) =>
    setTiers((list) => list.map((tier, i) => (i === index ? { ...tier, ...change } : tier)));
  const move = (index: number, by: -1 | 1) =>
    setTiers((list) => {
      const next = [...list];
      const [tier] = next.splice(index, 1);
      next.splice(index + by, 0, tier!);
      return next;
    });
  const add = () =>
    setTiers((list) => {
      const last = list[list.length - 1];
      const minimumPoints = last && typeof last.minimumPoints === 'number' ? last.minimumPoints + 100 : 0;
      return [
        ...list,
        {
          key: newKey(),
          name: '',
          colors: { primary: BRAND_COLOR, secondary: '#FFFFFF' },
          minimumPoints,
          imageUrl: null,
        },
      ];
    });

  const handleSave = () => {
    const parsed = clubTiersSchema.safeParse(
      tiers.map((tier) => ({
        name: tier.name,
        colors: tier.colors,
        minimumPoints: tier.minimumPoints === '' ? Number.NaN : tier.minimumPoints,
        imageUrl: tier.imageUrl,
      })),
    );
    if (!parsed.success) {
      const next: Errors = {};
      let general: string | null = null;
      for (const issue of parsed.error.issues) {
        const [index, field, sub] = issue.path as [
          number | undefined,
          string | undefined,
          string | undefined,
        ];
        if (typeof index !== 'number' || !field) {
          general ??= issue.message;
          continue;
        }
        const key = field === 'colors' ? (sub === 'secondary' ? 'secondary' : 'primary') : field;
        next[index] = { ...next[index], [key]: next[index]?.[key as 'name'] ?? issue.message };
      }
      setErrors(next);
      setListError(general);
      return;
    }
    setErrors({});
    setListError(null);
    onSave(
      parsed.data.map(({ name, colors, minimumPoints, imageUrl }) => ({
        name,
        colors,
        minimumPoints,
        imageUrl,
      })),
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {TIERS_TEXT.help}
      </Text>
      {tiers.length === 0 ? (
        <Card withBorder radius="md" padding="md">
          <Text size="sm">{TIERS_TEXT.empty}</Text>
        </Card>
      ) : null}
      {tiers.map((tier, index) => {
        const label = tier.name.trim() || TIERS_TEXT.unnamed;
        return (
          <Card
            key={tier.key}
            withBorder
            radius="md"
            padding="md"
            role="group"
            aria-label={TIERS_TEXT.level(index + 1)}
            style={{ borderLeft: `6px solid ${tier.colors.primary}` }}
          >
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                {/* Neutral: the tier's own colours may not read well together; the card's edge shows them. */}
                <Badge variant="light">{TIERS_TEXT.level(index + 1)}</Badge>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={TIERS_TEXT.moveUp(label)}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={TIERS_TEXT.moveDown(label)}
                    disabled={index === tiers.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={TIERS_TEXT.remove(label)}
                    onClick={() => setTiers((list) => list.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              <Group gap="sm" align="flex-start" wrap="wrap">
                <TextInput
                  label={TIERS_TEXT.name}
                  value={tier.name}
                  onChange={(event) => update(index, { name: event.currentTarget.value })}
                  maxLength={CLUB_LIMITS.tierNameMax}
                  error={errors[index]?.name}
                  withAsterisk
                  style={{ flex: '1 1 200px' }}
                />
                <NumberInput
                  label={TIERS_TEXT.minimumPoints}
                  value={tier.minimumPoints}
                  onChange={(value) =>
                    update(index, { minimumPoints: typeof value === 'number' ? value : '' })
                  }
                  min={0}
                  max={CLUB_LIMITS.tierMinimumPointsMax}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator=","
                  error={errors[index]?.minimumPoints}
                  withAsterisk
                  style={{ flex: '1 1 160px' }}
                />
              </Group>
              <ColorsFields
                value={tier.colors}
                onChange={(colors) => update(index, { colors })}
                labels={{ primary: TIERS_TEXT.primary, secondary: TIERS_TEXT.secondary }}
                errors={{ primary: errors[index]?.primary, secondary: errors[index]?.secondary }}
              />
              <ClubImageField
                label={`${TIERS_TEXT.image} (${label})`}
                what={`${TIERS_TEXT.imageWhat} of ${label}`}
                shape="tier"
                value={tier.imageUrl}
                onChange={(imageUrl) => update(index, { imageUrl })}
                onUploadingChange={(on) => setUploading((count) => count + (on ? 1 : -1))}
              />
            </Stack>
          </Card>
        );
      })}
      {listError ? <AppAlert type="danger">{listError}</AppAlert> : null}
      {error ? <AppAlert type="danger">{getErrorMessage(error)}</AppAlert> : null}
      <Group gap="sm">
        {tiers.length < CLUB_LIMITS.tiersMax ? (
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
            {TIERS_TEXT.add}
          </Button>
        ) : null}
        <Button onClick={handleSave} loading={saving} disabled={uploading > 0}>
          {TIERS_TEXT.save}
        </Button>
      </Group>
    </Stack>
  );
}
