import { CHECKIN_LIMITS } from '@repclub/shared';

/** "Jane D.": the first name and the last name's initial, for the feedback screen read from a distance. */
export function shortName(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '';
  if (parts.length === 1) return parts[0]!;
  return `${parts[0]} ${parts[parts.length - 1]!.charAt(0).toUpperCase()}.`;
}

export type DeviceKind = 'phone' | 'tablet' | 'computer';

/** What kind of device this is, from User-Agent Client Hints where there are some, else the user agent. */
export function deviceKind(
  nav: { userAgent: string; userAgentData?: { mobile?: boolean } } = navigator as Navigator & {
    userAgentData?: { mobile?: boolean };
  },
): DeviceKind {
  const ua = nav.userAgent;
  if (/iPad|Tablet/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'tablet';
  if (nav.userAgentData?.mobile || /Mobi|iPhone|Android/i.test(ua)) return 'phone';
  return 'computer';
}

/** The scanning device as hosts read it (decision 112): "Dee's phone", within the server's limit. */
export function deviceNameFor(firstName: string, kind: DeviceKind): string {
  const suffix = `'s ${kind}`;
  return `${firstName.trim().slice(0, CHECKIN_LIMITS.deviceNameMax - suffix.length)}${suffix}`;
}
