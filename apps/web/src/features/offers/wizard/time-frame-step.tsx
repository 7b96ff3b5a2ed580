import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { OFFER_TEXT } from '@/features/offers/offer-text';
import { applyOfferStart } from '@/features/offers/time-frame';
import { useWizard } from '@/features/offers/wizard/wizard-context';
import { QuarterHourField } from '@/ui/quarter-hour-field';

/**
 * Step 3 (time frame): start and end on the 15-minute picker. A start not in the future becomes now + 15 minutes
 * on the 15-minute step; a start past the end takes the end with it (domain §4, §5).
 */
export function TimeFrameStep({ keepStart }: { keepStart: string | null }) {
  const { form, errorOf } = useWizard();
  const { control, setValue } = form;
  const startAt = useWatch({ control, name: 'timeFrame.startAt' });
  const endAt = useWatch({ control, name: 'timeFrame.endAt' });
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {OFFER_TEXT.timeFrameHelp}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <QuarterHourField
          label={OFFER_TEXT.startDate}
          withAsterisk
          value={startAt}
          error={errorOf('timeFrame.startAt')}
          onChange={(iso) => {
            // An edited offer that has started may keep its start as it is.
            if (keepStart && iso === keepStart) {
              setValue('timeFrame.startAt', iso);
              return;
            }
            const next = applyOfferStart(iso, { startDate: startAt, endDate: endAt });
            setValue('timeFrame.startAt', next.startDate);
            if (next.endDate) setValue('timeFrame.endAt', next.endDate);
          }}
        />
        <QuarterHourField
          label={OFFER_TEXT.endDate}
          withAsterisk
          value={endAt}
          error={errorOf('timeFrame.endAt')}
          onChange={(iso) => setValue('timeFrame.endAt', iso)}
        />
      </SimpleGrid>
    </Stack>
  );
}
