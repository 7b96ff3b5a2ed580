import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { DECIDED_MESSAGES, MESSAGES, passwordSchema } from '@repclub/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { authApi } from '@/lib/auth-api';
import { PasswordChecklist } from '@/ui/password-checklist';
import { errorText } from '@/lib/error-message';
import { ProfileSection } from '@/ui/profile-page';
import { ApiError } from '@/lib/api-client';
import { AppAlert } from '@/ui/app-alert';
import { notifySuccess } from '@/ui/toast';

export const CHANGE_PASSWORD_TEXT = {
  title: 'Password',
  description:
    'Changing your password signs you out on your other devices. Signed up with a phone number or a social account? Log out and use “Forgot password” to set one.',
  current: 'Current password',
  new: 'New password',
  confirm: 'Confirm new password',
  submit: 'Change password',
} as const;

const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: MESSAGES.passwordRequired }),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    error: DECIDED_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
type ChangePasswordValues = z.input<typeof changePasswordSchema>;

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Change password (REST `POST /api/auth/password` {currentPassword, newPassword}; docs/decisions/012). */
export function ChangePasswordSection() {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const handleValidSubmit = async (values: ChangePasswordValues) => {
    setServerError(null);
    try {
      const { message } = await authApi.changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      reset();
      notifySuccess(message);
    } catch (err) {
      const field = err instanceof ApiError ? err.details.field : undefined;
      const known = FIELDS.find((name) => name === field);
      if (known) setError(known, { message: errorText(err) }, { shouldFocus: true });
      else setServerError(errorText(err));
    }
  };

  return (
    <ProfileSection title={CHANGE_PASSWORD_TEXT.title} description={CHANGE_PASSWORD_TEXT.description}>
      <form onSubmit={handleSubmit(handleValidSubmit)} noValidate aria-label={CHANGE_PASSWORD_TEXT.submit}>
        <Stack gap="md" maw={420}>
          {serverError ? <AppAlert type="danger">{serverError}</AppAlert> : null}
          <PasswordInput
            label={CHANGE_PASSWORD_TEXT.current}
            autoComplete="current-password"
            withAsterisk
            error={errors.currentPassword?.message}
            errorProps={{ role: 'alert' }}
            {...register('currentPassword')}
          />
          <Stack gap={6}>
            <PasswordInput
              label={CHANGE_PASSWORD_TEXT.new}
              autoComplete="new-password"
              withAsterisk
              error={errors.newPassword?.message}
              errorProps={{ role: 'alert' }}
              {...register('newPassword')}
            />
            <PasswordChecklist password={newPassword} id="new-password-rules" />
          </Stack>
          <PasswordInput
            label={CHANGE_PASSWORD_TEXT.confirm}
            autoComplete="new-password"
            withAsterisk
            error={errors.confirmPassword?.message}
            errorProps={{ role: 'alert' }}
            {...register('confirmPassword')}
          />
          <Group>
            <Button type="submit" loading={isSubmitting}>
              {CHANGE_PASSWORD_TEXT.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
