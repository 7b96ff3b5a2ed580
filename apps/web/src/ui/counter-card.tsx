import { Card, Text } from '@mantine/core';

/**
 * One figure of a page's counters: a small uppercase label over a large value. The value sits at the card's
 * foot, so the figures of a row line up when one label wraps to two lines and its neighbour's does not.
 */
export function CounterCard({ label, value }: { label: string; value: string | number }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size="xl" mt="auto">
        {value}
      </Text>
    </Card>
  );
}
