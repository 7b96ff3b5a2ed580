import { Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDocumentTitle } from '@mantine/hooks';
import { DECIDED_MESSAGES, MESSAGES, passwordSchema, ROUTES } from '@repclub/shared';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import '@/features/auth/auth-notice';
import { authApi } from '@/lib/auth-api';
import { resetTokenFromSearch } from '@/features/auth/link-tokens';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

/** New password with the shared rule, and its confirmation. */
export const resetPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string({ error: DECIDED_MESSAGES.passwordsDoNotMatch }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: DECIDED_MESSAGES.passwordsDoNotMatch,
  });

/** The `token` of a reset link, or null (the route sends a link without one to /404). */
/** /auth/reset-password?token=: sets a new password (update-password), then back to login with a note. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset password | RepClub');
  const navigate = useNavigate();
  const token =
    resetTokenFromSearch(useLocation({ select: (l) => l.search as Record<string, unknown> })) ?? '';
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const handleSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      const answer = await authApi.updatePassword({ token, password });
      await navigate({
        href: ROUTES.auth.login,
        replace: true,
        state: (previous) => ({
          ...previous,
          authNotice: answer.message || DECIDED_MESSAGES.passwordResetSuccess,
        }),
      });
    } catch (err) {
      setError(getErrorMessage(err instanceof Error ? err.message : err));
    }
  });

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Reset your password
        </Title>
        <Text c="gray.7" size="sm" mt={4}>
          {MESSAGES.passwordRules}
        </Text>
      </div>
      {error && (
        <AppAlert type="danger">
          {error}{' '}
          <Anchor
            component={Link}
            to={ROUTES.auth.forgotPassword}
            size="sm"
            fw={600}
            c="inherit"
            underline="always"
          >
            Request a new link
          </Anchor>
        </AppAlert>
      )}
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            autoFocus
            {...form.register('password')}
            error={form.formState.errors.password?.message}
            errorProps={{ role: 'alert' }}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
            error={form.formState.errors.confirmPassword?.message}
            errorProps={{ role: 'alert' }}
          />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
            Reset password
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={ROUTES.auth.login} size="sm" ta="center">
        Back to login
      </Anchor>
    </Stack>
  );
}
