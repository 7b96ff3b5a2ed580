import { Button, Stack } from '@mantine/core';
import { STORAGE_KEYS } from '@repclub/shared';
import { IconBrandApple, IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { type ComponentType, type ReactNode, useEffect, useRef } from 'react';
import { signedInTarget } from '@/features/auth/sign-in-navigation';
import { getSession } from '@/lib/session';
import { type SocialProvider, useSocialProviders } from '@/features/auth/social-providers';

/** Social sign-in (accounts §2.5; server: docs/decisions/014-social-sign-in.md). */

export type { SocialProvider };
export type SocialAction = 'login' | 'signup';

type ProviderButton = {
  provider: SocialProvider;
  label: string;
  icon: ComponentType<{ size?: number | string }>;
};

const PROVIDERS: ProviderButton[] = [
  { provider: 'google', label: 'Google', icon: IconBrandGoogle },
  { provider: 'facebook', label: 'Facebook', icon: IconBrandFacebook },
  { provider: 'apple', label: 'Apple', icon: IconBrandApple },
];

/** The popup's address: GET /api/auth/{provider}/{action}. */
export function socialSignInUrl(provider: SocialProvider, action: SocialAction): string {
  return `/api/auth/${provider}/${action}`;
}

/** Inside Instagram's in-app browser Google and Facebook refuse to sign in, so their buttons are hidden. */
export function isInstagramBrowser(userAgent: string): boolean {
  return userAgent.includes('Instagram');
}

/** The providers to show for a user agent, of those set up on the server (all by default). */
export function visibleProviders(
  userAgent: string,
  configured: readonly SocialProvider[] = PROVIDERS.map((p) => p.provider),
): SocialProvider[] {
  const hidden: SocialProvider[] = isInstagramBrowser(userAgent) ? ['google', 'facebook'] : [];
  return PROVIDERS.map((p) => p.provider).filter((p) => configured.includes(p) && !hidden.includes(p));
}

const POPUP_NAME = 'repclub-social-sign-in';

/**
 * Set while a sign-in popup is open. The popup cannot rely on `window.opener`: the server's and the
 * providers' Cross-Origin-Opener-Policy cut it on the way through the provider. /auth/process reads
 * this to know it runs in the popup (docs/decisions/017-web-sign-in.md).
 */
export const SOCIAL_POPUP_MARKER_KEY = 'socialSignInPopup';
const POPUP_MARKER_TTL_MS = 10 * 60 * 1000;

function setPopupMarker() {
  try {
    window.localStorage.setItem(SOCIAL_POPUP_MARKER_KEY, String(Date.now()));
  } catch {
    // Storage blocked: the popup then continues like a direct visit.
  }
}

/** True (once) when a sign-in popup was opened in the last 10 minutes; removes the marker. */
export function takePopupMarker(now = Date.now()): boolean {
  try {
    const raw = window.localStorage.getItem(SOCIAL_POPUP_MARKER_KEY);
    window.localStorage.removeItem(SOCIAL_POPUP_MARKER_KEY);
    const openedAt = Number(raw);
    return Boolean(raw) && now - openedAt >= 0 && now - openedAt < POPUP_MARKER_TTL_MS;
  } catch {
    return false;
  }
}

function openPopup(url: string): Window | null {
  const width = 500;
  const height = 640;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return window.open(url, POPUP_NAME, `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
}

/**
 * 'Continue with Google / Facebook / Apple', for the providers the server has set up only (none: nothing,
 * not even `separator`). Each opens a popup on the server's sign-in endpoint; the popup ends on
 * /auth/process, which stores the session. This page learns of it through the `storage` event and
 * continues like any sign-in (the guest-only guard's target, keeping `to`).
 */
export function SocialSignInButtons({
  action,
  separator,
  after,
}: {
  action: SocialAction;
  /** Shown above the buttons when there are any (the login page's "or"). */
  separator?: ReactNode;
  /** Shown below the buttons when there are any (the sign-up form's "or sign up with email"). */
  after?: ReactNode;
}) {
  const configured = useSocialProviders();
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  });

  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.authInfo || !event.newValue) return;
      const session = getSession();
      if (!session.isSignedIn && !session.requiresOtp) return;
      void navigate({ href: signedInTarget(locationRef.current), replace: true });
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, [navigate]);

  const shown = visibleProviders(typeof navigator === 'undefined' ? '' : navigator.userAgent, configured);
  const handleOpen = (provider: SocialProvider) => {
    const url = socialSignInUrl(provider, action);
    // Without popups (blocked, or a browser that opens tabs), the flow runs in this window.
    if (openPopup(url)) setPopupMarker();
    else window.location.assign(url);
  };
  const verb = action === 'signup' ? 'Sign up' : 'Sign in';

  if (shown.length === 0) return null;
  return (
    <>
      <Stack gap="xs">
        {separator}
        {PROVIDERS.filter((p) => shown.includes(p.provider)).map(({ provider, label, icon: Icon }) => (
          <Button
            key={provider}
            variant="default"
            fullWidth
            leftSection={<Icon size={18} />}
            onClick={() => handleOpen(provider)}
          >
            {verb} with {label}
          </Button>
        ))}
      </Stack>
      {after}
    </>
  );
}
