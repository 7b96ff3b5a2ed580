import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, Stack, TextInput } from '@mantine/core';
import { dateOfBirthSchema, GENDERS, MESSAGES, profileGenderSchema } from '@repclub/shared';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DateOfBirthField } from '@/ui/date-of-birth-field';
import { GenderField } from '@/entities/user/profile-fields';
import { DeleteAccountSection } from '@/features/users/delete-account-dialog';
import { errorText } from '@/lib/error-message';
import { PhoneNumberField } from '@/features/users/phone-number-change';
import { ProfilePage, ProfileSection } from '@/ui/profile-page';
import { StatusBadge, WithCurrentUser } from '@/ui/profile-user';
import { useUpdateProfileMutation } from '@/features/users/api/mutations';
import type { CurrentUser } from '@/lib/current-user';
import { AppAlert } from '@/ui/app-alert';
import { notifySuccess } from '@/ui/toast';

export const PERSONAL_TEXT = {
  title: 'Personal details',
  description: 'Private details: only you and RepClub administrators see them.',
  about: 'About you',
  contact: 'Contact',
  email: 'Email',
  emailHelp: 'You sign in with this address. Contact support to change it.',
  emailVerified: 'Verified',
  emailNotVerified: 'Not verified',
  save: 'Save changes',
  saved: 'Your personal details were saved.',
} as const;

const personalSchema = z.object({
  gender: z.string({ error: MESSAGES.genderInvalid }).pipe(profileGenderSchema),
  dateOfBirth: dateOfBirthSchema,
});
type PersonalValues = { gender: string; dateOfBirth: string };

const valuesOf = (user: CurrentUser): PersonalValues => ({
  gender: user.gender ?? '',
  dateOfBirth: user.dateOfBirth ?? '',
});

/** Gender (the four profile options) and date of birth (MM/dd/yyyy shown, yyyy-MM-dd sent). */
function AboutForm({ user }: { user: CurrentUser }) {
  const updateProfileMutation = useUpdateProfileMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PersonalValues>({
    resolver: zodResolver(personalSchema) as never,
    mode: 'onTouched',
    defaultValues: valuesOf(user),
  });

  const handleValidSubmit = async (values: PersonalValues) => {
    setServerError(null);
    const input = personalSchema.parse(values);
    try {
      const updateProfile = await updateProfileMutation.mutateAsync(input);
      reset({
        gender: updateProfile.gender ?? input.gender,
        dateOfBirth: updateProfile.dateOfBirth ?? input.dateOfBirth,
      });
      notifySuccess(PERSONAL_TEXT.saved);
    } catch (err) {
      setServerError(errorText(err));
    }
  };

  return (
    <ProfileSection title={PERSONAL_TEXT.about}>
      <form onSubmit={handleSubmit(handleValidSubmit)} noValidate>
        <Stack gap="md">
          {serverError ? <AppAlert type="danger">{serverError}</AppAlert> : null}
          <GenderField
            registration={register('gender')}
            error={errors.gender?.message}
            genders={GENDERS}
            placeholderDisabled
          />
          <DateOfBirthField control={control} name="dateOfBirth" />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              {PERSONAL_TEXT.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}

function EmailField({ user }: { user: CurrentUser }) {
  const verified =
    !!user.emailAddress &&
    !!user.verifiedEmailAddress &&
    user.emailAddress.toLowerCase() === user.verifiedEmailAddress.toLowerCase();
  return (
    <TextInput
      label={PERSONAL_TEXT.email}
      value={user.emailAddress ?? ''}
      readOnly
      description={PERSONAL_TEXT.emailHelp}
      inputWrapperOrder={['label', 'input', 'description']}
      rightSectionWidth={verified ? 104 : 124}
      rightSectionPointerEvents="none"
      rightSection={
        user.emailAddress ? (
          verified ? (
            <StatusBadge
              tone="ok"
              icon={<IconCircleCheckFilled size={14} aria-hidden />}
              testId="email-verified"
            >
              {PERSONAL_TEXT.emailVerified}
            </StatusBadge>
          ) : (
            <StatusBadge tone="warn">{PERSONAL_TEXT.emailNotVerified}</StatusBadge>
          )
        ) : null
      }
      styles={{ input: { backgroundColor: 'var(--mantine-color-gray-0)' } }}
    />
  );
}

/**
 * /profile/personal (accounts §2.1, §2.4; domain §4): gender, date of birth, the email (read only, with its
 * verified mark), the phone number with its change flow, and deleting the account.
 */
export function PersonalPage() {
  return (
    <ProfilePage title={PERSONAL_TEXT.title} description={PERSONAL_TEXT.description}>
      <WithCurrentUser skeletonRows={3}>
        {(user) => (
          <>
            <AboutForm user={user} />
            <ProfileSection title={PERSONAL_TEXT.contact}>
              <Stack gap="md">
                <EmailField user={user} />
                <Divider />
                <PhoneNumberField user={user} />
              </Stack>
            </ProfileSection>
          </>
        )}
      </WithCurrentUser>
      <DeleteAccountSection />
    </ProfilePage>
  );
}
