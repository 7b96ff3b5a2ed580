import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createUser, graphql as gql } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { tinyPdf } from '../support/pdf';
import { gradientPng } from '../support/png';
import { openSignedIn, signInByApi } from '../support/session';

/**
 * Hosts (issue 6, docs/decisions/032): a host creates an event in the editor with a cover, a waiver PDF and
 * two ticket types, publishes it and finds it under /rep-club/events; a second user reads the waiver at
 * checkout, RSVPs to the ticket type that requires approval (over GraphQL) and the host approves them from
 * the Manage Attendees page, then exports the attendee list as CSV (docs/decisions/072).
 */

/** A date a week from now as the date input wants it (local calendar of the browser, UTC in CI). */
function inAWeek(): string {
  const date = new Date(Date.now() + 7 * 24 * 3600_000);
  return date.toISOString().slice(0, 10);
}

async function pickTime(page: Page, label: string, time: string) {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  await select.fill(time);
  await page.getByRole('option', { name: time, exact: true }).click();
}

async function addTicketType(
  page: Page,
  ticket: { name: string; price: string; limit: string; approval?: boolean },
) {
  await page.getByRole('button', { name: 'Add ticket type' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ticket type' });
  await dialog.getByLabel('Ticket name').fill(ticket.name);
  await dialog.getByLabel('Price (USD)').fill(ticket.price);
  await dialog.getByLabel('Limited amount').fill(ticket.limit);
  // The buyer-pays preview comes from simulateTicketCost.
  await expect(dialog.getByTestId('buyer-pays')).toHaveText(/^\$\d/);
  if (ticket.approval) await dialog.getByRole('switch', { name: 'Requires approval' }).check({ force: true });
  await dialog.getByRole('button', { name: 'Save ticket type' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(ticket.name, { exact: true })).toBeVisible();
}

test('a host creates, publishes and runs an event: two ticket types, a waiver, an approval', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const host = await signInByApi(request, await createUser(request, 'host'));
  const name = `Harbor Lights ${Date.now().toString(36)}`;

  // No events yet: the empty state, then the Create menu's Event item opens the editor.
  await openSignedIn(page, host, '/rep-club/events');
  await expect(page.getByText('You are not hosting any events yet')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Event' }).click();
  await expect(page).toHaveURL(/\/rep-club\/events\/create\?tab=info$/);

  // Info: the link follows the name; cover uploaded (resized in the browser); a week ahead, 7 to 11 PM.
  await page.getByLabel('Event name').fill(name);
  const slug = name.toLowerCase().replace(/ /g, '-');
  await expect(page.getByLabel('Event link')).toHaveValue(slug);
  await page.getByLabel('Description').fill('Lanterns, live music and food trucks on the pier.');
  await page
    .getByRole('textbox', { name: 'Note', exact: true })
    .fill('Bring a jacket; it gets windy after sunset.');
  await page.locator('input[type=file][accept^="image/"]').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: gradientPng(640, 360),
  });
  await expect(page.getByRole('img', { name: 'Event cover' })).toHaveAttribute(
    'src',
    /\/api\/media\/events\//,
  );
  await page.getByLabel('Starts date').fill(inAWeek());
  await page.getByLabel('Ends date').fill(inAWeek());
  await pickTime(page, 'Starts time', '7:00 PM');
  await pickTime(page, 'Ends time', '11:00 PM');
  // A zone picked by hand keeps the times as typed (decision 111): 7 PM stays 7 PM, now in Los Angeles.
  await pickTime(page, 'Time zone', 'America/Los_Angeles');
  await expect(page.getByRole('combobox', { name: 'Starts time' })).toHaveValue('7:00 PM');
  await expect(page.getByRole('combobox', { name: 'Ends time' })).toHaveValue('11:00 PM');
  await expect(page.getByLabel('Starts date')).toHaveValue(inAWeek());
  await page.getByLabel('Address', { exact: true }).fill('1 Harbor Way, Long Beach, CA');
  await page.getByLabel('City', { exact: true }).fill('Long Beach');

  // Settings: a waiver, its PDF uploaded (a file that is not a PDF is refused first).
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('switch', { name: 'Ask buyers to accept a waiver' }).check({ force: true });
  await page.getByLabel('Waiver title').fill('Pier safety waiver');
  const waiverFile = page.locator('input[type=file][accept="application/pdf"]');
  await waiverFile.setInputFiles({
    name: 'waiver.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Not a PDF at all.'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Upload a PDF file.' })).toBeVisible();
  const pdf = tinyPdf('Pier safety waiver');
  await waiverFile.setInputFiles({ name: 'waiver.pdf', mimeType: 'application/pdf', buffer: pdf });
  const viewPdf = page.getByRole('link', { name: 'View PDF' });
  await expect(viewPdf).toHaveAttribute('href', /\/api\/media\/events\/[^/]+\/[\w-]+\.pdf\?v=\d+$/);
  await expect(viewPdf).toHaveAttribute('target', '_blank');
  await expect(page.getByText('Upload a PDF file.')).toBeHidden();
  const waiverUrl = (await viewPdf.getAttribute('href'))!;
  // The link serves the very bytes uploaded, as a PDF.
  const served = await request.get(waiverUrl);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await served.body(), pdf)).toBe(0);
  await page.getByRole('button', { name: 'Save draft' }).click();

  // Saved as a draft: the Tickets tab of /events/edit/{id}.
  await expect(page).toHaveURL(/\/events\/edit\/[^/?]+\?tab=guest$/, { timeout: 20_000 });
  const eventId = /\/events\/edit\/([^/?]+)/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { name: 'Ticket types' })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await addTicketType(page, { name: 'General Admission', price: '25', limit: '50' });
  await addTicketType(page, { name: 'Guest List', price: '0', limit: '20', approval: true });

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The event is published.')).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  // The waiver and both ticket types are on the server.
  const saved = await gql<{
    event: {
      status: string;
      optIns: { privacyPolicy: { title: string; fileUrl: string } | null };
      tickets: { eventTicketId: string; ticketType: string; price: number; isRequiredApproval: boolean }[];
    };
  }>(
    request,
    host.token,
    `query ($id: String!) { event(slugOrId: $id) { status optIns { privacyPolicy { title fileUrl } }
      tickets { eventTicketId ticketType price isRequiredApproval } } }`,
    { id: eventId },
  );
  expect(saved.event.status).toBe('PUBLISHED');
  expect(saved.event.optIns.privacyPolicy).toEqual({ title: 'Pier safety waiver', fileUrl: waiverUrl });
  expect(saved.event.tickets.map((t) => [t.ticketType, t.price, t.isRequiredApproval])).toEqual([
    ['General Admission', 2500, false],
    ['Guest List', 0, true],
  ]);

  // The host's events list shows it, published.
  await page.goto('/rep-club/events');
  const row = page.locator('.mantine-Card-root', { hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText('Published')).toBeVisible();

  // A second user reads the waiver at checkout (the uploaded PDF, rendered), then RSVPs to the approval
  // ticket: PENDING.
  const guest = await signInByApi(request, await createUser(request, 'guest'));
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await openSignedIn(guestPage, guest, `/events/${slug}`);
  await expect(guestPage.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(guestPage.getByText('I have read and accept the Pier safety waiver')).toBeVisible();
  await guestPage.getByRole('button', { name: 'Read the Pier safety waiver' }).click();
  const waiverDialog = guestPage.getByRole('dialog', { name: 'Pier safety waiver' });
  await expect(waiverDialog.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible({ timeout: 20_000 });
  await expect(waiverDialog.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute(
    'href',
    waiverUrl,
  );
  await guestContext.close();
  const guestList = saved.event.tickets.find((t) => t.ticketType === 'Guest List')!;
  await gql(
    request,
    guest.token,
    `mutation ($input: RsvpInput!) { rsvpEvent(input: $input) { transactionId } }`,
    { input: { eventId, eventTicketId: guestList.eventTicketId, acceptWaiver: true } },
  );

  // The overview shows Manage Attendees; the approval page lists the guest; Approve empties it.
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/rep-club/events/${eventId}$`));
  await page.getByRole('link', { name: 'Manage Attendees' }).click();
  await expect(page).toHaveURL(new RegExp(`/rep-club/events/${eventId}/approval$`));
  await expect(page.getByText('Sam Tester')).toBeVisible();
  // The page opens on All (decision 110); the pending approvals are one chip away.
  await expect(page.getByRole('radio', { name: /^All \(/ })).toBeChecked();
  await page.getByText(/^Pending approvals \(/).click();
  await page.getByRole('button', { name: 'Approve Sam Tester' }).click();
  await expect(page.getByText('Sam Tester is approved.')).toBeVisible();
  await expect(page.getByText('No one is waiting for approval')).toBeVisible();
  // The whole list: the approved guest, and their detail with the team's note.
  await page.getByText(/^All \(/).click();
  await expect(page.getByRole('button', { name: 'Details of Sam Tester' })).toBeVisible();
  await page.getByRole('button', { name: 'Details of Sam Tester' }).click();
  await expect(page.getByRole('textbox', { name: 'Note for the team' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: 'Note for the team' })).toBeHidden();

  // Export CSV: the button names what it exports; the file arrives under the event's name, with the header
  // and the approved guest's row, its time in the event's zone.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV (All, 1)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`attendees-${slug}.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toMatch(
    /^"Name","Username","State","Tickets","Referred by","Approved or declined at \([\w/+-]+\)","Checked in"$/,
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    /^"Sam Tester","[^"]+","APPROVED","Guest List x1","","\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d","0"$/,
  );
  // The toast passes axe too: its close button has a name, its text enough contrast.
  const exported = page
    .locator('.mantine-Notification-root')
    .filter({ hasText: 'The attendee list was downloaded.' });
  await expect(exported.getByRole('button', { name: 'Close' })).toBeVisible();
  await expectNoAxeViolations(page);

  const attendees = await gql<{ eventAttendees: { nodes: { userId: string }[] } }>(
    request,
    host.token,
    `query ($eventId: ID!) { eventAttendees(eventId: $eventId, state: "APPROVED", first: 10) { nodes { userId } } }`,
    { eventId },
  );
  expect(attendees.eventAttendees.nodes.map((n) => n.userId)).toContain(guest.userId);
});
