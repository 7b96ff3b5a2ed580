import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createUser, graphql as gql } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { type AuthInfo, openSignedIn, signInByApi } from '../support/session';

/**
 * Money for hosts (issue 13, docs/decisions/075): a host's event sells two tickets on the sandbox; the host opens
 * the revenue page from the event overview and reads the totals, the sales by ticket type with their unit price,
 * and why a payout cannot be requested yet (no payout account).
 */

async function hostEvent(request: APIRequestContext, baseURL: string, host: AuthInfo) {
  const word = `Revenue${Date.now().toString(36)}`;
  const start = new Date(Date.now() + 26 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  const created = await gql<{ createEvent: { eventId: string } }>(
    request,
    host.token,
    `mutation ($input: EventInput!) { createEvent(input: $input) { eventId } }`,
    {
      input: {
        slug: word.toLowerCase(),
        displayName: `${word} Night`,
        description: 'A test of the revenue page.',
        note: 'Doors open at 8.',
        avatarUrl: `${baseURL}/favicon.svg`,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 4 * 3600_000).toISOString(),
        city: 'Los Angeles',
        location: { address: '100 Main St, Los Angeles, CA', latitude: 34.05, longitude: -118.24 },
      },
    },
  );
  const eventId = created.createEvent.eventId;
  const ticket = await gql<{ upsertEventTicket: { eventTicketId: string } }>(
    request,
    host.token,
    `mutation ($eventId: ID!, $input: EventTicketInput!) { upsertEventTicket(eventId: $eventId, input: $input) { eventTicketId } }`,
    { eventId, input: { ticketType: 'General', price: 2500, limitedAmount: 20 } },
  );
  await gql(request, host.token, `mutation ($eventId: ID!) { publishEvent(eventId: $eventId) { status } }`, {
    eventId,
  });
  return { eventId, eventTicketId: ticket.upsertEventTicket.eventTicketId };
}

test('a host reads the revenue of an event that sold tickets', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const host = await signInByApi(request, await createUser(request, 'revhost'));
  const buyer = await signInByApi(request, await createUser(request, 'revbuyer'));
  const { eventId, eventTicketId } = await hostEvent(request, baseURL!, host);

  // The buyer pays for two tickets on the sandbox payment page.
  const checkout = await gql<{ purchaseTickets: { paymentUrl: string } }>(
    request,
    buyer.token,
    `mutation ($input: PurchaseTicketsInput!) { purchaseTickets(input: $input) { paymentUrl } }`,
    { input: { eventId, items: [{ eventTicketId, quantity: 2 }] } },
  );
  const paid = await request.post(`${new URL(checkout.purchaseTickets.paymentUrl).pathname}/approve`, {
    form: {},
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);

  // From the host's event overview to its revenue page.
  await openSignedIn(page, host, `/rep-club/events/${eventId}`);
  await page.getByRole('link', { name: 'Revenue' }).click();
  await expect(page).toHaveURL(new RegExp(`/rep-club/events/${eventId}/revenue$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue' })).toBeVisible();
  await expect(page.getByTestId('stat-Tickets sold')).toContainText('2');
  await expect(page.getByTestId('stat-Gross sales')).toContainText('$');
  const breakdown = page.getByRole('table', { name: 'Sales by ticket type' });
  const row = breakdown.getByRole('row', { name: /General/ });
  await expect(row).toContainText('$25.00');
  await expect(row).toContainText('$50.00');
  await expect(page.getByText('No bookings came through a promoter’s referral link yet.')).toBeVisible();

  // No payout account yet: said plainly, with the way to set one up; the button is off.
  await expect(
    page.getByText('Connect a payout account in your profile before requesting a payout.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set up payouts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request payout' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Usable at 390 px: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('stat-Net earnings')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.artifacts/revenue-390.png', fullPage: true });
});
