/** Event pages: the public list and page, the editor, and the host's pages under a club (accounts §2.1). */
import { withQuery } from '../common/routes';
import type { EventEditorTab, EventsListTab } from './enums';

const enc = encodeURIComponent;
const myClubEvent = (clubId: string, id: string) => `/my/rep-clubs/${enc(clubId)}/events/${enc(id)}`;
const repClubEvent = (id: string) => `/rep-club/events/${enc(id)}`;

export const EVENT_PATHS = {
  events: '/events',
  repClub: {
    events: '/rep-club/events',
    eventsCreate: '/rep-club/events/create',
  },
} as const;

export const eventRoutes = {
  events: (tab?: EventsListTab) => withQuery(EVENT_PATHS.events, { tab }),
  event: (slugOrId: string) => `/events/${enc(slugOrId)}`,
  eventEdit: (id: string) => `/events/edit/${enc(id)}`,
  myRepClubEvents: (clubId: string) => `/my/rep-clubs/${enc(clubId)}/events`,
  myRepClubEvent: (clubId: string, id: string) => myClubEvent(clubId, id),
  myRepClubEventRevenue: (clubId: string, id: string) => `${myClubEvent(clubId, id)}/revenue`,
  myRepClubEventApproval: (clubId: string, id: string) => `${myClubEvent(clubId, id)}/approval`,
  myRepClubEventInvite: (clubId: string, id: string) => `${myClubEvent(clubId, id)}/invite`,
  repClubEventsCreate: (tab: EventEditorTab = 'info') => withQuery(EVENT_PATHS.repClub.eventsCreate, { tab }),
  repClubEvent: (id: string) => repClubEvent(id),
  repClubEventRevenue: (id: string) => `${repClubEvent(id)}/revenue`,
  repClubEventApproval: (id: string) => `${repClubEvent(id)}/approval`,
  repClubEventInvite: (id: string) => `${repClubEvent(id)}/invite`,
  repClubEventGuest: (id: string) => `${repClubEvent(id)}/guest`,
  /** A guest's own pass page, opened from the invitation e-mail without an account (docs/decisions/092). */
  guestPass: (token: string) => `/guest-pass/${enc(token)}`,
} as const;

export const EVENT_ROUTE_PATTERNS = [
  '/events',
  '/events/edit/{id}',
  '/events/{slug}',
  '/my/rep-clubs/{club_id}/events',
  '/my/rep-clubs/{club_id}/events/{id}',
  '/my/rep-clubs/{club_id}/events/{id}/revenue',
  '/my/rep-clubs/{club_id}/events/{id}/approval',
  '/my/rep-clubs/{club_id}/events/{id}/invite',
  '/rep-club/events',
  '/rep-club/events/create',
  '/rep-club/events/{id}',
  '/rep-club/events/{id}/revenue',
  '/rep-club/events/{id}/approval',
  '/rep-club/events/{id}/invite',
  '/rep-club/events/{id}/guest',
  '/guest-pass/{token}',
] as const;
