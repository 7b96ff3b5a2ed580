import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ROUTES, routes } from '@repclub/shared';
import { IconCalendarEvent, IconDeviceMobileMessage, IconUserEdit } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useHostsEvents } from '@/features/events/api/host-queries';
import { UpcomingEvents } from '@/features/events/upcoming-events';
import { CtaButton } from '@/ui/cta-button';
import { GettingStarted } from '@/features/home/getting-started';
import { useMyClubMemberships } from '@/features/clubs/pages/api/queries';
import { YourRepClubs, YourRepClubsAction } from '@/features/clubs/pages/your-rep-clubs';
import classes from '@/features/home/home-page.module.css';
import { ActivityFeed } from '@/features/notifications/activity-feed';
import { type CurrentUser, useCurrentUser } from '@/lib/current-user';
import { getErrorMessage } from '@/lib/error-message';
import { useRouteExists } from '@/lib/route-exists';
import { AppAlert } from '@/ui/app-alert';

type IconComponent = ComponentType<{ size?: number | string; stroke?: number | string }>;

export const HOME_TEXT = {
  upcomingEvents: 'Your upcoming events',
  noEvents: 'No upcoming events yet',
  noEventsHelp: 'Events you host or join will appear here, with their dates and your tickets.',
  createEvent: 'Create an event',
  exploreEvents: 'Explore events',
  allMyEvents: 'All my events',
  manageEvents: 'Manage events',
  repClubs: 'Your rep clubs',
  activity: 'Your activity',
  viewAllNotifications: 'View all notifications',
  verifyPhoneTitle: 'Verify your phone number',
  verifyPhoneText: 'Confirm your phone number with a texted code to keep your account secure.',
  verifyPhoneAction: 'Verify phone number',
  completeProfileTitle: 'Complete your profile',
  completeProfileText: 'Add a photo and a short bio so hosts and club members recognise you.',
  completeProfileAction: 'Edit profile',
} as const;

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = `home-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" withBorder radius="lg" p="lg" aria-labelledby={id} className={classes.section}>
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

function EmptyState({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: IconComponent;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Stack align="center" ta="center" gap="xs" py="md">
      <ThemeIcon size={48} radius="xl" variant="light">
        <Icon size={26} stroke={1.6} />
      </ThemeIcon>
      <Text fw={700}>{title}</Text>
      <Text size="sm" c="gray.7" maw={360}>
        {text}
      </Text>
      <Group gap="xs" justify="center" mt={4}>
        {children}
      </Group>
    </Stack>
  );
}

function Nudge({
  icon: Icon,
  title,
  text,
  action,
  to,
}: {
  icon: IconComponent;
  title: string;
  text: string;
  action: string;
  to: string;
}) {
  return (
    <Paper withBorder radius="lg" p="md" className={classes.nudge}>
      <Group gap="md" wrap="nowrap" align="flex-start" className={classes.nudgeRow}>
        <ThemeIcon size={40} radius="xl" variant="light" color="orange">
          <Icon size={22} stroke={1.75} />
        </ThemeIcon>
        <div className={classes.nudgeText}>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="gray.7">
            {text}
          </Text>
        </div>
        <CtaButton to={to} size="sm" variant="light" className={classes.nudgeAction}>
          {action}
        </CtaButton>
      </Group>
    </Paper>
  );
}

function Nudges({ user }: { user: CurrentUser }) {
  const nudges: ReactNode[] = [];
  if (!user.isPhoneNumberVerified && user.phoneNumber) {
    nudges.push(
      <Nudge
        key="phone"
        icon={IconDeviceMobileMessage}
        title={HOME_TEXT.verifyPhoneTitle}
        text={HOME_TEXT.verifyPhoneText}
        action={HOME_TEXT.verifyPhoneAction}
        to={ROUTES.auth.verifyPhoneNumber}
      />,
    );
  }
  if (!user.avatarUrl || !user.bio) {
    nudges.push(
      <Nudge
        key="profile"
        icon={IconUserEdit}
        title={HOME_TEXT.completeProfileTitle}
        text={HOME_TEXT.completeProfileText}
        action={HOME_TEXT.completeProfileAction}
        to={ROUTES.profile.information}
      />,
    );
  }
  if (nudges.length === 0) return null;
  return <Stack gap="sm">{nudges}</Stack>;
}

function Greeting() {
  const me = useCurrentUser();
  if (me.isPending) {
    return (
      <Stack gap="xs" aria-busy="true">
        <Skeleton height={36} width="60%" />
        <Skeleton height={16} width="40%" />
      </Stack>
    );
  }
  if (me.isError) {
    return <AppAlert type="danger">{getErrorMessage(me.error)}</AppAlert>;
  }
  const firstName = me.data.firstName || me.data.name?.split(' ')[0] || 'there';
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} className={classes.greeting}>
          Welcome back, {firstName}!
        </Title>
        <Text c="gray.7" mt={4}>
          Here is what is happening with your events, clubs and notifications.
        </Text>
      </div>
      <Nudges user={me.data} />
      <GettingStarted />
    </Stack>
  );
}

/** /home for a signed-in user: greeting, nudges, upcoming events, rep clubs and the activity feed (domain §2). */
export function HomePage() {
  useDocumentTitle('Home | RepClub');
  const exists = useRouteExists();
  const hosts = useHostsEvents();
  const hasClubs = (useMyClubMemberships().data?.length ?? 0) > 0;
  const viewAll = exists(ROUTES.profile.notifications) ? (
    <CtaButton to={ROUTES.profile.notifications} size="compact-sm" variant="subtle">
      {HOME_TEXT.viewAllNotifications}
    </CtaButton>
  ) : null;

  return (
    <Stack gap="xl" className={classes.page}>
      <Greeting />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section
          title={HOME_TEXT.upcomingEvents}
          action={
            <Group gap={4}>
              {hosts ? (
                <CtaButton to={ROUTES.repClub.events} size="compact-sm" variant="subtle">
                  {HOME_TEXT.manageEvents}
                </CtaButton>
              ) : null}
              <CtaButton to={routes.events('my-events')} size="compact-sm" variant="subtle">
                {HOME_TEXT.allMyEvents}
              </CtaButton>
            </Group>
          }
        >
          <UpcomingEvents
            empty={
              <EmptyState icon={IconCalendarEvent} title={HOME_TEXT.noEvents} text={HOME_TEXT.noEventsHelp}>
                <CtaButton to={routes.repClubEventsCreate('info')} size="sm">
                  {HOME_TEXT.createEvent}
                </CtaButton>
                <CtaButton to={ROUTES.events} size="sm" variant="default">
                  {HOME_TEXT.exploreEvents}
                </CtaButton>
              </EmptyState>
            }
          />
        </Section>
        <Section title={HOME_TEXT.repClubs} action={<YourRepClubsAction hasClubs={hasClubs} />}>
          <YourRepClubs />
        </Section>
      </SimpleGrid>
      <Section title={HOME_TEXT.activity} action={viewAll}>
        <ActivityFeed />
      </Section>
    </Stack>
  );
}
