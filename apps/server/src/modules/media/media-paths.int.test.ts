// Media stored as paths (docs/decisions/109): an upload is stored and read back as /api/media/…, absolute only
// where an absolute URL is needed (link previews); the migration 0024_media_paths turns stored absolute URLs of
// ours, of any host, into paths.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock';
import { startTestServer, type TestServer } from '../../test/server';
import { insertEvent } from '../bookings/bookings.test-support';
import { eventComments } from '../conversations/conversations.tables';
import { events } from '../events/events.tables';
import { testUser } from '../events/events.test-support';
import { notifications } from '../notifications/notifications.tables';
import { users } from '../users/users.tables';

let server: TestServer;
let dist: string;
let dataDir: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'repclub-media-paths-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repclub-media-paths-data-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>RepClub</title><div id="root"></div>',
  );
  server = await startTestServer({ webDistDir: dist, env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 0, g: 90, b: 200 } } })
    .png()
    .toBuffer();

async function uploadCover(headers: Record<string, string>) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'cover.png');
  const response = await server.fetch('/api/media/event-cover', { method: 'POST', headers, body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

describe('media URLs', () => {
  it('are stored and read back as paths; the link preview makes the cover absolute', async () => {
    const host = await testUser(server, systemClock);
    const cover = await uploadCover(host.headers);
    expect(cover).toMatch(/^\/api\/media\/events\/[\w-]+\/[\w-]+\.webp\?v=\d+$/);

    const { event } = await insertEvent(server, host.userId, {
      now: new Date(),
      optIns: { publicPreview: true },
    });
    const updated = await server.graphql<{ updateEvent: { avatarUrl: string } }>(
      `mutation($id: ID!, $input: EventInput!) { updateEvent(eventId: $id, input: $input) { avatarUrl } }`,
      // An editor that read the cover as an absolute URL of ours (PUBLIC_URL's) sends that back: kept as the path.
      { id: event.id, input: { avatarUrl: `http://repclub.test${cover}` } },
      host.headers,
    );
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data!.updateEvent.avatarUrl).toBe(cover);
    const [row] = await server.database.db
      .select({ avatarUrl: events.avatarUrl })
      .from(events)
      .where(eq(events.id, event.id));
    expect(row!.avatarUrl).toBe(cover);

    // Served under any host name: the path is the same file.
    expect((await server.fetch(cover)).headers.get('content-type')).toBe('image/webp');

    // og:image needs an absolute URL: PUBLIC_URL's.
    const html = await (await server.fetch(`/events/${event.slug}`)).text();
    expect(html).toContain(`<meta property="og:image" content="http://repclub.test${cover}" />`);
    expect(html).toContain(`"image":["http://repclub.test${cover}"]`);
  });

  it('the migration turns stored absolute URLs of ours, of any host, into paths and leaves others alone', async () => {
    const host = await testUser(server, systemClock);
    const key = `/api/media/avatars/${host.userId}/old.webp?v=1`;
    const external = 'https://images.example/cover.png';
    await server.database.db
      .update(users)
      .set({ avatarUrl: `http://localhost:4711${key}` })
      .where(eq(users.id, host.userId));
    const { event } = await insertEvent(server, host.userId, { now: new Date() });
    const waiver = `/api/media/events/${host.userId}/w.pdf?v=2`;
    await server.database.db
      .update(events)
      .set({
        avatarUrl: `https://old.example.com${key}`,
        optIns: sql`${events.optIns} || ${JSON.stringify({
          privacyPolicy: { title: 'Waiver', fileUrl: `http://127.0.0.1:3000${waiver}` },
        })}::jsonb`,
      })
      .where(eq(events.id, event.id));
    const [other] = await insertEvent(server, host.userId, { now: new Date() }).then(({ event: e }) => [e]);
    await server.database.db.update(events).set({ avatarUrl: external }).where(eq(events.id, other!.id));
    const [comment] = await server.database.db
      .insert(eventComments)
      .values({
        eventId: event.id,
        userId: host.userId,
        body: 'look',
        medias: [`http://localhost:4711${key}`, external],
      })
      .returning();
    const [note] = await server.database.db
      .insert(notifications)
      .values({
        userId: host.userId,
        type: 'EventApproved',
        message: 'approved',
        properties: { EventAvatar: `http://localhost:4711${key}`, EventName: 'Party' },
      })
      .returning();

    const migration = fs.readFileSync(
      new URL('../../../drizzle/0024_media_paths.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await server.database.db.execute(sql.raw(statement));

    const [user] = await server.database.db.select().from(users).where(eq(users.id, host.userId));
    expect(user!.avatarUrl).toBe(key);
    const [migrated] = await server.database.db.select().from(events).where(eq(events.id, event.id));
    expect(migrated!.avatarUrl).toBe(key);
    expect(migrated!.optIns.privacyPolicy).toEqual({ title: 'Waiver', fileUrl: waiver });
    const [untouched] = await server.database.db.select().from(events).where(eq(events.id, other!.id));
    expect(untouched!.avatarUrl).toBe(external);
    const [medias] = await server.database.db
      .select()
      .from(eventComments)
      .where(eq(eventComments.id, comment!.id));
    expect(medias!.medias).toEqual([key, external]);
    const [props] = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, note!.id));
    expect(props!.properties).toEqual({ EventAvatar: key, EventName: 'Party' });
  });
});
