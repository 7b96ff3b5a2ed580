import {
  Avatar,
  Button,
  Card,
  FileButton,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  ACHIEVEMENT_BADGE_TYPE_LABELS,
  ACHIEVEMENT_BADGE_TYPES,
  ACHIEVEMENT_LIMITS as L,
  API_BASE,
  type AchievementBadgeType,
  achievementInputSchema,
  achievementSlugFrom,
} from '@repclub/shared';
import { IconAward } from '@tabler/icons-react';
import { useState } from 'react';
import type { Achievement } from '@/features/achievements/api/queries';
import { useSaveAchievementMutation } from '@/features/achievements/api/mutations';
import { ACHIEVEMENTS_TEXT as T } from '@/features/achievements/achievements-text';
import { WindowField } from '@/features/achievements/window-field';
import { getErrorMessage } from '@/lib/error-message';
import { IMAGE_ACCEPT, uploadImage } from '@/lib/media-upload';
import { AppAlert } from '@/ui/app-alert';
import { notifyError, notifySuccess } from '@/ui/toast';

/** `POST /api/media/club-image`: a club's images, the achievement's badge too (docs/decisions/128). */
const BADGE_IMAGE_UPLOAD_PATH = `${API_BASE}/media/club-image`;

const CATEGORY_OPTIONS = ACHIEVEMENT_BADGE_TYPES.map((value) => ({
  value,
  label: ACHIEVEMENT_BADGE_TYPE_LABELS[value],
}));

type Values = {
  displayName: string;
  slug: string;
  bio: string;
  avatarUrl: string | null;
  category: AchievementBadgeType | null;
  isHidden: boolean;
  activeFrom: string;
  activeTo: string;
  maxSupply: number | '';
};

type FieldErrors = Partial<Record<keyof Values | 'form', string>>;

const FIELDS = new Set<string>([
  'displayName',
  'slug',
  'bio',
  'avatarUrl',
  'category',
  'isHidden',
  'activeFrom',
  'activeTo',
  'maxSupply',
]);

function valuesOf(a: Achievement | null): Values {
  return {
    displayName: a?.displayName ?? '',
    slug: a?.slug ?? '',
    bio: a?.bio ?? '',
    avatarUrl: a?.avatarUrl ?? null,
    category: (a?.category as AchievementBadgeType | undefined) ?? null,
    isHidden: a?.isHidden ?? false,
    activeFrom: a?.activeFromUtc ?? '',
    activeTo: a?.activeToUtc ?? '',
    maxSupply: a?.maxSupply ?? '',
  };
}

/**
 * Creates or edits an achievement (domain §3 Achievement): name, link, badge type (§4), description, badge image,
 * hidden, the active window on a 15-minute step and the maximum supply, checked by the schema the server uses.
 */
export function AchievementForm({
  clubId,
  achievement,
  onSaved,
}: {
  clubId: string;
  achievement: Achievement | null;
  onSaved: (saved: Achievement) => void;
}) {
  const save = useSaveAchievementMutation();
  const [values, setValues] = useState<Values>(() => valuesOf(achievement));
  const [slugTouched, setSlugTouched] = useState(achievement !== null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const slugFixed = (achievement?.awardedCount ?? 0) > 0;

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((previous) => {
      const next = { ...previous, [key]: value };
      if (key === 'displayName' && !slugTouched) next.slug = achievementSlugFrom(String(value));
      return next;
    });
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };

  const handleImage = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const { url } = await uploadImage<{ url: string }>(BADGE_IMAGE_UPLOAD_PATH, file, 'achievement-image');
      set('avatarUrl', url);
    } catch (error) {
      notifyError(error);
    } finally {
      setUploading(false);
    }
  };

  const handleSubmit = () => {
    const input = {
      achievementId: achievement?.id ?? null,
      clubId,
      displayName: values.displayName,
      slug: values.slug,
      bio: values.bio,
      avatarUrl: values.avatarUrl,
      category: values.category ?? undefined,
      isHidden: values.isHidden,
      activeFrom: values.activeFrom || null,
      activeTo: values.activeTo || null,
      maxSupply: values.maxSupply === '' ? null : values.maxSupply,
    };
    const parsed = achievementInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const path = String(issue.path[0] ?? '');
        const key = FIELDS.has(path) ? (path as keyof Values) : 'form';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    const p = parsed.data;
    save.mutate(
      {
        achievementId: p.achievementId,
        clubId: p.clubId,
        displayName: p.displayName,
        slug: p.slug,
        bio: p.bio,
        avatarUrl: p.avatarUrl,
        category: p.category,
        isHidden: p.isHidden,
        activeFromUtc: p.activeFrom?.toISOString() ?? null,
        activeToUtc: p.activeTo?.toISOString() ?? null,
        maxSupply: p.maxSupply,
      },
      {
        onSuccess: (saved) => {
          notifySuccess(achievement ? T.saved : T.created);
          onSaved(saved);
        },
      },
    );
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          {values.avatarUrl ? (
            <Avatar src={values.avatarUrl} alt="" size={72} radius="xl" />
          ) : (
            <Avatar size={72} radius="xl" color="brand">
              <IconAward size={36} aria-hidden />
            </Avatar>
          )}
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {T.image}
            </Text>
            <Group gap="xs">
              <FileButton onChange={(file) => void handleImage(file)} accept={IMAGE_ACCEPT}>
                {(props) => (
                  <Button {...props} variant="light" size="xs" loading={uploading}>
                    {values.avatarUrl ? T.changeImage : T.uploadImage}
                  </Button>
                )}
              </FileButton>
              {values.avatarUrl ? (
                <Button variant="subtle" color="gray" size="xs" onClick={() => set('avatarUrl', null)}>
                  {T.removeImage}
                </Button>
              ) : null}
            </Group>
            <Text size="xs" c="gray.7">
              {errors.avatarUrl ?? T.imageHelp}
            </Text>
          </Stack>
        </Group>
        <TextInput
          label={T.name}
          withAsterisk
          maxLength={L.displayNameMax}
          value={values.displayName}
          error={errors.displayName}
          onChange={(e) => set('displayName', e.currentTarget.value)}
        />
        <TextInput
          label={T.slug}
          description={T.slugHelp}
          withAsterisk
          maxLength={L.slugMax}
          value={values.slug}
          disabled={slugFixed}
          error={errors.slug}
          onChange={(e) => {
            setSlugTouched(true);
            set('slug', e.currentTarget.value);
          }}
        />
        <Select
          label={T.category}
          withAsterisk
          data={CATEGORY_OPTIONS}
          value={values.category}
          allowDeselect={false}
          error={errors.category}
          onChange={(next) => set('category', next as AchievementBadgeType | null)}
        />
        <Textarea
          label={T.description}
          rows={4}
          maxLength={L.bioMax}
          value={values.bio}
          error={errors.bio}
          onChange={(e) => set('bio', e.currentTarget.value)}
        />
        <Stack gap={4}>
          <SimpleGrid cols={1} spacing="sm" maw={520}>
            <WindowField
              label={T.activeFrom}
              value={values.activeFrom}
              defaultTime="00:00"
              error={errors.activeFrom}
              onChange={(iso) => set('activeFrom', iso)}
            />
            <WindowField
              label={T.activeTo}
              value={values.activeTo}
              defaultTime="23:45"
              error={errors.activeTo}
              onChange={(iso) => set('activeTo', iso)}
            />
          </SimpleGrid>
          <Text size="xs" c="gray.7">
            {T.windowHelp}
          </Text>
        </Stack>
        <NumberInput
          label={T.maxSupply}
          description={T.maxSupplyHelp}
          placeholder={T.unlimited}
          min={Math.max(1, achievement?.awardedCount ?? 0)}
          max={L.maxSupplyMax}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          value={values.maxSupply}
          error={errors.maxSupply}
          onChange={(next) => set('maxSupply', typeof next === 'number' ? next : '')}
        />
        <Switch
          label={T.hiddenLabel}
          description={T.hiddenHelp}
          checked={values.isHidden}
          onChange={(e) => set('isHidden', e.currentTarget.checked)}
        />
        {errors.form ? <AppAlert type="danger">{errors.form}</AppAlert> : null}
        {save.isError ? <AppAlert type="danger">{getErrorMessage(save.error)}</AppAlert> : null}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={uploading}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
