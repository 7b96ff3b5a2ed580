import { ActionIcon, Anchor, Group } from '@mantine/core';
import { isSearchBoxHidden, ROUTES } from '@repclub/shared';
import { usePathLinkProps } from '@/ui/path-link';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { useSelectedClub } from '@/features/clubs/pages/api/queries';
import { ManageAttendeesButton } from '@/features/bookings/manage-attendees-button';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { UserSearchBox } from '@/features/search/user-search-box';
import { pageExists } from '@/lib/route-exists';
import { AvatarMenu } from './avatar-menu';
import { breadcrumbItems } from './breadcrumb';
import { CreateMenu } from './create-menu';
import { HeaderBreadcrumb } from './header-breadcrumb';
import { ImpersonatedTag } from './impersonated-tag';
import classes from './main-shell.module.css';

/**
 * The back arrow shows below the top level (/events/abc, not /home). It goes back in history when there is
 * history in this tab, else to the nearest parent page that exists.
 */
function BackButton({ pathname }: { pathname: string }) {
  const router = useRouter();
  const items = breadcrumbItems(pathname);
  if (items.length < 2) return null;
  const handleBack = () => {
    if (router.history.canGoBack()) {
      router.history.back();
      return;
    }
    const parent = [...items.slice(0, -1)].reverse().find((item) => pageExists(router, item.path));
    void router.navigate({ href: parent?.path ?? ROUTES.home });
  };
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label="Back" onClick={handleBack}>
      <IconArrowLeft size={20} />
    </ActionIcon>
  );
}

export const SEARCH_LINK_LABEL = 'Search';

/**
 * Where §2.4 hides the search box, a search button opens /search instead, so every page reaches search
 * (docs/decisions/050).
 */
function SearchLink() {
  const link = usePathLinkProps(ROUTES.search);
  return (
    <ActionIcon
      {...link}
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      aria-label={SEARCH_LINK_LABEL}
      title={SEARCH_LINK_LABEL}
    >
      <IconSearch size={20} aria-hidden />
    </ActionIcon>
  );
}

/** The main shell's header (accounts §2.4): back arrow, breadcrumb, search, Create, bell and avatar menu. */
export function ShellHeader() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const searchBox = !isSearchBoxHidden(pathname);
  const club = useSelectedClub();
  return (
    <header className={classes.header}>
      <Group gap="xs" wrap="nowrap" className={classes.headerStart}>
        <Anchor component={Link} to={ROUTES.home} underline="never" className={classes.mobileWordmark}>
          RepClub
        </Anchor>
        <BackButton pathname={pathname} />
        <HeaderBreadcrumb pathname={pathname} />
        <ImpersonatedTag />
      </Group>
      {searchBox && (
        <div className={classes.headerSearch}>
          <UserSearchBox />
        </div>
      )}
      <Group gap="xs" wrap="nowrap" className={classes.headerEnd}>
        {searchBox ? null : <SearchLink />}
        <ManageAttendeesButton pathname={pathname} />
        <CreateMenu clubSlug={club?.slug} />
        <NotificationBell />
        <AvatarMenu club={club} />
      </Group>
    </header>
  );
}
