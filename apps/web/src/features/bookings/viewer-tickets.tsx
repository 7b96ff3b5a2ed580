import {
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconLink, IconLinkOff } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { copyText } from '@/lib/clipboard';
import classes from '@/features/bookings/bookings.module.css';
import {
  useRefundBookingMutation,
  useRevokeTicketShareMutation,
  useShareTicketMutation,
} from '@/features/bookings/api/mutations';
import { type ViewerTicket } from '@/features/bookings/api/queries';
import { getErrorMessage } from '@/lib/error-message';
import { notifyError, notifySuccess } from '@/ui/toast';

const TicketQr = lazy(() => import('./ticket-qr'));

export const VIEWER_TICKETS_TEXT = {
  specialGuest: 'Special guest',
  admits: (people: number) => `Admits ${people}`,
  title: 'Your tickets',
  requestTitle: 'Your request',
  requestHelp:
    "Your request is waiting for the host's approval. Once the host approves you, your tickets get their QR codes and can be shared.",
  awaiting: "Waiting for the host's approval",
  help: 'Show the QR code at the door. Share a ticket to hand it to a friend: whoever opens the link first claims it.',
  qrLabel: (type: string, index: number) => `QR code of your ${type} ticket ${index}`,
  qrHidden: 'The QR code appears here once the ticket is valid.',
  share: 'Share ticket',
  revoke: 'Revoke link',
  sharing: 'Link shared — waiting to be claimed',
  copied: 'Link copied. Whoever opens it first claims this ticket.',
  revoked: 'The share link no longer works. The ticket is yours again.',
  copyDeniedTitle: 'Copy the share link',
  copyDenied:
    'Your browser did not allow copying (NotAllowedError). Copy the link below and send it yourself.',
  copyUnavailable: 'Copy the link below and send it yourself.',
  copy: 'Copy',
  copiedButton: 'Copied',
  shareLink: 'Share link',
  loadingQr: 'Loading QR code',
  cancel: 'Cancel booking',
  cancelTitle: 'Cancel this booking?',
  cancelText: (count: number) =>
    `Your ${count === 1 ? 'ticket goes' : `${count} tickets go`} back on sale and the payment is refunded in full to the way you paid. This cannot be undone.`,
  cancelConfirm: 'Cancel and refund',
  keep: 'Keep my tickets',
  cancelled: 'Your booking is cancelled and refunded.',
  bookingLabel: (count: number) => `Booking of ${count} ticket${count === 1 ? '' : 's'}`,
} as const;

const SHARE_LABELS: Record<string, string> = {
  SHARING: 'Shared link open',
  SHARED: 'Claimed',
  REVOKED: 'Link revoked',
};

function TicketCard({
  ticket,
  index,
  eventKey,
  awaitingApproval,
}: {
  ticket: ViewerTicket;
  index: number;
  eventKey: readonly unknown[];
  awaitingApproval: boolean;
}) {
  const [manualLink, setManualLink] = useState<{ url: string; denied: boolean } | null>(null);
  // The hooks read the event again after these callbacks.
  const share = useShareTicketMutation(eventKey, ticket.ticketId, {
    onSuccess: async ({ url }) => {
      const absolute = new URL(url, window.location.origin).href;
      const result = await copyText(absolute);
      if (result === 'copied') notifySuccess(VIEWER_TICKETS_TEXT.copied);
      else setManualLink({ url: absolute, denied: result === 'denied' });
    },
    onError: (error) => notifyError(error),
  });
  const revoke = useRevokeTicketShareMutation(eventKey, ticket.ticketId, {
    onSuccess: () => notifySuccess(VIEWER_TICKETS_TEXT.revoked),
    onError: (error) => notifyError(error),
  });
  const qrLabel = VIEWER_TICKETS_TEXT.qrLabel(ticket.ticketType, index + 1);
  const shareLabel = SHARE_LABELS[ticket.shareState];
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack align="center" gap="sm">
        <Group justify="space-between" w="100%" gap="xs">
          <Text fw={700}>{ticket.ticketType}</Text>
          {ticket.isSpecialGuest ? (
            <Badge variant="filled" color="grape">
              {VIEWER_TICKETS_TEXT.specialGuest}
            </Badge>
          ) : null}
          {ticket.additionalGuests > 0 ? (
            <Badge variant="light" color="gray">
              {VIEWER_TICKETS_TEXT.admits(1 + ticket.additionalGuests)}
            </Badge>
          ) : null}
          {shareLabel ? (
            <Badge variant="light" color={ticket.shareState === 'SHARING' ? 'orange' : 'gray'}>
              {shareLabel}
            </Badge>
          ) : null}
        </Group>
        {awaitingApproval ? (
          <Badge variant="light" color="orange">
            {VIEWER_TICKETS_TEXT.awaiting}
          </Badge>
        ) : ticket.qrCode ? (
          <div className={classes.qr}>
            <Suspense fallback={<Loader size="sm" role="img" aria-label={VIEWER_TICKETS_TEXT.loadingQr} />}>
              <TicketQr value={ticket.qrCode} label={qrLabel} size={168} />
            </Suspense>
          </div>
        ) : (
          <Text size="sm" c="gray.7" ta="center">
            {VIEWER_TICKETS_TEXT.qrHidden}
          </Text>
        )}
        <Text size="xs" c="gray.7" ff="monospace">
          #{ticket.ticketId.slice(0, 8)}
        </Text>
        {ticket.shareState === 'SHARING' || ticket.shareState === 'SHARED' ? (
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconLinkOff size={16} />}
            loading={revoke.isPending}
            onClick={() => revoke.mutate()}
          >
            {VIEWER_TICKETS_TEXT.revoke}
          </Button>
        ) : ticket.isShareable && !awaitingApproval ? (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconLink size={16} />}
            loading={share.isPending}
            onClick={() => share.mutate()}
          >
            {VIEWER_TICKETS_TEXT.share}
          </Button>
        ) : null}
      </Stack>
      <Modal
        opened={manualLink !== null}
        onClose={() => setManualLink(null)}
        title={VIEWER_TICKETS_TEXT.copyDeniedTitle}
        radius="lg"
      >
        <Stack gap="sm">
          <Text size="sm">
            {manualLink?.denied ? VIEWER_TICKETS_TEXT.copyDenied : VIEWER_TICKETS_TEXT.copyUnavailable}
          </Text>
          <TextInput
            label={VIEWER_TICKETS_TEXT.shareLink}
            value={manualLink?.url ?? ''}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={manualLink?.url ?? ''}>
            {({ copied, copy }) => (
              <Button onClick={copy} variant="light">
                {copied ? VIEWER_TICKETS_TEXT.copiedButton : VIEWER_TICKETS_TEXT.copy}
              </Button>
            )}
          </CopyButton>
        </Stack>
      </Modal>
    </Card>
  );
}

/** Cancels one booking of the viewer (refundBooking): until the event starts, with a confirmation. */
function CancelBooking({
  transactionId,
  count,
  eventKey,
}: {
  transactionId: string;
  count: number;
  eventKey: readonly unknown[];
}) {
  const [open, setOpen] = useState(false);
  // The hook reads the event again after this `onSuccess`.
  const refund = useRefundBookingMutation(eventKey, transactionId, {
    onSuccess: () => {
      setOpen(false);
      notifySuccess(VIEWER_TICKETS_TEXT.cancelled);
    },
    onError: (err) => notifyError(getErrorMessage(err)),
  });
  return (
    <>
      <Button variant="subtle" color="red" size="compact-sm" onClick={() => setOpen(true)}>
        {VIEWER_TICKETS_TEXT.cancel}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={VIEWER_TICKETS_TEXT.cancelTitle} radius="lg">
        <Stack gap="md">
          <Text size="sm">{VIEWER_TICKETS_TEXT.cancelText(count)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)}>
              {VIEWER_TICKETS_TEXT.keep}
            </Button>
            <Button color="red" loading={refund.isPending} onClick={() => refund.mutate()}>
              {VIEWER_TICKETS_TEXT.cancelConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The viewer's tickets for this event, each with its QR code, share link and revoke. */
export function ViewerTickets({
  tickets,
  eventKey,
  canCancel = false,
  awaitingApproval = false,
}: {
  tickets: readonly ViewerTicket[];
  eventKey: readonly unknown[];
  /** The viewer's booking waits for the host's approval: a request, shown without QR codes or sharing. */
  awaitingApproval?: boolean;
  /** Until the event starts, the buyer may cancel a booking (refund). */
  canCancel?: boolean;
}) {
  if (tickets.length === 0) return null;
  // One cancel per booking the viewer bought (tickets claimed from someone else belong to that person's booking).
  const counts = new Map<string, number>();
  for (const ticket of tickets)
    if (!ticket.parentTicketId) counts.set(ticket.transactionId, (counts.get(ticket.transactionId) ?? 0) + 1);
  const bookings = [...counts];
  return (
    <section id="your-tickets" aria-labelledby="your-tickets-title">
      <Title order={2} size="h3" id="your-tickets-title">
        {awaitingApproval ? VIEWER_TICKETS_TEXT.requestTitle : VIEWER_TICKETS_TEXT.title} ({tickets.length})
      </Title>
      <Text size="sm" c="gray.7" mt={4} mb="md">
        {awaitingApproval ? VIEWER_TICKETS_TEXT.requestHelp : VIEWER_TICKETS_TEXT.help}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {tickets.map((ticket, index) => (
          <TicketCard
            key={ticket.ticketId}
            ticket={ticket}
            index={index}
            eventKey={eventKey}
            awaitingApproval={awaitingApproval}
          />
        ))}
      </SimpleGrid>
      {canCancel
        ? bookings.map(([transactionId, count]) => (
            <Group
              key={transactionId}
              gap="xs"
              mt="sm"
              role="group"
              aria-label={VIEWER_TICKETS_TEXT.bookingLabel(count)}
            >
              <Text size="sm" c="gray.7">
                {VIEWER_TICKETS_TEXT.bookingLabel(count)}
              </Text>
              <CancelBooking transactionId={transactionId} count={count} eventKey={eventKey} />
            </Group>
          ))
        : null}
    </section>
  );
}
