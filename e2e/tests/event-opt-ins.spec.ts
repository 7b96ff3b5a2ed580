import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createUser, graphql as gql } from '../support/accounts';
import { type AuthInfo, openSignedIn, signInByApi } from '../support/session';

/**
 * The event opt-in flags (issue 14, decisions 086–089), in the browser: a visitor sees the teaser of an event the
 * host keeps private and is asked to sign in; an attendee sees the going count, who's going with rep scores, the
 * waiver banner (and declines then accepts it), the music player and their invite link; a buyer who finds a
 * ticket type sold out joins its wish list; the host sees the help line of every flag, the wish list and the
 * display order. Screenshots of each view at 1280 and 390 px go to SHOTS_DIR (default /tmp/optins-shots).
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/optins-shots';

async function shoot(page: Page, name: string, width: 1280 | 390) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

async function makeEvent(
  request: APIRequestContext,
  baseURL: string,
  host: AuthInfo,
  word: string,
  optIns: Record<string, unknown>,
  tickets: Record<string, unknown>[],
) {
  const start = new Date(Date.now() + 30 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  const slug = `${word}-opt-ins`;
  const created = await gql<{ createEvent: { eventId: string } }>(
    request,
    host.token,
    `mutation ($input: EventInput!) { createEvent(input: $input) { eventId } }`,
    {
      input: {
        slug,
        displayName: `${word} Opt-ins Night`,
        description: `A rooftop evening of ${word} music, with a guest list.`,
        note: 'Doors open at 8.',
        avatarUrl: `${baseURL}/favicon.svg`,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 4 * 3600_000).toISOString(),
        city: 'Los Angeles',
        location: { address: '100 Main St, Los Angeles, CA', latitude: 34.05, longitude: -118.24 },
        optIns,
      },
    },
  );
  const eventId = created.createEvent.eventId;
  const ids: string[] = [];
  for (const input of tickets) {
    const t = await gql<{ upsertEventTicket: { eventTicketId: string } }>(
      request,
      host.token,
      `mutation ($eventId: ID!, $input: EventTicketInput!) { upsertEventTicket(eventId: $eventId, input: $input) { eventTicketId } }`,
      { eventId, input },
    );
    ids.push(t.upsertEventTicket.eventTicketId);
  }
  await gql(request, host.token, `mutation ($eventId: ID!) { publishEvent(eventId: $eventId) { status } }`, {
    eventId,
  });
  return { eventId, slug, name: `${word} Opt-ins Night`, ticketIds: ids };
}

test('the opt-in flags on the event page and the host pages', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(240_000);
  const word = `optin${Date.now().toString(36)}`;
  const host = await signInByApi(request, await createUser(request, 'host'));
  const full = await makeEvent(
    request,
    baseURL!,
    host,
    word,
    {
      publicPreview: true,
      guestList: true,
      guestCount: true,
      displayRepScore: true,
      guestsInvitingOthers: true,
      privacyPolicy: { title: 'Rooftop waiver', fileUrl: `${baseURL}/favicon.svg` },
      musicEmbed: { url: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M' },
    },
    [
      { ticketType: 'General', price: 0, limitedAmount: 50, optInShowTicketAmount: true },
      { ticketType: 'Table', price: 0, limitedAmount: 1, isEnabledWishList: true, additionalGuests: 3 },
    ],
  );
  const teaser = await makeEvent(request, baseURL!, host, `${word}t`, {}, [
    { ticketType: 'General', price: 2500, limitedAmount: 50 },
  ]);

  // A visitor: the teaser of an event without public preview; sign in opens the auth modal.
  await page.goto(`/events/${teaser.slug}`);
  await expect(page.getByRole('heading', { name: teaser.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to see details' })).toBeVisible();
  await expect(page.getByText('A rooftop evening')).toHaveCount(0);
  await shoot(page, 'visitor-teaser', 1280);
  await shoot(page, 'visitor-teaser', 390);
  await page
    .getByRole('region', { name: 'Sign in to see details' })
    .getByRole('button', { name: 'Sign in', exact: true })
    .click();
  await expect(page.getByRole('dialog', { name: 'Welcome to RepClub' })).toBeVisible();

  // Two attendees RSVP (the second takes the only table), accepting the waiver.
  const ada = await signInByApi(request, await createUser(request, 'ada'));
  const bob = await signInByApi(request, await createUser(request, 'bob'));
  const RSVP = `mutation ($input: RsvpInput!) { rsvpEvent(input: $input) { status } }`;
  await gql(request, ada.token, RSVP, {
    input: { eventId: full.eventId, eventTicketId: full.ticketIds[0], acceptWaiver: true },
  });
  await gql(request, bob.token, RSVP, {
    input: { eventId: full.eventId, eventTicketId: full.ticketIds[1], acceptWaiver: true },
  });
  await gql(request, ada.token, `mutation ($e: ID!) { reactToPrivacyPolicy(eventId: $e, accept: false) }`, {
    e: full.eventId,
  });

  // Ada: going count, who's going, the declined waiver (accepted again), music and the invite link.
  await openSignedIn(page, ada, `/events/${full.slug}`);
  await expect(page.getByText('2 going')).toBeVisible();
  await expect(page.getByRole('heading', { name: "Who's going" })).toBeVisible();
  await expect(page.getByText('Rep 0').first()).toBeVisible();
  await expect(page.getByText('You declined the Rooftop waiver')).toBeVisible();
  await expect(page.locator('iframe[title="Music player"]')).toHaveAttribute('sandbox', /allow-scripts/);
  await shoot(page, 'attendee', 1280);
  await shoot(page, 'attendee', 390);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('You declined the Rooftop waiver')).toHaveCount(0);
  await page.getByRole('button', { name: 'Get invite link' }).click();
  await expect(page.getByRole('textbox', { name: 'Invite link' })).toHaveValue(/\/accept-invite\/el_/);

  // A buyer finds the table sold out and joins its wish list.
  const carl = await signInByApi(request, await createUser(request, 'carl'));
  const carlContext = await browser.newContext();
  const carlPage = await carlContext.newPage();
  await openSignedIn(carlPage, carl, `/events/${full.slug}`);
  await expect(carlPage.getByText('Admits 4')).toBeVisible();
  await carlPage.getByRole('button', { name: 'Tell me when tickets are back' }).click();
  await expect(carlPage.getByText("You're on the wish list").first()).toBeVisible();
  await shoot(carlPage, 'wish-list', 1280);
  await shoot(carlPage, 'wish-list', 390);
  await carlContext.close();

  // The host: the help line of each flag, and the tickets tab with the wish list and the order.
  await openSignedIn(page, host, `/events/edit/${full.eventId}?tab=settings`);
  await expect(
    page.getByText('Visitors who are not signed in see the whole page', { exact: false }),
  ).toBeVisible();
  await shoot(page, 'host-settings', 1280);
  await shoot(page, 'host-settings', 390);
  await page.goto(`/events/edit/${full.eventId}?tab=guest`);
  await expect(page.getByText('1 on the wish list', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Show Table earlier' }).click();
  await expect(page.getByRole('button', { name: 'Show Table earlier' })).toBeDisabled();
  await shoot(page, 'host-tickets', 1280);
  await shoot(page, 'host-tickets', 390);
  await page.goto(`/events/${full.slug}`);
  await expect(page.getByRole('heading', { name: 'Social reach' })).toBeVisible();
  await shoot(page, 'host-event-page', 1280);
  await shoot(page, 'host-event-page', 390);
});
