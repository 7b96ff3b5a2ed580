import { OFFER_MESSAGES as M } from '@repclub/shared';
import { createHash, createHmac } from 'node:crypto';
import { isUuid } from '../../platform/ids';
import type { Viewer } from '../../platform/viewer';
import { type OffersCore, conflict, offerNotFound, refused } from './offers.context';
import type { OfferView } from './offers.views';
import type { offersParticipation } from './participation.service';

/**
 * The order of a draw's entrants (docs/decisions/134): ascending HMAC-SHA256 (hex) of each user id under the seed's
 * bytes; anyone holding the revealed seed recomputes it. The seed's sha256 is the commitment made at publication.
 */
export function drawOrder(seedHex: string, userIds: readonly string[]): string[] {
  const key = Buffer.from(seedHex, 'hex');
  return userIds
    .map((id) => ({ id, score: createHmac('sha256', key).update(id).digest('hex') }))
    .sort((a, b) => (a.score < b.score ? -1 : a.score > b.score ? 1 : 0))
    .map((e) => e.id);
}

export const seedCommitment = (seedHex: string) =>
  createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

/**
 * Drawing a draw's winners (MANAGE_OFFERS, after its end, once): the first maxWinners entrants (COMPLETED) in
 * `drawOrder` win and are rewarded in the same transaction; the others lose; the seed is revealed.
 */
export function offersDraws(core: OffersCore, participation: ReturnType<typeof offersParticipation>) {
  const { deps, viewOf, requireManaged } = core;
  const { repo, clock } = deps;

  return {
    async drawOfferWinners(viewer: Viewer, offerId: string): Promise<OfferView> {
      if (!isUuid(offerId)) throw offerNotFound();
      await requireManaged(viewer, offerId);
      const after = await repo.transaction(async (tx) => {
        const row = (await repo.byId(tx, offerId, true))!;
        if (row.category !== 'Draw') throw refused(M.notADraw);
        if (row.drawnAt) throw conflict(M.drawDone);
        if (!row.publishedAt || !row.drawSeed) throw refused(M.notPublished);
        if (row.endAt.getTime() > clock.now().getTime()) throw refused(M.drawNotEnded);
        const entrants = await repo.completedUserIds(tx, offerId);
        const winners = drawOrder(row.drawSeed, entrants).slice(0, row.settings.maxWinners ?? 0);
        await repo.settleDraw(tx, offerId, winners);
        await repo.update(tx, offerId, { drawnAt: clock.now(), updatedAt: clock.now() });
        const notices = [];
        for (const userId of winners) notices.push(...(await participation.rewardInTx(tx, row, userId, 0)));
        return notices;
      });
      await participation.runAfter(after);
      return (await viewOf(viewer, await repo.byId(repo.db, offerId)))!;
    },
  };
}
