import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, Text, TextInput } from '@mantine/core';
import {
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
import { GenderField, NameFields, PhoneNumberInput, UserNameField } from '@/entities/user/profile-fields';
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
          <NameFields
            firstName={{ registration: register('firstName'), error: errors.firstName?.message }}
            lastName={{ registration: register('lastName'), error: errors.lastName?.message }}
          />
        ) : null}

        {missing.userName ? (
          <UserNameField registration={register('userName')} error={errors.userName?.message} />
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
          <GenderField registration={register('gender')} error={errors.gender?.message} genders={GENDERS} />
        ) : null}

        {missing.dateOfBirth ? <DateOfBirthField control={control} name="dateOfBirth" /> : null}

        {missing.phoneNumber ? (
          <PhoneNumberInput registration={register('phoneNumber')} error={errors.phoneNumber?.message} />
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
