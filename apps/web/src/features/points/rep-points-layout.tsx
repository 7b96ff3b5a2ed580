import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { REP_POINTS_TAB_LABELS, type RepPointsTab, ROUTES } from '@repclub/shared';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { POINTS_TEXT } from '@/features/points/points-text';
import classes from './rep-points-tabs.module.css';

const TAB_PATHS = {
  'your-rep-points': ROUTES.repPoints.myPoints,
  'trade-requests': ROUTES.repPoints.tradeRequests,
  'trade-history': ROUTES.repPoints.tradeHistory,
} as const satisfies Record<RepPointsTab, string>;

/**
 * The rep points pages' frame (accounts §2.2): the title and the your-rep-points | trade-requests | trade-history
 * tabs, each a link to its own page (/rep-points/my-points, /trade-requests, /trade-history).
 */
export function RepPointsLayout({ tab, children }: { tab: RepPointsTab; children: ReactNode }) {
  useDocumentTitle(`${REP_POINTS_TAB_LABELS[tab]} | ${POINTS_TEXT.title} | RepClub`);
  return (
    <Stack gap="lg" w="100%" maw={1100}>
      <Title order={1}>{POINTS_TEXT.title}</Title>
      <nav aria-label={POINTS_TEXT.tabsLabel} className={classes.list}>
        {(Object.keys(TAB_PATHS) as RepPointsTab[]).map((value) => (
          <Link
            key={value}
            to={TAB_PATHS[value]}
            className={classes.tab}
            aria-current={value === tab ? 'page' : undefined}
          >
            {REP_POINTS_TAB_LABELS[value]}
          </Link>
        ))}
      </nav>
      {children}
    </Stack>
  );
}
