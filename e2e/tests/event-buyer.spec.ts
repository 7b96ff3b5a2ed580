import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createUser, graphql as gql } from '../support/accounts';
import { type AuthInfo, openSignedIn, signInByApi } from '../support/session';

/**
 * Buyers (issue 6): a host sets up an event over GraphQL; a second user finds it under explore and search,
 * buys two tickets through the sandbox payment page and sees the QR codes; a third user joins the waiting
 * list when it sells out, is offered the ticket when one is refunded and pays for it; a visitor sees the
 * public page and the auth modal.
 */

async function hostEvent(request: APIRequestContext, baseURL: string, host: AuthInfo, word: string) {
  const start = new Date(Date.now() + 26 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  const end = new Date(start.getTime() + 4 * 3600_000);
  const slug = `${word}-night`;
  const created = await gql<{ createEvent: { eventId: string } }>(
    request,
    host.token,
    `mutation ($input: EventInput!) { createEvent(input: $input) { eventId } }`,
    {
      input: {
        slug,
        displayName: `${word} Night`,
        description: `A rooftop evening of ${word} music.`,
        note: 'Doors open at 8.',
        avatarUrl: `${baseURL}/favicon.svg`,
        startDate: start.toISOString(),
        endDate: end.toISOString(),
        city: 'Los Angeles',
        location: { address: '100 Main St, Los Angeles, CA', latitude: 34.05, longitude: -118.24 },
        // Visitors see the whole page (docs/decisions/086).
        optIns: { publicPreview: true },
      },
    },
  );
  const eventId = created.createEvent.eventId;
  await gql(
    request,
    host.token,
    `mutation ($eventId: ID!, $input: EventTicketInput!) { upsertEventTicket(eventId: $eventId, input: $input) { eventTicketId } }`,
    { eventId, input: { ticketType: 'General', price: 2500, limitedAmount: 2, optInShowTicketAmount: true } },
  );
  await gql(request, host.token, `mutation ($eventId: ID!) { publishEvent(eventId: $eventId) { status } }`, {
    eventId,
  });
  return { eventId, slug, name: `${word} Night` };
}

/** Pays on the sandbox page and waits for the return to the event page. */
async function payInSandbox(page: Page, slug: string) {
  await page.waitForURL(/\/api\/sandbox\/checkout\//, { timeout: 30_000 });
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(new RegExp(`/events/${slug}`));
}

test('a buyer finds an event, buys two tickets and a waiting-list guest gets a refunded one', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const word = `jazz${Date.now().toString(36)}`;
  const host = await signInByApi(request, await createUser(request, 'host'));
  const event = await hostEvent(request, baseURL, host, word);

  // The buyer finds it under explore…
  const buyer = await signInByApi(request, await createUser(request, 'buyer'));
  await openSignedIn(page, buyer, '/events');
  await expect(page.getByRole('tab', { name: 'Explore' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('link', { name: event.name });
  while (!(await card.isVisible())) await page.getByRole('button', { name: 'Load more' }).click();
  // …and under search.
  await page.goto(`/search?q=${encodeURIComponent(`  ${word} `)}`);
  await expect(page.getByRole('heading', { name: `Results for “${word}”` })).toBeVisible();
  await page.getByRole('link', { name: event.name }).click();

  await expect(page.getByRole('heading', { name: event.name, level: 1 })).toBeVisible();
  await expect(page.getByText('2 left')).toBeVisible();
  await page.getByLabel('Quantity of General').fill('2');
  await expect(page.getByText('Total', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await payInSandbox(page, event.slug);
  await expect(page.getByText('Payment received. You are going!')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Your tickets \(2\)/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code of your General ticket/ })).toHaveCount(2);

  // A third user finds it sold out and joins the waiting list.
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  const guest = await signInByApi(request, await createUser(request, 'guest'));
  await openSignedIn(guestPage, guest, `/events/${event.slug}`);
  await expect(guestPage.getByText('Sold out')).toBeVisible();
  await guestPage.getByRole('button', { name: 'Join waiting list' }).click();
  await expect(guestPage.getByText("You're on the waiting list.").first()).toBeVisible();

  // The buyer refunds the booking; the first in line is offered a ticket and pays for it.
  const tickets = await gql<{ myTickets: { nodes: { transactionId: string }[] } }>(
    request,
    buyer.token,
    '{ myTickets(when: UPCOMING) { nodes { transactionId } } }',
  );
  await gql(request, buyer.token, 'mutation ($id: ID!) { refundBooking(transactionId: $id) { status } }', {
    id: tickets.myTickets.nodes[0]!.transactionId,
  });
  await guestPage.reload();
  await expect(guestPage.getByText('A ticket is waiting for you')).toBeVisible();
  await guestPage.getByRole('button', { name: 'Claim your ticket' }).click();
  await payInSandbox(guestPage, event.slug);
  await expect(guestPage.getByText('Payment received. You are going!')).toBeVisible();
  await expect(guestPage.getByRole('img', { name: /QR code of your General ticket/ })).toHaveCount(1);
  await guestContext.close();
});

test('a visitor sees the public event page and the auth modal when booking', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const word = `salsa${Date.now().toString(36)}`;
  const host = await signInByApi(request, await createUser(request, 'host'));
  const event = await hostEvent(request, baseURL, host, word);

  await page.goto(`/events/${event.slug}`);
  await expect(page.getByRole('heading', { name: event.name, level: 1 })).toBeVisible();
  await expect(page.getByText('A rooftop evening')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in to get tickets' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome to RepClub' })).toBeVisible();
});
