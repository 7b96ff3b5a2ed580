/**
 * Social sign-in providers and one-time code purposes (accounts §2.5, §4.2).
 */
import type { SocialProvider } from '../users/enums';

/** Providers offered for social sign-in (accounts §2.5). */
export const SIGN_IN_PROVIDERS = ['facebook', 'apple', 'google'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** The auth endpoint's provider for a social option: youtube → google, amazonmusic → amazon. */
export function socialAuthProvider(provider: SocialProvider | SignInProvider): string {
  if (provider === 'youtube') return 'google';
  if (provider === 'amazonmusic') return 'amazon';
  return provider.toLowerCase();
}

/** Purposes of a one-time code (accounts §4.2). */
export const OTP_PURPOSES = ['VerifySignIn'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
