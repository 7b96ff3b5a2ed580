import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/ui/theme';
import { ManualSearch } from './manual-search';
import type { ScannerManifest, ScanRequest } from './types';
import { applyEffect, createLocalManifest, type LocalManifest, verifyLocally } from './verifier';

const manifest: ScannerManifest = {
  eventId: 'e1',
  displayName: 'Sunset Rooftop Party',
  startDate: '2026-11-28T20:00:00.000Z',
  endDate: '2026-11-29T02:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  generatedAt: '2026-11-28T19:00:00.000Z',
  zones: [],
  tickets: [
    {
      ticketId: 't-lee',
      codeHash: 'a'.repeat(64),
      holderName: 'Morgan Lee',
      ticketType: 'General',
      eventTicketId: 'et-ga',
      admissions: 1,
      scansUsed: 0,
    },
    {
      ticketId: 't-used',
      codeHash: 'b'.repeat(64),
      holderName: 'Morgan Used',
      ticketType: 'VIP',
      eventTicketId: 'et-vip',
      admissions: 1,
      scansUsed: 1,
    },
  ],
  guests: [
    { guestId: 'g-alex', fullName: 'Alex Morgan', quantity: 3, checkedInQuantity: 0, passes: [] },
    { guestId: 'g-done', fullName: 'Morgan Done', quantity: 2, checkedInQuantity: 2, passes: [] },
  ],
};

function renderSearch(state: LocalManifest = createLocalManifest(manifest)) {
  const onScan = vi.fn<(request: ScanRequest) => void>();
  const view = render(
    <MantineProvider theme={theme} env="test">
      <ManualSearch state={state} zoneId={null} onScan={onScan} onSearching={() => undefined} />
    </MantineProvider>,
  );
  fireEvent.change(screen.getByRole('searchbox', { name: 'Name or ticket type' }), {
    target: { value: 'morgan' },
  });
  return { onScan, state, view };
}

describe('ManualSearch', () => {
  it("says how many of a zone's scans a ticket used", () => {
    const state = createLocalManifest({
      ...manifest,
      zones: [{ id: 'z-vip', name: 'VIP lounge', eventTicketIds: [], maxScans: 2 }],
    });
    const { effect } = verifyLocally(state, { kind: 'ticket', ticketId: 't-lee' }, 'z-vip');
    applyEffect(state, effect!, '2026-11-28T20:10:00.000Z');
    render(
      <MantineProvider theme={theme} env="test">
        <ManualSearch state={state} zoneId="z-vip" onScan={() => undefined} onSearching={() => undefined} />
      </MantineProvider>,
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Name or ticket type' }), {
      target: { value: 'lee' },
    });
    expect(screen.getByRole('listitem')).toHaveTextContent('General · Scanned 12:10 PM · 1 of 2 scans');
    expect(screen.getByRole('button', { name: 'Admit Morgan Lee' })).toBeEnabled();
  });

  it('lists ticket holders and the guest list apart, each row labelled, with what is left', () => {
    renderSearch();
    const tickets = screen.getByRole('list', { name: 'Ticket holders' });
    const guests = screen.getByRole('list', { name: 'Guest list' });
    expect(
      within(tickets)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Morgan LeeTicket General · Not scanned'),
      expect.stringMatching(/Morgan UsedTicket VIP · Scanned/),
    ]);
    expect(
      within(guests)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Alex MorganGuest list · party of 3 None in yet · 3 left'),
      expect.stringContaining('Morgan DoneGuest list · party of 2 All 2 in'),
    ]);
    // Nobody left to admit: Admit is off.
    expect(screen.getByRole('button', { name: 'Admit Morgan Lee' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Admit Morgan Used' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Admit Morgan Done' })).toBeDisabled();
  });

  it('asks how many of a party arrived: 1 unless the door says more, never more than are left', () => {
    const { onScan } = renderSearch();
    const row = within(screen.getByRole('list', { name: 'Guest list' })).getAllByRole('listitem')[0]!;
    expect(within(row).getByLabelText('1 arriving')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'One fewer for Alex Morgan' })).toBeDisabled();
    fireEvent.click(within(row).getByRole('button', { name: "Admit 1 of Alex Morgan's party" }));
    expect(onScan).toHaveBeenLastCalledWith({ kind: 'guest', guestId: 'g-alex', quantity: 1 });

    const more = within(row).getByRole('button', { name: 'One more for Alex Morgan' });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(more).toBeDisabled();
    fireEvent.click(within(row).getByRole('button', { name: "Admit 3 of Alex Morgan's party" }));
    expect(onScan).toHaveBeenLastCalledWith({ kind: 'guest', guestId: 'g-alex', quantity: 3 });
  });

  it("admits a ticket's party in parts: everyone left unless the door lowers it, the rest at a later scan", () => {
    const state = createLocalManifest({
      ...manifest,
      tickets: [
        ...manifest.tickets,
        {
          ticketId: 't-three',
          codeHash: 'c'.repeat(64),
          holderName: 'Morgan Three',
          ticketType: 'VIP',
          eventTicketId: 'et-vip',
          admissions: 3,
          scansUsed: 0,
          admittedCount: 0,
        },
      ],
    });
    const { onScan, view } = renderSearch(state);
    const row = () =>
      within(screen.getByRole('list', { name: 'Ticket holders' }))
        .getAllByRole('listitem')
        .find((item) => item.textContent?.includes('Morgan Three'))!;
    expect(row()).toHaveTextContent('VIP · Admits 3');
    expect(within(row()).getByLabelText('3 arriving')).toBeInTheDocument();
    expect(within(row()).getByRole('button', { name: 'One more for Morgan Three' })).toBeDisabled();
    fireEvent.click(within(row()).getByRole('button', { name: 'One fewer for Morgan Three' }));
    fireEvent.click(within(row()).getByRole('button', { name: "Admit 2 of 3 on Morgan Three's ticket" }));
    expect(onScan).toHaveBeenLastCalledWith({ kind: 'ticket', ticketId: 't-three', quantity: 2 });

    // The two are in (as the scanner records it); the row offers the one left.
    const { effect } = verifyLocally(state, { kind: 'ticket', ticketId: 't-three', quantity: 2 }, null);
    applyEffect(state, effect!, '2026-11-28T20:10:00.000Z');
    view.rerender(
      <MantineProvider theme={theme} env="test">
        <ManualSearch state={state} zoneId={null} onScan={onScan} onSearching={() => undefined} />
      </MantineProvider>,
    );
    expect(row()).toHaveTextContent('VIP · Scanned 12:10 PM · 2 of 3 in · 1 left');
    expect(within(row()).queryByRole('group')).toBeNull();
    fireEvent.click(within(row()).getByRole('button', { name: 'Admit Morgan Three' }));
    expect(onScan).toHaveBeenLastCalledWith({ kind: 'ticket', ticketId: 't-three', quantity: 1 });

    // All three in: nothing left to admit.
    const rest = verifyLocally(state, { kind: 'ticket', ticketId: 't-three' }, null);
    expect(rest.verdict).toMatchObject({ outcome: 'ADMITTED', admitted: 1 });
    applyEffect(state, rest.effect!, '2026-11-28T20:20:00.000Z');
    expect(
      verifyLocally(state, { kind: 'ticket', ticketId: 't-three', quantity: 1 }, null).verdict,
    ).toMatchObject({ outcome: 'REFUSED', refusal: 'ALREADY_SCANNED' });
  });

  it('starts again at 1 after part of the party is in, up to what is left', () => {
    const state = createLocalManifest(manifest);
    const { effect } = verifyLocally(state, { kind: 'guest', guestId: 'g-alex', quantity: 1 }, null);
    applyEffect(state, effect!, '2026-11-28T20:10:00.000Z');
    renderSearch(state);
    const row = within(screen.getByRole('list', { name: 'Guest list' })).getAllByRole('listitem')[0]!;
    expect(row).toHaveTextContent('1 of 3 in · 2 left');
    expect(within(row).getByLabelText('1 arriving')).toBeInTheDocument();
    const more = within(row).getByRole('button', { name: 'One more for Alex Morgan' });
    fireEvent.click(more);
    expect(more).toBeDisabled();
    expect(within(row).getByRole('button', { name: "Admit 2 of Alex Morgan's party" })).toBeEnabled();
  });
});
