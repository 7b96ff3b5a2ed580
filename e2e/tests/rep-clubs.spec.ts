import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createUser, graphql, latestMessage } from '../support/accounts';
import { type AuthInfo, openSignedIn, signInByApi } from '../support/session';

/**
 * Rep clubs (issue 15): an owner creates a club through the wizard, sets its loyalty tiers and invites an
 * Account Manager, who accepts and sees the tabs the role allows; a visitor joins a club from its public page.
 */

/**
 * A full-page screenshot to look at (the test's output folder, e2e/.artifacts): from the top, with the phone's
 * fixed bottom navigation put back in the flow (else it lands mid-page) and without toasts over the header.
 */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: test.info().outputPath(`${name}.png`),
    fullPage: true,
    style:
      'nav[aria-label="Bottom navigation"] { position: static !important; } .mantine-Notifications-root { display: none !important; }',
  });
}

const suffix = () => Math.random().toString(36).slice(2, 7);

test('an owner creates a club, sets tiers and invites an Account Manager who accepts @layout', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await signInByApi(request, await createUser(request, 'owner'));
  const managerUser = await createUser(request, 'manager');
  const manager = await signInByApi(request, managerUser);
  const name = `Night Owls ${suffix()}`;
  const slug = name.toLowerCase().replace(/ /g, '-');

  // The how-to and the way into the wizard.
  await openSignedIn(page, owner, '/my/rep-clubs');
  await expect(page.getByRole('heading', { name: 'What is a rep club?' })).toBeVisible();
  await expect(page.getByText('No clubs yet')).toBeVisible();
  await shot(page, '01-how-to');
  await page.getByRole('link', { name: 'Create a rep club' }).click();

  // Details: the club link follows the name.
  await expect(page.getByRole('heading', { name: 'Create a rep club', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Club name' }).fill(name);
  await expect(page.getByRole('textbox', { name: 'Club link' })).toHaveValue(slug);
  await page.getByRole('textbox', { name: 'Bio' }).fill('Late shows, early tickets and a crew that stays.');
  await expect(page.getByText('This link is free.')).toBeVisible();
  await shot(page, '02-wizard-details');
  await page.getByRole('button', { name: 'Next' }).click();

  // Image: nothing required.
  await expect(page.getByText('Club avatar')).toBeVisible();
  await shot(page, '03-wizard-image');
  await page.getByRole('button', { name: 'Next' }).click();

  // Accounts: one social account.
  await expect(page.getByText('No social accounts yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add account' }).click();
  await page.getByRole('textbox', { name: 'Account name' }).fill('nightowls');
  await shot(page, '04-wizard-accounts');
  await page.getByRole('button', { name: 'Next' }).click();

  // Preview, then create and publish.
  await expect(page.getByRole('button', { name: 'Create and publish' })).toBeVisible();
  await expect(page.getByText('nightowls').first()).toBeVisible();
  await shot(page, '05-wizard-preview');
  await page.getByRole('button', { name: 'Create and publish' }).click();

  // The club's brand admin overview.
  await page.waitForURL(/\/my\/rep-clubs\/[0-9a-f-]{36}$/);
  const clubId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Club management' });
  await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  for (const tab of ['Details', 'Rep Points', 'Loyalty Tiers', 'Events', 'Accounts', 'Team'])
    await expect(tabs.getByRole('link', { name: tab })).toBeVisible();
  await shot(page, '06-overview');

  // Loyalty tiers: Bronze from 0, Silver from 100.
  await tabs.getByRole('link', { name: 'Loyalty Tiers' }).click();
  await page.getByRole('button', { name: 'Add tier' }).click();
  await page
    .getByRole('group', { name: 'Level 1' })
    .getByRole('textbox', { name: 'Tier name' })
    .fill('Bronze');
  await page.getByRole('button', { name: 'Add tier' }).click();
  const silver = page.getByRole('group', { name: 'Level 2' });
  await silver.getByRole('textbox', { name: 'Tier name' }).fill('Silver');
  await expect(silver.getByRole('textbox', { name: 'Minimum points' })).toHaveValue('100');
  await page.getByRole('button', { name: 'Save tiers' }).click();
  await expect(page.getByText('Loyalty tiers saved.')).toBeVisible();
  await shot(page, '07-loyalty-tiers');

  // Team: invite the manager by e-mail as Account Manager (the dialog's default role).
  await tabs.getByRole('link', { name: 'Team' }).click();
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to the club' });
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('Account Manager');
  await dialog.getByRole('textbox', { name: 'Person' }).fill(managerUser.email);
  await shot(page, '08-team-invite-dialog');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText(`Invite sent to ${managerUser.email}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pending invites')).toBeVisible();
  await shot(page, '09-team-pending');
  // Opened directly, the current tab is scrolled into view (the tab row scrolls sideways on a phone).
  await page.reload();
  await expect(tabs.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Team' })).toBeInViewport();

  // The invitee follows the e-mailed link to their invites and accepts.
  const mail = await latestMessage(request, managerUser.email, { subject: /invited/ });
  const link = new URL(mail.link!);
  expect(link.pathname).toBe('/my/rep-clubs');
  const managerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  await openSignedIn(managerPage, manager, `${link.pathname}${link.search}`);
  const invite = managerPage.getByRole('region', { name: `Invite to ${name}` });
  await expect(invite.getByText('As Account Manager')).toBeVisible();
  await shot(managerPage, '10-invitee-invites');
  await invite.getByRole('button', { name: 'Accept' }).click();

  // The club's management, with the tabs an Account Manager has.
  await managerPage.waitForURL(new RegExp(`/my/rep-clubs/${clubId}$`));
  await expect(managerPage.getByRole('heading', { name, level: 1 })).toBeVisible();
  const managerTabs = managerPage.getByRole('navigation', { name: 'Club management' });
  for (const tab of ['Overview', 'Details', 'Loyalty Tiers', 'Accounts', 'Team'])
    await expect(managerTabs.getByRole('link', { name: tab })).toBeVisible();
  await expect(managerTabs.getByRole('link', { name: 'Rep Points' })).toHaveCount(0);
  await expect(managerTabs.getByRole('link', { name: 'Events' })).toHaveCount(0);
  await shot(managerPage, '11-invitee-overview');
  await managerContext.close();
});

async function publishedClubWithTiers(request: Parameters<typeof createUser>[0], owner: AuthInfo) {
  const name = `Sunset Crew ${suffix()}`;
  const slug = name.toLowerCase().replace(/ /g, '-');
  const { createClub } = await graphql<{ createClub: { id: string } }>(
    request,
    owner.token,
    'mutation ($input: CreateClubInput!) { createClub(input: $input) { id } }',
    { input: { displayName: name, slug, bio: 'Sunsets, rooftops and the people who come back.' } },
  );
  const colors = { primary: '#3D1277', secondary: '#FFFFFF' };
  await graphql(
    request,
    owner.token,
    'mutation ($clubId: ID!, $tiers: [ClubTierInput!]!) { setClubTiers(clubId: $clubId, tiers: $tiers) { id } }',
    {
      clubId: createClub.id,
      tiers: [
        { name: 'Bronze', minimumPoints: 0, colors },
        { name: 'Silver', minimumPoints: 100, colors },
      ],
    },
  );
  await graphql(request, owner.token, 'mutation ($clubId: ID!) { publishClub(clubId: $clubId) { id } }', {
    clubId: createClub.id,
  });
  return { name, slug };
}

test('a visitor joins a club from its page and finds it on home; the owner has My Rep Clubs', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const owner = await signInByApi(request, await createUser(request, 'owner'));
  const visitor = await signInByApi(request, await createUser(request, 'visitor'));
  const club = await publishedClubWithTiers(request, owner);

  // The public page: tiers and Join.
  await openSignedIn(page, visitor, `/rep-clubs/${club.slug}`);
  await expect(page.getByRole('heading', { name: club.name, level: 1 })).toBeVisible();
  const ladder = page.getByRole('list', { name: 'Loyalty tiers' });
  await expect(ladder.getByText('Bronze')).toBeVisible();
  await expect(ladder.getByText('Silver')).toBeVisible();
  await expect(ladder.getByText('From 100 points')).toBeVisible();
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();
  await shot(page, '01-club-page-visitor');
  await page.getByRole('button', { name: 'Join club' }).click();

  // A member now: the badge, the count, Leave, and the visitor's tier.
  await expect(page.getByText(`Welcome to ${club.name}!`)).toBeVisible();
  await expect(page.getByText('Member', { exact: true })).toBeVisible();
  await expect(page.getByText('2 members', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave club' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your tier' })).toBeVisible();
  await shot(page, '02-club-page-member');

  // Home's rep clubs card lists the club for the member.
  await page.goto('/home');
  const card = page.getByRole('region', { name: 'Your rep clubs' });
  await expect(card.getByRole('link', { name: new RegExp(club.name) })).toBeVisible();
  await shot(page, '03-home-member');

  // The owner's avatar menu offers My Rep Clubs.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await openSignedIn(ownerPage, owner, '/home');
  await ownerPage.getByRole('button', { name: 'Account menu' }).click();
  await expect(ownerPage.getByRole('menuitem', { name: 'My Rep Clubs' })).toBeVisible();
  await ownerPage.getByRole('menuitem', { name: 'My Rep Clubs' }).click();
  await expect(ownerPage).toHaveURL(/\/my\/rep-clubs$/);
  await expect(
    ownerPage.getByRole('region', { name: 'Clubs you manage' }).getByRole('link', { name: club.name }),
  ).toBeVisible();
  await shot(ownerPage, '04-my-clubs-owner');
  await ownerContext.close();
});
