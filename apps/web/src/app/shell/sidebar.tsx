import { Anchor, NavLink, Stack } from '@mantine/core';
import { isUnderPath, ROUTES } from '@repclub/shared';
import { Link, useLocation } from '@tanstack/react-router';
import { useRouteExists } from '@/lib/route-exists';
import { COMING_SOON } from '@/ui/coming-soon';
import { DevTools } from './dev-tools';
import classes from './main-shell.module.css';
import { SIDEBAR_NAV_ITEMS, sectionOf } from './nav-items';
import { usePathLinkProps } from '@/ui/path-link';

function SidebarLink({ label, to, icon: Icon }: (typeof SIDEBAR_NAV_ITEMS)[number]) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const exists = useRouteExists();
  const linkProps = usePathLinkProps(to);
  const active = isUnderPath(pathname, sectionOf(to));
  const icon = <Icon size={20} stroke={1.75} />;

  if (!exists(to)) {
    return (
      <NavLink
        component="div"
        label={label}
        leftSection={icon}
        description={COMING_SOON}
        aria-disabled="true"
        className={classes.navLink}
        data-disabled
      />
    );
  }
  return (
    <NavLink
      {...linkProps}
      label={label}
      leftSection={icon}
      active={active}
      aria-current={active ? 'page' : undefined}
      className={classes.navLink}
    />
  );
}

/** The 232 px sidebar of the main shell: wordmark, navigation and, in development builds, the dev tools. */
export function Sidebar() {
  return (
    <div className={classes.sidebar}>
      <Anchor component={Link} to={ROUTES.home} underline="never" className={classes.wordmark}>
        RepClub
      </Anchor>
      <nav aria-label="Main" className={classes.sidebarNav}>
        <Stack gap={2} component="ul" className={classes.navList}>
          {SIDEBAR_NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <SidebarLink {...item} />
            </li>
          ))}
        </Stack>
      </nav>
      {import.meta.env.DEV && <DevTools />}
    </div>
  );
}
