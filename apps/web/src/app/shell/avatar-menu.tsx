import { Avatar, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { avatarMenuItems, DEFAULT_DISPLAY_NAME, LABELS, ROUTES } from '@repclub/shared';
import {
  IconCalendarCog,
  IconHelpCircle,
  IconLogout,
  IconSettings,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useSession } from '@/lib/session';
import { useHostsEvents } from '@/features/events/api/host-queries';
import type { SelectedClub } from '@/features/clubs/pages/api/queries';
import { useCurrentUser } from '@/lib/current-user';
import { useRouteExists } from '@/lib/route-exists';
import { COMING_SOON, ComingSoonBadge } from '@/ui/coming-soon';
import { confirmLogOut, logOut } from './log-out';
import classes from './main-shell.module.css';

export const SUPPORT_EMAIL = 'support@repclub.example';
export const NO_EVENTS_YET = 'You have no events yet';

const ICONS: Record<string, typeof IconUser> = {
  [ROUTES.profile.information]: IconUser,
  [ROUTES.myRepClubs.index]: IconUsersGroup,
  [ROUTES.profile.settings]: IconSettings,
};

/**
 * The avatar menu (accounts §2.4): profile, My Rep Clubs (Create Rep Clubs without a club), Manage Events
 * (the selected club's events at /my/rep-clubs/{slug}/events, or /rep-club/events without a club; disabled with
 * no events: none hosted and none in the club), settings, support mail and Log Out. Pages not built yet show
 * disabled.
 */
export function AvatarMenu({ club = null }: { club?: SelectedClub | null }) {
  const hostsEvents = useHostsEvents();
  const hasEvents = hostsEvents || Boolean(club?.hasEvents);
  const clubSlug = club?.slug ?? null;
  const router = useRouter();
  const queryClient = useQueryClient();
  const exists = useRouteExists();
  const { authInfo } = useSession();
  const me = useCurrentUser();
  const name = me.data?.name || DEFAULT_DISPLAY_NAME;
  const email = me.data?.emailAddress ?? authInfo?.email ?? '';

  const handleLogOut = () => confirmLogOut(() => void logOut(router, queryClient));

  return (
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" className={classes.avatarButton}>
          {/* The photo or a person icon, never initials: visible text in the button would have to be part of
              its name "Account menu" (WCAG 2.5.3, label in name). */}
          <Avatar src={me.data?.avatarUrl} alt="" radius="xl" size={36} color="brand" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <div className={classes.menuIdentity}>
          <Text size="sm" fw={700} truncate>
            {name}
          </Text>
          {email && (
            <Text size="xs" c="gray.7" truncate>
              {email}
            </Text>
          )}
        </div>
        <Menu.Divider />
        {avatarMenuItems({ clubSlug, hasEvents }).map((item) => {
          const Icon = ICONS[item.to] ?? IconCalendarCog;
          const ready = !item.disabled && exists(item.to);
          const entry = (
            <Menu.Item
              key={item.label}
              leftSection={<Icon size={18} aria-hidden />}
              rightSection={ready || item.disabled ? null : <ComingSoonBadge />}
              disabled={!ready}
              onClick={() => void router.navigate({ href: item.to })}
            >
              {item.label}
            </Menu.Item>
          );
          if (ready) return entry;
          // Only Manage Events comes disabled from the shared list: the user has no events.
          const reason = item.disabled ? NO_EVENTS_YET : COMING_SOON;
          return (
            <Tooltip key={item.label} label={reason} position="left" withArrow>
              <div>{entry}</div>
            </Tooltip>
          );
        })}
        <Menu.Item
          component="a"
          href={`mailto:${SUPPORT_EMAIL}`}
          leftSection={<IconHelpCircle size={18} aria-hidden />}
        >
          Support
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={18} aria-hidden />} onClick={handleLogOut}>
          {LABELS.logOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
