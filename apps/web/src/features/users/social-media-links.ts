import { SOCIAL_PROVIDERS, type SocialProvider } from '@repclub/shared';

/**
 * How each social provider of domain §4 is shown and linked (docs/decisions/027). The server stores a
 * handle or an https link as entered (docs/decisions/021); links are built here, on the client.
 */
type ProviderLink = {
  /** The provider's name as people know it. */
  label: string;
  /** The profile address of a handle (given without its leading @). */
  profileUrl: (handle: string) => string;
};

export const SOCIAL_PROVIDER_LINKS: Record<SocialProvider, ProviderLink> = {
  instagram: { label: 'Instagram', profileUrl: (h) => `https://www.instagram.com/${h}` },
  facebook: { label: 'Facebook', profileUrl: (h) => `https://www.facebook.com/${h}` },
  twitter: { label: 'X (Twitter)', profileUrl: (h) => `https://x.com/${h}` },
  youtube: { label: 'YouTube', profileUrl: (h) => `https://www.youtube.com/@${h}` },
  tikTok: { label: 'TikTok', profileUrl: (h) => `https://www.tiktok.com/@${h}` },
  spotify: { label: 'Spotify', profileUrl: (h) => `https://open.spotify.com/user/${h}` },
  twitch: { label: 'Twitch', profileUrl: (h) => `https://www.twitch.tv/${h}` },
  apple: { label: 'Apple Music', profileUrl: (h) => `https://music.apple.com/profile/${h}` },
  linkedin: { label: 'LinkedIn', profileUrl: (h) => `https://www.linkedin.com/in/${h}` },
  amazonmusic: { label: 'Amazon Music', profileUrl: (h) => `https://music.amazon.com/search/${h}` },
};

/** The same handle shape the server accepts: an optional @, then 1–100 letters, digits, `.`, `_`, `-`. */
const HANDLE = /^@?([A-Za-z0-9._-]{1,100})$/;

function httpsUrl(value: string): string | null {
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The address a stored (or typed) value leads to: an https link as it is, a handle through the provider's
 * profile pattern; null for anything else (nothing to preview yet, or a value the server will refuse).
 */
export function socialProfileUrl(provider: SocialProvider, value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const link = httpsUrl(trimmed);
  if (link) return link;
  const handle = HANDLE.exec(trimmed)?.[1];
  return handle ? SOCIAL_PROVIDER_LINKS[provider].profileUrl(encodeURIComponent(handle)) : null;
}

/** How a stored value reads in the list: a handle with its @, a link as it is. */
export function socialDisplayValue(value: string): string {
  const trimmed = value.trim();
  if (httpsUrl(trimmed)) return trimmed;
  return trimmed.startsWith('@') ? trimmed : `@${trimmed}`;
}

export function isSocialProvider(value: string): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}
