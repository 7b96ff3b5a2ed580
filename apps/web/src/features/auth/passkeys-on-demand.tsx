import { MESSAGES } from '@repclub/shared';
import { type ComponentType, useCallback, useState } from 'react';
import type { AuthInfo } from '@/lib/session';
import { isPastAuthPages } from '@/features/auth/sign-in-navigation';

/**
 * The login page's passkeys: features/auth/passkeys.tsx (with @simplewebauthn/browser and the GraphQL documents)
 * loads when a passkey is used or may be offered, not with the page (docs/decisions/062). Same behaviour as the
 * functions of passkeys.tsx they stand for.
 */
export const loadPasskeys = () => import('@/features/auth/passkeys');

/** `signInWithPasskey` of passkeys.tsx, loaded on first use. */
export async function signInWithPasskey(userName?: string): Promise<AuthInfo> {
  let passkeys: Awaited<ReturnType<typeof loadPasskeys>>;
  try {
    passkeys = await loadPasskeys();
  } catch (cause) {
    throw new Error(MESSAGES.defaultError, { cause });
  }
  return passkeys.signInWithPasskey(userName);
}

/**
 * `usePasskeyOffer` of passkeys.tsx: the passkey offer after a sign-in, for `useFinishSignIn`'s `beforeLeave`.
 * When passkeys.tsx cannot be loaded, there is no offer (as when `shouldOfferPasskey()` fails).
 */
export function usePasskeyOffer() {
  const [pending, setPending] = useState<{
    Offer: ComponentType<{ onContinue: () => void }>;
    go: () => void;
  } | null>(null);
  const beforeLeave = useCallback(async (target: string, go: () => void) => {
    if (!isPastAuthPages(target)) return false;
    const passkeys = await loadPasskeys().catch(() => null);
    if (!passkeys || !(await passkeys.shouldOfferPasskey())) return false;
    setPending({ Offer: passkeys.PasskeyOffer, go });
    return true;
  }, []);
  const offer = pending ? <pending.Offer onContinue={pending.go} /> : null;
  return { offer, beforeLeave };
}
