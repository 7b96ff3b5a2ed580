import type { OfferUserStatus } from '@repclub/shared';
import type { OfferParticipationRow, OfferRedemptionRow, OfferRow } from './offers.tables';

/** An offer as the viewer may see it (docs/decisions/131, 136). */
export type OfferView = {
  row: OfferRow;
  viewerId: string | null;
  /** The viewer holds MANAGE_OFFERS in the offer's club. */
  canManage: boolean;
  participation: OfferParticipationRow | null;
  /** The viewer's latest redemption (open or confirmed first). */
  redemption: OfferRedemptionRow | null;
  participantsCount: number;
  now: Date;
};

/** A participant as the team sees it. */
export type OfferParticipantView = OfferParticipationRow & { cursorTime: string };

/**
 * The viewer's status (domain §4): awarded when the offer rewarded them (completed, or won a draw); participating
 * while taking part (a draw's entrants until the draw); expired when the offer ended without rewarding them;
 * not-participating otherwise.
 */
export function offerUserStatus(view: Pick<OfferView, 'row' | 'participation' | 'now'>): OfferUserStatus {
  const { row, participation: p, now } = view;
  const draw = row.category === 'Draw';
  if (p && (p.status === 'WON' || (!draw && p.status === 'COMPLETED'))) return 'awarded';
  const ended = row.endAt.getTime() <= now.getTime();
  if (p?.status === 'LOST' || (ended && !(draw && p?.status === 'COMPLETED' && !row.drawnAt)))
    return 'expired';
  return p ? 'participating' : 'not-participating';
}

/** Whether the offer rewarded the member (the redeem value and the pass are theirs to see). */
export const isAwarded = (p: OfferParticipationRow | null, row: OfferRow) =>
  !!p && (p.status === 'WON' || (row.category !== 'Draw' && p.status === 'COMPLETED'));
