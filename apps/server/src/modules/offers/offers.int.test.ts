import { OFFER_MESSAGES as M, requirementMaxMessage } from '@repclub/shared';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { manyUsers } from '../bookings/bookings.test-support';
import { clubWithTeam } from '../clubs/clubs.test-support';
import { notifications } from '../notifications/notifications.tables';
import { type Caller, gql, grant, joinClub, wallet } from '../points/points.test-support';
import { drawOrder } from './draws.service';
import { socialAccounts } from '../social/social.tables';
import { users } from '../users/users.tables';
import { offerParticipations } from './offers.tables';
import {
  AWARD,
  BY_SLUG,
  CANCEL,
  CHECK_IN,
  CLUB_OFFERS,
  COMPLETE,
  CONFIRM,
  DELETE,
  DRAW,
  EXPLORE,
  GET,
  JOIN,
  OPEN_LINK,
  type OfferData,
  PUBLISH,
  REDEEM,
  advance,
  alsoTrack,
  track,
  window,
  type RedemptionData,
  SAVE,
  liveOffer,
  offerInput,
  saveOffer,
} from './offers.test-support';

/** Offers over real HTTP GraphQL (docs/decisions/131–138). */

const clock = fixedClock('2026-06-01T12:00:00.000Z');
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
  return s;
}

async function offerAs(who: Caller, offerId: string) {
  const r = await gql<{ offer: OfferData | null }>(server, GET, { o: offerId }, who);
  if (r.error) throw new Error(r.error.message);
  return r.data!.offer;
}

async function join(who: Caller, offerId: string) {
  const r = await gql<{ joinOffer: OfferData }>(server, JOIN, { o: offerId }, who);
  if (r.error) throw new Error(`joinOffer: ${r.error.message}`);
  return r.data!.joinOffer;
}

describe('editing offers', () => {
  it('the team (MANAGE_OFFERS) saves drafts no one else sees; others are refused', async () => {
    const s = await setup();
    for (const who of [s.owner, s.admin, s.offerManager]) {
      const saved = await saveOffer(server, who, offerInput(s.club.id, clock));
      expect(saved.published).toBe(false);
      expect(saved.viewerCanManage).toBe(true);
    }
    for (const who of [
      s.accountManager,
      s.rewardManager,
      s.eventManager,
      s.collaborator,
      s.member,
      s.stranger,
    ]) {
      const r = await gql(server, SAVE, { i: offerInput(s.club.id, clock) }, who);
      expect(codeOf(r)).toBe('AUTH_NOT_AUTHORIZED');
    }
    const visitor = await gql(server, SAVE, { i: offerInput(s.club.id, clock) }, s.visitor);
    expect(codeOf(visitor)).toBe('AUTH_NOT_AUTHENTICATED');

    const draft = await saveOffer(server, s.offerManager, offerInput(s.club.id, clock));
    expect(await offerAs(s.member, draft.id)).toBeNull();
    expect(await offerAs(s.stranger, draft.id)).toBeNull();
    expect((await offerAs(s.admin, draft.id))?.id).toBe(draft.id);
    const teamList = await gql<{ clubOffers: { edges: { node: { id: string } }[] } }>(
      server,
      CLUB_OFFERS,
      { c: s.club.id },
      s.owner,
    );
    expect(teamList.data!.clubOffers.edges).toHaveLength(4);
    const memberList = await gql<{ clubOffers: { edges: unknown[] } }>(
      server,
      CLUB_OFFERS,
      { c: s.club.id },
      s.member,
    );
    expect(memberList.data!.clubOffers.edges).toHaveLength(0);

    // Published: members and strangers see a PUBLIC offer, by id and by slug; the promo code stays the team's.
    const published = await gql<{ publishOffer: OfferData }>(
      server,
      PUBLISH,
      { o: draft.id, p: true },
      s.offerManager,
    );
    expect(published.data!.publishOffer.published).toBe(true);
    expect((await offerAs(s.stranger, draft.id))?.viewerStatus).toBe('not-participating');
    const bySlug = await gql<{ offerBySlug: { id: string } | null }>(
      server,
      BY_SLUG,
      { c: s.club.id, s: draft.slug },
      s.visitor,
    );
    expect(bySlug.data!.offerBySlug?.id).toBe(draft.id);
    const refusedPublish = await gql(server, PUBLISH, { o: draft.id, p: false }, s.member);
    expect(codeOf(refusedPublish)).toBe('AUTH_NOT_AUTHORIZED');
  });

  it('refuses more requirements than the spec allows, a start not in the future, off-step times, a taken slug', async () => {
    const s = await setup();
    const tooMany = await gql(
      server,
      SAVE,
      {
        i: offerInput(s.club.id, clock, {
          requirements: {
            requirements: [
              { type: 'REP_SCORE', value: 1 },
              { type: 'REP_SCORE', value: 2 },
              { type: 'REP_SCORE', value: 3 },
              { type: 'REP_SCORE', value: 4 },
              { type: 'REP_SCORE', value: 5 },
              { type: 'REP_SCORE', value: 6 },
            ],
          },
        }),
      },
      s.owner,
    );
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    expect(tooMany.error!.message).toBe(requirementMaxMessage('REP_SCORE'));
    const twoPrices = await gql(
      server,
      SAVE,
      {
        i: offerInput(s.club.id, clock, {
          requirements: {
            requirements: [
              { type: 'PRICE', value: 5 },
              { type: 'PRICE', value: 6 },
            ],
          },
        }),
      },
      s.owner,
    );
    expect(twoPrices.error!.message).toBe('An offer can have at most 1 Price requirement.');
    const now = clock.now();
    const past = await gql(
      server,
      SAVE,
      {
        i: offerInput(s.club.id, clock, {
          timeFrame: {
            startAt: now.toISOString(),
            endAt: new Date(now.getTime() + 86_400_000).toISOString(),
          },
        }),
      },
      s.owner,
    );
    expect(past.error!.message).toBe(M.startInPast);
    const offStep = await gql(
      server,
      SAVE,
      {
        i: offerInput(s.club.id, clock, {
          timeFrame: {
            startAt: new Date(now.getTime() + 3_600_000 + 7 * 60_000).toISOString(),
            endAt: new Date(now.getTime() + 86_400_000).toISOString(),
          },
        }),
      },
      s.owner,
    );
    expect(offStep.error!.message).toBe(M.dateOffStep);
    const first = await saveOffer(
      server,
      s.owner,
      offerInput(s.club.id, clock, { details: { slug: 'same-slug' } }),
    );
    expect(first.slug).toBe('same-slug');
    const taken = await gql(
      server,
      SAVE,
      { i: offerInput(s.club.id, clock, { details: { slug: 'same-slug' } }) },
      s.owner,
    );
    expect(codeOf(taken)).toBe('CONFLICT');
    expect(taken.error!.message).toBe(M.slugTaken);
    const wrongSubType = await gql(
      server,
      SAVE,
      { i: offerInput(s.club.id, clock, { details: { programType: 'buy-points', subType: 'location' } }) },
      s.owner,
    );
    expect(wrongSubType.error!.message).toBe(M.subTypeInvalid);
  });

  it('updates an offer; deletes one no member took part in; refuses others', async () => {
    const s = await setup();
    const saved = await saveOffer(server, s.owner, offerInput(s.club.id, clock));
    const updated = await gql<{ createOrUpdateOffer: OfferData }>(
      server,
      SAVE,
      {
        i: {
          ...offerInput(s.club.id, clock, { details: { displayName: 'Renamed', slug: saved.slug } }),
          offerId: saved.id,
        },
      },
      s.offerManager,
    );
    expect(updated.error).toBeNull();
    expect(updated.data!.createOrUpdateOffer.id).toBe(saved.id);
    expect(codeOf(await gql(server, DELETE, { o: saved.id }, s.member))).toBe('NOT_FOUND');
    const live = await liveOffer(server, clock, s.owner, s.club.id);
    expect(codeOf(await gql(server, DELETE, { o: live.id }, s.stranger))).toBe('AUTH_NOT_AUTHORIZED');
    await join(s.member, live.id);
    const refused = await gql(server, DELETE, { o: live.id }, s.owner);
    expect(refused.error!.message).toBe(M.publishedNotDeletable);
    const deleted = await gql<{ deleteOffer: boolean }>(server, DELETE, { o: saved.id }, s.owner);
    expect(deleted.data!.deleteOffer).toBe(true);
    expect(await offerAs(s.owner, saved.id)).toBeNull();
  });
});

describe('taking part', () => {
  it('a promo code offer of earn status grants the tier; a wrong code is refused; explore shows the status', async () => {
    const s = await setup();
    await gql(
      server,
      'mutation($c: ID!, $t: [ClubTierInput!]!) { setClubTiers(clubId: $c, tiers: $t) { id } }',
      {
        c: s.club.id,
        t: [
          { name: 'Bronze', minimumPoints: 0, colors: { primary: '#CD7F32', secondary: '#FFFFFF' } },
          { name: 'Silver', minimumPoints: 500, colors: { primary: '#A8A9AD', secondary: '#1A1A1A' } },
        ],
      },
      s.owner,
    );
    const offer = await liveOffer(server, clock, s.owner, s.club.id, {
      details: { programType: 'earn-status', subType: 'promo' },
      settings: { promoCode: 'ROOFTOP' },
      reward: { tierLevel: 2 },
    });
    expect(offer.settings.promoCode).toBe('ROOFTOP');
    expect((await offerAs(s.member, offer.id))!.settings.promoCode).toBeNull();
    // Earn status needs membership.
    expect((await gql(server, JOIN, { o: offer.id }, s.stranger)).error!.message).toBe(M.membersOnly);
    await join(s.member, offer.id);
    const wrong = await gql(server, COMPLETE, { o: offer.id, p: { promoCode: 'nope' } }, s.member);
    expect(wrong.error!.message).toBe(M.promoCodeWrong);
    const done = await gql<{ completeOffer: OfferData }>(
      server,
      COMPLETE,
      { o: offer.id, p: { promoCode: 'rooftop' } },
      s.member,
    );
    expect(done.error).toBeNull();
    expect(done.data!.completeOffer.viewerStatus).toBe('awarded');
    const tier = await gql<{ walletBalances: { club: { id: string }; tier: { name: string } | null }[] }>(
      server,
      'query { walletBalances { club { id } tier { name } } }',
      {},
      s.member,
    );
    expect(tier.data!.walletBalances.find((w) => w.club.id === s.club.id)?.tier?.name).toBe('Silver');
    const explore = await gql<{ exploreOffers: { edges: { node: { id: string; viewerStatus: string } }[] } }>(
      server,
      EXPLORE,
      { f: 'AWARDED' },
      s.member,
    );
    expect(explore.data!.exploreOffers.edges.map((e) => e.node.id)).toContain(offer.id);
    const notYet = await gql<{ exploreOffers: { edges: { node: { id: string } }[] } }>(
      server,
      EXPLORE,
      { f: 'NOT_PARTICIPATING' },
      s.stranger,
    );
    expect(notYet.data!.exploreOffers.edges.map((e) => e.node.id)).toContain(offer.id);
    const again = await gql(server, COMPLETE, { o: offer.id, p: { promoCode: 'ROOFTOP' } }, s.member);
    expect(codeOf(again)).toBe('CONFLICT');
  });

  it('an offer completed twice in parallel rewards once', async () => {
    const s = await setup();
    const offer = await liveOffer(server, clock, s.owner, s.club.id, {
      details: { subType: 'location' },
      settings: { location: { latitude: 52.52, longitude: 13.405, radius: 1, unit: 'km' } },
      reward: { points: 300 },
    });
    await join(s.member, offer.id);
    const far = await gql(
      server,
      COMPLETE,
      { o: offer.id, p: { latitude: 52.6, longitude: 13.405 } },
      s.member,
    );
    expect(far.error!.message).toBe(M.locationTooFar);
    const near = { latitude: 52.521, longitude: 13.406 };
    const results = await Promise.all(
      Array.from({ length: 4 }, () => gql(server, COMPLETE, { o: offer.id, p: near }, s.member)),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === 'CONFLICT')).toHaveLength(3);
    expect((await wallet(server, s.member)).get(s.club.id)).toBe(300);
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.member.userId), eq(notifications.type, 'OfferAwarded')));
    expect(told).toHaveLength(1);
  });

  it('a streak completes at its length of consecutive days; a survey needs its required answers', async () => {
    const s = await setup();
    const streak = await liveOffer(server, clock, s.owner, s.club.id, {
      details: { subType: 'streak' },
      timeFrame: window(clock, 7),
      settings: { streakDays: 3 },
      reward: { points: 50 },
    });
    await join(s.member, streak.id);
    const first = await gql<{ checkInOffer: OfferData }>(server, CHECK_IN, { o: streak.id }, s.member);
    expect(first.data!.checkInOffer.viewerProgress.streakDays).toBe(1);
    expect((await gql(server, CHECK_IN, { o: streak.id }, s.member)).error!.message).toBe(M.alreadyCheckedIn);
    expect((await gql(server, COMPLETE, { o: streak.id }, s.member)).error!.message).toBe(M.actionsMissing);
    await advance(server, clock, 86_400_000);
    await gql(server, CHECK_IN, { o: streak.id }, s.member);
    await advance(server, clock, 86_400_000);
    const third = await gql<{ checkInOffer: OfferData }>(server, CHECK_IN, { o: streak.id }, s.member);
    expect(third.data!.checkInOffer.viewerStatus).toBe('awarded');
    expect((await wallet(server, s.member)).get(s.club.id)).toBe(50);

    const survey = await liveOffer(server, clock, s.owner, s.club.id, {
      details: { subType: 'survey' },
      settings: {
        surveyQuestions: [
          { question: 'Favourite night?' },
          { question: 'Anything else?', isRequired: false },
        ],
      },
    });
    await join(s.member, survey.id);
    expect(
      (await gql(server, COMPLETE, { o: survey.id, p: { answers: ['', 'x'] } }, s.member)).error!.message,
    ).toBe(M.answersMissing);
    const answered = await gql<{ completeOffer: OfferData }>(
      server,
      COMPLETE,
      { o: survey.id, p: { answers: ['Friday'] } },
      s.member,
    );
    expect(answered.data!.completeOffer.viewerStatus).toBe('awarded');
  });

  it('download completes once the link was opened through the server; social action needs the verified account', async () => {
    const s = await setup();
    const download = await liveOffer(server, clock, s.owner, s.club.id, {
      details: { subType: 'download' },
      settings: { linkUrl: 'https://example.com/app' },
    });
    expect((await offerAs(s.member, download.id))!.settings).toMatchObject({ linkUrl: null, hasLink: true });
    await join(s.member, download.id);
    expect((await gql(server, COMPLETE, { o: download.id }, s.member)).error!.message).toBe(M.linkNotOpened);
    const link = await gql<{ openOfferLink: string }>(server, OPEN_LINK, { o: download.id }, s.member);
    expect(link.data!.openOfferLink).toBe('https://example.com/app');
    const done = await gql<{ completeOffer: OfferData }>(server, COMPLETE, { o: download.id }, s.member);
    expect(done.data!.completeOffer.viewerStatus).toBe('awarded');

    const social = await liveOffer(server, clock, s.owner, s.club.id, {
      details: { subType: 'social-action' },
      settings: { socialProvider: 'facebook' },
    });
    await join(s.member, social.id);
    expect((await gql(server, COMPLETE, { o: social.id }, s.member)).error!.message).toBe(
      M.socialAccountMissing,
    );
    // Signing in with the provider links it (the social module's verified accounts).
    await server.database.db
      .insert(socialAccounts)
      .values({ provider: 'facebook', providerUserId: `fb-${s.member.userId}`, userId: s.member.userId });
    const linked = await gql<{ completeOffer: OfferData }>(server, COMPLETE, { o: social.id }, s.member);
    expect(linked.data!.completeOffer.viewerStatus).toBe('awarded');
  });

  it('bonus offers are awarded by the team only; requirements gate joining', async () => {
    const s = await setup();
    const bonus = await liveOffer(server, clock, s.owner, s.club.id, { reward: { points: 70 } });
    await join(s.member, bonus.id);
    expect((await gql(server, COMPLETE, { o: bonus.id }, s.member)).error!.message).toBe(M.awardedByTeam);
    expect(codeOf(await gql(server, AWARD, { o: bonus.id, u: s.member.userId }, s.eventManager))).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    expect(
      (await gql(server, AWARD, { o: bonus.id, u: s.stranger.userId }, s.offerManager)).error!.message,
    ).toBe(M.notAMember);
    const awarded = await gql<{ awardOffer: OfferData }>(
      server,
      AWARD,
      { o: bonus.id, u: s.member.userId },
      s.offerManager,
    );
    expect(awarded.error).toBeNull();
    expect((await wallet(server, s.member)).get(s.club.id)).toBe(70);
    expect(codeOf(await gql(server, AWARD, { o: bonus.id, u: s.member.userId }, s.owner))).toBe('CONFLICT');

    const gated = await liveOffer(server, clock, s.owner, s.club.id, {
      requirements: { requirements: [{ type: 'REP_POINTS', value: 100 }], conditions: { minimumAge: 18 } },
    });
    expect((await gql(server, JOIN, { o: gated.id }, s.stranger)).error!.message).toBe(M.requirementsNotMet);
    await grant(server, s.owner, s.club.id, s.member, 100);
    expect((await join(s.member, gated.id)).viewerStatus).toBe('participating');
  });
});

describe('redemptions', () => {
  async function rewardOffer(s: Awaited<ReturnType<typeof setup>>, price: number) {
    return liveOffer(server, clock, s.owner, s.club.id, {
      details: { programType: 'reward-members', subType: 'coupon' },
      requirements: { requirements: [{ type: 'PRICE', value: price }] },
      reward: null,
      redemption: { redeemType: 'PROMO_CODE', redeemValue: 'SUNSET-10' },
    });
  }

  it('holds the price while pending; the team confirms and the member then sees the code', async () => {
    const s = await setup();
    await grant(server, s.owner, s.club.id, s.member, 150);
    const offer = await rewardOffer(s, 100);
    await join(s.member, offer.id);
    expect((await offerAs(s.member, offer.id))!.redeemValue).toBeNull();
    expect((await gql(server, REDEEM, { o: offer.id }, s.member)).error!.message).toBe(M.notRedeemable);
    await gql(server, COMPLETE, { o: offer.id }, s.member);
    const redeemed = await gql<{ redeemOffer: RedemptionData }>(server, REDEEM, { o: offer.id }, s.member);
    expect(redeemed.data!.redeemOffer).toMatchObject({ status: 'PENDING', points: 100, redeemValue: null });
    const id = redeemed.data!.redeemOffer.id;
    expect((await gql(server, REDEEM, { o: offer.id }, s.member)).error!.message).toBe(M.redemptionPending);
    expect(codeOf(await gql(server, CONFIRM, { r: id }, s.member))).toBe('AUTH_NOT_AUTHORIZED');
    expect(codeOf(await gql(server, CONFIRM, { r: id }, s.stranger))).toBe('NOT_FOUND');
    const confirmed = await gql<{ confirmOfferRedemption: RedemptionData }>(
      server,
      CONFIRM,
      { r: id },
      s.offerManager,
    );
    expect(confirmed.data!.confirmOfferRedemption).toMatchObject({
      status: 'CONFIRMED',
      redeemValue: 'SUNSET-10',
    });
    expect((await wallet(server, s.member)).get(s.club.id)).toBe(50);
    expect((await offerAs(s.member, offer.id))!.redeemValue).toBe('SUNSET-10');
    const [account] = await server.database.db.select().from(users).where(eq(users.id, s.member.userId));
    const mail = await server.outbox(account!.email!);
    expect(mail.map((m) => m.text).join('\n')).toContain('Promo Code: SUNSET-10');
    expect((await offerAs(s.stranger, offer.id))!.redeemValue).toBeNull();
    expect((await gql(server, CANCEL, { r: id }, s.member)).error!.message).toBe(M.redemptionNotPending);
    expect((await gql(server, REDEEM, { o: offer.id }, s.member)).error!.message).toBe(M.alreadyRedeemed);
  });

  it('cancelling releases the points; the same points cannot be spent twice in parallel', async () => {
    const s = await setup();
    await grant(server, s.owner, s.club.id, s.member, 100);
    const a = await rewardOffer(s, 80);
    const b = await rewardOffer(s, 80);
    for (const o of [a, b]) {
      await join(s.member, o.id);
      await gql(server, COMPLETE, { o: o.id }, s.member);
    }
    const results = await Promise.all([
      gql<{ redeemOffer: RedemptionData }>(server, REDEEM, { o: a.id }, s.member),
      gql<{ redeemOffer: RedemptionData }>(server, REDEEM, { o: b.id }, s.member),
      gql<{ redeemOffer: RedemptionData }>(server, REDEEM, { o: a.id }, s.member),
    ]);
    const ok = results.filter((r) => r.error === null);
    expect(ok).toHaveLength(1);
    expect(
      results
        .filter((r) => r.error !== null)
        .every((r) => codeOf(r) === 'BAD_USER_INPUT' || codeOf(r) === 'CONFLICT'),
    ).toBe(true);
    const id = ok[0]!.data!.redeemOffer.id;
    expect(codeOf(await gql(server, CANCEL, { r: id }, s.stranger))).toBe('NOT_FOUND');
    const cancelled = await gql<{ cancelOfferRedemption: RedemptionData }>(
      server,
      CANCEL,
      { r: id },
      s.member,
    );
    expect(cancelled.data!.cancelOfferRedemption.status).toBe('CANCELLED');
    expect((await wallet(server, s.member)).get(s.club.id)).toBe(100);
    const second = await gql<{ redeemOffer: RedemptionData }>(server, REDEEM, { o: b.id }, s.member);
    expect(second.data!.redeemOffer.status).toBe('PENDING');
  });
});

describe('draws', () => {
  it('picks at most maxWinners after the end, verifiably, once', async () => {
    const s = await setup();
    const entrants = await manyUsers(server, 5, clock);
    alsoTrack(...entrants);
    for (const who of entrants) await joinClub(server, who, s.club.id);
    const offer = await liveOffer(server, clock, s.owner, s.club.id, {
      details: { programType: 'reward-members', subType: 'raffle', category: 'Draw' },
      settings: { maxWinners: 2 },
      reward: null,
      redemption: { redeemType: 'QR_CODE' },
    });
    expect(offer.drawSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(offer.drawSeed).toBeNull();
    for (const who of entrants) {
      await join(who, offer.id);
      const entered = await gql<{ completeOffer: OfferData }>(server, COMPLETE, { o: offer.id }, who);
      expect(entered.data!.completeOffer.viewerStatus).toBe('participating');
    }
    expect((await gql(server, DRAW, { o: offer.id }, s.owner)).error!.message).toBe(M.drawNotEnded);
    await advance(server, clock, 3 * 86_400_000);
    expect(codeOf(await gql(server, DRAW, { o: offer.id }, s.member))).toBe('AUTH_NOT_AUTHORIZED');
    const drawn = await gql<{ drawOfferWinners: OfferData }>(server, DRAW, { o: offer.id }, s.offerManager);
    expect(drawn.error).toBeNull();
    const { drawSeed, drawSeedHash } = drawn.data!.drawOfferWinners;
    expect(createHash('sha256').update(Buffer.from(drawSeed!, 'hex')).digest('hex')).toBe(drawSeedHash);
    const rows = await server.database.db
      .select()
      .from(offerParticipations)
      .where(eq(offerParticipations.offerId, offer.id));
    const won = rows.filter((r) => r.status === 'WON').map((r) => r.userId);
    expect(won).toHaveLength(2);
    expect(rows.filter((r) => r.status === 'LOST')).toHaveLength(3);
    expect(new Set(won)).toEqual(
      new Set(
        drawOrder(
          drawSeed!,
          entrants.map((e) => e.userId),
        ).slice(0, 2),
      ),
    );
    const winner = entrants.find((e) => e.userId === won[0])!;
    expect((await offerAs(winner, offer.id))!.viewerStatus).toBe('awarded');
    const loser = entrants.find((e) => !won.includes(e.userId))!;
    expect((await offerAs(loser, offer.id))!.viewerStatus).toBe('expired');
    expect((await gql(server, DRAW, { o: offer.id }, s.owner)).error!.message).toBe(M.drawDone);
    // The winner redeems the access pass at once (no price).
    const pass = await gql<{ redeemOffer: RedemptionData }>(server, REDEEM, { o: offer.id }, winner);
    expect(pass.data!.redeemOffer.status).toBe('CONFIRMED');
    expect(pass.data!.redeemOffer.passCode).toMatch(/^[0-9a-f]{32}$/);
    expect((await gql(server, REDEEM, { o: offer.id }, loser)).error!.message).toBe(M.notRedeemable);
  });

  it('never picks more winners than entrants or maxWinners', () => {
    const ids = Array.from(
      { length: 20 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const order = drawOrder('ab'.repeat(32), ids);
    expect(new Set(order)).toEqual(new Set(ids));
    expect(drawOrder('ab'.repeat(32), [...ids].reverse())).toEqual(order);
  });
});
