import { Anchor, Badge, Button, Center, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DISPLAY_DATE_TIME_FORMAT, formatCents, MESSAGES } from '@repclub/shared';
import { IconReceipt } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DocumentModal } from '@/ui/document-modal';
import { type TransactionNode, useMyTransactions } from '@/features/payments/api/queries';
import {
  transactionStatusColor,
  transactionStatusLabel,
  transactionTypeLabel,
} from '@/features/payments/transaction-labels';
import { errorText } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { LoadMoreButton } from '@/ui/load-state';

export const PAYMENTS_TAB_TEXT = {
  caption: 'Your bookings and payments',
  date: 'Date',
  description: 'Description',
  status: 'Status',
  amount: 'Amount',
  receipt: 'Receipt',
  viewReceipt: 'View receipt',
  noReceipt: 'No receipt',
  receiptTitle: (description: string) => `Receipt — ${description}`,
  retry: 'Try again',
  loading: 'Loading payments',
} as const;

/** When it happened: paid time for a paid transaction, else when it was made. */
const whenOf = (tx: TransactionNode) =>
  dayjs(tx.paidDateUtc ?? tx.createdAtUtc).format(DISPLAY_DATE_TIME_FORMAT);

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={transactionStatusColor(status)} styles={{ label: { overflow: 'visible' } }}>
      {transactionStatusLabel(status)}
    </Badge>
  );
}

type Receipt = { title: string; url: string };

/** "View receipt" for a paid transaction (opens the PDF viewer), a dash otherwise. */
function ReceiptLink({ tx, onOpen }: { tx: TransactionNode; onOpen: (receipt: Receipt) => void }) {
  if (!tx.receiptUrl) {
    return (
      <Text size="sm" c="dimmed" aria-label={PAYMENTS_TAB_TEXT.noReceipt}>
        —
      </Text>
    );
  }
  const url = tx.receiptUrl;
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      fw={600}
      aria-label={`${PAYMENTS_TAB_TEXT.viewReceipt}: ${tx.description}`}
      onClick={() => onOpen({ title: PAYMENTS_TAB_TEXT.receiptTitle(tx.description), url })}
    >
      <Group gap={4} wrap="nowrap" component="span">
        <IconReceipt size={16} aria-hidden />
        {PAYMENTS_TAB_TEXT.viewReceipt}
      </Group>
    </Anchor>
  );
}

/**
 * The profile's Payments tab (accounts §2.2): the user's bookings and transactions, newest first, with date,
 * type, status, amount and a receipt for paid ones (opened in the PDF viewer), 10 at a time.
 */
export function PaymentsTab() {
  const transactions = useMyTransactions();
  const compact = useMediaQuery('(max-width: 36em)') ?? false;
  const [receipt, setReceipt] = useState<Receipt | null>(null);

  if (transactions.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" role="img" aria-label={PAYMENTS_TAB_TEXT.loading} />
      </Center>
    );
  }
  if (transactions.isError) {
    return (
      <AppAlert type="danger">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(transactions.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void transactions.refetch()}>
            {PAYMENTS_TAB_TEXT.retry}
          </Button>
        </Stack>
      </AppAlert>
    );
  }
  const rows = transactions.data.pages.flatMap((page) => page.nodes);
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {MESSAGES.noDataFound}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {compact ? (
        <Stack
          gap="sm"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={PAYMENTS_TAB_TEXT.caption}
        >
          {rows.map((tx) => (
            <Paper
              key={tx.transactionId}
              component="li"
              withBorder
              radius="md"
              p="sm"
              data-testid="transaction-row"
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} lineClamp={2}>
                    {tx.description}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {transactionTypeLabel(tx.type)} · {whenOf(tx)}
                  </Text>
                </div>
                <Text fw={700} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatCents(tx.totalPrice, tx.currency)}
                </Text>
              </Group>
              <Group justify="space-between" mt="xs">
                <StatusBadge status={tx.status} />
                <ReceiptLink tx={tx} onOpen={setReceipt} />
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer
          minWidth={600}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={PAYMENTS_TAB_TEXT.caption}
        >
          <Table verticalSpacing="sm" highlightOnHover aria-label={PAYMENTS_TAB_TEXT.caption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{PAYMENTS_TAB_TEXT.date}</Table.Th>
                <Table.Th>{PAYMENTS_TAB_TEXT.description}</Table.Th>
                <Table.Th>{PAYMENTS_TAB_TEXT.status}</Table.Th>
                <Table.Th ta="right">{PAYMENTS_TAB_TEXT.amount}</Table.Th>
                <Table.Th>{PAYMENTS_TAB_TEXT.receipt}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((tx) => (
                <Table.Tr key={tx.transactionId} data-testid="transaction-row">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{whenOf(tx)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600} lineClamp={2}>
                      {tx.description}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {transactionTypeLabel(tx.type)}
                      {tx.quantity > 1 ? ` · ${tx.quantity}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <StatusBadge status={tx.status} />
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatCents(tx.totalPrice, tx.currency)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <ReceiptLink tx={tx} onOpen={setReceipt} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <LoadMoreButton query={transactions} />
      <DocumentModal document={receipt} onClose={() => setReceipt(null)} />
    </Stack>
  );
}
