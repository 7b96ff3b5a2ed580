import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { launchOptions } from '../playwright.config';
import { createUser, graphql } from '../support/accounts';
import { type AuthInfo, openSignedIn, signInByApi } from '../support/session';
import { writeQrVideo } from '../support/y4m';

/**
 * The door scanner offline (issue 14, docs/decisions/082, 083): a door person opens the scanner online (the
 * manifest downloads, the service worker installs), the network goes, the page reloads from the service worker,
 * a ticket is admitted by the camera (a fake camera showing its QR code) and another by a search, the first is
 * refused when it comes again; back online the queue syncs and the host's counters show both.
 */

// Chromium reads this file when the page opens the camera: the test writes the ticket's QR code into it first.
const cameraFile = path.join(os.tmpdir(), `repclub-scanner-camera-${process.pid}.y4m`);
writeQrVideo(cameraFile, null);

test.use({
  permissions: ['camera'],
  launchOptions: {
    ...launchOptions,
    args: [
      ...launchOptions.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${cameraFile}`,
    ],
  },
});

async function setUpEvent(request: APIRequestContext, baseURL: string, host: AuthInfo) {
  const start = new Date(Date.now() + 2 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  const { createEvent } = await graphql<{ createEvent: { eventId: string } }>(
    request,
    host.token,
    'mutation ($input: EventInput!) { createEvent(input: $input) { eventId } }',
    {
      input: {
        slug: `door-night-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`,
        displayName: 'Door Night',
        description: 'Doors at eight.',
        note: 'Bring your ticket.',
        avatarUrl: `${baseURL}/favicon.svg`,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 4 * 3600_000).toISOString(),
        city: 'Los Angeles',
      },
    },
  );
  const eventId = createEvent.eventId;
  const ticketType = async (name: string) =>
    (
      await graphql<{ upsertEventTicket: { eventTicketId: string } }>(
        request,
        host.token,
        'mutation ($eventId: ID!, $input: EventTicketInput!) { upsertEventTicket(eventId: $eventId, input: $input) { eventTicketId } }',
        { eventId, input: { ticketType: name, price: 0, limitedAmount: 50 } },
      )
    ).upsertEventTicket.eventTicketId;
  const general = await ticketType('General');
  const balcony = await ticketType('Balcony');
  await graphql(
    request,
    host.token,
    'mutation ($eventId: ID!) { publishEvent(eventId: $eventId) { status } }',
    {
      eventId,
    },
  );
  return { eventId, general, balcony };
}

async function rsvp(request: APIRequestContext, attendee: AuthInfo, eventId: string, eventTicketId: string) {
  const { rsvpEvent } = await graphql<{
    rsvpEvent: { status: string; tickets: { ticketId: string; qrCode: string | null }[] };
  }>(
    request,
    attendee.token,
    'mutation ($input: RsvpInput!) { rsvpEvent(input: $input) { status tickets { ticketId qrCode } } }',
    { input: { eventId, eventTicketId } },
  );
  const ticket = rsvpEvent.tickets[0]!;
  expect(ticket.qrCode).toMatch(/^repclub:ticket:/);
  return { ticketId: ticket.ticketId, code: ticket.qrCode! };
}

/** A host, a published event with two free ticket types, a ticket of each (two attendees) and a door person. */
async function setUpDoor(request: APIRequestContext, baseURL: string) {
  const host = await signInByApi(request, await createUser(request, 'host'));
  const door = await signInByApi(request, await createUser(request, 'door'));
  const { eventId, general, balcony } = await setUpEvent(request, baseURL, host);
  const ticketA = await rsvp(
    request,
    await signInByApi(request, await createUser(request, 'guesta')),
    eventId,
    general,
  );
  const ticketB = await rsvp(
    request,
    await signInByApi(request, await createUser(request, 'guestb')),
    eventId,
    balcony,
  );
  // The host adds the door person (role DOOR: "Scanner"), who accepts.
  const { inviteEventTeamMember } = await graphql<{ inviteEventTeamMember: { invitationId: string } }>(
    request,
    host.token,
    'mutation ($eventId: ID!, $userId: ID!) { inviteEventTeamMember(eventId: $eventId, userId: $userId, role: "DOOR") { invitationId } }',
    { eventId, userId: door.userId },
  );
  await graphql(
    request,
    door.token,
    'mutation ($id: String!) { acceptEventRoleInvitation(invitationId: $id) { status } }',
    { id: inviteEventTeamMember.invitationId },
  );
  return { host, door, eventId, ticketA, ticketB };
}

async function scannedTickets(request: APIRequestContext, host: AuthInfo, eventId: string) {
  const { event } = await graphql<{ event: { hostCounters: { scannedTickets: number } | null } }>(
    request,
    host.token,
    'query ($id: String!) { event(slugOrId: $id) { hostCounters { scannedTickets } } }',
    { id: eventId },
  );
  return event.hostCounters?.scannedTickets;
}

test('a door person admits two tickets and refuses a third offline, and the host sees them after the sync @layout', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { host, door, eventId, ticketA } = await setUpDoor(request, baseURL);

  // The camera shows nothing yet (a white picture).
  writeQrVideo(cameraFile, null);

  // Online: the event is listed, the scanner downloads what it needs and the service worker takes the page.
  await openSignedIn(page, door, '/scanner');
  await page.getByRole('link', { name: /Door Night/ }).click();
  await expect(page).toHaveURL(`/scanner/${eventId}`);
  await expect(
    page.getByText(/^Ready offline: 2 tickets, 0 guests, updated \d{1,2}:\d\d [AP]M$/),
  ).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('scanner-online.png'), fullPage: true });

  // No network: the page still opens (from the service worker), with what it downloaded; the camera now shows
  // ticket A (Chromium reads the file again when the reloaded page opens the camera).
  await context.setOffline(true);
  writeQrVideo(cameraFile, ticketA.code);
  await page.reload();
  const bar = page.getByRole('banner');
  await expect(bar.getByText('Offline')).toBeVisible();
  await expect(page.getByText(/^Ready offline: 2 tickets, 0 guests/)).toBeVisible();

  // Ticket A by the camera.
  // The verdict shows for 2 s and the camera reads the same code again after 4 s (then "Already scanned"): on a
  // busy machine the green screen can pass before it is looked at, so the admission is read from the counters.
  const verdict = page.getByRole('alert').filter({ hasText: /ADMIT|REFUSED/ });
  const counters = page.getByLabel('Counters');
  await expect(counters).toContainText('1Admitted', { timeout: 20_000 });
  await expect(verdict).toContainText('General · Sam T.');
  await expect(verdict).toContainText('Checked on this device');
  await page.screenshot({ path: test.info().outputPath('scanner-admit.png') });

  // Ticket B by a search (the camera rests while a search is typed).
  await page.getByRole('searchbox', { name: 'Name or ticket type' }).fill('balcony');
  await verdict.click({ timeout: 1000 }).catch(() => undefined);
  await expect(verdict).toBeHidden();
  const match = page.getByRole('list', { name: 'Ticket holders' }).getByRole('listitem');
  await expect(match).toHaveCount(1);
  await expect(match).toContainText('Ticket Balcony · Not scanned');
  await page.screenshot({ path: test.info().outputPath('scanner-search.png'), fullPage: true });
  await match.getByRole('button', { name: 'Admit Sam Tester' }).click();
  await expect(verdict).toContainText('ADMIT 1');
  await expect(verdict).toContainText('Balcony · Sam T.');
  await verdict.click();
  await expect(counters).toContainText('2Admitted');
  await expect(counters).toContainText('2Queue');

  // Ticket A again: refused.
  await page.getByRole('searchbox', { name: 'Name or ticket type' }).fill('');
  await expect(verdict).toContainText('REFUSED', { timeout: 20_000 });
  await expect(verdict).toContainText(/Already scanned( at)? \d{1,2}:\d\d [AP]M/);
  await page.screenshot({ path: test.info().outputPath('scanner-refused.png') });
  // A tap closes the verdict (it closes by itself after 2 s); the camera reads the same code again only after 4 s.
  await verdict.click({ timeout: 1000 }).catch(() => undefined);
  await page.getByRole('button', { name: 'Pause camera' }).click();
  await expect(counters).toContainText('2Queue');

  // The list of events, offline: those prepared on this device.
  await page.getByRole('link', { name: 'All events' }).click();
  await expect(page.getByText('You are offline. Events prepared on this device:')).toBeVisible();
  await page.getByRole('link', { name: /Door Night.*Ready offline/ }).click();
  await expect(counters).toContainText('2Queue');

  // Back online: the queue goes to the server, and the host's counters show both tickets.
  await context.setOffline(false);
  await expect(counters).toContainText('0Queue', { timeout: 30_000 });
  await expect(page.getByText('2 offline scans synced')).toBeVisible();
  await expect(bar.getByText('Online')).toBeVisible();
  await expect.poll(() => scannedTickets(request, host, eventId)).toBe(2);

  // The host, on their own device, sees both admissions on the event's overview.
  const hostContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const hostPage = await hostContext.newPage();
  await openSignedIn(hostPage, host, `/rep-club/events/${eventId}`);
  const checkIn = hostPage.getByRole('region', { name: 'Check-in' });
  await expect(checkIn).toContainText('Tickets checked in2');
  await expect(checkIn).toContainText('No scan conflicts.');
  await hostContext.close();
});

test('an offline admission of a ticket the server admitted meanwhile comes back as a conflict @layout', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { host, door, eventId, ticketB } = await setUpDoor(request, baseURL);
  await openSignedIn(page, door, `/scanner/${eventId}`);
  await expect(page.getByText(/^Ready offline: 2 tickets/)).toBeVisible();

  // Offline, the door admits ticket B by name…
  await context.setOffline(true);
  await expect(page.getByRole('banner').getByText('Offline')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Name or ticket type' }).fill('balcony');
  await page
    .getByRole('list', { name: 'Ticket holders' })
    .getByRole('button', { name: 'Admit Sam Tester' })
    .click();
  const verdict = page.getByRole('alert').filter({ hasText: /ADMIT|REFUSED/ });
  await expect(verdict).toContainText('ADMIT 1');
  await verdict.click({ timeout: 1000 }).catch(() => undefined);
  await expect(page.getByLabel('Counters')).toContainText('1Queue');

  // …while another door, online, admitted it first.
  const { checkIn } = await graphql<{ checkIn: { outcome: string } }>(
    request,
    host.token,
    'mutation ($eventId: ID!, $input: ScanInput!) { checkIn(eventId: $eventId, input: $input) { outcome } }',
    { eventId, input: { scanId: crypto.randomUUID(), ticketId: ticketB.ticketId } },
  );
  expect(checkIn.outcome).toBe('ADMITTED');

  // Back online: the sync reports the conflict; the ticket counts once.
  await context.setOffline(false);
  const banner = page.getByRole('alert').filter({ hasText: 'offline scan needs a look' });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner).toContainText(
    /Conflict: Sam T\. — Admitted offline, but already admitted at \d{1,2}:\d\d [AP]M/,
  );
  await expect(banner).toContainText('The host has been told; the first admission was kept.');
  await page.screenshot({ path: test.info().outputPath('scanner-conflict.png') });
  await expect(page.getByLabel('Counters')).toContainText('0Queue');
  await expect.poll(() => scannedTickets(request, host, eventId)).toBe(1);

  // The host's card names the door's device and gives its time in the event's zone (Los Angeles), like the message.
  const hostContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const hostPage = await hostContext.newPage();
  await openSignedIn(hostPage, host, `/rep-club/events/${eventId}`);
  const card = hostPage.getByRole('region', { name: 'Check-in' });
  await expect(card).toContainText('Admitted offline, but already admitted at');
  await expect(card).toContainText(
    /Scanned \w{3} \d{1,2}, \d{4} \d{1,2}:\d\d [AP]M P[SD]T on Sam's (phone|computer)/,
  );
  await hostContext.close();
});

test('the door admits part of a guest party, picking how many arrived (phone width) @layout', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { host, door, eventId } = await setUpDoor(request, baseURL);
  await graphql(
    request,
    host.token,
    'mutation ($eventId: ID!, $input: GuestInput!) { addGuest(eventId: $eventId, input: $input) { guestId } }',
    { eventId, input: { fullName: 'Alex Tester', quantity: 3 } },
  );
  await openSignedIn(page, door, `/scanner/${eventId}`);
  await expect(page.getByText(/^Ready offline: 2 tickets, 1 guest/)).toBeVisible();

  // "Tester" finds both ticket holders and the guest: two labelled lists.
  await page.getByRole('searchbox', { name: 'Name or ticket type' }).fill('tester');
  await expect(page.getByRole('list', { name: 'Ticket holders' }).getByRole('listitem')).toHaveCount(2);
  const party = page.getByRole('list', { name: 'Guest list' }).getByRole('listitem');
  await expect(party).toContainText('Guest list · party of 3');
  await expect(party).toContainText('None in yet · 3 left');
  await expect(party.getByLabel('1 arriving')).toBeVisible();
  await party.getByRole('button', { name: 'One more for Alex Tester' }).click();
  await page.screenshot({ path: test.info().outputPath('scanner-party.png'), fullPage: true });
  await party.getByRole('button', { name: "Admit 2 of Alex Tester's party" }).click();
  const verdict = page.getByRole('alert').filter({ hasText: /ADMIT|REFUSED/ });
  await expect(verdict).toContainText('ADMIT 2');
  await verdict.click({ timeout: 1000 }).catch(() => undefined);

  // One left: no stepper, one Admit; then none, and Admit is off.
  await expect(party).toContainText('2 of 3 in · 1 left');
  await expect(party.getByLabel('1 arriving')).toBeHidden();
  await party.getByRole('button', { name: 'Admit Alex Tester' }).click();
  await expect(verdict).toContainText('ADMIT 1');
  await verdict.click({ timeout: 1000 }).catch(() => undefined);
  await expect(party).toContainText('All 3 in');
  await expect(party.getByRole('button', { name: 'Admit Alex Tester' })).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
