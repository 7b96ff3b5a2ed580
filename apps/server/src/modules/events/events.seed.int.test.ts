import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { mediaRepository } from '../media/media.repository';
import { mediaService } from '../media/media.service';
import { localMediaStorage } from '../media/media.storage';
import { usersRepository } from '../users/users.repository';
import { DEMO_EVENTS, seedDemoEvents } from './events.seed';
import { events } from './events.tables';

const clock = fixedClock('2026-06-01T12:00:00.000Z');
let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'repclub-events-seed-'));
  server = await startTestServer({ clock, env: { SEED_DEMO: 'true', DATA_DIR: dataDir } });
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Edge = {
  node: {
    slug: string;
    eventType: string;
    city: string;
    startDate: string;
    isFeatured: boolean;
    avatarUrl: string;
    createdBy: { userName: string };
    tickets: { price: number; isRequiredApproval: boolean }[];
  };
};

describe('demo events', () => {
  it('seeds a dozen published events of the demo host across types, cities and the coming weeks', async () => {
    const res = await server.graphql<{ searchEvents: { edges: Edge[] } }>(
      `{ searchEvents(first: 50) { edges { node { slug eventType city startDate isFeatured avatarUrl
        createdBy { userName } tickets { price isRequiredApproval } } } } }`,
    );
    const nodes = res.body.data!.searchEvents.edges.map((e) => e.node);
    expect(nodes).toHaveLength(DEMO_EVENTS.length);
    expect(nodes.length).toBeGreaterThanOrEqual(12);
    expect(new Set(nodes.map((n) => n.eventType)).size).toBeGreaterThanOrEqual(9);
    expect(new Set(nodes.map((n) => n.city))).toEqual(
      new Set([
        'Los Angeles',
        'New York',
        'Austin',
        'Chicago',
        'Miami',
        'San Francisco',
        'Nashville',
        'Seattle',
        'Denver',
      ]),
    );
    expect(nodes.every((n) => n.createdBy.userName === 'harperhost')).toBe(true);
    const starts = nodes.map((n) => new Date(n.startDate).getTime() - clock.now().getTime());
    expect(Math.min(...starts)).toBeGreaterThan(0);
    expect(Math.max(...starts)).toBeGreaterThan(14 * 86_400_000);
    expect(nodes.filter((n) => n.isFeatured).length).toBeGreaterThanOrEqual(1);
    expect(nodes.some((n) => n.tickets.every((t) => t.price === 0))).toBe(true);
    expect(nodes.some((n) => n.tickets.some((t) => t.isRequiredApproval))).toBe(true);
    const cover = await server.fetch(new URL(nodes[0]!.avatarUrl, 'http://any.host').pathname);
    expect([cover.status, cover.headers.get('content-type')]).toEqual([200, 'image/webp']);
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const before = await server.database.db.select({ id: events.id }).from(events);
    const media = mediaService({
      repo: mediaRepository(server.database.db),
      storage: localMediaStorage(path.join(dataDir, 'media')),
      config: server.config,
      clock,
    });
    await seedDemoEvents(server.database.db, { media, users: usersRepository(server.database.db) }, clock);
    const after = await server.database.db.select({ id: events.id }).from(events);
    expect(after.length).toBe(before.length);
  });
});
