import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatCents } from '@repclub/shared';
import type { useTicketCost } from '@/features/bookings/api/queries';
import { CHECKOUT_TEXT, referralMessageOf } from '@/features/bookings/checkout-text';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

function CostLine({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {formatCents(cents)}
      </Text>
    </Group>
  );
}

/**
 * The server's cost of the basket: a prompt while it is empty, the breakdown (or the all-in total), or why
 * there is none (a bad referral code, another error).
 */
export function CostSummary({
  itemCount,
  cost,
}: {
  itemCount: number;
  cost: ReturnType<typeof useTicketCost>;
}) {
  return (
    <Stack gap={6} aria-live="polite">
      <Divider />
      {itemCount === 0 ? (
        <Text size="sm" c="gray.7">
          {CHECKOUT_TEXT.chooseTickets}
        </Text>
      ) : cost.isError && referralMessageOf(cost.error) ? (
        <Text size="sm" c="gray.7">
          {CHECKOUT_TEXT.referralFix}
        </Text>
      ) : cost.isError ? (
        <AppAlert type="danger">{getErrorMessage(cost.error)}</AppAlert>
      ) : !cost.data ? (
        <Text size="sm" c="gray.7">
          {CHECKOUT_TEXT.calculating}
        </Text>
      ) : cost.data.isAllInPricing ? (
        <>
          <CostLine label={CHECKOUT_TEXT.total} cents={cost.data.total} strong />
          <Text size="xs" c="gray.7">
            {CHECKOUT_TEXT.feesIncluded}
          </Text>
        </>
      ) : (
        <>
          <CostLine label={CHECKOUT_TEXT.subtotal} cents={cost.data.subTotal} />
          {cost.data.totalGratuity > 0 ? (
            <CostLine label={CHECKOUT_TEXT.gratuity} cents={cost.data.totalGratuity} />
          ) : null}
          {cost.data.totalTaxes > 0 ? (
            <CostLine label={CHECKOUT_TEXT.taxes} cents={cost.data.totalTaxes} />
          ) : null}
          <CostLine label={CHECKOUT_TEXT.serviceFee} cents={cost.data.serviceFee} />
          <CostLine label={CHECKOUT_TEXT.processingFee} cents={cost.data.processingFee} />
          <CostLine label={CHECKOUT_TEXT.total} cents={cost.data.total} strong />
        </>
      )}
    </Stack>
  );
}
