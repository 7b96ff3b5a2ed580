// A hand-written baseline for the explore page's query (the web app's SearchEvents document with
// `{ criteria: {}, first: 10 }`, as a visitor): Fastify and pg, no GraphQL, no ORM, the same two statements the
// app sends and the same JSON answer, byte for byte. bench/explore-vs-baseline.mjs compares the app with it.
// Usage: BASELINE_DATABASE_URL=postgres://… BASELINE_PORT=3999 node bench/explore-baseline.mjs
// Both statements are named (prepared once per connection), as the app's are since docs/decisions/056.
import Fastify from 'fastify';
import pg from 'pg';

const EVENTS = `select * from events
  where end_date >= $1::timestamptz and status = 'PUBLISHED' and is_listed and not is_private
  order by start_date, id limit $2`;
const TICKET_TYPES = `select * from event_ticket_types where event_id = any($1::uuid[])
  order by position, created_at, id`;

const cursorOf = (row) =>
  Buffer.from(JSON.stringify([row.start_date.toISOString(), row.id]), 'utf8').toString('base64url');

/** Starts the baseline; answers GET /search. */
export async function startBaseline({ databaseUrl, port = 0, poolSize = 10 }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', () => {});
  const app = Fastify({ logger: false });
  app.get('/search', async (_request, reply) => {
    const now = new Date();
    const size = 10;
    const { rows } = await pool.query({ name: 'baseline_events', text: EVENTS, values: [now, size + 1] });
    const page = rows.slice(0, size);
    const ids = page.map((row) => row.id);
    const tickets = ids.length
      ? (await pool.query({ name: 'baseline_ticket_types', text: TICKET_TYPES, values: [ids] })).rows
      : [];
    const edges = page.map((row) => {
      const all = tickets.filter((t) => t.event_id === row.id);
      const active = all.filter((t) => t.is_active);
      // What a visitor may see (events.service.ts visibleTickets): active, public, within their window.
      const visible = row.is_private
        ? []
        : active.filter(
            (t) =>
              !t.is_private &&
              (!t.visible_start_at || t.visible_start_at <= now) &&
              (!t.visible_end_at || t.visible_end_at >= now),
          );
      return {
        cursor: cursorOf(row),
        node: {
          eventId: row.id,
          slug: row.slug,
          displayName: row.display_name,
          avatarUrl: row.avatar_url,
          startDate: row.start_date.toISOString(),
          endDate: row.end_date.toISOString(),
          timeZone: row.time_zone,
          city: row.city,
          status: row.status,
          isFeatured: row.is_featured,
          isListFull: active.length > 0 && active.every((t) => t.available_amount === 0),
          distance: null,
          tickets: visible.map((t) => ({
            eventTicketId: t.id,
            price: t.price,
            currency: t.currency,
            isActive: t.is_active,
          })),
        },
      };
    });
    const body = {
      data: {
        searchEvents: {
          pageInfo: { hasNextPage: rows.length > size, endCursor: edges.at(-1)?.cursor ?? null },
          edges,
        },
      },
    };
    return reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
  });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    url: `http://127.0.0.1:${address.port}/search`,
    pid: process.pid,
    // For in-process measurements (bench/explore-in-process.mjs).
    app,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseline = await startBaseline({
    databaseUrl: process.env.BASELINE_DATABASE_URL,
    port: Number(process.env.BASELINE_PORT ?? 3999),
  });
  console.log(`baseline listening: ${baseline.url}`);
}
