import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Box, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { isPhoneNumberLike, LABELS, type LoginPayload, loginSchema, ROUTES } from '@repclub/shared';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { authApi } from '@/lib/auth-api';
import type { AuthInfo } from '@/lib/session';
import { errorText } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { usePathLinkProps } from '@/ui/path-link';

type CompactLoginFormProps = {
  /** Called with what sign-in answered: signed in, or waiting for the emailed code. */
  onSignedIn: (info: AuthInfo) => void;
  /** The way to sign up instead (a mode switch in the auth modal). */
  signUpAction: ReactNode;
  /** Called when the user follows a link that leaves the dialog (the full login page). */
  onLeave?: () => void;
};

/**
 * A one-step login for the auth modal (accounts §2.5): email or username and password (POST
 * /auth/password/sign-in). Phone sign-in needs the code steps of the login page, so a phone number is
 * sent there instead.
 */
export function CompactLoginForm({ onSignedIn, signUpAction, onLeave }: CompactLoginFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const loginPage = usePathLinkProps(ROUTES.auth.login);
  const forgotPassword = usePathLinkProps(ROUTES.auth.forgotPassword);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LoginPayload>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { userName: '', password: '' },
  });
  const userName = useWatch({ control, name: 'userName' });
  const looksLikePhone = isPhoneNumberLike(userName ?? '');

  const handleValidSubmit = async (values: LoginPayload) => {
    setServerError(null);
    try {
      onSignedIn(await authApi.signIn(values));
    } catch (err) {
      setServerError(errorText(err));
    }
  };

  return (
    <Stack gap="md">
      <Text component="h2" fz={24} fw={800} lh={1.2} m={0} c="brand.9">
        {LABELS.login}
      </Text>
      {serverError ? <AppAlert type="danger">{serverError}</AppAlert> : null}
      <form onSubmit={handleSubmit(handleValidSubmit)} noValidate aria-label="Login">
        <Stack gap="md">
          <TextInput
            label="Email or username"
            autoComplete="username"
            withAsterisk
            error={errors.userName?.message}
            {...register('userName')}
          />
          {looksLikePhone ? (
            <AppAlert type="info">
              To sign in with your phone number, use the{' '}
              <Anchor
                {...loginPage}
                inherit
                fw={600}
                onClick={(event) => {
                  onLeave?.();
                  loginPage.onClick(event);
                }}
              >
                login page
              </Anchor>
              , which texts you a code.
            </AppAlert>
          ) : null}
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            error={errors.password?.message}
            {...register('password')}
          />
          <Box ta="right">
            <Anchor
              {...forgotPassword}
              size="sm"
              onClick={(event) => {
                onLeave?.();
                forgotPassword.onClick(event);
              }}
            >
              Forgot password?
            </Anchor>
          </Box>
          <Button type="submit" size="md" fullWidth loading={isSubmitting} disabled={looksLikePhone}>
            {LABELS.signIn}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        New to RepClub? {signUpAction}
      </Text>
    </Stack>
  );
}
