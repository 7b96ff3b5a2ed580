import { ActionIcon, Badge, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMinus, IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import classes from './scanner.module.css';
import type { ScanRequest } from './types';
import {
  formatScanTime,
  type GuestState,
  type LocalManifest,
  refusalMessage,
  type SearchHit,
  searchManifest,
  ticketLeft,
  type TicketState,
  verifyLocally,
} from './verifier';

function ticketStatus(state: LocalManifest, entry: TicketState, zoneId: string | null): string {
  const { timeZone, zones } = state.manifest;
  const used = entry.zones.get(zoneId ?? '');
  if (entry.ticket.refusal) return refusalMessage(entry.ticket.refusal, { timeZone });
  if (used && used.count > 0) {
    const scanned = used.lastAt ? `Scanned ${formatScanTime(used.lastAt, timeZone)}` : 'Scanned';
    // A party that came in part says how many are in; a zone that admits a ticket more than once, its scans.
    const people = Math.max(1, entry.ticket.admissions);
    const partial = used.people % people;
    const party = partial > 0 ? ` · ${partial} of ${people} in · ${people - partial} left` : '';
    const max = (zoneId && zones.find((zone) => zone.id === zoneId)?.maxScans) || 1;
    return max > 1 ? `${scanned}${party} · ${used.count} of ${max} scans` : `${scanned}${party}`;
  }
  return entry.ticket.admissions > 1 ? `Admits ${entry.ticket.admissions}` : 'Not scanned';
}

/** "1 of 3 in · 2 left", "All 3 in", "Not in yet": what remains of a guest's party. */
function partyStatus(inside: number, quantity: number): string {
  const left = Math.max(0, quantity - inside);
  if (left === 0) return quantity === 1 ? 'In' : `All ${quantity} in`;
  if (inside === 0) return quantity === 1 ? 'Not in yet' : `None in yet · ${left} left`;
  return `${inside} of ${quantity} in · ${left} left`;
}

/** How many of a party arrived: from 1 to `max`, large enough to tap at a door. */
function PartyStepper({
  name,
  quantity,
  max,
  onChange,
}: {
  name: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  return (
    <div className={classes.stepper} role="group" aria-label={`People arriving with ${name}`}>
      <ActionIcon
        size={44}
        variant="light"
        aria-label={`One fewer for ${name}`}
        disabled={quantity <= 1}
        onClick={() => onChange(Math.max(1, quantity - 1))}
      >
        <IconMinus size={20} aria-hidden />
      </ActionIcon>
      <span className={classes.quantity} aria-live="polite" aria-label={`${quantity} arriving`}>
        {quantity}
      </span>
      <ActionIcon
        size={44}
        variant="light"
        aria-label={`One more for ${name}`}
        disabled={quantity >= max}
        onClick={() => onChange(Math.min(max, quantity + 1))}
      >
        <IconPlus size={20} aria-hidden />
      </ActionIcon>
    </div>
  );
}

/**
 * A ticket holder. A ticket for several people ("Admits 3") has a stepper that starts at everyone left — a ticket's
 * party usually comes together — and the door lowers it when some are missing; the rest come in at a later scan
 * (decision 112).
 */
export function TicketRow({
  state,
  entry,
  zoneId,
  onAdmit,
}: {
  state: LocalManifest;
  entry: TicketState;
  zoneId: string | null;
  onAdmit: (quantity: number) => void;
}) {
  const { ticket } = entry;
  const left = ticketLeft(state, entry, zoneId);
  // The parent keys this row by who is in, so the count starts again at everyone left after an admission.
  const [quantity, setQuantity] = useState(Math.max(1, left));
  const name = ticket.holderName;
  // What the device knows says no (scanned to the limit, refunded, wrong zone…): the reason shows, Admit is off.
  const admits =
    left > 0 &&
    verifyLocally(state, { kind: 'ticket', ticketId: ticket.ticketId, quantity: 1 }, zoneId).effect !== null;
  const party = ticket.admissions > 1 && left > 1;
  const chosen = Math.min(quantity, Math.max(1, left));
  return (
    <li className={classes.hit}>
      <div className={classes.hitText}>
        <div className={classes.hitName}>{name}</div>
        <div className={classes.hitDetail}>
          <Badge size="sm" variant="light" color="blue" className={classes.hitBadge}>
            Ticket
          </Badge>{' '}
          {ticket.ticketType} · {ticketStatus(state, entry, zoneId)}
        </div>
      </div>
      <div className={classes.hitActions}>
        {party && admits && <PartyStepper name={name} quantity={chosen} max={left} onChange={setQuantity} />}
        <Button
          size="lg"
          disabled={!admits}
          onClick={() => onAdmit(chosen)}
          aria-label={party ? `Admit ${chosen} of ${left} on ${name}'s ticket` : `Admit ${name}`}
        >
          {party ? `Admit ${chosen} of ${left}` : 'Admit'}
        </Button>
      </div>
    </li>
  );
}

/**
 * A guest-list entry: the party's size and who is in already; the door says how many arrived with a stepper that
 * starts at 1 and stops at what is left (decision 080: a guest admits up to the people on the list).
 */
export function GuestRow({
  state,
  entry,
  zoneId,
  onAdmit,
}: {
  state: LocalManifest;
  entry: GuestState;
  zoneId: string | null;
  onAdmit: (quantity: number) => void;
}) {
  const { guest } = entry;
  const remaining = Math.max(0, guest.quantity - entry.checkedInQuantity);
  // The parent keys this row by who is in, so the count starts again at 1 after an admission.
  const [quantity, setQuantity] = useState(1);
  const name = guest.fullName;
  const admits =
    remaining > 0 &&
    verifyLocally(state, { kind: 'guest', guestId: guest.guestId, quantity: 1 }, zoneId).effect !== null;
  const party = guest.quantity === 1 ? 'Guest list' : `Guest list · party of ${guest.quantity}`;
  return (
    <li className={classes.hit}>
      <div className={classes.hitText}>
        <div className={classes.hitName}>{name}</div>
        <div className={classes.hitDetail}>
          <Badge size="sm" variant="light" color="grape" className={classes.hitBadge}>
            {party}
          </Badge>{' '}
          {partyStatus(entry.checkedInQuantity, guest.quantity)}
        </div>
      </div>
      <div className={classes.hitActions}>
        {remaining > 1 && admits && (
          <PartyStepper name={name} quantity={quantity} max={remaining} onChange={setQuantity} />
        )}
        <Button
          size="lg"
          disabled={!admits}
          onClick={() => onAdmit(Math.min(quantity, remaining))}
          aria-label={remaining > 1 ? `Admit ${quantity} of ${name}'s party` : `Admit ${name}`}
        >
          {remaining > 1 ? `Admit ${quantity}` : 'Admit'}
        </Button>
      </div>
    </li>
  );
}

function HitList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text component="h3" fw={700} size="sm" c="gray.7" tt="uppercase">
        {label}
      </Text>
      <ul className={classes.hits} aria-label={label}>
        {children}
      </ul>
    </Stack>
  );
}

/**
 * Search over the manifest by holder name, ticket type or guest name, with admit buttons. Ticket holders and the
 * guest list are two lists, each row labelled, so "Alex Morgan" (a guest) is never taken for "Morgan Lee" (a ticket).
 */
export function ManualSearch({
  state,
  zoneId,
  onScan,
  onSearching,
}: {
  state: LocalManifest;
  zoneId: string | null;
  onScan: (request: ScanRequest) => void;
  /** Whether a search is typed (the camera rests meanwhile, so it does not scan what is in front of it). */
  onSearching: (searching: boolean) => void;
}) {
  const [query, setQuery] = useState('');
  const hits = useMemo(() => searchManifest(state, query), [state, query]);
  const tickets = hits.filter((hit): hit is Extract<SearchHit, { kind: 'ticket' }> => hit.kind === 'ticket');
  const guests = hits.filter((hit): hit is Extract<SearchHit, { kind: 'guest' }> => hit.kind === 'guest');
  return (
    <section className={classes.section} aria-labelledby="scanner-search-title">
      <Stack gap="xs">
        <Text component="h2" id="scanner-search-title" fw={700} size="lg">
          Find by name
        </Text>
        <TextInput
          size="lg"
          type="search"
          aria-label="Name or ticket type"
          placeholder="Name or ticket type"
          leftSection={<IconSearch size={20} aria-hidden />}
          value={query}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setQuery(value);
            onSearching(value.trim() !== '');
          }}
          autoComplete="off"
        />
        {query.trim() && hits.length === 0 ? <Text c="dimmed">Nobody on the list matches.</Text> : null}
        {tickets.length > 0 && (
          <HitList label="Ticket holders">
            {tickets.map((hit) => (
              <TicketRow
                key={`t-${hit.id}-${zoneId ?? ''}-${hit.entry.zones.get(zoneId ?? '')?.people ?? 0}`}
                state={state}
                entry={hit.entry}
                zoneId={zoneId}
                onAdmit={(quantity) =>
                  onScan(
                    hit.entry.ticket.admissions > 1
                      ? { kind: 'ticket', ticketId: hit.id, quantity }
                      : { kind: 'ticket', ticketId: hit.id },
                  )
                }
              />
            ))}
          </HitList>
        )}
        {guests.length > 0 && (
          <HitList label="Guest list">
            {guests.map((hit) => (
              <GuestRow
                key={`g-${hit.id}-${hit.entry.checkedInQuantity}`}
                state={state}
                entry={hit.entry}
                zoneId={zoneId}
                onAdmit={(quantity) => onScan({ kind: 'guest', guestId: hit.id, quantity })}
              />
            ))}
          </HitList>
        )}
      </Stack>
    </section>
  );
}
