/** Small display helpers of the club pages. */

const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
  x: (handle) => `https://x.com/${handle}`,
  twitter: (handle) => `https://x.com/${handle}`,
  youtube: (handle) => `https://www.youtube.com/@${handle}`,
  facebook: (handle) => `https://www.facebook.com/${handle}`,
  twitch: (handle) => `https://www.twitch.tv/${handle}`,
};

/** The public profile address of a club's social account, when the provider is a known one. */
export function socialUrl(provider: string, handle: string): string | null {
  const clean = handle.trim().replace(/^@/, '');
  if (!clean) return null;
  if (/^https?:\/\//i.test(clean)) return clean;
  const build = SOCIAL_URLS[provider.toLowerCase()];
  return build ? build(encodeURIComponent(clean)) : null;
}

/** "1,250" for points. */
export const formatPoints = (points: number) => points.toLocaleString('en-US');

/** "1 member", "1,204 members". */
export const formatMembers = (count: number) => `${formatPoints(count)} member${count === 1 ? '' : 's'}`;

/** The multiplier bonus of a points package: "+25% bonus" for 1.25, none for 1 (or less). */
export function multiplierBonus(multiplier: number): string | null {
  const percent = Math.round((multiplier - 1) * 100);
  return percent > 0 ? `+${percent}% bonus` : null;
}
