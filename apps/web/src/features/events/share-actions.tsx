import { Button, Group, Menu } from '@mantine/core';
import { routes } from '@repclub/shared';
import {
  IconBrandGoogle,
  IconCalendarPlus,
  IconChevronDown,
  IconDownload,
  IconShare,
} from '@tabler/icons-react';
import { useState } from 'react';
import { copyText } from '@/lib/clipboard';
import { getSession } from '@/lib/session';
import { notifyError, notifySuccess } from '@/ui/toast';

export const SHARE_TEXT = {
  addToCalendar: 'Add to calendar',
  downloadIcs: 'Apple, Outlook (.ics file)',
  googleCalendar: 'Google Calendar',
  share: 'Share',
  copied: 'Link copied',
  copyDenied: 'Your browser did not allow copying (NotAllowedError). Copy the link from the address bar.',
  copyUnavailable: 'Copy the link from the address bar.',
  downloadFailed: 'The calendar file could not be downloaded. Please try again.',
} as const;

/** What the share actions need of an event (the event page's query has it). */
export type SharedEvent = {
  slug: string;
  displayName: string;
  startDate: string;
  endDate: string;
  /** Null when the viewer may not see the address. */
  location?: { address: string } | null;
};

/** The event's public address (by slug). */
export const eventUrl = (slug: string) => `${window.location.origin}${routes.event(slug)}`;

/** The event's iCalendar file (docs/decisions/090). */
export const calendarFileUrl = (slug: string) => `/api/events/${encodeURIComponent(slug)}/calendar.ics`;

/** 2026-12-13T05:00:00.000Z → 20261213T050000Z (Google Calendar's UTC form). */
const googleDate = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A Google Calendar "add event" link with the title, the dates in UTC, the event link and the address if shown. */
export function googleCalendarUrl(event: SharedEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.displayName,
    dates: `${googleDate(event.startDate)}/${googleDate(event.endDate)}`,
    details: eventUrl(event.slug),
  });
  if (event.location?.address) params.set('location', event.location.address);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/**
 * Downloads the calendar file, fetched with the session (an approved attendee's file has the address the host
 * shows attendees only), through a temporary link.
 */
export async function downloadCalendarFile(slug: string): Promise<void> {
  const { token } = getSession();
  const response = await fetch(calendarFileUrl(slug), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(SHARE_TEXT.downloadFailed);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${slug}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The system share sheet where there is one, otherwise the link copied, with a toast either way it fails. */
export async function shareEvent(event: SharedEvent): Promise<void> {
  const url = eventUrl(event.slug);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: event.displayName, url });
      return;
    } catch (error) {
      // The person closed the sheet.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Otherwise (not allowed here, nothing to share to): copy instead.
    }
  }
  const copied = await copyText(url);
  if (copied === 'copied') notifySuccess(SHARE_TEXT.copied);
  else notifyError(copied === 'denied' ? SHARE_TEXT.copyDenied : SHARE_TEXT.copyUnavailable);
}

/** "Add to calendar" (an .ics file or Google Calendar) and "Share", for everyone who sees the event. */
export function ShareActions({ event }: { event: SharedEvent }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCalendarFile(event.slug);
    } catch {
      notifyError(SHARE_TEXT.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Group gap="xs">
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
            rightSection={<IconChevronDown size={16} aria-hidden />}
            loading={downloading}
          >
            {SHARE_TEXT.addToCalendar}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download()}>
            {SHARE_TEXT.downloadIcs}
          </Menu.Item>
          <Menu.Item
            component="a"
            href={googleCalendarUrl(event)}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconBrandGoogle size={16} aria-hidden />}
          >
            {SHARE_TEXT.googleCalendar}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconShare size={18} aria-hidden />}
        onClick={() => void shareEvent(event)}
      >
        {SHARE_TEXT.share}
      </Button>
    </Group>
  );
}
