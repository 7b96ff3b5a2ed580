import { expect, test } from '../fixtures';
import { createUser, graphql as gql } from '../support/accounts';
import { openSignedIn, signInByApi } from '../support/session';

/**
 * The price shown before checkout is the price paid (issue 21, item 15; docs/decisions/115): a $55.00 ticket
 * with an 18 % gratuity shows its all-in price on the event page (and the phone's sticky bar), the picker
 * shows what is added to the host's price, the total before checkout equals it, and changing the gratuity
 * changes the total. At desktop and phone width.
 */

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('the event page shows the all-in price, and the total before checkout is that price @layout', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const word = `brunch${Date.now().toString(36)}`;
  const host = await signInByApi(request, await createUser(request, 'host'));
  const start = new Date(Date.now() + 26 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  const created = await gql<{ createEvent: { eventId: string } }>(
    request,
    host.token,
    `mutation ($input: EventInput!) { createEvent(input: $input) { eventId } }`,
    {
      input: {
        slug: `${word}-jazz`,
        displayName: `${word} Jazz Brunch`,
        description: 'A quartet over brunch.',
        note: 'Doors at 11.',
        avatarUrl: `${baseURL}/favicon.svg`,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
        city: 'New York',
        location: { address: '1 Lenox Ave, New York, NY', latitude: 40.8, longitude: -73.95 },
        optIns: { publicPreview: true },
      },
    },
  );
  const eventId = created.createEvent.eventId;
  const ticket = await gql<{ upsertEventTicket: { eventTicketId: string } }>(
    request,
    host.token,
    `mutation ($eventId: ID!, $input: EventTicketInput!) { upsertEventTicket(eventId: $eventId, input: $input) { eventTicketId } }`,
    { eventId, input: { ticketType: 'Brunch Seat', price: 5500, limitedAmount: 60, gratuityPercentage: 18 } },
  );
  await gql(request, host.token, `mutation ($eventId: ID!) { publishEvent(eventId: $eventId) { status } }`, {
    eventId,
  });

  const buyer = await signInByApi(request, await createUser(request, 'buyer'));
  const cost = async (gratuity: number | null) =>
    (
      await gql<{ calculateTicketCost: { total: number } }>(
        request,
        buyer.token,
        `query ($e: ID!, $items: [TicketCostItemInput!]!, $g: Int) { calculateTicketCost(eventId: $e, items: $items, gratuityPercentage: $g) { total } }`,
        {
          e: eventId,
          items: [{ eventTicketId: ticket.upsertEventTicket.eventTicketId, quantity: 1 }],
          g: gratuity,
        },
      )
    ).calculateTicketCost.total;
  const allIn = await cost(null);
  const noTip = await cost(0);
  expect(allIn).toBeGreaterThan(5500 + 990);

  await openSignedIn(page, buyer, `/events/${word}-jazz`);
  await expect(page.getByRole('heading', { name: `${word} Jazz Brunch`, level: 1 })).toBeVisible();
  // Up front: the all-in price, said to include the fees, in the phone's sticky bar…
  if (testInfo.project.name === 'mobile')
    await expect(page.getByText(`${dollars(allIn)} incl. fees`).first()).toBeVisible();
  // …and on the ticket, with what is added to the host's price.
  await expect(page.getByText(dollars(allIn), { exact: true })).toBeVisible();
  await expect(page.getByText(`$55.00 + ${dollars(allIn - 5500)} fees & gratuity`)).toBeVisible();

  await page.getByLabel('Quantity of Brunch Seat').fill('1');
  // The ticket's price and the total before checkout are the same amount.
  await expect(page.getByText(dollars(allIn), { exact: true })).toHaveCount(2);

  await page.getByLabel('Gratuity for the host').first().click();
  await page.getByRole('option', { name: '0% (no gratuity)' }).click();
  await expect(page.getByText(dollars(noTip), { exact: true })).toBeVisible();
});
