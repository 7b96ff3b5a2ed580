import { BREADCRUMB_SEPARATOR, matchRoute, ROUTES } from '@repclub/shared';
import { breadcrumbLabelOf } from '@/lib/breadcrumb-labels';

export type BreadcrumbItem = { label: string; path: string };

function labelOf(segment: string): string {
  const named = breadcrumbLabelOf(segment);
  if (named) return named;
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // Keep the raw segment.
  }
  return text
    .replace(/[-_]+/g, ' ')
    .trim()
    .replace(/(^|\s)\S/g, (letter) => letter.toUpperCase());
}

/**
 * The header breadcrumb (accounts §2.4): the path split on '/', each part labelled ("rep-clubs" → "Rep
 * Clubs") and paired with the path up to it; a part a page has named (an event id → the event's name,
 * `useBreadcrumbLabel`) shows that name. Query, hash and empty parts are dropped.
 */
export function breadcrumbItems(pathname: string): BreadcrumbItem[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split(BREADCRUMB_SEPARATOR).filter((segment) => segment.length > 0);
  const targets = CRUMB_TARGETS.find((entry) => matchRoute(entry.pattern, path) !== null)?.targets ?? {};
  return segments.map((segment, index) => ({
    label: labelOf(segment),
    path: targets[index] ?? `/${segments.slice(0, index + 1).join('/')}`,
  }));
}

/**
 * Parts whose page is elsewhere than the path up to them: the event editor (/events/edit/{id}) belongs to the
 * host's events, so its "Events" leads to /rep-club/events, not to the public explore page.
 */
const CRUMB_TARGETS: { pattern: string; targets: Record<number, string> }[] = [
  { pattern: '/events/edit/{id}', targets: { 0: ROUTES.repClub.events } },
];
