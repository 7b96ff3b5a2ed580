/**
 * Rep points tabs (domain §2).
 */
import { labelsFor } from '../common/tabs';

export const REP_POINTS_TABS = ['your-rep-points', 'trade-requests', 'trade-history'] as const;
export type RepPointsTab = (typeof REP_POINTS_TABS)[number];
export const REP_POINTS_TAB_LABELS = labelsFor(REP_POINTS_TABS);
