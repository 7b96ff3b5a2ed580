import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Group,
  Loader,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import {
  dateOfBirthSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  LABELS,
  MESSAGES,
  passwordSchema,
  passwordStrength,
  phoneNumberSchema,
  SIGN_UP_GENDERS,
  signUpGenderSchema,
  signUpSchema,
} from '@repclub/shared';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { authApi } from '@/lib/auth-api';
import { GenderField, NameFields, PhoneNumberInput } from '@/entities/user/profile-fields';
import { PasswordChecklist } from '@/ui/password-checklist';
import type { AuthInfo } from '@/lib/session';
import { DateOfBirthField } from '@/ui/date-of-birth-field';
import { TermsConsent } from '@/features/auth/terms-consent';
import { type EmailAvailability, useEmailAvailability } from '@/features/auth/use-email-availability';
import { errorText } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

/** The sign-up form's fields, each checked by its shared schema (accounts §5). */
export const signUpFormSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  gender: z.string({ error: MESSAGES.genderInvalid }).pipe(signUpGenderSchema),
  dateOfBirth: dateOfBirthSchema,
  phoneNumber: phoneNumberSchema,
});
export type SignUpFormValues = z.input<typeof signUpFormSchema>;
type SignUpFormOutput = z.output<typeof signUpFormSchema>;

type Check = Parameters<typeof useEmailAvailability>[1];

export type SignUpFormProps = {
  /** Pre-fills the email (the `email` query of /auth/sign-up). */
  defaultEmail?: string | undefined;
  /** Called once the account exists and the verification email is on its way. */
  onRegistered: (info: AuthInfo, email: string) => void;
  /** The way to Login, given the email typed so far (a link on the page, a mode switch in the modal). */
  renderLoginLink: (email: string | undefined) => ReactNode;
  /** Social sign-up buttons, shown above the form. */
  social?: ReactNode;
  /** Heading level: 1 on the page, 2 inside the auth modal (whose title is the dialog's name). */
  headingOrder?: 1 | 2;
  /** Replaces the availability call (component tests). */
  checkEmail?: Check;
  /** The invite id carried from /accept-invite/{id}; sent with the sign-up so the invite is accepted. */
  inviteId?: string | undefined;
};

function AvailabilityIcon({ status }: { status: EmailAvailability }) {
  if (status === 'checking')
    return <Loader size={16} role="img" aria-label="Checking whether this email is available" />;
  if (status === 'available')
    return (
      <IconCircleCheck
        size={20}
        color="var(--mantine-color-green-8)"
        aria-label="Email available"
        role="img"
      />
    );
  if (status === 'taken')
    return (
      <IconAlertTriangle
        size={20}
        color="var(--mantine-color-orange-9)"
        aria-label="Email already registered"
        role="img"
      />
    );
  return null;
}

/**
 * The sign-up form of accounts §2.5 and §4.1: email (checked for availability 1 s after typing), password
 * with its checklist, first and last name, gender (Male, Female, Other), date of birth (MM/dd/yyyy, sent
 * yyyy-MM-dd), phone number (default country US), the consent text and Continue. Continue is enabled only
 * when every field is valid, the password passes and the email is available; it is disabled while the
 * account is created. Used by /auth/sign-up and by the auth modal.
 */
export function SignUpForm({
  defaultEmail,
  onRegistered,
  renderLoginLink,
  social,
  headingOrder = 1,
  checkEmail,
  inviteId,
}: SignUpFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<SignUpFormValues, unknown, SignUpFormOutput>({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onTouched',
    defaultValues: {
      email: defaultEmail ?? '',
      password: '',
      firstName: '',
      lastName: '',
      gender: '',
      dateOfBirth: '',
      phoneNumber: '',
    },
  });
  const email = useWatch({ control, name: 'email' });
  const password = useWatch({ control, name: 'password' });
  const availability = useEmailAvailability(email, checkEmail);
  const validEmail = emailSchema.safeParse(email);

  // 'unknown' (the check was rate limited or failed) does not block: the server still refuses a taken email.
  const emailOk = availability === 'available' || availability === 'unknown';
  const canContinue = isValid && passwordStrength(password).isValid && emailOk && !isSubmitting;

  const handleValidSubmit = async (values: SignUpFormOutput) => {
    setServerError(null);
    const payload = signUpSchema.parse({
      userName: values.email,
      password: values.password,
      firstName: values.firstName,
      lastName: values.lastName,
      gender: values.gender,
      dateOfBirth: values.dateOfBirth,
      phoneNumber: values.phoneNumber,
      agreeToTermsAndConditions: true,
      ...(inviteId ? { inviteId } : {}),
    });
    try {
      const info = await authApi.register(payload);
      onRegistered(info, payload.userName);
    } catch (err) {
      setServerError(errorText(err));
    }
  };

  const Heading = headingOrder === 1 ? 'h1' : 'h2';

  return (
    <Stack gap="lg">
      <Box>
        <Text component={Heading} fz={28} fw={800} lh={1.2} m={0} c="brand.9">
          {LABELS.signUpHeading}
        </Text>
        <Text size="sm" c="gray.7" mt={4}>
          Create your RepClub account to join events and rep clubs.
        </Text>
      </Box>

      {/* The social buttons and their "or sign up with email" divider, when any provider is set up. */}
      {social ?? null}

      {serverError ? (
        <AppAlert type="danger">
          {serverError}
          {serverError === MESSAGES.emailAlreadyRegistered ? (
            <Box mt={4}>{renderLoginLink(validEmail.success ? validEmail.data : undefined)}</Box>
          ) : null}
        </AppAlert>
      ) : null}

      <form onSubmit={handleSubmit(handleValidSubmit)} noValidate aria-label="Sign up">
        <Stack gap="md">
          <div>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              withAsterisk
              error={errors.email?.message}
              rightSection={<AvailabilityIcon status={availability} />}
              {...register('email')}
            />
            <div aria-live="polite">
              {availability === 'taken' && !errors.email ? (
                <Group gap={6} mt={6} wrap="nowrap" align="flex-start" role="status">
                  <IconAlertTriangle
                    size={16}
                    color="var(--mantine-color-orange-9)"
                    aria-hidden
                    style={{ flex: 'none', marginTop: 1 }}
                  />
                  <Text size="xs" c="gray.9">
                    {MESSAGES.emailAlreadyRegistered}{' '}
                    {renderLoginLink(validEmail.success ? validEmail.data : undefined)}
                  </Text>
                </Group>
              ) : null}
              {availability === 'available' ? (
                <VisuallyHidden>This email address is available.</VisuallyHidden>
              ) : null}
            </div>
          </div>

          <div>
            <PasswordInput
              label="Password"
              autoComplete="new-password"
              withAsterisk
              error={errors.password?.message}
              aria-describedby="sign-up-password-rules"
              {...register('password')}
            />
            <Box mt={8}>
              <PasswordChecklist password={password} id="sign-up-password-rules" />
            </Box>
          </div>

          <NameFields
            firstName={{ registration: register('firstName'), error: errors.firstName?.message }}
            lastName={{ registration: register('lastName'), error: errors.lastName?.message }}
          />

          <GenderField
            registration={register('gender')}
            error={errors.gender?.message}
            genders={SIGN_UP_GENDERS}
          />

          <DateOfBirthField control={control} name="dateOfBirth" />

          <PhoneNumberInput registration={register('phoneNumber')} error={errors.phoneNumber?.message} />

          <TermsConsent />

          <Button type="submit" size="md" fullWidth disabled={!canContinue} loading={isSubmitting}>
            {LABELS.continue}
          </Button>
        </Stack>
      </form>

      <Text size="sm" ta="center">
        Already have an account? {renderLoginLink(validEmail.success ? validEmail.data : undefined)}
      </Text>
    </Stack>
  );
}
