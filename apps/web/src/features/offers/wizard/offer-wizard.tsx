import { Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { OFFER_WIZARD_STEP_LABELS, type OfferPayload, type OfferWizardStep } from '@repclub/shared';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { OFFER_TEXT } from '@/features/offers/offer-text';
import { DetailsStep } from '@/features/offers/wizard/details-step';
import { AchievementStep, PreviewStep, RedemptionStep } from '@/features/offers/wizard/other-steps';
import { RequirementsStep } from '@/features/offers/wizard/requirements-step';
import { type Option, SettingsStep } from '@/features/offers/wizard/settings-step';
import { TimeFrameStep } from '@/features/offers/wizard/time-frame-step';
import { WizardContext } from '@/features/offers/wizard/wizard-context';
import {
  checkOffer,
  STEPS,
  stepOfPath,
  type WizardIssue,
  type WizardValues,
} from '@/features/offers/wizard/wizard-form';
import { AppAlert } from '@/ui/app-alert';

export type WizardOptions = { achievements: Option[]; tiers: Option[]; ticketTypes: Option[] };

type OfferWizardProps = {
  clubId: string;
  initial: WizardValues;
  options: WizardOptions;
  /** Editing: the offer's current start (it may stay as it is) and whether members took part (type locked). */
  editing: { startAt: string; locked: boolean } | null;
  saving: boolean;
  error: string | null;
  onSave: (payload: OfferPayload, publish: boolean) => void;
};

/**
 * The offer wizard (domain §2): details, requirements, time frame, settings, redemption, achievement, preview.
 * Each step is checked with the shared offer schema before the next; the preview saves it as a draft or
 * publishes it (editing saves the changes).
 */
export function OfferWizard({ clubId, initial, options, editing, saving, error, onSave }: OfferWizardProps) {
  const form = useForm<WizardValues>({ defaultValues: initial });
  const [active, setActive] = useState(0);
  const [issues, setIssues] = useState<WizardIssue[]>([]);
  const values = useWatch({ control: form.control }) as WizardValues;
  const step = STEPS[active]!;
  // On a phone the seven labels would wrap over four lines: the steps show as numbers, the current one named below.
  const compact = useMediaQuery('(max-width: 36em)') ?? false;
  const keepStart = editing ? new Date(editing.startAt) : null;
  const context = useMemo(() => ({ form, issues, clubId }), [form, issues, clubId]);

  /** Checks the steps up to `upTo`; on a problem shows it and goes to its step. */
  const check = (upTo: OfferWizardStep): { ok: boolean; payload: OfferPayload | null } => {
    const result = checkOffer(form.getValues(), keepStart);
    const last = STEPS.indexOf(upTo);
    const relevant = result.ok ? [] : result.issues.filter((i) => STEPS.indexOf(stepOfPath(i.path)) <= last);
    setIssues(relevant);
    if (relevant.length > 0) {
      setActive(Math.min(...relevant.map((i) => STEPS.indexOf(stepOfPath(i.path)))));
      return { ok: false, payload: null };
    }
    return { ok: true, payload: result.ok ? result.payload : null };
  };

  const next = () => {
    if (check(step).ok) setActive((i) => Math.min(i + 1, STEPS.length - 1));
  };

  const save = (publish: boolean) => {
    const { payload } = check('preview');
    if (payload) onSave(payload, publish);
  };

  return (
    <WizardContext.Provider value={context}>
      <Stack gap="lg" maw={760} w="100%">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {editing ? OFFER_TEXT.wizardTitleEdit : OFFER_TEXT.wizardTitleCreate}
          </Title>
          <Text c="gray.7" size="sm">
            {OFFER_TEXT.wizardIntro}
          </Text>
        </Stack>
        <Stepper
          active={active}
          onStepClick={(index) => index < active && setActive(index)}
          size={compact ? 'xs' : 'sm'}
          allowNextStepsSelect={false}
          iconSize={compact ? 28 : undefined}
          styles={
            compact
              ? { steps: { flexWrap: 'nowrap' }, separator: { marginInline: 4, minWidth: 4 } }
              : { steps: { flexWrap: 'wrap', rowGap: 8 } }
          }
        >
          {STEPS.map((value, index) =>
            compact ? (
              // The number shows; the step's place is read out with it, its name in the heading below.
              <Stepper.Step key={value} aria-label={OFFER_TEXT.stepOf(index + 1, STEPS.length)} />
            ) : (
              <Stepper.Step key={value} label={OFFER_WIZARD_STEP_LABELS[value]} />
            ),
          )}
        </Stepper>
        <Stack gap={0}>
          <Text size="xs" c="gray.7">
            {OFFER_TEXT.stepOf(active + 1, STEPS.length)}
          </Text>
          <Title order={3} size="h4">
            {OFFER_WIZARD_STEP_LABELS[step]}
          </Title>
        </Stack>

        {step === 'details' ? <DetailsStep locked={editing?.locked ?? false} /> : null}
        {step === 'requirements' ? <RequirementsStep achievements={options.achievements} /> : null}
        {step === 'time-frame' ? <TimeFrameStep keepStart={editing?.startAt ?? null} /> : null}
        {step === 'settings' ? (
          <SettingsStep ticketTypes={options.ticketTypes} tiers={options.tiers} />
        ) : null}
        {step === 'redemption' ? <RedemptionStep /> : null}
        {step === 'achievement' ? <AchievementStep achievements={options.achievements} /> : null}
        {step === 'preview' ? <PreviewStep values={values} achievements={options.achievements} /> : null}

        {error ? <AppAlert type="danger">{error}</AppAlert> : null}

        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            onClick={() => setActive((i) => Math.max(0, i - 1))}
            disabled={active === 0 || saving}
          >
            {OFFER_TEXT.back}
          </Button>
          {step !== 'preview' ? (
            <Button onClick={next}>{OFFER_TEXT.next}</Button>
          ) : editing ? (
            <Button onClick={() => save(false)} loading={saving}>
              {OFFER_TEXT.saveChanges}
            </Button>
          ) : (
            <Group gap="sm">
              <Button variant="light" onClick={() => save(false)} disabled={saving}>
                {OFFER_TEXT.saveDraft}
              </Button>
              <Button onClick={() => save(true)} loading={saving}>
                {OFFER_TEXT.publish}
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
    </WizardContext.Provider>
  );
}
