import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { DECIDED_MESSAGES } from '@repclub/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A person's own fields as sign-up, profile completion (/auth/sign-up-2) and the profile pages ask for them:
 * first and last name, username, gender and phone number, with the same labels, help and markup everywhere.
 * Each takes the form's `register(...)` for its field and the field's error message.
 */
type FieldProps = { registration: UseFormRegisterReturn; error?: string | undefined };

export const USER_FIELDS_TEXT = {
  firstName: 'First name',
  lastName: 'Last name',
  userName: 'Username',
  userNameHelp: 'How others find you on RepClub. No spaces.',
  gender: 'Gender',
  selectGender: 'Select your gender',
  phoneNumber: 'Phone number',
  phoneNumberHelp: 'US numbers as they are; other countries start with + and the country code.',
} as const;

/** First and last name side by side (one column on a phone). */
export function NameFields({ firstName, lastName }: { firstName: FieldProps; lastName: FieldProps }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        label={USER_FIELDS_TEXT.firstName}
        autoComplete="given-name"
        withAsterisk
        error={firstName.error}
        {...firstName.registration}
      />
      <TextInput
        label={USER_FIELDS_TEXT.lastName}
        autoComplete="family-name"
        withAsterisk
        error={lastName.error}
        {...lastName.registration}
      />
    </SimpleGrid>
  );
}

/** The username, with how others use it under the field. */
export function UserNameField({ registration, error }: FieldProps) {
  return (
    <TextInput
      label={USER_FIELDS_TEXT.userName}
      autoComplete="username"
      withAsterisk
      description={USER_FIELDS_TEXT.userNameHelp}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      error={error}
      {...registration}
    />
  );
}

/**
 * Gender, from the options the caller allows (sign-up offers three, the profile four). The empty first option
 * asks to choose; `placeholderDisabled` keeps it from being chosen again once the profile has a gender.
 */
export function GenderField({
  registration,
  error,
  genders,
  placeholderDisabled = false,
}: FieldProps & { genders: readonly string[]; placeholderDisabled?: boolean }) {
  return (
    <NativeSelect
      label={USER_FIELDS_TEXT.gender}
      withAsterisk
      description={DECIDED_MESSAGES.genderHelp}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      error={error}
      data={[
        {
          value: '',
          label: USER_FIELDS_TEXT.selectGender,
          ...(placeholderDisabled ? { disabled: true } : {}),
        },
        ...genders.map((gender) => ({ value: gender, label: gender })),
      ]}
      {...registration}
    />
  );
}

/** The phone number (default country US), with how to write another country's under the field. */
export function PhoneNumberInput({ registration, error }: FieldProps) {
  return (
    <TextInput
      label={USER_FIELDS_TEXT.phoneNumber}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      placeholder="(213) 555-0123"
      withAsterisk
      description={USER_FIELDS_TEXT.phoneNumberHelp}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      error={error}
      {...registration}
    />
  );
}
