import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHECK_IN_TEXT, CheckInSection } from '@/features/checkin/check-in-section';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const event = (changes: Record<string, unknown> = {}) => ({
  eventId: 'event-1',
  timeZone: 'America/Los_Angeles',
  viewerPermissions: ['CanEditEvent', 'CanScanTicket', 'CanViewAttendees'],
  tickets: [
    { eventTicketId: 'type-ga', ticketType: 'General' },
    { eventTicketId: 'type-vip', ticketType: 'VIP' },
  ],
  scanningZones: [{ id: 'zone-1', name: 'VIP lounge', eventTicketIds: ['type-vip'], maxScans: 2 }],
  scanConflictCount: 1,
  hostCounters: { approvedTickets: 12, scannedTickets: 5 },
  guestCounters: { guestTickets: 4, checkedInGuestTickets: 1 },
  ...changes,
});

describe('CheckInSection', () => {
  it('shows the counters, the conflicts, the scanner link and the zones, and adds a zone', async () => {
    signInForTest();
    const api = mockGraphQL({
      CheckInEvent: () => ({ event: event() }),
      ScanConflicts: () => ({
        scanConflicts: [
          {
            id: 'c-1',
            holderName: 'Riley Guest',
            scannedAt: '2026-06-01T17:55:00.000Z',
            deviceName: "Dee's phone",
            keptScanAt: '2026-06-01T17:50:00.000Z',
            message: 'Admitted offline, but already admitted at 10:50 AM',
          },
        ],
      }),
      SaveScanningZone: (vars) => ({
        saveScanningZone: { id: 'zone-2', ...(vars.input as object) },
      }),
    });
    renderWithRouter(<CheckInSection eventId="event-1" permissions={['CanEditEvent', 'CanScanTicket']} />);
    expect(await screen.findByText(CHECK_IN_TEXT.scannedTickets)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CHECK_IN_TEXT.openScanner })).toHaveAttribute(
      'href',
      '/scanner/event-1',
    );
    expect(await screen.findByText('Riley Guest')).toBeInTheDocument();
    // The device by its name and the time in the event's zone (17:55Z is 10:55 AM in Los Angeles), as the message.
    expect(screen.getByText("Scanned Jun 1, 2026 10:55 AM PDT on Dee's phone")).toBeInTheDocument();
    expect(screen.getByText('VIP lounge')).toBeInTheDocument();
    expect(screen.getByText(/VIP · 2 scans per ticket/)).toBeInTheDocument();

    // A zone without a name is refused before it is sent.
    fireEvent.click(screen.getByRole('button', { name: CHECK_IN_TEXT.add }));
    expect(await screen.findByText('Zone name is required.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: CHECK_IN_TEXT.name }), {
      target: { value: 'Main door' },
    });
    fireEvent.click(screen.getByRole('button', { name: CHECK_IN_TEXT.add }));
    await waitFor(() => expect(api.named('SaveScanningZone')).toHaveLength(1));
    expect(api.named('SaveScanningZone')[0]!.variables).toEqual({
      eventId: 'event-1',
      input: { zoneId: null, name: 'Main door', eventTicketIds: [], maxScans: 1 },
    });
  });

  it('shows nothing to someone outside the team', () => {
    signInForTest();
    const api = mockGraphQL({});
    renderWithRouter(<CheckInSection eventId="event-1" permissions={[]} />);
    expect(screen.queryByText(CHECK_IN_TEXT.title)).not.toBeInTheDocument();
    expect(api.operations).toHaveLength(0);
  });
});
