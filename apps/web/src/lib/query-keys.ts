/**
 * The event keys, in lib because three features read and invalidate events: events (discovery, the event
 * page, the host's editor), bookings (checkout, approvals) and the event page in app/. Every other domain
 * keeps its key factory in its own `features/<domain>/api/queries.ts` (docs/decisions/067-web-api-hooks.md).
 * Everything here lives under `['events']`, so one invalidation of `eventKeys.all` reaches all of it.
 */
export const eventKeys = {
  all: ['events'] as const,
  search: (criteria: unknown) => [...eventKeys.all, 'search', criteria] as const,
  mine: (userId: string | null, when: string, pageSize: number) =>
    [...eventKeys.all, 'mine', userId, when, pageSize] as const,
  /** The event page; the key carries the viewer, so signing in loads the signed-in view. */
  page: (slugOrId: string, userId: string | null) => [...eventKeys.all, 'page', slugOrId, userId] as const,
  editors: () => [...eventKeys.all, 'editor'] as const,
  editor: (slugOrId: string, userId: string | null) => [...eventKeys.editors(), slugOrId, userId] as const,
  /** The host's events; `createdAny` (does the viewer host anything) is under it. */
  createdAll: () => [...eventKeys.all, 'created'] as const,
  created: (userId: string | null) => [...eventKeys.createdAll(), userId] as const,
  createdAny: (userId: string | null) => [...eventKeys.created(userId), 'any'] as const,
  simulateCost: (item: unknown, isAllInPricing: boolean) =>
    [...eventKeys.all, 'simulate-cost', item, isAllInPricing] as const,
  timeZoneAt: (latitude: number | '', longitude: number | '') =>
    [...eventKeys.all, 'time-zone-at', latitude, longitude] as const,
  cost: (eventId: string, items: unknown, referralCode: string, gratuity: number | null = null) =>
    [...eventKeys.all, 'cost', eventId, items, referralCode, gratuity] as const,
  pending: (eventId: string) => [...eventKeys.all, 'pending', eventId] as const,
};

/**
 * The signed-in user's keys: everything about the viewer lives under `currentUserKeys.all` (features key their own
 * viewer data under `currentUserKeys.of(userId)`), so one invalidation refreshes all of it.
 */
export const currentUserKeys = {
  all: ['users', 'me'] as const,
  of: (userId: string | null | undefined) => [...currentUserKeys.all, userId ?? null] as const,
};
