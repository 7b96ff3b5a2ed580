import { ActionIcon, Button, Card, Group, Menu, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  OFFER_REQUIREMENT_MAX_PER_OFFER,
  OFFER_REQUIREMENT_TYPE_LABELS,
  OFFER_REQUIREMENT_TYPES,
  type OfferRequirementType,
} from '@repclub/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { OFFER_TEXT } from '@/features/offers/offer-text';
import { canAddRequirement } from '@/features/offers/requirement-rules';
import { NumberField, useWizard } from '@/features/offers/wizard/wizard-context';
import { QuarterHourField } from '@/ui/quarter-hour-field';

/** What the number of each requirement means (domain §5). */
export const REQUIREMENT_VALUE_LABELS: Record<OfferRequirementType, string> = {
  PRICE: 'Points spent to take part',
  LOYALTY_STATUS: 'Lowest loyalty tier level',
  REP_POINTS: 'Lowest rep points balance in the club',
  REP_SCORE: 'Lowest rep score',
  ACHIEVEMENTS: 'Achievement held',
  NONE: '',
};

export type AchievementOption = { value: string; label: string };

/** Step 2 (requirements): requirements within their maximum counts, then the conditions. */
export function RequirementsStep({ achievements }: { achievements: AchievementOption[] }) {
  const { form, errorOf, exactErrorOf } = useWizard();
  const { control } = form;
  const list = useFieldArray({ control, name: 'requirements.requirements' });
  const current = (useWatch({ control, name: 'requirements.requirements' }) ?? []) as {
    type: OfferRequirementType;
  }[];
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {OFFER_TEXT.requirementsIntro}
      </Text>
      <Stack gap="sm">
        {list.fields.length === 0 ? <Text size="sm">{OFFER_TEXT.noneRequirement}</Text> : null}
        {list.fields.map((field, index) => {
          const type = current[index]?.type ?? (field.type as OfferRequirementType);
          const label = OFFER_REQUIREMENT_TYPE_LABELS[type];
          return (
            <Card key={field.id} withBorder radius="md" padding="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {label}
                  </Text>
                  {type === 'NONE' ? (
                    <Text size="sm" c="gray.7">
                      {OFFER_TEXT.noneRequirement}
                    </Text>
                  ) : type === 'ACHIEVEMENTS' ? (
                    <Controller
                      control={control}
                      name={`requirements.requirements.${index}.achievementId`}
                      render={({ field: f }) => (
                        <Select
                          aria-label={REQUIREMENT_VALUE_LABELS.ACHIEVEMENTS}
                          placeholder={
                            achievements.length
                              ? 'Choose an achievement'
                              : 'Your club has no achievements yet'
                          }
                          data={achievements}
                          value={f.value}
                          onChange={f.onChange}
                          error={errorOf(`requirements.requirements.${index}`)}
                        />
                      )}
                    />
                  ) : (
                    <NumberField
                      control={control}
                      name={`requirements.requirements.${index}.value`}
                      aria-label={`${label}: ${REQUIREMENT_VALUE_LABELS[type]}`}
                      description={REQUIREMENT_VALUE_LABELS[type]}
                      min={0}
                      allowDecimal={false}
                      error={errorOf(`requirements.requirements.${index}`)}
                    />
                  )}
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={OFFER_TEXT.removeRequirement(label)}
                  onClick={() => list.remove(index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Card>
          );
        })}
        {/* The list's own message: a maximum count, None alone, buy-now needs a Price. */}
        {exactErrorOf('requirements.requirements') ? (
          <Text size="sm" c="red.8" role="alert">
            {exactErrorOf('requirements.requirements')}
          </Text>
        ) : null}
        <Menu position="bottom-start" width={280}>
          <Menu.Target>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {OFFER_TEXT.addRequirement}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {OFFER_REQUIREMENT_TYPES.map((type) => {
              const label = OFFER_REQUIREMENT_TYPE_LABELS[type];
              return (
                <Menu.Item
                  key={type}
                  disabled={!canAddRequirement(current, type)}
                  onClick={() => list.append({ type, value: null, achievementId: null })}
                  rightSection={
                    <Text size="xs" c="gray.7">
                      {`max ${OFFER_REQUIREMENT_MAX_PER_OFFER[type]}`}
                    </Text>
                  }
                >
                  {label}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      </Stack>

      <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Title order={3} size="h5" component="legend">
          {OFFER_TEXT.conditions}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberField
            control={control}
            name="requirements.conditions.minimumAge"
            label={OFFER_TEXT.minimumAge}
            min={0}
            allowDecimal={false}
            error={errorOf('requirements.conditions.minimumAge')}
          />
          <NumberField
            control={control}
            name="requirements.conditions.minimumPoints"
            label={OFFER_TEXT.minimumPoints}
            min={0}
            allowDecimal={false}
            error={errorOf('requirements.conditions.minimumPoints')}
          />
          <NumberField
            control={control}
            name="requirements.conditions.membershipAgeDays"
            label={OFFER_TEXT.membershipAgeDays}
            min={0}
            allowDecimal={false}
            error={errorOf('requirements.conditions.membershipAgeDays')}
          />
        </SimpleGrid>
        <Text size="xs" c="gray.7">
          Members who joined the club within these dates:
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="requirements.conditions.notBefore"
            render={({ field }) => (
              <QuarterHourField
                label={OFFER_TEXT.notBefore}
                value={field.value}
                onChange={field.onChange}
                error={errorOf('requirements.conditions.notBefore')}
              />
            )}
          />
          <Controller
            control={control}
            name="requirements.conditions.notAfter"
            render={({ field }) => (
              <QuarterHourField
                label={OFFER_TEXT.notAfter}
                value={field.value}
                onChange={field.onChange}
                error={errorOf('requirements.conditions.notAfter')}
              />
            )}
          />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
