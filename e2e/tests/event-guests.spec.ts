import { expect, test } from '../fixtures';
import { createUser, graphql as gql, latestMessage } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn, signInByApi } from '../support/session';

/**
 * Guests (issue 13, docs/decisions/074): a host opens the guest list from the event's host page, adds two
 * guests (one with plus-ones and a custom field), finds them by search, sends one an invitation and finds
 * them again with the invite status filter.
 */

test('a host adds guests and finds them', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const host = await signInByApi(request, await createUser(request, 'host'));
  const word = `guests${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const start = new Date(Date.now() + 26 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  const { createEvent } = await gql<{ createEvent: { eventId: string } }>(
    request,
    host.token,
    `mutation ($input: EventInput!) { createEvent(input: $input) { eventId } }`,
    {
      input: {
        slug: word,
        displayName: `Garden Party ${word}`,
        description: 'Lanterns and lemonade.',
        note: 'Doors at 6.',
        avatarUrl: `${baseURL}/favicon.svg`,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 4 * 3600_000).toISOString(),
        city: 'Los Angeles',
        location: { address: '100 Main St, Los Angeles, CA', latitude: 34.05, longitude: -118.24 },
      },
    },
  );
  const eventId = createEvent.eventId;

  // From the host page to the guest list, empty at first.
  await openSignedIn(page, host, `/rep-club/events/${eventId}`);
  await page.getByRole('link', { name: 'Guest list' }).click();
  await expect(page).toHaveURL(new RegExp(`/rep-club/events/${eventId}/guest$`));
  await expect(page.getByText('No guests yet')).toBeVisible();
  await expectNoAxeViolations(page);

  // The first guest brings two people and has a table number.
  await page.getByRole('button', { name: 'Add guest' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add a guest' });
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Remove custom field 1' }).click();
  await dialog.getByLabel('Full name').fill('Ada Lovelace');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Add guest' }).click();
  await expect(dialog.getByText('Your email address is invalid. Please try again.')).toBeVisible();
  const adaEmail = `ada-${word}@example.com`;
  await dialog.getByLabel('Email').fill(adaEmail);
  await dialog.getByLabel('Guests (with plus-ones)').fill('3');
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await dialog.getByRole('textbox', { name: 'Label 1' }).fill('Table number');
  await dialog.getByRole('textbox', { name: 'Value 1' }).fill('7');
  await dialog.getByRole('button', { name: 'Add guest' }).click();
  await expect(dialog).toBeHidden();
  const ada = page.getByRole('listitem', { name: 'Ada Lovelace' });
  await expect(ada).toContainText('+2 guests');
  await expect(ada).toContainText('Table number: 7');

  // The second guest, by phone only.
  await page.getByRole('button', { name: 'Add guest' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Add a guest' });
  await dialog.getByLabel('Full name').fill('Bob Brown');
  await dialog.getByLabel('Phone number').fill('(213) 555-0147');
  await dialog.getByRole('button', { name: 'Add guest' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Bob Brown' })).toContainText('+12135550147');

  // Found by name and by phone digits.
  const search = page.getByRole('searchbox', { name: 'Search guests' });
  await search.fill('lovelace');
  await expect(page.getByRole('listitem', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Bob Brown' })).toBeHidden();
  await search.fill('0147');
  await expect(page.getByRole('listitem', { name: 'Bob Brown' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Ada Lovelace' })).toBeHidden();
  await search.fill('');

  // Ada is invited by e-mail; the Invited filter finds her alone.
  await page.getByRole('button', { name: 'Actions for Ada Lovelace' }).click();
  await page.getByRole('menuitem', { name: 'Send invite' }).click();
  await expect(ada).toContainText('Invited');
  const mail = await latestMessage(request, adaEmail);
  expect(mail?.link).toBe(`${baseURL}/events/${word}`);
  await page.getByRole('combobox', { name: 'Invite status' }).click();
  await page.getByRole('option', { name: 'Invited', exact: true }).click();
  await expect(page.getByRole('listitem', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Bob Brown' })).toBeHidden();
  await page.getByRole('combobox', { name: 'Invite status' }).click();
  await page.getByRole('option', { name: 'Not Invited' }).click();
  await expect(page.getByRole('listitem', { name: 'Bob Brown' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Ada Lovelace' })).toBeHidden();
});
