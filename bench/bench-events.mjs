// The bench host and its published events (over the next 90 days, in ten cities), inserted in SQL into the
// running server's PostgreSQL database, once. Used by events-search.mjs and explore-vs-baseline.mjs.
import pg from 'pg';

const CITIES = [
  ['Los Angeles', 34.0522, -118.2437],
  ['New York', 40.7128, -74.006],
  ['Austin', 30.2672, -97.7431],
  ['Chicago', 41.8781, -87.6298],
  ['Miami', 25.7617, -80.1918],
  ['San Francisco', 37.7749, -122.4194],
  ['Seattle', 47.6062, -122.3321],
  ['Denver', 39.7392, -104.9903],
  ['Nashville', 36.1627, -86.7816],
  ['Boston', 42.3601, -71.0589],
];
const WORDS = [
  'Jazz',
  'Rooftop',
  'Comedy',
  'Design',
  'Run',
  'Art',
  'Festival',
  'Workshop',
  'Podcast',
  'Mixer',
];

/** Inserts the bench host and its events once (by slug prefix), all in SQL; answers how many there are. */
export async function seedBenchEvents(databaseUrl, eventCount) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: existing } = await client.query(
      `select count(*)::int as n from events where slug like 'bench-event-%'`,
    );
    if (existing[0].n >= eventCount) return existing[0].n;
    const { rows: hostRows } = await client.query(
      `insert into users (email, user_name, name, first_name, last_name, date_of_birth, gender, email_verified_at)
       values ('bench-events@example.com', 'bench-events@example.com', 'Bench Host', 'Bench', 'Host', '1990-01-01', 'Other', now())
       on conflict do nothing returning id`,
    );
    const hostId =
      hostRows[0]?.id ??
      (await client.query(`select id from users where email = 'bench-events@example.com'`)).rows[0].id;
    const cities = JSON.stringify(CITIES);
    const words = JSON.stringify(WORDS);
    await client.query('begin');
    await client.query(
      `insert into events (slug, created_by, event_type, display_name, description, note, avatar_url, start_date,
         end_date, time_zone, status, published_at, is_featured, location, city, latitude, longitude, opt_ins)
       select 'bench-event-' || i, $1, 'PARTY',
         (w ->> (i % 10)) || ' night ' || i, 'A bench event number ' || i || ' in ' || (c -> (i % 10) ->> 0),
         'Bench note.', 'https://cdn.example/bench.webp',
         now() + (i % 90) * interval '1 day' + (i % 24) * interval '1 hour',
         now() + (i % 90) * interval '1 day' + (i % 24) * interval '1 hour' + interval '3 hours',
         'America/Los_Angeles', 'PUBLISHED', now(), i % 50 = 0,
         jsonb_build_object('address', 'Bench St ' || i,
           'latitude', (c -> (i % 10) ->> 1)::float8 + ((i * 37) % 100 - 50) / 500.0,
           'longitude', (c -> (i % 10) ->> 2)::float8 + ((i * 53) % 100 - 50) / 500.0,
           'isOnlyVisibleToApprovedAttendees', false),
         c -> (i % 10) ->> 0,
         (c -> (i % 10) ->> 1)::float8 + ((i * 37) % 100 - 50) / 500.0,
         (c -> (i % 10) ->> 2)::float8 + ((i * 53) % 100 - 50) / 500.0,
         '{"guestList":false,"guestCount":false,"publicPreview":false,"displayRepScore":false,"qrPass":false,"guestsInvitingOthers":false,"ageLimit":false,"privacyPolicy":null,"socialAccountRequirements":[],"questionRequirements":false,"musicEmbed":null}'::jsonb
       from generate_series(1, $2) as i, (select $3::jsonb as c, $4::jsonb as w) as d
       on conflict (slug) do nothing`,
      [hostId, eventCount, cities, words],
    );
    await client.query(
      `insert into event_ticket_types (event_id, ticket_type, price, limited_amount, available_amount)
       select id, 'General', 2500, 200, 200 from events e
       where slug like 'bench-event-%' and not exists (select 1 from event_ticket_types t where t.event_id = e.id)`,
    );
    await client.query('commit');
    await client.query('analyze events; analyze event_ticket_types');
    return eventCount;
  } finally {
    await client.end();
  }
}
