import { roundUpToStep } from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import { eq } from 'drizzle-orm';
import type { TestServer } from '../../test/server';
import { type Caller, gql } from '../points/points.test-support';
import { signInRow } from '../users/users.test-helpers';
import { users } from '../users/users.tables';

/** Helpers for the offers integration tests (real HTTP GraphQL). */

export const OFFER_FIELDS = `id slug displayName programType subType kind category access published startAt endAt
  requirements { type value achievementId } rewardPoints rewardTierLevel redeemType redeemValue participantsCount
  drawSeedHash drawSeed drawnAt viewerStatus viewerCanManage settings { maxWinners promoCode linkUrl hasLink streakDays }
  viewerProgress { status streakDays checkedInToday linkOpened }`;

export type OfferData = {
  id: string;
  slug: string;
  programType: string;
  subType: string;
  kind: string;
  published: boolean;
  redeemValue: string | null;
  participantsCount: number;
  drawSeedHash: string | null;
  drawSeed: string | null;
  drawnAt: string | null;
  viewerStatus: string;
  viewerCanManage: boolean;
  settings: { promoCode: string | null; linkUrl: string | null; hasLink: boolean };
  viewerProgress: { status: string | null; streakDays: number; checkedInToday: boolean; linkOpened: boolean };
};

export const SAVE = `mutation($i: OfferInput!) { createOrUpdateOffer(input: $i) { ${OFFER_FIELDS} } }`;
export const PUBLISH = `mutation($o: ID!, $p: Boolean!) { publishOffer(offerId: $o, published: $p) { ${OFFER_FIELDS} } }`;
export const DELETE = `mutation($o: ID!) { deleteOffer(offerId: $o) }`;
export const GET = `query($o: ID!) { offer(offerId: $o) { ${OFFER_FIELDS} } }`;
export const BY_SLUG = `query($c: ID!, $s: String!) { offerBySlug(clubId: $c, slug: $s) { id } }`;
export const CLUB_OFFERS = `query($c: ID!) { clubOffers(clubId: $c, first: 50) { edges { node { id published } } } }`;
export const EXPLORE = `query($f: OfferParticipationFilter) { exploreOffers(filter: $f, first: 100) { edges { node { id viewerStatus } } } }`;
export const JOIN = `mutation($o: ID!) { joinOffer(offerId: $o) { ${OFFER_FIELDS} } }`;
export const CHECK_IN = `mutation($o: ID!) { checkInOffer(offerId: $o) { ${OFFER_FIELDS} } }`;
export const OPEN_LINK = `mutation($o: ID!) { openOfferLink(offerId: $o) }`;
export const COMPLETE = `mutation($o: ID!, $p: OfferProofInput) { completeOffer(offerId: $o, proof: $p) { ${OFFER_FIELDS} } }`;
export const AWARD = `mutation($o: ID!, $u: ID!) { awardOffer(offerId: $o, userId: $u) { ${OFFER_FIELDS} } }`;
const REDEMPTION_FIELDS = 'id status points passCode redeemValue contact user { userId }';
export const REDEEM = `mutation($o: ID!) { redeemOffer(offerId: $o) { ${REDEMPTION_FIELDS} } }`;
export const CONFIRM = `mutation($r: ID!) { confirmOfferRedemption(redemptionId: $r) { ${REDEMPTION_FIELDS} } }`;
export const CANCEL = `mutation($r: ID!) { cancelOfferRedemption(redemptionId: $r) { ${REDEMPTION_FIELDS} } }`;
export const DRAW = `mutation($o: ID!) { drawOfferWinners(offerId: $o) { ${OFFER_FIELDS} } }`;

export type RedemptionData = {
  id: string;
  status: string;
  points: number;
  passCode: string | null;
  redeemValue: string | null;
  contact: string | null;
};

/** A time frame starting at the next quarter hour at least 15 minutes ahead, two days long. */
export function window(clock: Clock, days = 2) {
  const start = roundUpToStep(new Date(clock.now().getTime() + 15 * 60_000));
  return { startAt: start.toISOString(), endAt: new Date(start.getTime() + days * 86_400_000).toISOString() };
}

let slugs = 0;

/** An offer input: an earn-points bonus by default; `over` replaces whole steps. */
export function offerInput(clubId: string, clock: Clock, over: Record<string, unknown> = {}) {
  const details = (over.details as Record<string, unknown> | undefined) ?? {};
  return {
    clubId,
    timeFrame: window(clock),
    requirements: { requirements: [{ type: 'NONE' }] },
    reward: { points: 100 },
    ...over,
    details: {
      programType: 'earn-points',
      subType: 'bonus',
      displayName: 'Bonus points',
      slug: `offer-${++slugs}-${Math.random().toString(36).slice(2, 6)}`,
      ...details,
    },
  };
}

export async function saveOffer(server: TestServer, who: Caller, input: Record<string, unknown>) {
  const r = await gql<{ createOrUpdateOffer: OfferData }>(server, SAVE, { i: input }, who);
  if (r.error) throw new Error(`createOrUpdateOffer: ${r.error.message}`);
  return r.data!.createOrUpdateOffer;
}

/** The callers of the running test: moving the clock signs them in again (sessions expire). */
const tracked = new Set<Caller>();

export function track(...callers: Caller[]) {
  tracked.clear();
  for (const c of callers) if (c.userId) tracked.add(c);
}

export function alsoTrack(...callers: Caller[]) {
  for (const c of callers) if (c.userId) tracked.add(c);
}

/** Moves the clock and signs the tracked callers in again. */
export async function advance(
  server: TestServer,
  clock: Clock & { advance: (ms: number) => void },
  ms: number,
) {
  clock.advance(ms);
  for (const c of tracked) {
    const [row] = await server.database.db.select().from(users).where(eq(users.id, c.userId));
    c.headers = await signInRow(server, row!, clock);
  }
}

/** Saves, publishes and moves the clock past the start: the offer is live. */
export async function liveOffer(
  server: TestServer,
  clock: Clock & { advance: (ms: number) => void },
  who: Caller,
  clubId: string,
  over: Record<string, unknown> = {},
) {
  const saved = await saveOffer(server, who, offerInput(clubId, clock, over));
  const r = await gql<{ publishOffer: OfferData }>(server, PUBLISH, { o: saved.id, p: true }, who);
  if (r.error) throw new Error(`publishOffer: ${r.error.message}`);
  await advance(server, clock, 31 * 60_000);
  return r.data!.publishOffer;
}

export async function call<T>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
  who: Caller,
) {
  return gql<T>(server, query, variables, who);
}
