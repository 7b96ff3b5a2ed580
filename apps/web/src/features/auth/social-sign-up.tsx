import { Divider, Text } from '@mantine/core';
import { SocialSignInButtons } from '@/features/auth/social-sign-in';

/**
 * The social sign-up options of the sign-up form (accounts §2.5): the shared social buttons with the
 * `signup` action, then "or sign up with email" (neither when no provider is set up). A new social account
 * has no phone number or birthday yet, so the guest-only guard sends it on to /auth/sign-up-2.
 */
export function SocialSignUp() {
  return (
    <SocialSignInButtons
      action="signup"
      after={
        <Divider
          label={
            <Text size="xs" c="gray.7">
              or sign up with email
            </Text>
          }
          labelPosition="center"
        />
      }
    />
  );
}
