import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createUser, graphql as gql, latestMessage } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn, signInByApi } from '../support/session';

/**
 * Around the event (issue 14, decisions 084, 085): an approved attendee comments on the event page; the host
 * writes a group message from the host page (the draft survives a reload) and sends it; the attendee finds it
 * under "Messages from the host", and in the outbox.
 */

/** TALK_SHOTS=<dir> saves each view at 1280 and 390 px wide (for looking at them; not part of the check). */
async function shot(page: Page, name: string, target: Locator) {
  const dir = process.env.TALK_SHOTS;
  if (!dir || test.info().project.name !== 'desktop') return;
  fs.mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  if (original) await page.setViewportSize(original);
}

test('an attendee comments, the host messages the attendees, the attendee reads it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const host = await signInByApi(request, await createUser(request, 'talkhost'));
  const attendeeUser = await createUser(request, 'talkguest');
  const attendee = await signInByApi(request, attendeeUser);
  const word = `talk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const start = new Date(Date.now() + 26 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  const { createEvent } = await gql<{ createEvent: { eventId: string } }>(
    request,
    host.token,
    `mutation ($input: EventInput!) { createEvent(input: $input) { eventId } }`,
    {
      input: {
        slug: word,
        displayName: `Rooftop Social ${word}`,
        description: 'Sunset, music and friends.',
        note: 'Doors at 7.',
        avatarUrl: `${baseURL}/favicon.svg`,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 4 * 3600_000).toISOString(),
        city: 'Los Angeles',
        location: { address: '100 Main St, Los Angeles, CA', latitude: 34.05, longitude: -118.24 },
      },
    },
  );
  const eventId = createEvent.eventId;
  const ticket = await gql<{ upsertEventTicket: { eventTicketId: string } }>(
    request,
    host.token,
    `mutation ($eventId: ID!, $input: EventTicketInput!) { upsertEventTicket(eventId: $eventId, input: $input) { eventTicketId } }`,
    { eventId, input: { ticketType: 'RSVP', price: 0, limitedAmount: 50 } },
  );
  await gql(request, host.token, `mutation ($eventId: ID!) { publishEvent(eventId: $eventId) { status } }`, {
    eventId,
  });
  await gql(
    request,
    attendee.token,
    `mutation ($input: RsvpInput!) { rsvpEvent(input: $input) { transactionId } }`,
    {
      input: { eventId, eventTicketId: ticket.upsertEventTicket.eventTicketId },
    },
  );

  // The attendee comments on the event page.
  await openSignedIn(page, attendee, `/events/${word}`);
  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(comments.getByText('No comments yet. Be the first to say something.')).toBeVisible();
  await comments.getByLabel('Write a comment').fill('Who else is coming early?');
  await comments.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(comments.getByText('Who else is coming early?')).toBeVisible();
  await expect(comments.getByLabel('Write a comment')).toHaveValue('');
  await comments.getByRole('button', { name: 'Add a reaction' }).click();
  await page.getByRole('menuitem', { name: 'React with 🎉' }).click();
  await expect(comments.getByRole('button', { name: /^🎉 1, yours/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(page);
  await shot(page, 'event-comments', comments);

  // The host writes a group message; the draft is kept across a reload, then sent.
  const hostContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const hostPage = await hostContext.newPage();
  await openSignedIn(hostPage, host, `/rep-club/events/${eventId}`);
  // Checked before the dialog opens: with it open, axe measures the page behind the overlay too.
  await expect(hostPage.getByRole('button', { name: 'Message attendees' })).toBeVisible();
  await expectNoAxeViolations(hostPage);
  await hostPage.getByRole('button', { name: 'Message attendees' }).click();
  let dialog = hostPage.getByRole('dialog', { name: 'Message attendees' });
  await expect(dialog.getByText('Goes to 1 person, in the app and by email.')).toBeVisible();
  await dialog.getByLabel('Subject').fill('Doors open at 7');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Bring your ID.\n\nSee you on the roof!');
  await shot(hostPage, 'message-attendees-dialog', dialog);
  expect(await hostPage.evaluate((id) => localStorage.getItem(`sendEventMessage_${id}`), eventId)).toContain(
    'Doors open at 7',
  );
  await hostPage.reload();
  await hostPage.getByRole('button', { name: 'Message attendees' }).click();
  dialog = hostPage.getByRole('dialog', { name: 'Message attendees' });
  await expect(dialog.getByLabel('Subject')).toHaveValue('Doors open at 7');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(hostPage.getByText('Message sent to 1 person.')).toBeVisible();
  expect(await hostPage.evaluate((id) => localStorage.getItem(`sendEventMessage_${id}`), eventId)).toBeNull();
  await expect(hostPage.getByText('Messages sent to attendees')).toBeVisible();
  await shot(hostPage, 'host-sent-messages', hostPage.getByText('Messages sent to attendees'));
  await hostContext.close();

  // The attendee reads it on the event page (in the app) and got the e-mail.
  await page.reload();
  const messages = page.getByRole('region', { name: 'Messages from the host' });
  await expect(messages.getByText('Doors open at 7')).toBeVisible();
  await expect(messages.getByText('See you on the roof!')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'event-host-messages', messages);
  const mail = await latestMessage(request, attendeeUser.email, { subject: /Doors open at 7/ });
  expect(mail.link).toBe(`${baseURL}/events/${word}`);
});
