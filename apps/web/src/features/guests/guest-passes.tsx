// A guest's QR passes: the pass link to copy and the dialog with one pass per person.
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
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { type GuestItem } from './api/queries';
import { CLOSE, GUEST_TEXT } from './guest-text';

const PassQr = lazy(() => import('@/ui/pass-qr'));

/** The guest's pass link, to copy and send the guest (QR pass opt-in on). */
export function CopyPassLink({ link }: { link: string }) {
  return (
    <CopyButton value={link}>
      {({ copied, copy }) => (
        <Button
          variant="light"
          size="compact-sm"
          color={copied ? 'green' : undefined}
          leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          onClick={copy}
        >
          {copied ? GUEST_TEXT.passLinkCopied : GUEST_TEXT.copyPassLink}
        </Button>
      )}
    </CopyButton>
  );
}

/** The guest's QR passes, one per person, as the guest's own pass page shows them. */
export function PassesDialog({
  guest,
  opened,
  onClose,
}: {
  guest: GuestItem;
  opened: boolean;
  onClose: () => void;
}) {
  const passes = guest.tickets.filter((t) => t.passCode);
  const of = guest.tickets.length;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={GUEST_TEXT.passesTitle(guest.fullName)}
      closeButtonProps={CLOSE}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">{GUEST_TEXT.passesHelp}</Text>
        {guest.passLink ? (
          <Group>
            <CopyPassLink link={guest.passLink} />
          </Group>
        ) : null}
        <SimpleGrid
          cols={{ base: 1, xs: 2 }}
          spacing="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {passes.map((pass) => (
            <Card key={pass.ticketNo} withBorder radius="md" padding="sm" component="li" bg="white">
              <Stack gap="xs" align="center">
                <Group justify="space-between" w="100%" gap="xs" wrap="nowrap">
                  <Text fw={700} size="sm">
                    {GUEST_TEXT.passOf(pass.ticketNo, of)}
                  </Text>
                  {pass.checkedInAt ? (
                    <Badge color="green.9" variant="filled" size="sm">
                      {GUEST_TEXT.passCheckedIn}
                    </Badge>
                  ) : null}
                </Group>
                <Suspense fallback={<Loader size="sm" role="img" aria-label={GUEST_TEXT.loadingQr} />}>
                  <PassQr
                    value={pass.passCode!}
                    label={GUEST_TEXT.passQrLabel(guest.fullName, pass.ticketNo, of)}
                    size={180}
                  />
                </Suspense>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
