import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '@/ui/mobile-action-bar.module.css';

/**
 * The page's main action kept in reach on phones and tablets: a bar stuck to the bottom of the screen while the
 * page scrolls, hidden where the page shows the action beside its content (62em and up). Put it last in the page.
 */
export function MobileActionBar({
  label,
  aboveBottomNav = false,
  children,
}: {
  /** Names the bar for assistive technology. */
  label: string;
  /** In the main shell, whose bottom navigation takes the screen's bottom edge on phones. */
  aboveBottomNav?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-label={label} className={classes.bar} data-above-bottom-nav={aboveBottomNav || undefined}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        {children}
      </Group>
    </section>
  );
}
