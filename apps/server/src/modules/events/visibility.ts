import type { AttendeeState } from '@repclub/shared';
import type { Viewer } from '../../platform/viewer';
import type { EventRow } from './events.rows';

/**
 * What one viewer may see of an event they may see at all (docs/decisions/108). The one rule every Event field,
 * the event page's link preview, the calendar file and the event's comments follow; nothing else decides it.
 *
 * Always: the title, cover, dates, time zone, status, type, flags, host and team. The rest in three steps:
 * - `card`: what a public event shows on every card (the city, "N going" when the host shows it);
 * - `details`: description, note, terms, FAQ, ticket purchase policy, questions, music embed, ticket types and
 *   comments — for a public event everyone but a visitor held to the teaser (publicPreview off), for a private
 *   one its team and its attendees;
 * - `location`: the street address, coordinates and radius — with the details, and, when the host hides the
 *   address, only for the team and approved or checked-in attendees.
 */
export type EventVisibility = {
  /**
   * A visitor (not signed in) of an event whose host keeps the public preview off (docs/decisions/086): they see
   * the teaser, and signing in shows them more.
   */
  previewOnly: boolean;
  card: boolean;
  details: boolean;
  location: boolean;
};

/** What the policy reads of an event as one viewer sees it (EventView has it). */
export type VisibilityInput = {
  row: Pick<EventRow, 'isPrivate' | 'optIns' | 'location'>;
  viewer: Viewer | null;
  /** The creator, an APPROVED role holder, or an administrator. */
  isTeam: boolean;
  attendeeState: AttendeeState;
};

export function eventVisibility(view: VisibilityInput): EventVisibility {
  const { row } = view;
  const previewOnly = !view.viewer && row.optIns.publicPreview !== true;
  // An attendee record in any state (or an active ticket): the people the host let in or who asked.
  const member = view.isTeam || view.attendeeState !== 'NONE';
  const details = !previewOnly && (!row.isPrivate || member);
  const approved = view.attendeeState === 'APPROVED' || view.attendeeState === 'CHECKED_IN';
  const location = details && (!row.location?.isOnlyVisibleToApprovedAttendees || view.isTeam || approved);
  return { previewOnly, card: !row.isPrivate || details, details, location };
}
