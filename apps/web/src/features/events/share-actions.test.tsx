import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SHARE_TEXT,
  ShareActions,
  calendarFileUrl,
  googleCalendarUrl,
} from '@/features/events/share-actions';
import { clearSession } from '@/lib/session';
import { signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const EVENT = {
  slug: 'rooftop-party',
  displayName: 'Rooftop, Party & more',
  startDate: '2026-12-13T05:00:00.000Z',
  endDate: '2026-12-13T09:00:00.000Z',
  location: { address: '1 Main St, Los Angeles' },
};
const LINK = `${window.location.origin}/events/rooftop-party`;

function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, value });
}

describe('ShareActions', () => {
  afterEach(() => {
    setNavigator('share', undefined);
    setNavigator('clipboard', undefined);
    clearSession();
  });

  it('shares through the system share sheet when there is one', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    setNavigator('share', share);
    setNavigator('clipboard', { writeText });
    renderWithRouter(<ShareActions event={EVENT} />);
    fireEvent.click(await screen.findByRole('button', { name: SHARE_TEXT.share }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: EVENT.displayName, url: LINK }));
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the person closes the share sheet', async () => {
    const show = vi.spyOn(notifications, 'show');
    setNavigator(
      'share',
      vi.fn(async () => {
        throw new DOMException('closed', 'AbortError');
      }),
    );
    const writeText = vi.fn(async () => undefined);
    setNavigator('clipboard', { writeText });
    renderWithRouter(<ShareActions event={EVENT} />);
    fireEvent.click(await screen.findByRole('button', { name: SHARE_TEXT.share }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writeText).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
  });

  it('copies the link with a "Link copied" toast where there is no share sheet', async () => {
    const show = vi.spyOn(notifications, 'show');
    const writeText = vi.fn(async () => undefined);
    setNavigator('clipboard', { writeText });
    renderWithRouter(<ShareActions event={EVENT} />);
    fireEvent.click(await screen.findByRole('button', { name: SHARE_TEXT.share }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: SHARE_TEXT.copied, color: 'green' }),
      ),
    );
  });

  it('tells the person to copy the address themselves when copying is refused', async () => {
    const show = vi.spyOn(notifications, 'show');
    setNavigator('clipboard', {
      writeText: vi.fn(async () => {
        throw new DOMException('no', 'NotAllowedError');
      }),
    });
    renderWithRouter(<ShareActions event={EVENT} />);
    fireEvent.click(await screen.findByRole('button', { name: SHARE_TEXT.share }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: SHARE_TEXT.copyDenied, color: 'red' }),
      ),
    );
  });

  it('downloads the calendar file with the session, and links to Google Calendar', async () => {
    signInForTest();
    const fetchMock = vi.fn(
      async () =>
        new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR', { headers: { 'content-type': 'text/calendar' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:calendar');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderWithRouter(<ShareActions event={EVENT} />);
    fireEvent.click(await screen.findByRole('button', { name: SHARE_TEXT.addToCalendar }));
    const google = await screen.findByRole('menuitem', { name: SHARE_TEXT.googleCalendar });
    expect(google).toHaveAttribute('href', googleCalendarUrl(EVENT));
    expect(google).toHaveAttribute('target', '_blank');
    fireEvent.click(screen.getByRole('menuitem', { name: SHARE_TEXT.downloadIcs }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith('/api/events/rooftop-party/calendar.ics', {
      headers: { Authorization: 'Bearer test.access.token' },
    });
    expect(clicked[0]?.download).toBe('rooftop-party.ics');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:calendar');
  });

  it('says so when the calendar file cannot be had', async () => {
    const show = vi.spyOn(notifications, 'show');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    renderWithRouter(<ShareActions event={EVENT} />);
    fireEvent.click(await screen.findByRole('button', { name: SHARE_TEXT.addToCalendar }));
    fireEvent.click(await screen.findByRole('menuitem', { name: SHARE_TEXT.downloadIcs }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: SHARE_TEXT.downloadFailed })),
    );
  });
});

describe('calendar links', () => {
  it('builds the file address and a Google Calendar link in UTC, with the address only when shown', () => {
    expect(calendarFileUrl('a b')).toBe('/api/events/a%20b/calendar.ics');
    const url = new URL(googleCalendarUrl(EVENT));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Rooftop, Party & more');
    expect(url.searchParams.get('dates')).toBe('20261213T050000Z/20261213T090000Z');
    expect(url.searchParams.get('details')).toBe(LINK);
    expect(url.searchParams.get('location')).toBe('1 Main St, Los Angeles');
    const hidden = new URL(googleCalendarUrl({ ...EVENT, location: null }));
    expect(hidden.searchParams.has('location')).toBe(false);
  });
});
