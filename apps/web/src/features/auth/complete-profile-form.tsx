import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  DECIDED_MESSAGES,
  dateOfBirthSchema,
  emailSchema,
  firstNameSchema,
  GENDERS,
  LABELS,
  lastNameSchema,
  MESSAGES,
  phoneNumberSchema,
  profileGenderSchema,
  userNameSchema,
} from '@repclub/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useCompleteProfileMutation } from '@/features/auth/api/mutations';
import { DateOfBirthField } from '@/ui/date-of-birth-field';
import type { CompleteProfileMutation } from '@/gql/graphql';
import type { CurrentUser } from '@/lib/current-user';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

export type ProfileToComplete = CurrentUser;
export type CompletedProfile = CompleteProfileMutation['updateProfile'];

const blank = (value: string | null | undefined) => !value || !value.trim();

/** Which fields /auth/sign-up-2 asks for: those the profile lacks (accounts §2.1, domain §4). */
export function missingProfileFields(user: ProfileToComplete) {
  return {
    names: blank(user.name) || blank(user.firstName) || blank(user.lastName),
    userName: blank(user.userName),
    gender: blank(user.gender),
    dateOfBirth: blank(user.dateOfBirth),
    phoneNumber: blank(user.phoneNumber),
    email: blank(user.emailAddress),
  };
}

type Missing = ReturnType<typeof missingProfileFields>;

const optional = z.string().optional();

function completionSchema(missing: Missing) {
  return z.object({
    firstName: missing.names ? firstNameSchema : optional,
    lastName: missing.names ? lastNameSchema : optional,
    userName: missing.userName ? userNameSchema : optional,
    gender: missing.gender ? z.string({ error: MESSAGES.genderInvalid }).pipe(profileGenderSchema) : optional,
    dateOfBirth: missing.dateOfBirth ? dateOfBirthSchema : optional,
    phoneNumber: missing.phoneNumber ? phoneNumberSchema : optional,
    email: missing.email ? emailSchema : optional,
  });
}

type Values = {
  firstName: string;
  lastName: string;
  userName: string;
  gender: string;
  dateOfBirth: string;
  phoneNumber: string;
  email: string;
};

/**
 * Profile completion after a phone or social sign-up (/auth/sign-up-2): only the missing fields, with the
 * same rules as sign-up (gender may be any of the four profile options), sent with `updateProfile`.
 */
export function CompleteProfileForm({
  user,
  onCompleted,
}: {
  user: ProfileToComplete;
  onCompleted: (profile: CompletedProfile) => void;
}) {
  const [missing] = useState(() => missingProfileFields(user));
  const [serverError, setServerError] = useState<string | null>(null);
  const completeProfile = useCompleteProfileMutation();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(completionSchema(missing)) as never,
    mode: 'onTouched',
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      userName: '',
      gender: '',
      dateOfBirth: '',
      phoneNumber: '',
      email: '',
    },
  });

  const handleValidSubmit = async (values: Values) => {
    setServerError(null);
    const parsed = completionSchema(missing).parse(values);
    const input = {
      ...(missing.names ? { firstName: parsed.firstName, lastName: parsed.lastName } : {}),
      ...(missing.userName ? { userName: parsed.userName } : {}),
      ...(missing.gender ? { gender: parsed.gender } : {}),
      ...(missing.dateOfBirth ? { dateOfBirth: parsed.dateOfBirth } : {}),
      ...(missing.phoneNumber ? { phoneNumber: parsed.phoneNumber } : {}),
      ...(missing.email ? { email: parsed.email } : {}),
    };
    try {
      onCompleted(await completeProfile.mutateAsync(input));
    } catch (err) {
      setServerError(getErrorMessage(err));
    }
  };

  return (
    <form onSubmit={handleSubmit(handleValidSubmit)} noValidate aria-label="Complete your profile">
      <Stack gap="md">
        {serverError ? <AppAlert type="danger">{serverError}</AppAlert> : null}

        {missing.names ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              withAsterisk
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              withAsterisk
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </SimpleGrid>
        ) : null}

        {missing.userName ? (
          <TextInput
            label="Username"
            autoComplete="username"
            withAsterisk
            description="How others find you on RepClub. No spaces."
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            error={errors.userName?.message}
            {...register('userName')}
          />
        ) : null}

        {missing.email ? (
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
        ) : null}

        {missing.gender ? (
          <NativeSelect
            label="Gender"
            withAsterisk
            description={DECIDED_MESSAGES.genderHelp}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            error={errors.gender?.message}
            data={[
              { value: '', label: 'Select your gender' },
              ...GENDERS.map((g) => ({ value: g, label: g })),
            ]}
            {...register('gender')}
          />
        ) : null}

        {missing.dateOfBirth ? <DateOfBirthField control={control} name="dateOfBirth" /> : null}

        {missing.phoneNumber ? (
          <TextInput
            label="Phone number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="(213) 555-0123"
            withAsterisk
            description="US numbers as they are; other countries start with + and the country code."
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
        ) : null}

        <Box>
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            {LABELS.continue}
          </Button>
        </Box>
        <Text size="xs" c="gray.7" ta="center">
          You can change these details later on your profile.
        </Text>
      </Stack>
    </form>
  );
}
