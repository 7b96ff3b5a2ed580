/** Adding a passkey to the signed-in account (profile settings and the offer after a sign-in; docs/decisions/013). */
import { MESSAGES, passkeyRegistrationFailed } from '@repclub/shared';
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
  startRegistration,
} from '@simplewebauthn/browser';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { authApi } from '@/lib/auth-api';
import { getSession } from '@/lib/session';

/** The reason to show after 'Passkey … failed: ': the server's message, or the browser step that failed. */
export function failureReason(error: unknown, browserStepMessage: string): string {
  if (error instanceof ApiError) return error.message;
  return browserStepMessage;
}

/** Adds a passkey to the signed-in user's account. Resolves with the new passkey's id and name. */
export async function addPasskey(): Promise<{ id: string; name: string }> {
  if (!browserSupportsWebAuthn()) throw new Error(MESSAGES.passkeysNotSupported);
  const info = getSession().authInfo;
  try {
    // userName falls back on the server to the verified email, the email, then the username.
    const answer = await authApi.passkeyRegisterOptions<PublicKeyCredentialCreationOptionsJSON>({
      userName: info?.email ?? '',
      displayName: '',
    });
    let attestationResponse: RegistrationResponseJSON;
    try {
      attestationResponse = await startRegistration({ optionsJSON: answer.options });
    } catch (cause) {
      throw new Error(passkeyRegistrationFailed(MESSAGES.passkeyCreateCredentialFailed), { cause });
    }
    return await authApi.passkeyRegister({ attestationResponse, token: answer.token });
  } catch (error) {
    if (error instanceof Error && !(error instanceof ApiError)) throw error;
    throw new Error(passkeyRegistrationFailed(failureReason(error, MESSAGES.passkeyCreateCredentialFailed)), {
      cause: error,
    });
  }
}

/** State and action for adding a passkey; `onAdded` runs after the server stored it. */
export function useAddPasskey(onAdded?: (passkey: { id: string; name: string }) => void) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  const handleAddPasskey = async () => {
    setPending(true);
    setError(null);
    try {
      const passkey = await addPasskey();
      setAdded(passkey);
      onAdded?.(passkey);
    } catch (err) {
      setError(err instanceof Error ? err.message : passkeyRegistrationFailed(MESSAGES.defaultError));
    } finally {
      setPending(false);
    }
  };
  return { addPasskey: handleAddPasskey, isPending, error, added };
}
