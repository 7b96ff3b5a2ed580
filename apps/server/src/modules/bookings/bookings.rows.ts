import { randomBytes } from 'node:crypto';
import type {
  bookingOrderItems,
  bookingOrders,
  eventAttendees,
  tickets,
  waitingListEntries,
} from './bookings.tables';
import type { EventRow, QuestionRow, TicketTypeRow } from '../events/events.module';

export type { EventRow, QuestionRow, TicketTypeRow };
export type OrderRow = typeof bookingOrders.$inferSelect;
export type OrderItemRow = typeof bookingOrderItems.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type AttendeeRow = typeof eventAttendees.$inferSelect;
export type WaitingListRow = typeof waitingListEntries.$inferSelect;
export type NewOrder = typeof bookingOrders.$inferInsert;

/** The QR code's secret: 32 random bytes, never derived from the ticket id. */
export const newQrSecret = () => randomBytes(32).toString('base64url');
