import { Anchor, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { ROUTES } from '@repclub/shared';
import { useState } from 'react';
import { useSession } from '@/lib/session';
import { useAcceptTermsMutation } from '@/features/legal/api/mutations';
import { useTermsAndPrivacy } from '@/features/legal/api/queries';
import { useCurrentUser } from '@/lib/current-user';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

export const TERMS_MODAL_TITLE = 'Our terms have been updated';

/**
 * Whether the user still has to agree to the current terms: the server's answer (`me`) once it is there,
 * the stored auth info until then.
 */
export function needsTermsAgreement(
  storedAgreement: boolean | undefined,
  me: { agreeToTermsAndConditions: boolean } | undefined,
): boolean {
  if (me) return !me.agreeToTermsAndConditions;
  return storedAgreement === false;
}

/**
 * The terms modal (accounts §2.5): appears once per visit while the user has not agreed to the current
 * terms. Accepting sends the version of `termsAndPrivacy` and stores the agreement in the auth info;
 * "Not now" hides it until the next visit (docs/decisions/019-web-shell.md).
 */
export function TermsModal() {
  const { isSignedIn, authInfo } = useSession();
  const me = useCurrentUser();
  const terms = useTermsAndPrivacy();
  const [dismissed, setDismissed] = useState(false);

  const needed = isSignedIn && needsTermsAgreement(authInfo?.agreeToTermsAndConditions, me.data);
  const accept = useAcceptTermsMutation({ onSuccess: () => setDismissed(true) });

  const version = terms.data?.version;
  return (
    <Modal
      opened={needed && !dismissed}
      onClose={() => setDismissed(true)}
      title={TERMS_MODAL_TITLE}
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
      size="md"
    >
      <Stack gap="md">
        <Text size="sm">
          Please review and accept the current{' '}
          <Anchor href={ROUTES.termsOfService} target="_blank" rel="noopener noreferrer">
            Terms of Service
          </Anchor>{' '}
          and{' '}
          <Anchor href={ROUTES.privacyPolicy} target="_blank" rel="noopener noreferrer">
            Privacy Policy
          </Anchor>{' '}
          to keep using RepClub. Both open in a new tab.
        </Text>
        {terms.isPending ? (
          <Loader size="sm" role="img" aria-label="Loading the terms version" />
        ) : version !== undefined ? (
          <Text size="sm" c="gray.7">
            Version {version}
          </Text>
        ) : null}
        {(accept.isError || terms.isError) && (
          <AppAlert type="danger">{getErrorMessage(accept.error ?? terms.error)}</AppAlert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setDismissed(true)} disabled={accept.isPending}>
            Not now
          </Button>
          <Button
            onClick={() => version !== undefined && accept.mutate(version)}
            disabled={version === undefined}
            loading={accept.isPending}
            data-autofocus
          >
            I accept
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
