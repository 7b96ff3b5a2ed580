import { Badge, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  OFFER_KIND_LABELS,
  OFFER_LIMITS,
  OFFER_REQUIREMENT_TYPE_LABELS,
  REDEEM_TYPE_LABELS,
  REDEEM_TYPES,
  type OfferKind,
  type OfferRequirementType,
  type RedeemType,
} from '@repclub/shared';
import { Controller, useWatch } from 'react-hook-form';
import { programOf, subTypeOf } from '@/features/offers/offer-catalogue';
import { OFFER_TEXT } from '@/features/offers/offer-text';
import { formatOfferWindow } from '@/features/offers/offer-format';
import { useWizard } from '@/features/offers/wizard/wizard-context';
import type { Option } from '@/features/offers/wizard/settings-step';
import type { WizardValues } from '@/features/offers/wizard/wizard-form';

/** What the team enters for each redeem type (QR codes and contact details need nothing). */
const REDEEM_VALUE_LABELS: Partial<Record<RedeemType, string>> = {
  PROMO_CODE: 'The promo code members receive',
  INVITE_LINK: 'The invite link members receive',
  LOCATION_INFO: 'The place and time members receive',
};

const REDEEM_HELP: Record<RedeemType, string> = {
  PROMO_CODE: 'Members who redeem see the code.',
  QR_CODE: 'Each member who redeems gets an access pass with its own QR code.',
  INVITE_LINK: 'Members who redeem see the link.',
  LOCATION_INFO: 'Members who redeem see where and when to go.',
  USER_CONTACT_INFO: 'Members who redeem share their contact details with your team.',
};

/** Step 5 (redemption): how a member redeems what they won or completed (domain §4 redeem types). */
export function RedemptionStep() {
  const { form, errorOf } = useWizard();
  const { control, register } = form;
  const [programType, redeemType] = useWatch({
    control,
    name: ['details.programType', 'redemption.redeemType'],
  });
  const type = redeemType as RedeemType | null;
  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="redemption.redeemType"
        render={({ field }) => (
          <Select
            label={OFFER_TEXT.redeemType}
            withAsterisk={programType === 'reward-members'}
            data={[
              ...(programType === 'reward-members' ? [] : [{ value: '', label: OFFER_TEXT.noRedemption }]),
              ...REDEEM_TYPES.map((t) => ({ value: t, label: REDEEM_TYPE_LABELS[t] })),
            ]}
            value={field.value ?? ''}
            allowDeselect={false}
            onChange={(next) => field.onChange(next ? next : null)}
            description={
              type
                ? REDEEM_HELP[type]
                : 'Redeeming holds the points a Price requirement asks for until your team confirms.'
            }
            error={errorOf('redemption.redeemType')}
          />
        )}
      />
      {type && REDEEM_VALUE_LABELS[type] ? (
        <Textarea
          label={REDEEM_VALUE_LABELS[type]}
          withAsterisk
          autosize
          minRows={2}
          maxLength={OFFER_LIMITS.redeemValueMax}
          error={errorOf('redemption.redeemValue')}
          {...register('redemption.redeemValue', { setValueAs: (v: string) => (v ? v : null) })}
        />
      ) : null}
    </Stack>
  );
}

/** Step 6 (achievement): the club achievement completing the offer awards, if any. */
export function AchievementStep({ achievements }: { achievements: Option[] }) {
  const { form, errorOf } = useWizard();
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {OFFER_TEXT.achievementIntro}
      </Text>
      <Controller
        control={form.control}
        name="achievement.achievementId"
        render={({ field }) => (
          <Select
            label="Achievement"
            data={[{ value: '', label: OFFER_TEXT.noAchievement }, ...achievements]}
            value={field.value ?? ''}
            allowDeselect={false}
            onChange={(next) => field.onChange(next ? next : null)}
            error={errorOf('achievement.achievementId')}
          />
        )}
      />
    </Stack>
  );
}

/** What a requirement reads like: "Rep Points: 500". */
export function requirementText(r: { type: string; value: number | null }, achievementName?: string) {
  const label = OFFER_REQUIREMENT_TYPE_LABELS[r.type as OfferRequirementType] ?? r.type;
  if (r.type === 'NONE') return label;
  if (r.type === 'ACHIEVEMENTS') return `${label}: ${achievementName ?? 'an achievement'}`;
  return `${label}: ${r.value?.toLocaleString('en-US') ?? '—'}`;
}

/** Step 7 (preview): the offer as members will see it. */
export function PreviewStep({ values, achievements }: { values: WizardValues; achievements: Option[] }) {
  const program = programOf(values.details.programType);
  const subType = program ? subTypeOf(program.type, values.details.subType) : null;
  const achievementName = (id: string | null) => achievements.find((a) => a.value === id)?.label;
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {OFFER_TEXT.previewIntro}
      </Text>
      <Card withBorder radius="md" padding="md">
        <Stack gap="xs">
          <Group gap="xs">
            <Badge variant="light">{program?.label}</Badge>
            <Badge variant="outline">{subType?.label}</Badge>
            <Badge variant="outline" color="gray">
              {values.details.category}
            </Badge>
            {values.details.kind && values.details.programType !== 'reward-members' ? (
              <Badge variant="outline" color="gray">
                {OFFER_KIND_LABELS[values.details.kind as OfferKind]}
              </Badge>
            ) : null}
          </Group>
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {values.details.displayName || OFFER_TEXT.name}
          </Title>
          {values.details.description ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {values.details.description}
            </Text>
          ) : null}
          <Text size="sm" c="gray.7">
            {formatOfferWindow(values.timeFrame.startAt, values.timeFrame.endAt)}
          </Text>
          {values.reward.points ? (
            <Text size="sm">{`${values.reward.points.toLocaleString('en-US')} points`}</Text>
          ) : null}
          <Text size="sm">
            {values.requirements.requirements.length
              ? values.requirements.requirements
                  .map((r) => requirementText(r, achievementName(r.achievementId) ?? undefined))
                  .join(' · ')
              : OFFER_TEXT.noneRequirement}
          </Text>
          {values.redemption.redeemType ? (
            <Text size="sm">{`Redeemed as: ${REDEEM_TYPE_LABELS[values.redemption.redeemType as RedeemType]}`}</Text>
          ) : null}
          {values.achievement.achievementId ? (
            <Text size="sm">{`Awards: ${achievementName(values.achievement.achievementId) ?? 'an achievement'}`}</Text>
          ) : null}
        </Stack>
      </Card>
      <Text size="xs" c="gray.7">
        {values.details.access === 'MEMBERS'
          ? 'Only club members see this offer.'
          : 'Everyone sees this offer.'}
      </Text>
    </Stack>
  );
}
