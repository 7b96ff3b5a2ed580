import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Stepper, Text, TextInput, Title } from '@mantine/core';
import {
  CLUB_DEFAULT_COLORS,
  CLUB_LIMITS,
  createClubSchema,
  REP_CLUB_WIZARD_HIDDEN_STEP,
  REP_CLUB_WIZARD_STEP_LABELS,
  REP_CLUB_WIZARD_STEPS,
  type CreateClubPayload,
} from '@repclub/shared';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, type FieldPath, FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useCreateClubMutation } from '@/features/clubs/api/mutations';
import {
  ClubImagesFields,
  ClubLookFields,
  slugify,
  SlugField,
  SocialAccountsEditor,
  useSlugAvailability,
} from '@/features/clubs/club-fields';
import { ClubPreview, type ClubPreviewValues } from '@/features/clubs/club-preview';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { notifyError, notifySuccess } from '@/ui/toast';

export const WIZARD_TEXT = {
  title: 'Create a rep club',
  intro: 'Four short steps: your club’s details, its images, its social accounts, then a look at the page.',
  name: 'Club name',
  bioHelp: 'What your club is about and who it is for.',
  accountsHelp: 'Link the social accounts your community already follows.',
  back: 'Back',
  next: 'Next',
  saveDraft: 'Create as draft',
  publish: 'Create and publish',
  draftHelp: 'A draft is visible only to you and your team; publish it from the club’s overview.',
  created: 'Your club is ready.',
  createdDraft: 'Your club was created as a draft.',
  publishFailed: 'Your club was created as a draft but could not be published; publish it from its overview.',
};

/** The form's values; the shared schema turns them into a CreateClubInput. */
export type WizardValues = ClubPreviewValues;

const resolver = zodResolver(createClubSchema) as unknown as Resolver<
  WizardValues,
  unknown,
  CreateClubPayload
>;

/** The wizard's steps in order; the club-type step exists but is hidden (accounts §2.2), so it is left out. */
const STEPS = REP_CLUB_WIZARD_STEPS.filter((step) => (step as string) !== REP_CLUB_WIZARD_HIDDEN_STEP);

const STEP_FIELDS: Record<(typeof STEPS)[number], FieldPath<WizardValues>[]> = {
  details: ['displayName', 'slug', 'bio', 'colors', 'access'],
  image: ['avatarUrl', 'coverUrl'],
  accounts: ['socialAccounts'],
  preview: [],
};

const DEFAULTS: WizardValues = {
  displayName: '',
  slug: '',
  bio: '',
  colors: { ...CLUB_DEFAULT_COLORS },
  avatarUrl: null,
  coverUrl: null,
  access: 'PUBLIC',
  socialAccounts: [],
};

/** /my/rep-clubs/create: the rep club wizard (details, image, accounts, preview), then create and publish. */
export function CreateClubWizard() {
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const [slugTouched, setSlugTouched] = useState(false);
  const [uploading, setUploading] = useState(0);
  const form = useForm<WizardValues, unknown, CreateClubPayload>({
    resolver,
    defaultValues: DEFAULTS,
    mode: 'onTouched',
  });
  const { control, formState, setValue, register } = form;
  const errors = formState.errors;
  const values = useWatch({ control }) as WizardValues;
  const slugState = useSlugAvailability(values.slug ?? '', null);
  const create = useCreateClubMutation();

  const step = STEPS[active]!;
  const handleNext = async () => {
    const ok = await form.trigger(STEP_FIELDS[step]);
    if (!ok) return;
    if (step === 'details' && slugState !== 'available') return;
    setActive((index) => Math.min(index + 1, STEPS.length - 1));
  };

  const submit = (publish: boolean) =>
    form
      .handleSubmit(async (input) => {
        const { club, publishError } = await create.mutateAsync({ input, publish });
        if (publishError) notifyError(`${WIZARD_TEXT.publishFailed} ${getErrorMessage(publishError)}`);
        else notifySuccess(publish ? WIZARD_TEXT.created : WIZARD_TEXT.createdDraft);
        await navigate({ to: '/my/rep-clubs/$clubId', params: { clubId: club.id } });
      })()
      .catch(() => undefined);

  const handleUploading = (on: boolean) => setUploading((count) => count + (on ? 1 : -1));

  return (
    <FormProvider {...form}>
      <Stack gap="lg" maw={760} w="100%">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {WIZARD_TEXT.title}
          </Title>
          <Text c="gray.7">{WIZARD_TEXT.intro}</Text>
        </Stack>
        <Stepper
          active={active}
          onStepClick={(index) => index < active && setActive(index)}
          size="sm"
          allowNextStepsSelect={false}
          styles={{ steps: { flexWrap: 'wrap', rowGap: 8 } }}
        >
          {STEPS.map((value) => (
            <Stepper.Step key={value} label={REP_CLUB_WIZARD_STEP_LABELS[value]} />
          ))}
        </Stepper>

        {step === 'details' ? (
          <Stack gap="md">
            <TextInput
              label={WIZARD_TEXT.name}
              withAsterisk
              maxLength={CLUB_LIMITS.displayNameMax}
              error={errors.displayName?.message}
              {...register('displayName', {
                onChange: (event: { target: { value: string } }) => {
                  if (!slugTouched)
                    setValue('slug', slugify(event.target.value), { shouldValidate: Boolean(errors.slug) });
                },
              })}
            />
            <Controller
              control={control}
              name="slug"
              render={({ field }) => (
                <SlugField
                  value={field.value}
                  onChange={(slug) => {
                    setSlugTouched(true);
                    field.onChange(slug);
                  }}
                  onBlur={field.onBlur}
                  error={errors.slug?.message}
                  state={slugState}
                />
              )}
            />
            <ClubLookFields bioHelp={WIZARD_TEXT.bioHelp} />
          </Stack>
        ) : null}

        {step === 'image' ? (
          <Stack gap="lg">
            <ClubImagesFields onUploadingChange={handleUploading} />
          </Stack>
        ) : null}

        {step === 'accounts' ? (
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              {WIZARD_TEXT.accountsHelp}
            </Text>
            <Controller
              control={control}
              name="socialAccounts"
              render={({ field }) => (
                <SocialAccountsEditor
                  value={field.value}
                  onChange={field.onChange}
                  error={
                    errors.socialAccounts?.message ??
                    errors.socialAccounts?.root?.message ??
                    (Array.isArray(errors.socialAccounts)
                      ? errors.socialAccounts.find(Boolean)?.handle?.message
                      : undefined)
                  }
                />
              )}
            />
          </Stack>
        ) : null}

        {step === 'preview' ? (
          <Stack gap="sm">
            {/* The owner is the club's first member. */}
            <ClubPreview club={{ ...DEFAULTS, ...values }} memberCount={1} />
            <Text size="sm" c="gray.7">
              {WIZARD_TEXT.draftHelp}
            </Text>
          </Stack>
        ) : null}

        {create.isError ? <AppAlert type="danger">{getErrorMessage(create.error)}</AppAlert> : null}

        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            onClick={() => setActive((index) => Math.max(0, index - 1))}
            disabled={active === 0 || create.isPending}
          >
            {WIZARD_TEXT.back}
          </Button>
          {step === 'preview' ? (
            <Group gap="sm">
              <Button variant="light" onClick={() => void submit(false)} disabled={create.isPending}>
                {WIZARD_TEXT.saveDraft}
              </Button>
              <Button onClick={() => void submit(true)} loading={create.isPending}>
                {WIZARD_TEXT.publish}
              </Button>
            </Group>
          ) : (
            <Button
              onClick={() => void handleNext()}
              disabled={uploading > 0 || (step === 'details' && slugState === 'taken')}
            >
              {WIZARD_TEXT.next}
            </Button>
          )}
        </Group>
      </Stack>
    </FormProvider>
  );
}
