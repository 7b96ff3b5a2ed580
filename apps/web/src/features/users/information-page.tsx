import { zodResolver } from '@hookform/resolvers/zod';
import { Avatar, Button, FileButton, Group, Stack, Textarea } from '@mantine/core';
import {
  BIO_MAX_LENGTH,
  bioSchema,
  DEFAULT_DISPLAY_NAME,
  firstNameSchema,
  lastNameSchema,
  userNameSchema,
} from '@repclub/shared';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { uploadAvatar } from '@/features/users/avatar-upload';
import { NameFields, UserNameField } from '@/entities/user/profile-fields';
import { IMAGE_ACCEPT } from '@/lib/media-upload';
import { DeleteAccountSection } from '@/features/users/delete-account-dialog';
import { errorText } from '@/lib/error-message';
import { ProfilePage, ProfileSection } from '@/ui/profile-page';
import { WithCurrentUser } from '@/ui/profile-user';
import { useStoreAvatar, useUpdateProfileMutation } from '@/features/users/api/mutations';
import { type CurrentUser } from '@/lib/current-user';
import { AppAlert } from '@/ui/app-alert';
import { notifySuccess } from '@/ui/toast';

export const INFORMATION_TEXT = {
  title: 'Profile information',
  description: 'Your photo, name, username and bio, as other members see them.',
  photo: 'Photo',
  photoHelp: 'JPEG, PNG, WEBP or GIF. It is resized to at most 1000 × 1000 pixels before upload.',
  changePhoto: 'Change photo',
  addPhoto: 'Add a photo',
  uploading: 'Uploading…',
  photoSaved: 'Your photo was updated.',
  details: 'Name and bio',
  bioHelp: 'A few words about you, shown on your profile.',
  save: 'Save changes',
  saved: 'Your profile was saved.',
} as const;

const informationSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  userName: userNameSchema,
  bio: bioSchema,
});
type InformationValues = z.input<typeof informationSchema>;

const valuesOf = (user: CurrentUser): InformationValues => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  userName: user.userName ?? '',
  bio: user.bio ?? '',
});

/** The avatar: picked, resized in the browser, uploaded; the header avatar follows at once. */
function AvatarSection({ user }: { user: CurrentUser }) {
  const storeAvatar = useStoreAvatar();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleFile = async (file: File | null) => {
    if (!file) return;
    setPending(true);
    setError(null);
    try {
      const { avatarUrl } = await uploadAvatar(file);
      storeAvatar(avatarUrl);
      notifySuccess(INFORMATION_TEXT.photoSaved);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <ProfileSection title={INFORMATION_TEXT.photo} description={INFORMATION_TEXT.photoHelp}>
      <Stack gap="md">
        {error ? <AppAlert type="danger">{error}</AppAlert> : null}
        <Group gap="lg" wrap="nowrap">
          <Avatar
            src={user.avatarUrl}
            alt={user.avatarUrl ? `Photo of ${user.name || DEFAULT_DISPLAY_NAME}` : ''}
            name={user.name ?? undefined}
            color="brand"
            size={96}
            radius={999}
            data-testid="profile-avatar"
          />
          <FileButton onChange={(file) => void handleFile(file)} accept={IMAGE_ACCEPT} disabled={pending}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconCamera size={18} aria-hidden />}
                loading={pending}
              >
                {user.avatarUrl ? INFORMATION_TEXT.changePhoto : INFORMATION_TEXT.addPhoto}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </ProfileSection>
  );
}

/** First and last name, username and bio, saved with `updateProfile`. */
function InformationForm({ user }: { user: CurrentUser }) {
  const updateProfileMutation = useUpdateProfileMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<InformationValues>({
    resolver: zodResolver(informationSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(user),
  });
  const bioLength = useWatch({ control, name: 'bio' })?.length ?? 0;

  const handleValidSubmit = async (values: InformationValues) => {
    setServerError(null);
    const input = informationSchema.parse(values);
    try {
      const updateProfile = await updateProfileMutation.mutateAsync(input);
      reset({
        firstName: updateProfile.firstName ?? input.firstName,
        lastName: updateProfile.lastName ?? input.lastName,
        userName: updateProfile.userName ?? input.userName,
        bio: updateProfile.bio ?? '',
      });
      notifySuccess(INFORMATION_TEXT.saved);
    } catch (err) {
      setServerError(errorText(err));
    }
  };

  return (
    <ProfileSection title={INFORMATION_TEXT.details}>
      <form onSubmit={handleSubmit(handleValidSubmit)} noValidate>
        <Stack gap="md">
          {serverError ? <AppAlert type="danger">{serverError}</AppAlert> : null}
          <NameFields
            firstName={{ registration: register('firstName'), error: errors.firstName?.message }}
            lastName={{ registration: register('lastName'), error: errors.lastName?.message }}
          />
          <UserNameField registration={register('userName')} error={errors.userName?.message} />
          <Textarea
            label="Bio"
            description={
              <Group component="span" justify="space-between" gap="xs">
                <span>{INFORMATION_TEXT.bioHelp}</span>
                <span>
                  {bioLength}/{BIO_MAX_LENGTH}
                </span>
              </Group>
            }
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            rows={4}
            resize="vertical"
            error={errors.bio?.message}
            {...register('bio')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              {INFORMATION_TEXT.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}

/** /profile/information (accounts §2.1, §2.4): photo, name, username, bio, and deleting the account. */
export function InformationPage() {
  return (
    <ProfilePage title={INFORMATION_TEXT.title} description={INFORMATION_TEXT.description}>
      <WithCurrentUser skeletonRows={4}>
        {(user) => (
          <>
            <AvatarSection user={user} />
            <InformationForm user={user} />
          </>
        )}
      </WithCurrentUser>
      <DeleteAccountSection />
    </ProfilePage>
  );
}
