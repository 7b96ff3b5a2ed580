import { EMAIL_AVAILABILITY_CHECK_DELAY_MS, emailSchema } from '@repclub/shared';
import { useEffect, useState } from 'react';
import { authApi } from '@/lib/auth-api';

/**
 * Where the email availability check stands (accounts §4.1):
 * - `idle`: nothing to check (empty or invalid email);
 * - `checking`: waiting for the 1 s pause or for the server;
 * - `available` / `taken`: the server's answer for the email typed now;
 * - `unknown`: the check could not be made (rate limit, network). It is quiet: no message, and the
 *   form may still be sent — the server refuses a taken email at registration anyway.
 */
export type EmailAvailability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

type Check = (email: string, signal: AbortSignal) => Promise<{ isAvailable: boolean }>;

const defaultCheck: Check = (email, signal) => authApi.checkEmailAvailability(email, signal);

/**
 * Checks whether `email` is free, 1 second after the last keystroke and only when the email is valid.
 * A newer email cancels the pending check, so an old answer never shows for a new address.
 */
export function useEmailAvailability(email: string, check: Check = defaultCheck): EmailAvailability {
  const parsed = emailSchema.safeParse(email);
  const normalised = parsed.success ? parsed.data : null;
  const [result, setResult] = useState<{ email: string; status: EmailAvailability } | null>(null);

  useEffect(() => {
    if (!normalised) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      check(normalised, controller.signal)
        .then(({ isAvailable }) => {
          if (!controller.signal.aborted)
            setResult({ email: normalised, status: isAvailable ? 'available' : 'taken' });
        })
        .catch(() => {
          if (!controller.signal.aborted) setResult({ email: normalised, status: 'unknown' });
        });
    }, EMAIL_AVAILABILITY_CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [normalised, check]);

  if (!normalised) return 'idle';
  return result?.email === normalised ? result.status : 'checking';
}
