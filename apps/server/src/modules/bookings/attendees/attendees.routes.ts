import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { eventAttendeesFilterSchema } from '@repclub/shared';
import { parseInput } from '../../../platform/http/parse';
import { requireViewer } from '../../../platform/http/viewer';
import type { BookingsService } from '../bookings.service';
import type { SessionsService } from '../../auth/auth.module';
import type { AttendeeExportRow } from './attendee-list.repository';

/**
 * One CSV cell: quoted, quotes doubled, and a cell a spreadsheet would read as a formula (starting with
 * = + - @, a tab or a carriage return) prefixed with an apostrophe so it stays text (CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * An instant as ISO 8601 in a time zone, with its offset and to the second: "2026-06-02T11:00:00-07:00"
 * (a spreadsheet reads it, and the reader sees the event's local time, not UTC).
 */
export function isoInZone(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  // "GMT-07:00", or "GMT" for a zero offset.
  const offset = String(parts.timeZoneName).replace(/^GMT/, '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** The export's file name says what it holds: the state chosen, and "filtered" under any other filter. */
export function exportFileName(slug: string, state: string | null | undefined, narrowed: boolean): string {
  const named = state ? `-${state.toLowerCase().replace(/_/g, '-')}` : '';
  return `attendees-${slug}${named}${narrowed ? '-filtered' : ''}.csv`;
}

const csvLine = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * GET /api/events/:eventId/attendees.csv (bearer token): the attendee export, for holders of CanExportAttendees
 * (the creator, co-hosts). The list's filters may be given as query parameters, and the file name says which
 * (decision 110). Times are in the event's time zone, named in the header. Streamed a page at a time; no
 * e-mail, phone or birth date (docs/decisions/072).
 */
export async function attendeesCsvRoutes(
  app: FastifyInstance,
  { bookings, sessions }: { bookings: BookingsService; sessions: SessionsService },
) {
  app.get<{ Params: { eventId: string }; Querystring: Record<string, string | undefined> }>(
    '/api/events/:eventId/attendees.csv',
    async (request, reply) => {
      const viewer = await requireViewer(request, sessions);
      const { state, attendeeRole, eventTicketId, referredBy, search } = request.query;
      const filter = parseInput(eventAttendeesFilterSchema, {
        state: state || null,
        attendeeRole: attendeeRole || null,
        eventTicketId: eventTicketId || null,
        referredBy: referredBy || null,
        search: search || null,
      });
      // The event and the permission are checked first: refusals answer before any CSV is sent.
      const { event, pages } = await bookings.exportAttendees(viewer, request.params.eventId, filter);
      const narrowed = Boolean(
        filter.attendeeRole || filter.eventTicketId || filter.referredBy || filter.search,
      );
      const questions = await bookings.questionsOfEvent(event.id);
      async function* csv() {
        yield (
          '\uFEFF' +
          csvLine([
            'Name',
            'Username',
            'State',
            'Tickets',
            'Referred by',
            `Approved or declined at (${event.timeZone})`,
            'Checked in',
            ...questions.map((q) => q.question),
          ])
        );
        for await (const rows of pages) {
          yield rows
            .map((row: AttendeeExportRow) =>
              csvLine([
                row.name,
                row.userName,
                row.state,
                row.tickets,
                row.referredByName ?? row.referredByUserName,
                row.approvalAt ? isoInZone(row.approvalAt, event.timeZone) : null,
                row.checkedInCount,
                ...questions.map((q) => row.answers.find((a) => a.questionId === q.id)?.answer ?? null),
              ]),
            )
            .join('');
        }
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(event.slug, filter.state, narrowed)}"`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Readable.from(csv()));
    },
  );
}
