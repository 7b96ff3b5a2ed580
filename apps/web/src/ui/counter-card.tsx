import { Card, Text } from '@mantine/core';

/** One figure of a page's counters: a small uppercase label over a large value. */
export function CounterCard({ label, value }: { label: string; value: string | number }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Card>
  );
}
