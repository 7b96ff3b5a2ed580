import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDocumentTitle } from '@mantine/hooks';
import { LABELS, ROUTES, isUuid } from '@repclub/shared';
import { IconUserShield } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { authApi } from '@/lib/auth-api';
import { type AuthInfo, getSession, saveAuthInfo } from '@/lib/session';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

/** The target entered by the administrator: a user id (UUID), else an email or username. */
export function impersonationTarget(value: string): { userId: string } | { userName: string } {
  const trimmed = value.trim();
  return isUuid(trimmed) ? { userId: trimmed } : { userName: trimmed };
}

const imLoginSchema = z.object({
  target: z
    .string()
    .trim()
    .min(1, { error: 'Please enter the email, username or user id of the account to impersonate.' }),
});

/**
 * /auth/im-login: an administrator signs in as another user (accounts §2.1, §4.4) with their own current
 * token; the impersonation session replaces the administrator's in this browser.
 */
export function ImpersonationLoginPage() {
  useDocumentTitle('Impersonate a user | RepClub');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [impersonated, setImpersonated] = useState<{ info: AuthInfo; target: string } | null>(null);
  const form = useForm<z.input<typeof imLoginSchema>>({
    resolver: zodResolver(imLoginSchema),
    defaultValues: { target: '' },
  });
  const handleSubmit = form.handleSubmit(async ({ target }) => {
    setError(null);
    const adminToken = getSession().token;
    if (!adminToken) {
      await navigate({ href: ROUTES.auth.login });
      return;
    }
    try {
      const info = await authApi.impersonate(impersonationTarget(target), adminToken);
      saveAuthInfo(info);
      setImpersonated({ info, target });
    } catch (err) {
      setError(getErrorMessage(err instanceof Error ? err.message : err));
    }
  });

  if (impersonated) {
    const { info, target } = impersonated;
    return (
      <Stack gap="md">
        <Group gap="xs">
          <IconUserShield size={28} color="var(--mantine-color-orange-9)" aria-hidden />
          <Title order={1} size="h2">
            Impersonating
          </Title>
        </Group>
        <Paper withBorder p="md" radius="md">
          <Stack gap={4}>
            <Group gap="xs">
              <Badge color="orange" variant="filled" c="black">
                {LABELS.impersonated}
              </Badge>
            </Group>
            <Text fw={600} data-testid="impersonated-user">
              {info.email ?? target}
            </Text>
            <Text size="sm" c="gray.7">
              User id {info.userId}
            </Text>
          </Stack>
        </Paper>
        <Text size="sm">
          You are now signed in as this user. Everything you do is recorded under your administrator account.
          Log out to end the session.
        </Text>
        <Button fullWidth onClick={() => void navigate({ href: ROUTES.home })}>
          {LABELS.goToHome}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Impersonate a user
        </Title>
        <Text c="gray.7" size="sm" mt={4}>
          Administrators only. You will be signed in as the user, with your own account recorded as the actor.
        </Text>
      </div>
      {error && <AppAlert type="danger">{error}</AppAlert>}
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email, username or user id"
            autoFocus
            autoComplete="off"
            {...form.register('target')}
            error={form.formState.errors.target?.message}
            errorProps={{ role: 'alert' }}
          />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
            Sign in as this user
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
