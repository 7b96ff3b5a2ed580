import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { isUnderPath } from '@repclub/shared';
import { useLocation } from '@tanstack/react-router';
import { useRouteExists } from '@/lib/route-exists';
import { COMING_SOON } from '@/ui/coming-soon';
import classes from './main-shell.module.css';
import { BOTTOM_NAV, sectionOf, type ShellNavItem } from './nav-items';
import { usePathLinkProps } from '@/ui/path-link';

function BottomNavItem({ label, to, icon: Icon }: ShellNavItem) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const exists = useRouteExists();
  const linkProps = usePathLinkProps(to);
  const active = isUnderPath(pathname, sectionOf(to));
  const content = (
    <>
      <Icon size={22} stroke={1.75} />
      <Text component="span" size="xs" fw={600} className={classes.bottomNavLabel}>
        {label}
      </Text>
    </>
  );
  if (!exists(to)) {
    return (
      <span className={classes.bottomNavItem} aria-disabled="true" data-disabled title={COMING_SOON}>
        {content}
        <span className={classes.soonPill} aria-hidden>
          Soon
        </span>
        <VisuallyHidden>({COMING_SOON})</VisuallyHidden>
      </span>
    );
  }
  return (
    <UnstyledButton
      {...linkProps}
      className={classes.bottomNavItem}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      {content}
    </UnstyledButton>
  );
}

/** Bottom navigation on narrow screens (accounts §2.4): Home, Events, Offers, Profile. */
export function BottomNav() {
  return (
    <nav aria-label="Bottom navigation" className={classes.bottomNav}>
      <ul className={classes.bottomNavList}>
        {BOTTOM_NAV.map((item) => (
          <li key={item.to}>
            <BottomNavItem {...item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
