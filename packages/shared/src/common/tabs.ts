/**
 * Tab labels (accounts §2.2, domain §2). Values are the URL/search-param values. Labels the spec gives are used
 * as written; the others are the value in title case (see `defaultTabLabel`). Each domain keeps its own tab sets
 * in its enums.ts.
 */

/** Title-case label for a kebab-case tab value: 'my-events' → 'My Events'. */
export function defaultTabLabel(value: string): string {
  return value
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function labelsFor<T extends string>(
  values: readonly T[],
  overrides: Partial<Record<T, string>> = {},
): Readonly<Record<T, string>> {
  const labels = {} as Record<T, string>;
  for (const value of values) labels[value] = overrides[value] ?? defaultTabLabel(value);
  return labels;
}

export const ACTIVITY_FEED_FILTERS = ['all', 'requests', 'offers', 'achievements', 'events'] as const;
export type ActivityFeedFilter = (typeof ACTIVITY_FEED_FILTERS)[number];
export const ACTIVITY_FEED_FILTER_LABELS = labelsFor(ACTIVITY_FEED_FILTERS);
