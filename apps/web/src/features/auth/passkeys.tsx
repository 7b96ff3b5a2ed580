import { Button, type ButtonProps, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, passkeyLoginFailed } from '@repclub/shared';
import {
  type AuthenticationResponseJSON,
  browserSupportsWebAuthn,
  platformAuthenticatorIsAvailable,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
} from '@simplewebauthn/browser';
import { IconFingerprint, IconKey } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { authApi } from '@/lib/auth-api';
import { failureReason, useAddPasskey } from '@/lib/passkeys';
import { type AuthInfo } from '@/lib/session';
import { isPastAuthPages } from '@/features/auth/sign-in-navigation';
import { graphql } from '@/gql/gql';
import { ApiError } from '@/lib/api-client';
import { execute } from '@/lib/graphql-client';
import { AppAlert } from '@/ui/app-alert';

/**
 * Passkeys on the web (accounts §3, §5, §8; server: docs/decisions/013-passkeys.md): signing in with
 * one on the login page, and adding one for the signed-in user (profile settings, and the offer after a
 * password sign-in — docs/decisions/017-web-sign-in.md).
 */

export const PasskeyCredentialsQuery = graphql(`
  query PasskeyCredentials {
    passkeyCredentials {
      id
    }
  }
`);

/** Signs in with a passkey: options (with the entered username when there is one), the browser, the server. */
export async function signInWithPasskey(userName?: string): Promise<AuthInfo> {
  if (!browserSupportsWebAuthn()) throw new Error(MESSAGES.passkeysNotSupported);
  let assertionResponse: AuthenticationResponseJSON;
  let token: string;
  try {
    const answer = await authApi.passkeyLoginOptions<PublicKeyCredentialRequestOptionsJSON>({
      userName: userName?.trim() || undefined,
    });
    token = answer.token;
    try {
      assertionResponse = await startAuthentication({ optionsJSON: answer.options });
    } catch (cause) {
      throw new Error(passkeyLoginFailed(MESSAGES.passkeyGetCredentialFailed), { cause });
    }
    return await authApi.passkeyLogin({ assertionResponse, token });
  } catch (error) {
    if (error instanceof Error && !(error instanceof ApiError)) throw error;
    throw new Error(passkeyLoginFailed(failureReason(error, MESSAGES.passkeyGetCredentialFailed)), {
      cause: error,
    });
  }
}

/**
 * Whether to offer a passkey right after a sign-in: the device has a built-in authenticator (Touch ID,
 * Windows Hello, a phone's screen lock) and the account has no passkey yet. Never throws.
 */
export async function shouldOfferPasskey(): Promise<boolean> {
  try {
    if (!browserSupportsWebAuthn() || !(await platformAuthenticatorIsAvailable())) return false;
    const { passkeyCredentials } = await execute(PasskeyCredentialsQuery);
    return passkeyCredentials.length === 0;
  } catch {
    return false;
  }
}

type AddPasskeyButtonProps = Omit<ButtonProps, 'onClick' | 'loading'> & {
  onAdded?: (passkey: { id: string; name: string }) => void;
  label?: string;
};

/** An 'Add a passkey' button with its error notice, for a signed-in user (e.g. profile settings). */
export function AddPasskeyButton({
  onAdded,
  label = 'Add a passkey',
  ...buttonProps
}: AddPasskeyButtonProps) {
  const { addPasskey: handleAddPasskey, isPending, error } = useAddPasskey(onAdded);
  return (
    <Stack gap="sm">
      {error && <AppAlert type="danger">{error}</AppAlert>}
      <Button
        leftSection={<IconKey size={18} />}
        {...buttonProps}
        loading={isPending}
        onClick={() => void handleAddPasskey()}
      >
        {label}
      </Button>
    </Stack>
  );
}

/**
 * Shown once a password or code sign-in has completed on a device with a built-in authenticator and an
 * account without passkeys: add one now, or continue.
 */
export function PasskeyOffer({ onContinue }: { onContinue: () => void }) {
  const { addPasskey: handleAddPasskey, isPending, error, added } = useAddPasskey();
  return (
    <Stack gap="md">
      <IconFingerprint size={40} stroke={1.5} color="var(--mantine-color-brand-6)" aria-hidden />
      <Title order={1} size="h2">
        Add a passkey for faster sign-in
      </Title>
      {added ? (
        <AppAlert type="success">Your passkey was added. Next time, sign in with a passkey.</AppAlert>
      ) : (
        <Text c="gray.7">
          Sign in next time with your fingerprint, face or screen lock instead of a password and code.
        </Text>
      )}
      {error && <AppAlert type="danger">{error}</AppAlert>}
      {added ? (
        <Button onClick={onContinue} fullWidth>
          Continue
        </Button>
      ) : (
        <>
          <Button
            leftSection={<IconKey size={18} />}
            loading={isPending}
            onClick={() => void handleAddPasskey()}
            fullWidth
          >
            Add a passkey
          </Button>
          <Button variant="subtle" onClick={onContinue} disabled={isPending} fullWidth>
            Not now
          </Button>
        </>
      )}
    </Stack>
  );
}

/**
 * The passkey offer after a sign-in, for `useFinishSignIn`'s `beforeLeave`: when the sign-in lands past
 * the auth pages and `shouldOfferPasskey()`, the page renders `offer` instead of leaving.
 */
export function usePasskeyOffer() {
  const [continueTo, setContinueTo] = useState<(() => void) | null>(null);
  const beforeLeave = useCallback(async (target: string, go: () => void) => {
    if (!isPastAuthPages(target) || !(await shouldOfferPasskey())) return false;
    setContinueTo(() => go);
    return true;
  }, []);
  const offer = continueTo ? <PasskeyOffer onContinue={continueTo} /> : null;
  return { offer, beforeLeave };
}
