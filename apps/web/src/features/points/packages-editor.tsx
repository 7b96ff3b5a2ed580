import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  formatCents,
  POINTS_PACKAGE_LIMITS as L,
  pointsPackagesSchema,
  pointsPackageSchema,
} from '@repclub/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { PointsPackage } from '@/features/points/api/queries';
import { useSetClubPointsPackagesMutation } from '@/features/points/api/mutations';
import { centsToDollars, dollarsToCents, fieldErrors, numberOf } from '@/features/points/points-fields';
import { POINTS_TEXT } from '@/features/points/points-text';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { notifySuccess } from '@/ui/toast';

type PackageRow = {
  key: number;
  pointsAmount: string | number;
  repPointsMultiplier: string | number;
  price: string;
  originalPrice: string;
};

let nextKey = 0;
const rowOf = (pack?: PointsPackage): PackageRow => ({
  key: nextKey++,
  pointsAmount: pack?.pointsAmount ?? '',
  repPointsMultiplier: pack?.repPointsMultiplier ?? 1,
  price: pack ? centsToDollars(pack.price) : '',
  originalPrice: pack?.originalPrice != null ? centsToDollars(pack.originalPrice) : '',
});

/** The typed dollars as cents for the schema: blank → null (optional), unreadable → NaN (refused with its message). */
const centsOf = (text: string) => (text.trim() === '' ? null : (dollarsToCents(text) ?? Number.NaN));

/**
 * The club's points packages (setClubPointsPackages): points, multiplier, price and original price, typed in
 * dollars and sent in cents; the whole list is saved at once.
 */
export function PackagesEditor({ clubId, packages }: { clubId: string; packages: readonly PointsPackage[] }) {
  const [rows, setRows] = useState<PackageRow[]>(() => packages.map(rowOf));
  const [errors, setErrors] = useState<Record<number, Record<string, string>>>({});
  const [listError, setListError] = useState<string | null>(null);
  const save = useSetClubPointsPackagesMutation(clubId);

  const update = (key: number, changes: Partial<PackageRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...changes } : row)));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const rowErrors: Record<number, Record<string, string>> = {};
    const parsed = rows.map((row) => {
      const result = pointsPackageSchema.safeParse({
        pointsAmount: numberOf(row.pointsAmount),
        repPointsMultiplier: numberOf(row.repPointsMultiplier),
        price: centsOf(row.price) ?? Number.NaN,
        originalPrice: centsOf(row.originalPrice),
      });
      if (!result.success) rowErrors[row.key] = fieldErrors(result.error);
      return result.success ? result.data : null;
    });
    setErrors(rowErrors);
    const list = pointsPackagesSchema.safeParse(parsed.filter((pack) => pack !== null));
    setListError(list.success ? null : (list.error.issues[0]?.message ?? null));
    if (Object.keys(rowErrors).length > 0 || !list.success) return;
    save.mutate(list.data, { onSuccess: () => notifySuccess(POINTS_TEXT.packagesSaved) });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="points-packages-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="points-packages-title">
            {POINTS_TEXT.packagesTitle}
          </Title>
          <Text size="sm" c="gray.7">
            {POINTS_TEXT.packagesHelp}
          </Text>
        </div>
        {rows.length === 0 ? (
          <Text size="sm" c="gray.7">
            {POINTS_TEXT.noPackages}
          </Text>
        ) : null}
        {rows.map((row, index) => {
          const number = index + 1;
          const rowError = errors[row.key] ?? {};
          const total = Math.floor(numberOf(row.pointsAmount) * numberOf(row.repPointsMultiplier));
          const price = centsOf(row.price);
          return (
            <Card
              key={row.key}
              withBorder
              radius="md"
              padding="sm"
              component="fieldset"
              aria-label={POINTS_TEXT.packageLabel(number)}
              m={0}
            >
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={600} size="sm">
                    {POINTS_TEXT.packageLabel(number)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                    aria-label={POINTS_TEXT.removePackage(number)}
                    disabled={save.isPending}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
                <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
                  <NumberInput
                    label={POINTS_TEXT.pointsAmount}
                    value={row.pointsAmount}
                    onChange={(value) => update(row.key, { pointsAmount: value })}
                    min={1}
                    max={L.pointsAmountMax}
                    allowDecimal={false}
                    allowNegative={false}
                    thousandSeparator=","
                    error={rowError.pointsAmount}
                  />
                  <NumberInput
                    label={POINTS_TEXT.multiplier}
                    value={row.repPointsMultiplier}
                    onChange={(value) => update(row.key, { repPointsMultiplier: value })}
                    min={L.multiplierMin}
                    max={L.multiplierMax}
                    step={0.1}
                    decimalScale={2}
                    allowNegative={false}
                    error={rowError.repPointsMultiplier}
                  />
                  <TextInput
                    label={POINTS_TEXT.price}
                    value={row.price}
                    onChange={(event) => update(row.key, { price: event.currentTarget.value })}
                    inputMode="decimal"
                    error={rowError.price}
                  />
                  <TextInput
                    label={POINTS_TEXT.originalPrice}
                    description={POINTS_TEXT.originalPriceHelp}
                    value={row.originalPrice}
                    onChange={(event) => update(row.key, { originalPrice: event.currentTarget.value })}
                    inputMode="decimal"
                    error={rowError.originalPrice}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                  />
                </SimpleGrid>
                {Number.isFinite(total) && total > 0 ? (
                  <Text size="xs" c="gray.7">
                    {POINTS_TEXT.totalPoints(total)}
                    {price != null && Number.isFinite(price) ? ` · ${formatCents(price)}` : ''}
                  </Text>
                ) : null}
              </Stack>
            </Card>
          );
        })}
        {listError ? <AppAlert type="danger">{listError}</AppAlert> : null}
        {save.isError ? <AppAlert type="danger">{getErrorMessage(save.error)}</AppAlert> : null}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setRows((current) => [...current, rowOf()])}
            disabled={save.isPending || rows.length >= L.maxPackages}
          >
            {POINTS_TEXT.addPackage}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {POINTS_TEXT.savePackages}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
