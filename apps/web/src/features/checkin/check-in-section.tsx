import {
  ActionIcon,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CHECKIN_LIMITS, scanningZoneInputSchema } from '@repclub/shared';
import { IconEdit, IconQrcode, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useDeleteScanningZoneMutation, useSaveScanningZoneMutation } from '@/features/checkin/api/mutations';
import {
  type CheckInEvent,
  type ScanningZone,
  useCheckInEvent,
  useScanConflicts,
} from '@/features/checkin/api/queries';
import { getErrorMessage } from '@/lib/error-message';
import { formatEventDate } from '@/lib/format';
import { AppAlert } from '@/ui/app-alert';
import { CounterCard } from '@/ui/counter-card';
import { usePathLinkProps } from '@/ui/path-link';

/** Texts of the host page's check-in section (docs/decisions/080). */
export const CHECK_IN_TEXT = {
  title: 'Check-in',
  loading: 'Loading check-in',
  openScanner: 'Open scanner',
  scannedTickets: 'Tickets checked in',
  approvedTickets: 'Approved tickets',
  guestsCheckedIn: 'Guests checked in',
  conflicts: 'Scan conflicts',
  conflictsTitle: 'Scan conflicts to review',
  noConflicts: 'No scan conflicts.',
  /** The offline scan's time in the event's zone and the device by its name (decision 112). */
  conflictLine: (at: string, device: string | null) => `Scanned ${at}${device ? ` on ${device}` : ''}`,
  zonesTitle: 'Scanning zones',
  zonesHelp:
    'Without zones every ticket is scanned once at the door. A zone admits the ticket types you pick (all when none) up to its max scans.',
  noZones: 'No scanning zones.',
  allTypes: 'All ticket types',
  maxScansLabel: (n: number) => `${n} scan${n === 1 ? '' : 's'} per ticket`,
  name: 'Zone name',
  ticketTypes: 'Ticket types',
  ticketTypesPlaceholder: 'All ticket types',
  maxScans: 'Max scans',
  add: 'Add zone',
  save: 'Save zone',
  cancel: 'Cancel',
  edit: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Delete ${name}`,
  saved: 'Zone saved.',
  deleted: 'Zone deleted.',
} as const;

/** Where the scanner app opens for an event (the scanner route of issue 14). */
const scannerPath = (eventId: string) => `/scanner/${encodeURIComponent(eventId)}`;

type Draft = { zoneId: string | null; name: string; eventTicketIds: string[]; maxScans: number | string };
const EMPTY_DRAFT: Draft = { zoneId: null, name: '', eventTicketIds: [], maxScans: 1 };

function ZoneForm({
  event,
  draft,
  onDone,
}: {
  event: CheckInEvent;
  draft: Draft;
  onDone: (saved: boolean) => void;
}) {
  const [values, setValues] = useState<Draft>(draft);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveScanningZoneMutation(event.eventId);

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = scanningZoneInputSchema.safeParse({ ...values, maxScans: Number(values.maxScans) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.mutate(
      { ...parsed.data, zoneId: values.zoneId },
      { onSuccess: () => onDone(true), onError: (err) => setError(getErrorMessage(err)) },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={values.zoneId ? CHECK_IN_TEXT.save : CHECK_IN_TEXT.add}>
      <Stack gap="sm">
        {error ? (
          <AppAlert type="danger" title={null}>
            {error}
          </AppAlert>
        ) : null}
        {/* Side by side from tablet width; stacked on a phone, where three fields in a row cut their text. */}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={CHECK_IN_TEXT.name}
            value={values.name}
            maxLength={CHECKIN_LIMITS.zoneNameMax}
            required
            onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
          />
          <MultiSelect
            label={CHECK_IN_TEXT.ticketTypes}
            placeholder={values.eventTicketIds.length ? undefined : CHECK_IN_TEXT.ticketTypesPlaceholder}
            data={event.tickets.map((t) => ({ value: t.eventTicketId, label: t.ticketType }))}
            value={values.eventTicketIds}
            onChange={(eventTicketIds) => setValues({ ...values, eventTicketIds })}
            clearable
          />
          <NumberInput
            label={CHECK_IN_TEXT.maxScans}
            min={1}
            max={CHECKIN_LIMITS.maxScansMax}
            allowDecimal={false}
            value={values.maxScans}
            onChange={(maxScans) => setValues({ ...values, maxScans })}
          />
        </SimpleGrid>
        <Group gap="xs">
          <Button type="submit" loading={save.isPending}>
            {values.zoneId ? CHECK_IN_TEXT.save : CHECK_IN_TEXT.add}
          </Button>
          {values.zoneId ? (
            <Button variant="default" onClick={() => onDone(false)}>
              {CHECK_IN_TEXT.cancel}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

function ZoneRow({
  event,
  zone,
  canEdit,
  onEdit,
}: {
  event: CheckInEvent;
  zone: ScanningZone;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const remove = useDeleteScanningZoneMutation(event.eventId);
  const types = zone.eventTicketIds
    .map((id) => event.tickets.find((t) => t.eventTicketId === id)?.ticketType)
    .filter(Boolean);
  return (
    <Group justify="space-between" wrap="nowrap">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" truncate>
          {zone.name}
        </Text>
        <Text size="sm" c="gray.7">
          {types.length ? types.join(', ') : CHECK_IN_TEXT.allTypes} ·{' '}
          {CHECK_IN_TEXT.maxScansLabel(zone.maxScans)}
        </Text>
      </Stack>
      {canEdit ? (
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={CHECK_IN_TEXT.edit(zone.name)} onClick={onEdit}>
            <IconEdit size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={CHECK_IN_TEXT.remove(zone.name)}
            loading={remove.isPending}
            onClick={() => remove.mutate(zone.id)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ) : null}
    </Group>
  );
}

function ConflictList({ eventId, count, timeZone }: { eventId: string; count: number; timeZone: string }) {
  const conflicts = useScanConflicts(eventId, count > 0);
  if (count === 0)
    return (
      <Text size="sm" c="gray.7">
        {CHECK_IN_TEXT.noConflicts}
      </Text>
    );
  if (conflicts.isPending) return <Skeleton height={40} />;
  if (conflicts.isError) return <AppAlert type="danger">{getErrorMessage(conflicts.error)}</AppAlert>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {conflicts.data.map((c) => (
        <li key={c.id}>
          <Text size="sm" fw={600}>
            {c.holderName}
          </Text>
          <Text size="sm">{c.message}</Text>
          <Text size="xs" c="gray.7">
            {CHECK_IN_TEXT.conflictLine(formatEventDate(c.scannedAt, timeZone), c.deviceName ?? null)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/**
 * The host page's check-in section (issue 14): scanned counts, scan conflicts and the link to the scanner for the
 * team that scans or sees attendees; the event's scanning zones, edited with CanEditEvent.
 */
export function CheckInSection({
  eventId,
  permissions,
}: {
  eventId: string;
  permissions: readonly string[];
}) {
  const shown = ['CanScanTicket', 'CanViewAttendees', 'CanEditEvent'].some((p) => permissions.includes(p));
  const query = useCheckInEvent(eventId, shown);
  const scanner = usePathLinkProps(scannerPath(eventId));
  const [editing, setEditing] = useState<Draft | null>(null);
  const [formKey, setFormKey] = useState(0);
  if (!shown) return null;
  if (query.isPending)
    return <Skeleton height={160} radius="md" role="status" aria-label={CHECK_IN_TEXT.loading} />;
  if (query.isError) return <AppAlert type="danger">{getErrorMessage(query.error)}</AppAlert>;
  const event = query.data;
  const canScan = event.viewerPermissions.includes('CanScanTicket');
  const canEdit = event.viewerPermissions.includes('CanEditEvent');
  const conflictCount = event.scanConflictCount;

  return (
    <Stack gap="md">
      <Card withBorder radius="md" component="section" aria-labelledby="check-in-title">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4" id="check-in-title">
              {CHECK_IN_TEXT.title}
            </Title>
            {canScan ? (
              <Button {...scanner} leftSection={<IconQrcode size={16} aria-hidden />}>
                {CHECK_IN_TEXT.openScanner}
              </Button>
            ) : null}
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {event.hostCounters ? (
              <>
                <CounterCard label={CHECK_IN_TEXT.scannedTickets} value={event.hostCounters.scannedTickets} />
                <CounterCard
                  label={CHECK_IN_TEXT.approvedTickets}
                  value={event.hostCounters.approvedTickets}
                />
              </>
            ) : null}
            {event.guestCounters ? (
              <CounterCard
                label={CHECK_IN_TEXT.guestsCheckedIn}
                value={`${event.guestCounters.checkedInGuestTickets} / ${event.guestCounters.guestTickets}`}
              />
            ) : null}
            {conflictCount !== null && conflictCount !== undefined ? (
              <CounterCard label={CHECK_IN_TEXT.conflicts} value={conflictCount} />
            ) : null}
          </SimpleGrid>
          {conflictCount !== null && conflictCount !== undefined ? (
            <Stack gap="xs">
              <Title order={3} size="h5">
                {CHECK_IN_TEXT.conflictsTitle}
              </Title>
              <ConflictList eventId={event.eventId} count={conflictCount} timeZone={event.timeZone} />
            </Stack>
          ) : null}
        </Stack>
      </Card>
      <Card withBorder radius="md" component="section" aria-labelledby="zones-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="zones-title">
            {CHECK_IN_TEXT.zonesTitle}
          </Title>
          <Text size="sm" c="gray.7">
            {CHECK_IN_TEXT.zonesHelp}
          </Text>
          {event.scanningZones.length === 0 ? (
            <Text size="sm">{CHECK_IN_TEXT.noZones}</Text>
          ) : (
            event.scanningZones.map((zone) =>
              editing?.zoneId === zone.id ? (
                <ZoneForm key={zone.id} event={event} draft={editing} onDone={() => setEditing(null)} />
              ) : (
                <ZoneRow
                  key={zone.id}
                  event={event}
                  zone={zone}
                  canEdit={canEdit}
                  onEdit={() =>
                    setEditing({
                      zoneId: zone.id,
                      name: zone.name,
                      eventTicketIds: zone.eventTicketIds,
                      maxScans: zone.maxScans,
                    })
                  }
                />
              ),
            )
          )}
          {canEdit ? (
            <ZoneForm
              key={`new-${formKey}`}
              event={event}
              draft={EMPTY_DRAFT}
              onDone={(saved) => {
                if (saved) setFormKey((k) => k + 1);
              }}
            />
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
