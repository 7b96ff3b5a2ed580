import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { CLUB_LIMITS, clubSlugSchema, type UpdateClubPayload, updateClubSchema } from '@repclub/shared';
import { useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import type { ClubAdmin } from '@/features/clubs/api/queries';
import { useChangeClubSlugMutation, useUpdateClubMutation } from '@/features/clubs/api/mutations';
import { AdminSectionTitle } from '@/features/clubs/club-admin-shared';
import { ClubAdminTab } from '@/features/clubs/club-admin-layout';
import {
  ClubImagesFields,
  ClubLookFields,
  type ClubLookValues,
  SlugField,
  useSlugAvailability,
} from '@/features/clubs/club-fields';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { notifySuccess } from '@/ui/toast';

export const EDIT_TEXT = {
  title: 'Details',
  intro: 'Your club’s name, bio, colours and images, as members see them.',
  name: 'Club name',
  save: 'Save details',
  saved: 'Club details saved.',
  linkTitle: 'Club link',
  linkHelp: 'Changing the link breaks links shared before; the old link stops working.',
  changeLink: 'Change link',
  linkChanged: 'Club link changed.',
};

type DetailsValues = ClubLookValues & { displayName: string };

const resolver = zodResolver(updateClubSchema) as unknown as Resolver<
  DetailsValues,
  unknown,
  UpdateClubPayload
>;

function SlugSection({ club }: { club: ClubAdmin }) {
  const [slug, setSlug] = useState(club.slug);
  const [error, setError] = useState<string | undefined>();
  const state = useSlugAvailability(slug, club.id, club.slug);
  const change = useChangeClubSlugMutation(club.id);
  const handleSubmit = () => {
    const parsed = clubSlugSchema.safeParse(slug);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    change.mutate(parsed.data, { onSuccess: () => notifySuccess(EDIT_TEXT.linkChanged) });
  };
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <AdminSectionTitle text={EDIT_TEXT.linkHelp}>{EDIT_TEXT.linkTitle}</AdminSectionTitle>
        <SlugField value={slug} onChange={setSlug} error={error} state={state} />
        {change.isError ? <AppAlert type="danger">{getErrorMessage(change.error)}</AppAlert> : null}
        <Button
          onClick={handleSubmit}
          loading={change.isPending}
          disabled={slug.trim().toLowerCase() === club.slug || state === 'taken' || state === 'checking'}
          style={{ alignSelf: 'flex-start' }}
        >
          {EDIT_TEXT.changeLink}
        </Button>
      </Stack>
    </Card>
  );
}

function DetailsForm({ club }: { club: ClubAdmin }) {
  const update = useUpdateClubMutation(club.id);
  const [uploading, setUploading] = useState(0);
  const form = useForm<DetailsValues, unknown, UpdateClubPayload>({
    resolver,
    defaultValues: {
      displayName: club.displayName,
      bio: club.bio ?? '',
      colors: { primary: club.colors.primary, secondary: club.colors.secondary },
      access: club.access,
      avatarUrl: club.images.avatarUrl ?? null,
      coverUrl: club.images.coverUrl ?? null,
    },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const handleUploading = (on: boolean) => setUploading((count) => count + (on ? 1 : -1));
  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(
      {
        displayName: values.displayName,
        bio: values.bio,
        colors: values.colors,
        access: values.access,
        avatarUrl: values.avatarUrl,
        coverUrl: values.coverUrl,
      },
      {
        onSuccess: () => {
          notifySuccess(EDIT_TEXT.saved);
          form.reset(form.getValues());
        },
      },
    ),
  );
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="form"
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
    >
      <FormProvider {...form}>
        <Stack gap="md">
          <TextInput
            label={EDIT_TEXT.name}
            withAsterisk
            maxLength={CLUB_LIMITS.displayNameMax}
            error={errors.displayName?.message}
            {...register('displayName')}
          />
          <ClubLookFields />
          <ClubImagesFields onUploadingChange={handleUploading} />
          {update.isError ? <AppAlert type="danger">{getErrorMessage(update.error)}</AppAlert> : null}
          <Group>
            <Button type="submit" loading={update.isPending} disabled={uploading > 0}>
              {EDIT_TEXT.save}
            </Button>
          </Group>
        </Stack>
      </FormProvider>
    </Card>
  );
}

/** /my/rep-clubs/{clubId}/edit (the Details tab): updateClub; the link through changeClubSlug. EDIT_CLUB. */
export function ClubEditPage({ clubId }: { clubId: string }) {
  return (
    <ClubAdminTab clubId={clubId} permission="EDIT_CLUB" title={EDIT_TEXT.title} intro={EDIT_TEXT.intro}>
      {(club) => (
        <>
          <DetailsForm key={club.id} club={club} />
          <SlugSection key={`${club.id}-${club.slug}`} club={club} />
        </>
      )}
    </ClubAdminTab>
  );
}
