import { Anchor, Text } from '@mantine/core';
import { ROUTES } from '@repclub/shared';
import { Link } from '@tanstack/react-router';

/**
 * The terms and privacy consent of the sign-up form (accounts §2.5). Continuing is the agreement: the
 * form sends `agreeToTermsAndConditions: true` (docs/decisions/018-web-sign-up.md). The documents open
 * in a new tab so the form keeps what was typed.
 */
export function TermsConsent() {
  return (
    <Text size="xs" c="gray.7" ta="center">
      By clicking Continue, you agree to our{' '}
      <Anchor
        component={Link}
        to={ROUTES.termsOfService}
        target="_blank"
        size="xs"
        inherit
        underline="always"
      >
        Terms of Service
      </Anchor>{' '}
      and{' '}
      <Anchor component={Link} to={ROUTES.privacyPolicy} target="_blank" size="xs" inherit underline="always">
        Privacy Policy
      </Anchor>
      .
    </Text>
  );
}
