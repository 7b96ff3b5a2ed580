import { LEDGER_OPERATIONS, OFFER_MESSAGES as M, REDEEM_TYPE_LABELS, ledgerKeys } from '@repclub/shared';
import { randomBytes } from 'node:crypto';
import {
  type Connection,
  type ConnectionArgs,
  isTimeIdKey,
  paginate,
} from '../../platform/graphql/pagination';
import { isUuid } from '../../platform/ids';
import type { Viewer } from '../../platform/viewer';
import { isLedgerError, pointsAsset } from '../ledger/ledger.module';
import { contactsAmong } from '../users/users.module';
import {
  type OffersCore,
  conflict,
  forbidden,
  notFoundRedemption,
  offerNotFound,
  refused,
} from './offers.context';
import { offerRedeemedEmail } from './offers.emails';
import type { OfferRedemptionRow, OfferRow } from './offers.tables';
import { type OfferView, isAwarded } from './offers.views';

/** How long a redemption's points stay held for the team to confirm (the ledger's job releases them after). */
export const REDEMPTION_HOLD_DAYS = 30;

/** A redemption as the member or the team sees it. */
export type OfferRedemptionView = OfferRedemptionRow & {
  offer: OfferView;
  /** The code, link or location: to the member once CONFIRMED, and to the team. */
  redeemValue: string | null;
  /** USER_CONTACT_INFO: the member's verified e-mail, to the team. */
  contact: string | null;
};

/**
 * Redeeming an offer (docs/decisions/135, 136): a member the offer awarded asks; its PRICE points are held in the
 * ledger while PENDING (they cannot be spent twice: the hold counts against the available balance at once, and
 * one open or confirmed redemption per member and offer is a unique index). The team confirms (the hold is
 * posted to the club's issuer; the member gets the code, pass or link by notification and e-mail) or the member or
 * the team cancels (voided). Without a price it is CONFIRMED at once.
 */
export function offersRedemptions(core: OffersCore) {
  const { deps, viewOf, requireView, requireManaged, priceOf } = core;
  const { repo, ledger, notifications, sendEmail, clock, log, publicUrl } = deps;

  async function redemptionView(view: OfferView, row: OfferRedemptionRow): Promise<OfferRedemptionView> {
    const showValue = view.canManage || row.status === 'CONFIRMED';
    let contact: string | null = null;
    if (view.canManage && view.row.redeemType === 'USER_CONTACT_INFO') {
      const [c] = await contactsAmong(repo.db, [row.userId]);
      contact = c?.email ?? null;
    }
    return { ...row, offer: view, redeemValue: showValue ? view.row.redeemValue : null, contact };
  }

  /** The redemption and its offer as the viewer may act on it: its member, or the team. */
  async function redemptionFor(viewer: Viewer, redemptionId: string, teamOnly: boolean) {
    if (!isUuid(redemptionId)) throw notFoundRedemption();
    const row = await repo.redemption(repo.db, redemptionId);
    if (!row) throw notFoundRedemption();
    const offer = await repo.byId(repo.db, row.offerId);
    const view = await viewOf(viewer, offer);
    if (!view || (!view.canManage && row.userId !== viewer.userId)) throw notFoundRedemption();
    if (teamOnly && !view.canManage) throw forbidden();
    return { row, view };
  }

  async function tell(offer: OfferRow, row: OfferRedemptionRow) {
    try {
      await notifications.notify({
        userId: row.userId,
        type: 'OfferRedemptionConfirmed',
        message: `Your redemption of ${offer.displayName} is confirmed.`,
        properties: { ClubId: offer.clubId },
      });
      const [to] = await contactsAmong(repo.db, [row.userId]);
      if (to?.email && offer.redeemType)
        await sendEmail(
          offerRedeemedEmail({
            to: to.email,
            offerName: offer.displayName,
            redeemTypeLabel: REDEEM_TYPE_LABELS[offer.redeemType],
            value: offer.redeemType === 'QR_CODE' ? row.passCode : offer.redeemValue,
            link: `${publicUrl}/offers/explore`,
          }),
        );
    } catch (err) {
      log.error({ err, redemptionId: row.id }, 'offer redemption notice failed');
    }
  }

  const passCodeFor = (offer: OfferRow) =>
    offer.redeemType === 'QR_CODE' ? randomBytes(16).toString('hex') : null;

  return {
    redemptionView,

    async redeemOffer(viewer: Viewer, offerId: string): Promise<OfferRedemptionView> {
      if (!isUuid(offerId)) throw offerNotFound();
      const view = await requireView(viewer, offerId);
      const offer = view.row;
      if (!offer.redeemType || !isAwarded(view.participation, offer)) throw refused(M.notRedeemable);
      // A buy-now's price was paid when it completed; a reward's is spent here.
      const price = offer.subType === 'buy-now' ? 0 : priceOf(offer);
      const now = clock.now();
      const row = await repo.transaction(async (tx) => {
        const inserted = await repo.insertRedemption(tx, {
          offerId,
          userId: viewer.userId,
          points: price,
          status: price > 0 ? 'PENDING' : 'CONFIRMED',
          passCode: price > 0 ? null : passCodeFor(offer),
          createdAt: now,
          resolvedAt: price > 0 ? null : now,
        });
        if (!inserted) {
          const [open] = await repo.openRedemptionsOf(tx, viewer.userId, [offerId]);
          throw conflict(open?.status === 'PENDING' ? M.redemptionPending : M.alreadyRedeemed);
        }
        if (price === 0) return inserted;
        try {
          const hold = await ledger.reserve(tx, {
            asset: pointsAsset(offer.clubId),
            from: { kind: 'user', userId: viewer.userId },
            to: { kind: 'issuer', ownerId: offer.clubId },
            amount: price,
            reason: LEDGER_OPERATIONS.offerRedemption,
            idempotencyKey: ledgerKeys.offerRedemptionHold(inserted.id),
            operation: { type: LEDGER_OPERATIONS.offerRedemption, id: inserted.id },
            memo: offer.displayName,
            actorUserId: viewer.userId,
            expiresAt: new Date(now.getTime() + REDEMPTION_HOLD_DAYS * 86_400_000),
          });
          return repo.updateRedemption(tx, inserted.id, { holdId: hold.holdId });
        } catch (err) {
          if (isLedgerError(err, 'INSUFFICIENT_FUNDS')) throw refused(M.pointsTooFew);
          throw err;
        }
      });
      if (row.status === 'CONFIRMED') await tell(offer, row);
      const fresh = (await viewOf(viewer, offer))!;
      return redemptionView(fresh, row);
    },

    /** The team confirms (MANAGE_OFFERS): the held points are posted to the club. */
    async confirmOfferRedemption(viewer: Viewer, redemptionId: string): Promise<OfferRedemptionView> {
      const { row, view } = await redemptionFor(viewer, redemptionId, true);
      const outcome = await repo.transaction(async (tx) => {
        const done = await repo.resolveRedemption(tx, row.id, {
          status: 'CONFIRMED',
          resolvedAt: clock.now(),
          resolvedBy: viewer.userId,
        });
        if (!done) return null;
        if (done.holdId)
          try {
            await ledger.post(tx, done.holdId, { actorUserId: viewer.userId });
          } catch (err) {
            if (isLedgerError(err, 'HOLD_EXPIRED') || isLedgerError(err, 'HOLD_CLOSED')) return 'expired';
            throw err;
          }
        return repo.updateRedemption(tx, done.id, { passCode: passCodeFor(view.row) });
      });
      if (outcome === 'expired') {
        // The hold ran out before the team answered: the points are back with the member.
        await repo.transaction((tx) =>
          repo.resolveRedemption(tx, row.id, {
            status: 'CANCELLED',
            resolvedAt: clock.now(),
            resolvedBy: viewer.userId,
          }),
        );
        throw conflict(M.redemptionNotPending);
      }
      if (!outcome) throw conflict(M.redemptionNotPending);
      await tell(view.row, outcome);
      return redemptionView(view, outcome);
    },

    /** The member or the team cancels a pending redemption: the held points are released. */
    async cancelOfferRedemption(viewer: Viewer, redemptionId: string): Promise<OfferRedemptionView> {
      const { row, view } = await redemptionFor(viewer, redemptionId, false);
      const done = await repo.transaction(async (tx) => {
        const resolved = await repo.resolveRedemption(tx, row.id, {
          status: 'CANCELLED',
          resolvedAt: clock.now(),
          resolvedBy: viewer.userId,
        });
        if (resolved?.holdId) await ledger.void(tx, resolved.holdId, { actorUserId: viewer.userId });
        return resolved;
      });
      if (!done) throw conflict(M.redemptionNotPending);
      return redemptionView(view, done);
    },

    /** The team's list of redemptions (MANAGE_OFFERS), newest first. */
    async redemptions(
      viewer: Viewer,
      offerId: string,
      args: ConnectionArgs,
    ): Promise<Connection<OfferRedemptionView>> {
      const offer = await requireManaged(viewer, offerId);
      const view = (await viewOf(viewer, offer))!;
      const page = await paginate(args, {
        fetch: (limit, after) => repo.redemptions(offerId, { after, limit }),
        keyOf: (row) => [row.cursorTime, row.id] as [string, string],
        isKey: isTimeIdKey,
      });
      return {
        ...page,
        edges: await Promise.all(
          page.edges.map(async (e) => ({ cursor: e.cursor, node: await redemptionView(view, e.node) })),
        ),
      };
    },
  };
}
