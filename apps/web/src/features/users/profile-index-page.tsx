import {
  Avatar,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  DEFAULT_DISPLAY_NAME,
  PREMIUM_TIER_COLOR,
  PROFILE_TAB_LABELS,
  PROFILE_TABS,
  type ProfileTab,
  ROUTES,
} from '@repclub/shared';
import {
  IconAddressBook,
  IconBell,
  IconBrandInstagram,
  IconChevronRight,
  IconCreditCard,
  IconEdit,
  IconMapPin,
  IconRosetteDiscountCheckFilled,
  IconSettings,
  IconUser,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { PROFILE_PAGE_MAX_WIDTH } from '@/ui/profile-page';
import { ProfileLoadError } from '@/ui/profile-user';
import { type CurrentUser, useCurrentUser } from '@/lib/current-user';
import { usePathLinkProps } from '@/ui/path-link';
import classes from '@/features/users/profile.module.css';

type IconComponent = ComponentType<{ size?: number | string; stroke?: number | string }>;

export type AccountLink = { to: string; label: string; description: string; icon: IconComponent };

/** The account tab: every /profile/* page, with what it is for. */
export const ACCOUNT_LINKS: readonly AccountLink[] = [
  {
    to: ROUTES.profile.information,
    label: 'Profile information',
    description: 'Your photo, name, username and bio.',
    icon: IconUser,
  },
  {
    to: ROUTES.profile.personal,
    label: 'Personal details',
    description: 'Gender, date of birth, email and phone number.',
    icon: IconAddressBook,
  },
  {
    to: ROUTES.profile.social,
    label: 'Social media',
    description: 'The social accounts shown on your profile.',
    icon: IconBrandInstagram,
  },
  {
    to: ROUTES.profile.location,
    label: 'Location',
    description: 'Your address and country.',
    icon: IconMapPin,
  },
  {
    to: ROUTES.profile.notifications,
    label: 'Notifications',
    description: 'Everything that happened on your events, clubs and pies.',
    icon: IconBell,
  },
  {
    to: ROUTES.profile.invites,
    label: 'Invites',
    description: 'Invite friends to RepClub and see who joined.',
    icon: IconUserPlus,
  },
  {
    to: ROUTES.profile.stripe,
    label: 'Payout account',
    description: 'Connect the account your earnings are paid out to.',
    icon: IconCreditCard,
  },
  {
    to: ROUTES.profile.settings,
    label: 'Settings',
    description: 'Passkeys, password, email subscriptions and your account.',
    icon: IconSettings,
  },
];

export const PROFILE_INDEX_TEXT = {
  title: 'Profile',
  editProfile: 'Edit profile',
  verified: 'Verified',
  tabsLabel: 'Profile sections',
} as const;

const TIER_LABELS: Record<string, string> = {
  UNVERIFIED: 'Unverified',
  VERIFIED: 'Verified',
  PREMIUM: 'Premium',
};

/** The tier badge: Premium in gold (accounts §3), Verified in the brand colour, others grey. */
export function TierBadge({ tier }: { tier: string }) {
  const label = TIER_LABELS[tier] ?? tier;
  const color = tier === 'PREMIUM' ? PREMIUM_TIER_COLOR : tier === 'VERIFIED' ? 'brand' : 'gray';
  return (
    <Badge
      variant={tier === 'PREMIUM' ? 'filled' : 'light'}
      color={color}
      className={tier === 'PREMIUM' ? classes.premium : tier === 'VERIFIED' ? undefined : classes.unverified}
      radius="sm"
      tt="none"
      data-testid="tier-badge"
    >
      {label}
    </Badge>
  );
}

function HeaderCard({ user }: { user: CurrentUser }) {
  const editLink = usePathLinkProps(ROUTES.profile.information);
  const name = user.name || DEFAULT_DISPLAY_NAME;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.header}>
      <Group gap="lg" wrap="nowrap" align="center" className={classes.headerRow}>
        <Avatar
          src={user.avatarUrl}
          alt={user.avatarUrl ? `Photo of ${name}` : ''}
          name={user.name ?? undefined}
          color="brand"
          size={88}
          radius={999}
          className={classes.headerAvatar}
        />
        <Box className={classes.headerText}>
          <Group gap={6} wrap="nowrap" align="center">
            <Title order={1} size="h2" className={classes.headerName}>
              {name}
            </Title>
            {user.isVerified ? (
              <Tooltip label={PROFILE_INDEX_TEXT.verified} withArrow>
                <Box component="span" className={classes.verifiedMark}>
                  <IconRosetteDiscountCheckFilled
                    size={24}
                    color="var(--mantine-color-brand-6)"
                    aria-label={PROFILE_INDEX_TEXT.verified}
                    role="img"
                  />
                </Box>
              </Tooltip>
            ) : null}
          </Group>
          <Group gap="xs" mt={4}>
            {user.userName ? (
              <Text c="gray.7" className={classes.userName}>
                @{user.userName}
              </Text>
            ) : null}
            <TierBadge tier={user.tier} />
          </Group>
        </Box>
        <Button
          {...editLink}
          variant="light"
          leftSection={<IconEdit size={18} aria-hidden />}
          className={classes.editButton}
        >
          {PROFILE_INDEX_TEXT.editProfile}
        </Button>
      </Group>
    </Paper>
  );
}

function HeaderSkeleton() {
  return (
    <Paper withBorder radius="lg" p="lg" role="status" aria-busy="true" aria-label="Loading your profile">
      <Group gap="lg" wrap="nowrap">
        <Skeleton circle height={88} />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton height={28} width="50%" />
          <Skeleton height={16} width="30%" />
        </Stack>
      </Group>
    </Paper>
  );
}

function AccountLinkRow({ link }: { link: AccountLink }) {
  const linkProps = usePathLinkProps(link.to);
  const Icon = link.icon;
  return (
    <li className={classes.linkItem}>
      <UnstyledButton {...linkProps} className={classes.link}>
        <Group gap="md" wrap="nowrap" className={classes.linkRow}>
          <ThemeIcon size={40} radius="xl" variant="light" color="brand">
            <Icon size={22} stroke={1.75} />
          </ThemeIcon>
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700}>{link.label}</Text>
            <Text size="sm" c="gray.7">
              {link.description}
            </Text>
          </Box>
          <IconChevronRight size={20} aria-hidden className={classes.chevron} />
        </Group>
      </UnstyledButton>
    </li>
  );
}

/** The account tab: links to every profile page. */
export function AccountTab() {
  return (
    <Paper withBorder radius="lg" className={classes.links}>
      <ul className={classes.linkList} aria-label="Account pages">
        {ACCOUNT_LINKS.map((link) => (
          <AccountLinkRow key={link.to} link={link} />
        ))}
      </ul>
    </Paper>
  );
}

type ProfileIndexPageProps = {
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  /** The other features' tabs, composed by the route (a feature imports no other feature). */
  panels: Record<Exclude<ProfileTab, 'account'>, ReactNode>;
  /** The member's badges (the achievements feature), under the header card. */
  badges?: ReactNode;
};

const isProfileTab = (value: string | null): value is ProfileTab =>
  value !== null && (PROFILE_TABS as readonly string[]).includes(value);

/**
 * /profile (accounts §2.1, §2.2): a header card (photo, name, @username, tier, verified mark) and the tabs
 * account | payments | payouts | documents, the tab kept in the `tab` search parameter.
 */
export function ProfileIndexPage({ tab, onTabChange, panels, badges }: ProfileIndexPageProps) {
  useDocumentTitle(`${PROFILE_INDEX_TEXT.title} | RepClub`);
  const me = useCurrentUser();
  return (
    <Stack gap="lg" maw={PROFILE_PAGE_MAX_WIDTH + 160} w="100%" mx="auto">
      {me.isPending ? <HeaderSkeleton /> : null}
      {me.isError ? <ProfileLoadError error={me.error} onRetry={() => void me.refetch()} /> : null}
      {me.data ? <HeaderCard user={me.data} /> : null}
      {badges}
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isProfileTab(value)) onTabChange(value);
        }}
        keepMounted={false}
        variant="outline"
        radius="md"
        classNames={{ list: classes.tabList, tab: classes.tab, panel: classes.tabPanel }}
      >
        <Tabs.List aria-label={PROFILE_INDEX_TEXT.tabsLabel}>
          {PROFILE_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {PROFILE_TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="account">
          <AccountTab />
        </Tabs.Panel>
        <Tabs.Panel value="payments">{panels.payments}</Tabs.Panel>
        <Tabs.Panel value="payouts">{panels.payouts}</Tabs.Panel>
        <Tabs.Panel value="documents">{panels.documents}</Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
