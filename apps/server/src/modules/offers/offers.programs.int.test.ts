import { OFFER_MESSAGES as M } from '@repclub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { achievementReads } from '../achievements/achievements.module';
import { manyUsers } from '../bookings/bookings.test-support';
import { clubWithTeam } from '../clubs/clubs.test-support';
import { type Caller, gql, grant, joinClub, wallet } from '../points/points.test-support';
import {
  CHECK_IN,
  COMPLETE,
  EXPLORE,
  JOIN,
  OPEN_LINK,
  type OfferData,
  advance,
  alsoTrack,
  liveOffer,
  track,
} from './offers.test-support';

/** Offers' programs over real HTTP GraphQL: achievements, level-up, buy-now, participants cap, visibility, explore. */

const clock = fixedClock('2026-09-01T12:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => server?.close());

const codeOf = (r: { error: { extensions?: { code?: string } } | null }) => r.error?.extensions?.code ?? null;

async function setup() {
  const s = await clubWithTeam(server, clock);
  track(
    s.owner,
    s.admin,
    s.accountManager,
    s.rewardManager,
    s.eventManager,
    s.offerManager,
    s.collaborator,
    s.member,
    s.stranger,
  );
  await gql(
    server,
    'mutation($c: ID!, $t: [ClubTierInput!]!) { setClubTiers(clubId: $c, tiers: $t) { id } }',
    {
      c: s.club.id,
      t: [
        { name: 'Bronze', minimumPoints: 0, colors: { primary: '#CD7F32', secondary: '#FFFFFF' } },
        { name: 'Silver', minimumPoints: 500, colors: { primary: '#A8A9AD', secondary: '#1A1A1A' } },
        { name: 'Gold', minimumPoints: 2000, colors: { primary: '#D4AF37', secondary: '#1A1A1A' } },
      ],
    },
    s.owner,
  );
  return s;
}

const complete = (who: Caller, offerId: string, proof: Record<string, unknown> = {}) =>
  gql<{ completeOffer: OfferData }>(server, COMPLETE, { o: offerId, p: proof }, who);
const join = (who: Caller, offerId: string) =>
  gql<{ joinOffer: OfferData }>(server, JOIN, { o: offerId }, who);

describe('offer programs', () => {
  it('awards the linked achievement with the reward', async () => {
    const s = await setup();
    const achievement = await gql<{ createOrUpdateAchievement: { id: string } }>(
      server,
      'mutation($i: AchievementInput!) { createOrUpdateAchievement(input: $i) { id } }',
      { i: { clubId: s.club.id, displayName: 'Early bird', slug: 'early-bird', category: 'PARTICIPATION' } },
      s.owner,
    );
    expect(achievement.error).toBeNull();
    const achievementId = achievement.data!.createOrUpdateAchievement.id;
    const offer = await liveOffer(server, clock, s.owner, s.club.id, {
      details: { subType: 'promo', programType: 'earn-status' },
      settings: { promoCode: 'EARLY' },
      reward: { tierLevel: 3 },
      achievement: { achievementId },
    });
    await join(s.member, offer.id);
    expect((await complete(s.member, offer.id, { promoCode: 'EARLY' })).error).toBeNull();
    expect(
      (await achievementReads.heldBy(server.database.db, s.member.userId, [achievementId])).has(
        achievementId,
      ),
    ).toBe(true);
    // An achievement of another club is refused at save.
    const other = await clubWithTeam(server, clock);
    alsoTrack(other.owner);
    const refused = await gql(
      server,
      'mutation($i: OfferInput!) { createOrUpdateOffer(input: $i) { id } }',
      {
        i: {
          clubId: other.club.id,
          details: { programType: 'earn-points', subType: 'bonus', displayName: 'X', slug: 'xyz-offer' },
          timeFrame: offerWindow(),
          reward: { points: 5 },
          achievement: { achievementId },
        },
      },
      other.owner,
    );
    expect(refused.error!.message).toBe(M.achievementInvalid);
  });

  it('level-up completes when the balance reaches the goal; buy-now pays its price with the completion', async () => {
    const s = await setup();
    const levelUp = await liveOffer(server, clock, s.owner, s.club.id, {
      details: { programType: 'earn-status', subType: 'level-up' },
      requirements: { requirements: [{ type: 'REP_POINTS', value: 200 }] },
      reward: { tierLevel: 2 },
    });
    await grant(server, s.owner, s.club.id, s.member, 100);
    expect((await join(s.member, levelUp.id)).error).toBeNull();
    expect((await complete(s.member, levelUp.id)).error!.message).toBe(M.pointsTooFew);
    await grant(server, s.owner, s.club.id, s.member, 100);
    expect((await complete(s.member, levelUp.id)).data!.completeOffer.viewerStatus).toBe('awarded');

    const buyNow = await liveOffer(server, clock, s.owner, s.club.id, {
      details: { programType: 'earn-status', subType: 'buy-now' },
      requirements: { requirements: [{ type: 'PRICE', value: 150 }] },
      reward: { tierLevel: 3 },
    });
    await join(s.member, buyNow.id);
    const results = await Promise.all([complete(s.member, buyNow.id), complete(s.member, buyNow.id)]);
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect((await wallet(server, s.member)).get(s.club.id)).toBe(50);
    const tier = await gql<{ walletBalances: { club: { id: string }; tier: { name: string } | null }[] }>(
      server,
      'query { walletBalances { club { id } tier { name } } }',
      {},
      s.member,
    );
    expect(tier.data!.walletBalances.find((w) => w.club.id === s.club.id)?.tier?.name).toBe('Gold');
  });

  it('buy points: a bonus on the points bought in the window, once', async () => {
    const s = await setup();
    const set = await gql<{ setClubPointsPackages: { id: string }[] }>(
      server,
      'mutation($c: ID!, $p: [PointsPackageInput!]!) { setClubPointsPackages(clubId: $c, packages: $p) { id } }',
      { c: s.club.id, p: [{ pointsAmount: 400, repPointsMultiplier: 1, price: 1000 }] },
      s.owner,
    );
    expect(set.error).toBeNull();
    const offer = await liveOffer(server, clock, s.owner, s.club.id, {
      details: { programType: 'buy-points', subType: 'bonus-buys' },
      settings: { bonusPercent: 25 },
      reward: null,
    });
    await join(s.member, offer.id);
    expect((await complete(s.member, offer.id)).error!.message).toBe(M.actionsMissing);
    const bought = await gql<{ buyPoints: { paymentUrl: string } }>(
      server,
      'mutation($c: ID!, $p: ID!, $k: String!) { buyPoints(clubId: $c, packageId: $p, idempotencyKey: $k) { paymentUrl } }',
      { c: s.club.id, p: set.data!.setClubPointsPackages[0]!.id, k: 'offer-buy-1' },
      s.member,
    );
    expect(bought.error).toBeNull();
    const paid = await server.fetch(`${new URL(bought.data!.buyPoints.paymentUrl).pathname}/approve`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(paid.status).toBe(303);
    expect((await wallet(server, s.member)).get(s.club.id)).toBe(400);
    expect((await complete(s.member, offer.id)).data!.completeOffer.viewerStatus).toBe('awarded');
    expect((await wallet(server, s.member)).get(s.club.id)).toBe(500);
    expect(codeOf(await complete(s.member, offer.id))).toBe('CONFLICT');
  });

  it('action amount counts check-ins at the club events; buy-product needs a ticket type of the club', async () => {
    const s = await setup();
    const offer = await liveOffer(server, clock, s.owner, s.club.id, {
      details: { programType: 'earn-status', subType: 'action-amount' },
      settings: { requiredCount: 2 },
      reward: { tierLevel: 2 },
    });
    await join(s.member, offer.id);
    expect((await complete(s.member, offer.id)).error!.message).toBe(M.actionsMissing);
    const refused = await gql(
      server,
      'mutation($i: OfferInput!) { createOrUpdateOffer(input: $i) { id } }',
      {
        i: {
          clubId: s.club.id,
          details: {
            programType: 'earn-points',
            subType: 'buy-product',
            displayName: 'Buy',
            slug: 'buy-a-ticket',
          },
          timeFrame: offerWindow(),
          settings: { ticketTypeId: '00000000-0000-4000-8000-000000000001' },
          reward: { points: 5 },
        },
      },
      s.owner,
    );
    expect(refused.error!.message).toBe(M.ticketTypeRequired);
  });

  it("the team lists an offer's participants and redemptions; members may not", async () => {
    const s = await setup();
    const offer = await liveOffer(server, clock, s.owner, s.club.id);
    await join(s.member, offer.id);
    const LIST = `query($o: ID!) { offer(offerId: $o) { participants(first: 10) { edges { node { status user { userId } } } }
      redemptions(first: 10) { edges { node { id } } } } }`;
    type Lists = {
      offer: {
        participants: { edges: { node: { status: string; user: { userId: string } } }[] };
        redemptions: { edges: unknown[] };
      };
    };
    for (const who of [s.owner, s.offerManager]) {
      const team = await gql<Lists>(server, LIST, { o: offer.id }, who);
      expect(team.error).toBeNull();
      expect(team.data!.offer.participants.edges.map((e) => e.node.user.userId)).toEqual([s.member.userId]);
      expect(team.data!.offer.redemptions.edges).toEqual([]);
    }
    for (const who of [s.member, s.eventManager, s.stranger])
      expect(codeOf(await gql(server, LIST, { o: offer.id }, who))).toBe('AUTH_NOT_AUTHORIZED');
  });

  it('caps participants even when members join at once', async () => {
    const s = await setup();
    const people = await manyUsers(server, 4, clock);
    alsoTrack(...people);
    for (const who of people) await joinClub(server, who, s.club.id);
    const offer = await liveOffer(server, clock, s.owner, s.club.id, { settings: { maxParticipants: 2 } });
    const results = await Promise.all(people.map((who) => join(who, offer.id)));
    expect(results.filter((r) => r.error === null)).toHaveLength(2);
    expect(results.filter((r) => r.error?.message === M.full)).toHaveLength(2);
  });

  it('hides members-only offers from others; refuses taking part out of turn', async () => {
    const s = await setup();
    const offer = await liveOffer(server, clock, s.owner, s.club.id, {
      details: { access: 'MEMBERS', subType: 'streak' },
      settings: { streakDays: 2 },
    });
    expect(codeOf(await join(s.stranger, offer.id))).toBe('NOT_FOUND');
    expect(codeOf(await gql(server, JOIN, { o: offer.id }, { userId: '', headers: {} }))).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
    expect((await gql(server, CHECK_IN, { o: offer.id }, s.member)).error!.message).toBe(M.notParticipating);
    expect((await gql(server, OPEN_LINK, { o: offer.id }, s.member)).error!.message).toBe(
      M.completedOtherWay,
    );
    expect(codeOf(await join(s.member, 'not-an-id'))).toBe('NOT_FOUND');
    await join(s.member, offer.id);
    expect((await join(s.member, offer.id)).data!.joinOffer.viewerStatus).toBe('participating');
  });

  it('explore: participating while open, expired after the end without an award', async () => {
    const s = await setup();
    const offer = await liveOffer(server, clock, s.owner, s.club.id, {
      details: { subType: 'streak' },
      settings: { streakDays: 5 },
    });
    await join(s.member, offer.id);
    const ids = async (f: string) =>
      (
        await gql<{ exploreOffers: { edges: { node: { id: string; viewerStatus: string } }[] } }>(
          server,
          EXPLORE,
          { f },
          s.member,
        )
      ).data!.exploreOffers.edges.map((e) => e.node.id);
    expect(await ids('PARTICIPATING')).toContain(offer.id);
    expect(await ids('EXPIRED')).not.toContain(offer.id);
    await advance(server, clock, 3 * 86_400_000);
    expect(await ids('EXPIRED')).toContain(offer.id);
    expect(await ids('PARTICIPATING')).not.toContain(offer.id);
    expect(await ids('ALL')).toContain(offer.id);
    expect((await gql(server, CHECK_IN, { o: offer.id }, s.member)).error!.message).toBe(M.ended);
  });
});

function offerWindow() {
  const start = new Date(Math.ceil((clock.now().getTime() + 15 * 60_000) / 900_000) * 900_000);
  return { startAt: start.toISOString(), endAt: new Date(start.getTime() + 86_400_000).toISOString() };
}
