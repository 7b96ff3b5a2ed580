import {
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { ROUTES, routes } from '@repclub/shared';
import {
  IconBrandInstagram,
  IconCalendarEvent,
  IconCheck,
  IconMail,
  IconUserPlus,
  IconWallet,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import classes from './home-page.module.css';
import { useGettingStarted } from '@/features/home/api/queries';
import type { GettingStartedQuery } from '@/gql/graphql';
import { usePathLinkProps } from '@/ui/path-link';
import { useRecordWalkthrough } from '@/lib/walkthrough';

/** The step the "Hide" action records; the guide stays hidden until it is started over from settings. */
export const WALKTHROUGH_DISMISSED = 'dismissed';

export const GETTING_STARTED_TEXT = {
  title: 'Getting started',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  hide: 'Hide',
  done: 'Done',
} as const;

type Me = NonNullable<GettingStartedQuery['me']>;
type Step = {
  /** The walkthrough step name recorded when the user opens it. */
  name: string;
  title: string;
  text: string;
  to: string;
  icon: ComponentType<{ size?: number | string; stroke?: number | string }>;
  /** Done from the user's own data, whether or not the step was opened here. */
  doneBy?: (me: Me) => boolean;
};

/** Five things worth doing in the first week (docs/decisions/034-walkthrough.md). */
export const GETTING_STARTED_STEPS: readonly Step[] = [
  {
    name: 'explore-events',
    title: 'Find an event',
    text: 'Browse what is on this week and near you.',
    to: routes.events('explore'),
    icon: IconCalendarEvent,
  },
  {
    name: 'connect-social',
    title: 'Connect a social account',
    text: 'Some hosts ask for one before they approve guests.',
    to: ROUTES.profile.social,
    icon: IconBrandInstagram,
    doneBy: (me) => (me.socialMedias?.length ?? 0) > 0,
  },
  {
    name: 'invite-friend',
    title: 'Invite a friend',
    text: 'You have invitations to share with people you trust.',
    to: ROUTES.profile.invites,
    icon: IconUserPlus,
    doneBy: (me) => (me.pendingInvites?.length ?? 0) + (me.acceptedInvites?.length ?? 0) > 0,
  },
  {
    name: 'email-settings',
    title: 'Choose your emails',
    text: 'Pick the reminders and news you want to receive.',
    to: ROUTES.profile.settings,
    icon: IconMail,
  },
  {
    name: 'payouts',
    title: 'Set up payouts',
    text: 'Hosting paid events? Connect the account your earnings go to.',
    to: `${ROUTES.profile.index}?tab=payouts`,
    icon: IconWallet,
    doneBy: (me) => (me.payoutAccounts?.length ?? 0) > 0,
  },
];

export const isStepDone = (step: Step, me: Me) =>
  (me.walkthrough ?? []).includes(step.name) || (step.doneBy?.(me) ?? false);

function StepRow({ step, done, onOpen }: { step: Step; done: boolean; onOpen: () => void }) {
  const link = usePathLinkProps(step.to);
  const Icon = step.icon;
  return (
    <li>
      <UnstyledButton
        {...link}
        onClick={(event) => {
          onOpen();
          link.onClick?.(event);
        }}
        className={classes.stepLink}
      >
        <Group gap="md" wrap="nowrap">
          <ThemeIcon
            size={36}
            radius="xl"
            variant={done ? 'filled' : 'light'}
            color={done ? 'teal' : 'brand'}
          >
            {done ? <IconCheck size={20} aria-hidden /> : <Icon size={20} stroke={1.75} />}
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={700} td={done ? 'line-through' : undefined} c={done ? 'gray.7' : undefined}>
              {step.title}
              {done ? <VisuallyHidden> ({GETTING_STARTED_TEXT.done})</VisuallyHidden> : null}
            </Text>
            <Text size="sm" c="gray.7">
              {step.text}
            </Text>
          </div>
        </Group>
      </UnstyledButton>
    </li>
  );
}

/**
 * /home's getting-started guide (the user's walkthrough state, domain §3 User.walkthrough): five steps, each
 * ticked from the user's data or when opened here, a progress bar, and Hide. Gone once everything is done or
 * hidden; /profile/settings starts it over.
 */
export function GettingStarted() {
  const query = useGettingStarted();
  const record = useRecordWalkthrough();
  const me = query.data;
  if (!me) return null;
  const recorded = me.walkthrough ?? [];
  if (recorded.includes(WALKTHROUGH_DISMISSED)) return null;
  const done = GETTING_STARTED_STEPS.filter((step) => isStepDone(step, me));
  if (done.length === GETTING_STARTED_STEPS.length) return null;
  const add = (name: string) => {
    if (!recorded.includes(name)) record.mutate([...recorded, name]);
  };

  return (
    <Paper component="section" withBorder radius="lg" p="lg" aria-labelledby="getting-started-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <div>
            <Title order={2} size="h4" id="getting-started-title">
              {GETTING_STARTED_TEXT.title}
            </Title>
            <Text size="sm" c="gray.7">
              {GETTING_STARTED_TEXT.progress(done.length, GETTING_STARTED_STEPS.length)}
            </Text>
          </div>
          <Button variant="subtle" size="compact-sm" onClick={() => add(WALKTHROUGH_DISMISSED)}>
            {GETTING_STARTED_TEXT.hide}
          </Button>
        </Group>
        <Progress
          value={(done.length / GETTING_STARTED_STEPS.length) * 100}
          aria-label={GETTING_STARTED_TEXT.progress(done.length, GETTING_STARTED_STEPS.length)}
        />
        <ul className={classes.steps}>
          {GETTING_STARTED_STEPS.map((step) => (
            <StepRow key={step.name} step={step} done={isStepDone(step, me)} onOpen={() => add(step.name)} />
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}
