/**
 * A member's tier (docs/decisions/095): the highest tier whose minimum points are at most the member's current
 * points in the club, computed on read. Tiers are given in level order with strictly increasing minimums.
 */
export type TierLike = { level: number; minimumPoints: number };

export function tierFor<T extends TierLike>(points: number, tiers: readonly T[]): T | null {
  let reached: T | null = null;
  for (const tier of [...tiers].sort((a, b) => a.level - b.level))
    if (tier.minimumPoints <= points) reached = tier;
  return reached;
}

/** The tier after the member's, and the points still missing to reach it (null at the top). */
export function nextTierFor<T extends TierLike>(
  points: number,
  tiers: readonly T[],
): { tier: T; pointsToGo: number } | null {
  const next = [...tiers].sort((a, b) => a.level - b.level).find((t) => t.minimumPoints > points);
  return next ? { tier: next, pointsToGo: next.minimumPoints - points } : null;
}

/**
 * The member's tier when the club granted a level (an earn-status offer, docs/decisions/137): the higher of the
 * tier the points reach and the highest tier at or below the granted level.
 */
export function tierWithGrant<T extends TierLike>(
  points: number,
  tiers: readonly T[],
  grantedLevel: number | null | undefined,
): T | null {
  const byPoints = tierFor(points, tiers);
  if (!grantedLevel) return byPoints;
  let granted: T | null = null;
  for (const tier of [...tiers].sort((a, b) => a.level - b.level))
    if (tier.level <= grantedLevel) granted = tier;
  if (!granted) return byPoints;
  return byPoints && byPoints.level >= granted.level ? byPoints : granted;
}
