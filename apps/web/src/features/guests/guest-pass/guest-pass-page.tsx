import { Badge, Box, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { UNKNOWN_CITY } from '@repclub/shared';
import { IconCalendarEvent, IconCircleCheck, IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { formatEventRange } from '@/lib/format';
import { AppAlert } from '@/ui/app-alert';
import { LoadError, LoadingState, NotFoundState } from '@/ui/load-state';
import { type GuestPass, useGuestPass } from './api/queries';
import classes from './guest-pass-page.module.css';

const PassQr = lazy(() => import('@/ui/pass-qr'));

export const GUEST_PASS_TEXT = {
  documentTitle: 'Your guest pass | RepClub',
  loading: 'Loading your guest pass',
  notFoundTitle: 'Pass not found',
  notFoundText:
    'This pass link does not work. It may have been mistyped, the guest list may have changed, or the event no longer uses QR passes. Ask your host for a new link.',
  heading: 'Your guest pass',
  guestOf: (name: string) => `Guest: ${name}`,
  people: (n: number) => (n === 1 ? 'Admits 1 person' : `Admits ${n} people — one pass each`),
  passOf: (no: number, of: number) => `Pass ${no} of ${of}`,
  qrLabel: (no: number, of: number) => `QR code of pass ${no} of ${of}`,
  checkedIn: 'Checked in',
  notCheckedIn: 'Not checked in',
  loadingQr: 'Loading the QR code',
  help: 'Show a pass at the door. Each QR code lets one person in, once. Turn your screen brightness up.',
  cancelled: 'This event was cancelled.',
  addressHidden: 'The address is shared with approved guests.',
  refresh: 'Refresh',
} as const;

function PassCard({ pass, of }: { pass: GuestPass['passes'][number]; of: number }) {
  const used = pass.checkedInAt !== null;
  const title = GUEST_PASS_TEXT.passOf(pass.ticketNo, of);
  return (
    <Card
      component="li"
      radius="lg"
      padding="lg"
      className={classes.pass}
      aria-label={`${title}, ${used ? GUEST_PASS_TEXT.checkedIn : GUEST_PASS_TEXT.notCheckedIn}`}
    >
      <Stack gap="md" align="stretch">
        <Group justify="space-between" gap="xs">
          <Text fw={800} fz="lg" c="#111111">
            {title}
          </Text>
          {used ? (
            <Badge
              size="lg"
              color="green.9"
              variant="filled"
              leftSection={<IconCircleCheck size={16} aria-hidden />}
            >
              {GUEST_PASS_TEXT.checkedIn}
            </Badge>
          ) : (
            <Badge size="lg" color="dark" variant="outline">
              {GUEST_PASS_TEXT.notCheckedIn}
            </Badge>
          )}
        </Group>
        <div className={`${classes.qr} ${used ? classes.used : ''}`}>
          <Suspense fallback={<Loader size="sm" role="img" aria-label={GUEST_PASS_TEXT.loadingQr} />}>
            <PassQr value={pass.passCode} label={GUEST_PASS_TEXT.qrLabel(pass.ticketNo, of)} size={320} />
          </Suspense>
        </div>
      </Stack>
    </Card>
  );
}

function PassContent({ pass }: { pass: GuestPass }) {
  const { event } = pass;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text fw={700} c="gray.8" tt="uppercase" fz="sm">
          {GUEST_PASS_TEXT.heading}
        </Text>
        <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.15} style={{ overflowWrap: 'anywhere' }}>
          {event.displayName}
        </Title>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconCalendarEvent size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fw={600}>{formatEventRange(event.startDate, event.endDate, event.timeZone)}</Text>
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={0}>
            <Text fw={600}>{event.city ?? UNKNOWN_CITY}</Text>
            {event.address ? <Text>{event.address}</Text> : null}
          </Stack>
        </Group>
        <Text fz="lg" fw={700} mt="xs">
          {GUEST_PASS_TEXT.guestOf(pass.guestName)}
        </Text>
        <Text c="gray.8">{GUEST_PASS_TEXT.people(pass.quantity)}</Text>
      </Stack>
      {event.isCancelled ? (
        <AppAlert type="warning" title={null}>
          {GUEST_PASS_TEXT.cancelled}
        </AppAlert>
      ) : (
        <Text c="gray.8">{GUEST_PASS_TEXT.help}</Text>
      )}
      <Stack component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
        {pass.passes.map((p) => (
          <PassCard key={p.ticketNo} pass={p} of={pass.passes.length} />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * /guest-pass/{token} (docs/decisions/092): a guest's own passes, opened from the invitation e-mail without an
 * account — the event, the guest's name and one large QR code per person, with whether it was used.
 */
export function GuestPassPage({ token }: { token: string }) {
  const query = useGuestPass(token);
  return (
    <Box maw={520} mx="auto" py={{ base: 'lg', sm: 48 }} px={{ base: 'md', sm: 0 }}>
      {query.isPending ? (
        <LoadingState label={GUEST_PASS_TEXT.loading} />
      ) : query.isError ? (
        query.error instanceof GraphQLRequestError && query.error.code === 'NOT_FOUND' ? (
          <NotFoundState title={GUEST_PASS_TEXT.notFoundTitle} text={GUEST_PASS_TEXT.notFoundText} />
        ) : (
          <Stack gap="md">
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              {GUEST_PASS_TEXT.heading}
            </Title>
            <LoadError error={query.error} onRetry={() => void query.refetch()} />
          </Stack>
        )
      ) : (
        <Stack gap="lg">
          <PassContent pass={query.data} />
          <Group justify="center">
            <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
              {GUEST_PASS_TEXT.refresh}
            </Button>
          </Group>
        </Stack>
      )}
    </Box>
  );
}
