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
      memberCount: 4, // the host, Casey, Riley and the guest (who joins with points, the points seed)
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

  it('has points packages and members holding points: Casey in Silver, the guest with 250 to send and trade', async () => {
    const users = usersRepository(server.database.db);
    const host = (await users.byEmail('host@repclub.example'))!;
    const guest = (await users.byEmail('guest@repclub.example'))!;
    const asGuest = await signInRow(server, guest, clock);
    const wallet = await server.graphql<{
      walletBalances: { club: { slug: string }; points: number; tier: { name: string } | null }[];
      club: { id: string };
    }>(
      `query($k: String!) { walletBalances { club { slug } points tier { name } } club(idOrSlug: $k) { id } }`,
      { k: DEMO_CLUB_SLUG },
      asGuest,
    );
    expect(wallet.body.errors).toBeUndefined();
    expect(wallet.body.data!.walletBalances).toEqual([
      { club: { slug: DEMO_CLUB_SLUG }, points: 250, tier: { name: 'Bronze' } },
    ]);
    const offer = await server.graphql<{
      defaultBuyPointsOffer: { packages: { totalPoints: number; price: number }[] } | null;
    }>(
      `query($c: ID!) { defaultBuyPointsOffer(clubId: $c) { packages { totalPoints price } } }`,
      { c: wallet.body.data!.club.id },
      asGuest,
    );
    expect(offer.body.data!.defaultBuyPointsOffer!.packages).toEqual([
      { totalPoints: 500, price: 500 },
      { totalPoints: 1200, price: 1000 },
    ]);
    const members = await server.graphql<{
      club: {
        members: {
          edges: { node: { person: { name: string }; points: number; tier: { name: string } | null } }[];
        };
      };
    }>(
      `query($k: String!) { club(idOrSlug: $k) { members(first: 10) { edges { node { person { name } points tier { name } } } } } }`,
      { k: DEMO_CLUB_SLUG },
      await signInRow(server, host, clock),
    );
    expect(members.body.errors).toBeUndefined();
    const casey = members.body.data!.club.members.edges.find((e) => e.node.points === 650);
    expect(casey?.node.tier?.name).toBe('Silver');
  });
});
