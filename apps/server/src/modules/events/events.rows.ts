import type { Db } from '../../platform/db/client';
import type {
  eventQuestions,
  eventRoleInvitations,
  eventRoles,
  eventTicketTypes,
  events,
} from './events.tables';

// The row types of the events module's tables and the shapes its repositories take and answer.

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
export type TicketTypeRow = typeof eventTicketTypes.$inferSelect;
export type NewTicketTypeRow = typeof eventTicketTypes.$inferInsert;
export type QuestionRow = typeof eventQuestions.$inferSelect;
export type EventRoleRow = typeof eventRoles.$inferSelect;
export type RoleInvitationRow = typeof eventRoleInvitations.$inferSelect;
/** A user row; `PublicUserRow` leaves out the password hash (what reads for display select). */
export type { PublicUserRow, UserRow } from '../users/users.module';
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Ticket fields an editor sets (everything but the event, the balance and the bookkeeping columns). */
export type TicketFields = Omit<
  NewTicketTypeRow,
  'id' | 'eventId' | 'availableAmount' | 'lockedAmount' | 'releasedAmount' | 'createdAt' | 'updatedAt'
>;

/** The sort key of a page of events: start date then id, or distance then id near a point. */
export type StartKey = [string, string];
export type DistanceKey = [number, string];

export type SearchFilter = {
  now: Date;
  keyword: string | null;
  onlyFeatured: boolean;
  startsAfter: Date | null;
  startsBefore: Date | null;
  /** Events of the viewer (onlyMyEvents): ids they created, hold a role in or attend; any listing. */
  mine: { userId: string; eventIds: string[] } | null;
  near: { latitude: number; longitude: number; radiusKm: number } | null;
};
