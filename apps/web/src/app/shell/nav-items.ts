import { BOTTOM_NAV_ITEMS, LABELS, type NavItem, ROUTES } from '@repclub/shared';
import {
  IconCalendarEvent,
  IconCoins,
  IconHome,
  IconTicket,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type IconComponent = ComponentType<{ size?: number | string; stroke?: number | string }>;
export type ShellNavItem = NavItem & { icon: IconComponent };

const ICONS: Record<string, IconComponent> = {
  [ROUTES.home]: IconHome,
  [ROUTES.events]: IconCalendarEvent,
  [ROUTES.offersExplore]: IconTicket,
  [ROUTES.myRepClubs.index]: IconUsersGroup,
  [ROUTES.repPoints.myPoints]: IconCoins,
  [ROUTES.profile.index]: IconUserCircle,
};

const withIcon = (item: NavItem): ShellNavItem => ({ ...item, icon: ICONS[item.to] ?? IconHome });

/** The sidebar navigation of the main shell (accounts §2.4). */
export const SIDEBAR_NAV_ITEMS: readonly ShellNavItem[] = [
  { label: 'Home', to: ROUTES.home },
  { label: 'Events', to: ROUTES.events },
  { label: 'Offers', to: ROUTES.offersExplore },
  { label: LABELS.myRepClubs, to: ROUTES.myRepClubs.index },
  { label: 'Rep Points', to: ROUTES.repPoints.myPoints },
  { label: 'Profile', to: ROUTES.profile.index },
].map(withIcon);

/** The bottom navigation on narrow screens (accounts §2.4). */
export const BOTTOM_NAV: readonly ShellNavItem[] = BOTTOM_NAV_ITEMS.map(withIcon);

/** The section of the app a path belongs to, for highlighting: /offers/explore covers /offers/…, /rep-points/my-points covers /rep-points/…. */
export function sectionOf(to: string): string {
  const segments = to.split(/[?#]/, 1)[0]?.split('/').filter(Boolean) ?? [];
  if (segments[0] === 'my') return `/${segments.slice(0, 2).join('/')}`;
  return `/${segments[0] ?? ''}`;
}
