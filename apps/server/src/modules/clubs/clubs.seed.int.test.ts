import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { DEMO_TEAM_EVENT_SLUG } from '../events/events.module';
import { signInRow } from '../users/users.test-helpers';
import { usersRepository } from '../users/users.repository';
import { DEMO_CLUB_SLUG } from './clubs.seed';

/** The demo club (README "Demo accounts"). */

const clock = fixedClock('2026-06-01T12:00:00.000Z');
let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'repclub-clubs-seed-'));
  server = await startTestServer({ clock, env: { SEED_DEMO: 'true', DATA_DIR: dataDir } });
  // Every module's demo data is seeded first: slow when the suite runs files side by side.
}, 180_000);
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('demo club', () => {
  it('is published by the host with three tiers, two members, an account manager, an open invite and the demo event', async () => {
    const users = usersRepository(server.database.db);
    const host = (await users.byEmail('host@repclub.example'))!;
    const guest = (await users.byEmail('guest@repclub.example'))!;
    const asHost = await signInRow(server, host, clock);
    const { body } = await server.graphql<{
      club: {
        status: string;
        memberCount: number;
        tiers: { name: string; minimumPoints: number }[];
        teamMembers: { role: string }[];
        invites: { role: string; status: string }[];
        events: { edges: { node: { slug: string } }[] };
      };
    }>(
      `query($k: String!) { club(idOrSlug: $k) { status memberCount tiers { name minimumPoints }
        teamMembers { role } invites { role status } events(first: 5) { edges { node { slug } } } } }`,
      { k: DEMO_CLUB_SLUG },
      asHost,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.club).toMatchObject({
      status: 'OPEN',
      memberCount: 3,
      tiers: [
        { name: 'Bronze', minimumPoints: 0 },
        { name: 'Silver', minimumPoints: 500 },
        { name: 'Gold', minimumPoints: 2000 },
      ],
      teamMembers: [{ role: 'ACCOUNT_MANAGER' }],
      events: { edges: [{ node: { slug: DEMO_TEAM_EVENT_SLUG } }] },
    });
    expect([...body.data!.club.invites].sort((a, b) => a.role.localeCompare(b.role))).toEqual([
      { role: 'ACCOUNT_MANAGER', status: 'USED_UP' },
      { role: 'EVENT_MANAGER', status: 'ACTIVE' },
    ]);
    const invites = await server.graphql<{ myClubInvites: { club: { slug: string } }[] }>(
      `query { myClubInvites { club { slug } } }`,
      {},
      await signInRow(server, guest, clock),
    );
    expect(invites.body.data!.myClubInvites).toEqual([{ club: { slug: DEMO_CLUB_SLUG } }]);
  });
});
