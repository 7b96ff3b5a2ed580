import { describe, expect, it } from 'vitest';
import {
  bookingConfirmationEmail,
  declinedEmail,
  formatEventRange,
  formatEventTime,
  offerEmail,
  refundEmail,
} from './bookings.emails';

const event = {
  displayName: 'Jazz <Night> & "Friends"',
  startDate: new Date('2026-06-08T18:00:00.000Z'),
  endDate: new Date('2026-06-08T22:00:00.000Z'),
  timeZone: 'America/Los_Angeles',
  link: 'http://repclub.test/events/jazz-night',
};

describe('event times', () => {
  it('are the event’s own, in the spec’s format, with the zone named', () => {
    expect(formatEventTime(new Date('2026-06-08T18:00:00.000Z'), 'America/Los_Angeles')).toBe(
      'Jun 8, 2026 11:00 AM PDT',
    );
    // Winter time, and another zone for the same moment.
    expect(formatEventTime(new Date('2026-01-15T18:30:00.000Z'), 'America/Los_Angeles')).toBe(
      'Jan 15, 2026 10:30 AM PST',
    );
    expect(formatEventTime(new Date('2026-01-15T18:30:00.000Z'), 'America/New_York')).toBe(
      'Jan 15, 2026 1:30 PM EST',
    );
  });

  it('name the day once for an event within one day, and both days otherwise', () => {
    expect(formatEventRange(event.startDate, event.endDate, event.timeZone)).toBe(
      'Jun 8, 2026 11:00 AM – 3:00 PM PDT',
    );
    // 6 PM to 2 AM in New York.
    expect(
      formatEventRange(
        new Date('2026-06-08T22:00:00.000Z'),
        new Date('2026-06-09T06:00:00.000Z'),
        'America/New_York',
      ),
    ).toBe('Jun 8, 2026 6:00 PM EDT – Jun 9, 2026 2:00 AM EDT');
  });
});

describe('the confirmation', () => {
  const receipt = {
    number: 'R-0A1B2C3D',
    currency: 'EUR',
    items: [
      { description: 'VIP ticket', quantity: 2, unitAmount: 123456, amount: 246912 },
      { description: 'Service fee', quantity: 1, unitAmount: 999, amount: 999 },
    ],
    totalAmount: 247911,
    link: 'http://repclub.test/profile?tab=documents',
  };

  it('lists the tickets and the receipt as money, in plain text and in escaped HTML', () => {
    const mail = bookingConfirmationEmail({
      to: 'ann@example.com',
      name: 'Ann',
      event,
      tickets: [
        { ticketType: 'VIP', quantity: 2 },
        { ticketType: 'Early <bird>', quantity: 1 },
      ],
      receipt,
      needsApproval: false,
    });
    expect(mail.subject).toBe(`Your tickets for ${event.displayName}`);
    expect(mail.text).toContain('Your 3 tickets to');
    expect(mail.text).toContain('2 × VIP\n1 × Early <bird>');
    expect(mail.text).toContain(
      'VIP ticket: 2 × €1,234.56 = €2,469.12\nService fee: €9.99\nTotal paid: €2,479.11',
    );
    expect(mail.html).toContain('Jazz &lt;Night&gt; &amp; &quot;Friends&quot;');
    expect(mail.html).toContain('1 × Early &lt;bird&gt;');
    expect(mail.html).not.toContain('<Night>');
    expect(mail.html).toContain(`href="${receipt.link}"`);
    expect(mail.meta).toEqual({ link: event.link });
  });

  it('says that a request waits for the host, not that the buyer is going', () => {
    const mail = bookingConfirmationEmail({
      to: 'ann@example.com',
      name: 'Ann',
      event,
      tickets: [{ ticketType: 'VIP', quantity: 1 }],
      receipt: null,
      needsApproval: true,
    });
    expect(mail.subject).toBe(`Your request to attend ${event.displayName}`);
    expect(mail.text).toContain("waiting for the host's approval");
    expect(mail.text).not.toMatch(/going|confirmed/);
  });
});

describe('the other mails', () => {
  it('count in words that fit one ticket', () => {
    const offer = offerEmail({
      to: 'ann@example.com',
      name: 'Ann',
      event,
      tickets: [{ ticketType: 'GA', quantity: 1 }],
      expiresAt: new Date('2026-06-02T18:00:00.000Z'),
      total: { amount: 0, currency: 'USD' },
    });
    expect(offer.text).toContain(
      'A ticket to Jazz <Night> & "Friends" became available, and we are holding it for you. Claim it by Jun 2, 2026 11:00 AM PDT; after that, it goes to the next person in line.',
    );
    expect(offer.text).toContain('Free');
    expect(offer.text).toContain(`Claim your tickets: ${event.link}`);

    const refund = refundEmail({
      to: 'ann@example.com',
      name: 'Ann',
      event,
      count: 1,
      refund: { amount: 5000, currency: 'SEK', receiptNumber: 'R-1' },
    });
    expect(refund.text).toContain('We refunded 50.00 SEK to the payment method you used');
    expect(refund.text).toContain('Your ticket is cancelled and no longer admits anyone.');
  });

  it('a decline does not promise a refund that a free booking never had', () => {
    const mail = declinedEmail({ to: 'ann@example.com', name: 'Ann', event });
    expect(mail.text).toContain('If you paid for it, the payment is refunded in full');
  });
});
