import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDocumentTitle } from '@mantine/hooks';
import { emailSchema, ROUTES } from '@repclub/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { authApi } from '@/lib/auth-api';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

const forgotPasswordSchema = z.object({ email: emailSchema });

/** /auth/forgot-password: asks for the email and sends a reset link (start-update-password). */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password | RepClub');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const handleSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      const answer = await authApi.startUpdatePassword(email);
      setSent(answer.message);
    } catch (err) {
      setError(getErrorMessage(err instanceof Error ? err.message : err));
    }
  });

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Forgot your password?
        </Title>
        <Text c="gray.7" size="sm" mt={4}>
          Enter the email address of your account and we will email you a link to reset your password.
        </Text>
      </div>
      {sent && <AppAlert type="success">{sent}</AppAlert>}
      {error && <AppAlert type="danger">{error}</AppAlert>}
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
            {...form.register('email')}
            error={form.formState.errors.email?.message}
            errorProps={{ role: 'alert' }}
          />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
            {sent ? 'Send the link again' : 'Send reset link'}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={ROUTES.auth.login} size="sm" ta="center">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} aria-hidden />
        Back to login
      </Anchor>
    </Stack>
  );
}
