import { Anchor, Group, Stack, Title } from '@mantine/core';
import { BRAND_ADMIN_TAB_LABELS, type BrandAdminTab, clubRoutes } from '@repclub/shared';
import { Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { type ClubAdmin, useClubAdmin } from '@/features/clubs/api/queries';
import { ClubAvatar } from '@/entities/club/club-chip';
import {
  AdminSectionTitle,
  ClubGate,
  ClubStatusBadge,
  NoAccessState,
} from '@/features/clubs/club-admin-shared';
import classes from '@/features/clubs/clubs.module.css';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { usePathLinkProps } from '@/ui/path-link';

export const LAYOUT_TEXT = {
  overview: 'Overview',
  tabsLabel: 'Club management',
  publicPage: 'View club page',
};

type ClubPermission = ClubAdmin['myPermissions'][number];

/**
 * The brand admin tabs, in the spec's order, and the
 * permission that shows each (docs/decisions/103). A tab a role does not cover is hidden; the server refuses it.
 */
export const VISIBLE_ADMIN_TABS: {
  tab: BrandAdminTab;
  path: string;
  allowed: (p: ClubPermission[]) => boolean;
}[] = [
  { tab: 'edit', path: 'edit', allowed: (p) => p.includes('EDIT_CLUB') },
  { tab: 'rep-points', path: 'rep-points', allowed: (p) => p.includes('MANAGE_POINTS') },
  { tab: 'loyalty-tiers', path: 'loyalty-tiers', allowed: (p) => p.includes('MANAGE_TIERS') },
  { tab: 'events', path: 'events', allowed: (p) => p.includes('MANAGE_EVENTS') },
  { tab: 'offers', path: 'offers', allowed: (p) => p.includes('MANAGE_OFFERS') },
  { tab: 'achievements', path: 'achievements', allowed: (p) => p.includes('MANAGE_ACHIEVEMENTS') },
  { tab: 'accounts', path: 'accounts', allowed: (p) => p.includes('EDIT_CLUB') },
  { tab: 'team', path: 'team', allowed: (p) => p.includes('VIEW_MEMBERS') || p.includes('MANAGE_TEAM') },
];

/** The tabs (as links) a viewer with these permissions sees for a club: Overview first. */
export function adminTabsFor(clubId: string, permissions: ClubPermission[]) {
  const base = clubRoutes.myRepClub(clubId);
  return [
    { label: LAYOUT_TEXT.overview, href: base, exact: true },
    ...VISIBLE_ADMIN_TABS.filter((t) => t.allowed(permissions)).map((t) => ({
      label: BRAND_ADMIN_TAB_LABELS[t.tab],
      href: `${base}/${t.path}`,
      exact: false,
    })),
  ];
}

function TabLink({ label, href, active }: { label: string; href: string; active: boolean }) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);
  // On a phone the tab row scrolls sideways: keep the current tab in view (a deep link to Team, say).
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a
      ref={ref}
      href={href}
      onClick={handleClick}
      className={classes.tab}
      data-status={active ? 'active' : undefined}
      aria-current={active ? 'page' : undefined}
    >
      {label}
    </a>
  );
}

function ClubAdminHeader({ club }: { club: ClubAdmin }) {
  const { pathname } = useLocation();
  const publicLink = usePathLinkProps(clubRoutes.repClubs(club.slug));
  const base = clubRoutes.myRepClub(club.id);
  // The URL may carry the slug; tabs always use the id (a slug can change).
  const current = pathname.replace(/\/+$/, '').split('/').slice(4).join('/');
  const tabs = adminTabsFor(club.id, club.myPermissions);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ClubAvatar club={club} size={48} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {club.displayName}
            </Title>
            <ClubStatusBadge status={club.status} published={club.published} />
          </Stack>
        </Group>
        {club.published ? (
          <Anchor {...publicLink} size="sm">
            {LAYOUT_TEXT.publicPage}
          </Anchor>
        ) : null}
      </Group>
      <nav aria-label={LAYOUT_TEXT.tabsLabel} className={classes.tabs}>
        {tabs.map((tab) => {
          const rest = tab.href.slice(base.length + 1);
          const active = tab.exact ? current === '' : current === rest || current.startsWith(`${rest}/`);
          return <TabLink key={tab.href} label={tab.label} href={tab.href} active={active} />;
        })}
      </nav>
    </Stack>
  );
}

/** /my/rep-clubs/{clubId}: the brand admin frame (club header, tabs as links) around the tab's page. */
export function ClubAdminLayout({ clubId }: { clubId: string }) {
  const query = useClubAdmin(clubId);
  useBreadcrumbLabel(clubId, query.data?.displayName);
  return (
    <Stack gap="lg" w="100%">
      <ClubGate query={query}>
        {(club) => (
          <>
            <ClubAdminHeader club={club} />
            <Outlet />
          </>
        )}
      </ClubGate>
    </Stack>
  );
}

/** For a tab page: the club's permissions include `permission`. */
export const hasPermission = (club: ClubAdmin, ...permissions: ClubPermission[]) =>
  permissions.some((permission) => club.myPermissions.includes(permission));

/**
 * A page of the brand admin for the roles that hold `permission`: the club loaded (ClubGate), then `children`;
 * a role without it sees NoAccessState (the server refuses it too). Pages of other features (offers) use it.
 */
export function ClubPermissionGate({
  clubId,
  permission,
  children,
}: {
  clubId: string;
  permission: ClubPermission;
  children: (club: ClubAdmin) => ReactNode;
}) {
  const query = useClubAdmin(clubId);
  return (
    <ClubGate query={query}>
      {(club) => (hasPermission(club, permission) ? children(club) : <NoAccessState />)}
    </ClubGate>
  );
}

/**
 * A tab page for the roles that hold `permission`: the club loaded (ClubGate), then the tab's title, intro and
 * body; a role without it sees NoAccessState (the server refuses it too).
 */
export function ClubAdminTab({
  clubId,
  permission,
  title,
  intro,
  children,
}: {
  clubId: string;
  permission: ClubPermission;
  title: string;
  intro: string;
  children: (club: ClubAdmin) => ReactNode;
}) {
  const query = useClubAdmin(clubId);
  return (
    <ClubGate query={query}>
      {(club) =>
        hasPermission(club, permission) ? (
          <Stack gap="md" maw={760}>
            <AdminSectionTitle text={intro}>{title}</AdminSectionTitle>
            {children(club)}
          </Stack>
        ) : (
          <NoAccessState />
        )
      }
    </ClubGate>
  );
}
