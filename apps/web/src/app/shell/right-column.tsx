import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LABELS, ROUTES } from '@repclub/shared';
import { IconBulb } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelectedClub } from '@/features/clubs/pages/api/queries';
import { useRouteExists } from '@/lib/route-exists';
import { usePathLinkProps } from '@/ui/path-link';
import classes from './main-shell.module.css';

export const DID_YOU_KNOW_TEXT =
  'Rep clubs let creators reward their most loyal fans with points, tiers and events. You can start your own club right here.';
export const DID_YOU_KNOW_ACTION = 'Start a rep club';
/** For someone who already runs a club: the panel leads to their clubs instead. */
export const DID_YOU_KNOW_OWNER_ACTION = 'Your rep clubs';

/**
 * The panel's button: how to start a club (/my/rep-clubs) — or, for someone who already runs one, their clubs —
 * or "Coming soon" while that page is not built.
 */
function DidYouKnowButton() {
  const exists = useRouteExists();
  const club = useSelectedClub();
  const link = usePathLinkProps(ROUTES.myRepClubs.index);
  if (!exists(ROUTES.myRepClubs.index)) {
    return (
      <Button variant="light" radius="xl" disabled fullWidth>
        {LABELS.comingSoon}
      </Button>
    );
  }
  return (
    <Button {...link} variant="light" radius="xl" fullWidth>
      {club ? DID_YOU_KNOW_OWNER_ACTION : DID_YOU_KNOW_ACTION}
    </Button>
  );
}

/** The right column of the main shell (accounts §2.4): Did You Know?, legal links and the copyright line. */
export function RightColumn() {
  const year = new Date().getFullYear();
  return (
    <aside aria-label="About RepClub" className={classes.rightColumn}>
      <Stack gap="lg" className={classes.rightColumnInner}>
        <Paper withBorder radius="lg" p="lg" className={classes.didYouKnow}>
          <Stack gap="sm">
            <Group gap="xs" wrap="nowrap">
              <IconBulb size={22} stroke={1.75} aria-hidden className={classes.didYouKnowIcon} />
              <Title order={2} size="h5">
                {LABELS.didYouKnow}
              </Title>
            </Group>
            <Text size="sm">{DID_YOU_KNOW_TEXT}</Text>
            <DidYouKnowButton />
          </Stack>
        </Paper>
        <Stack gap={4} px="xs">
          <Group component="nav" gap="md" aria-label="Legal">
            <Anchor component={Link} to={ROUTES.termsOfService} size="sm" c="gray.7">
              {LABELS.terms}
            </Anchor>
            <Anchor component={Link} to={ROUTES.privacyPolicy} size="sm" c="gray.7">
              {LABELS.privacy}
            </Anchor>
          </Group>
          <Text size="xs" c="gray.7">
            © {year} RepClub. All rights reserved.
          </Text>
        </Stack>
      </Stack>
    </aside>
  );
}
