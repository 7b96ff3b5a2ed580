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

const csvLine = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * GET /api/events/:eventId/attendees.csv (bearer token): the attendee export, for holders of CanExportAttendees
 * (the creator, co-hosts). The list's filters may be given as query parameters. Streamed a page at a time; no
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
            'Approved or declined at',
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
                row.approvalAt?.toISOString() ?? null,
                row.checkedInCount,
                ...questions.map((q) => row.answers.find((a) => a.questionId === q.id)?.answer ?? null),
              ]),
            )
            .join('');
        }
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="attendees-${event.slug}.csv"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Readable.from(csv()));
    },
  );
}
