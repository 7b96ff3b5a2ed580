import { expect, test } from '../fixtures';
import { createUser, graphql, latestMessage } from '../support/accounts';
import { openSignedIn, signInByApi } from '../support/session';

/**
 * Team roles are invitations (issue 13, docs/decisions/073): the creator invites a co-host from the Team section
 * of the event's host page; the invitation waits, pending; the co-host follows the e-mailed link, accepts, and
 * then sees the host tools (Edit event) and is listed as Manager.
 */
test('invite a co-host who accepts and then sees the host tools', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const host = await signInByApi(request, await createUser(request, 'host'));
  const coHostUser = await createUser(request, 'cohost');
  const coHost = await signInByApi(request, coHostUser);

  const start = new Date(Date.now() + 50 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  const { createEvent } = await graphql<{ createEvent: { eventId: string } }>(
    request,
    host.token,
    `
      mutation ($input: EventInput!) {
        createEvent(input: $input) {
          eventId
        }
      }
    `,
    {
      input: {
        slug: `team-night-${Date.now().toString(36)}`,
        displayName: 'Team Night',
        description: 'A night for the whole crew.',
        note: 'Crew only.',
        avatarUrl: `${baseURL}/favicon.svg`,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
        city: 'Los Angeles',
      },
    },
  );
  const eventId = createEvent.eventId;

  // The creator invites by the co-host's e-mail address (an account: it invites the account).
  await openSignedIn(page, host, `/rep-club/events/${eventId}`);
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team.getByText('You are Producer of this event')).toBeVisible();
  await team.getByRole('textbox', { name: 'Person' }).fill(coHostUser.email);
  await team.getByRole('button', { name: `Invite ${coHostUser.email} by email` }).click();
  await expect(team.getByText(/Invitation sent to/)).toBeVisible();
  await expect(team.getByRole('heading', { name: 'Pending invitations' })).toBeVisible();
  await expect(team.getByText('Invited', { exact: true })).toBeVisible();
  // Screenshots to look at (the test's output folder, e2e/.artifacts).
  await team.screenshot({ path: test.info().outputPath('team-section-pending.png') });

  // Pending grants nothing: the co-host does not see the draft.
  const coHostContext = await browser.newContext();
  const coHostPage = await coHostContext.newPage();
  await openSignedIn(coHostPage, coHost, `/rep-club/events/${eventId}`);
  await expect(coHostPage.getByRole('heading', { name: 'Event not found' })).toBeVisible();

  // The e-mailed link opens the invitation; Accept.
  const mail = await latestMessage(request, coHostUser.email, {
    subject: /invited you to the team of Team Night/,
  });
  const link = new URL(mail.link!);
  expect(link.pathname).toMatch(/^\/accept-invite\/role-[0-9a-f-]{36}$/);
  await coHostPage.goto(link.pathname);
  await expect(
    coHostPage.getByRole('heading', { name: 'Sam Tester invited you to be Manager (co-host) of Team Night' }),
  ).toBeVisible();
  await coHostPage.screenshot({ path: test.info().outputPath('accept-invite.png'), fullPage: true });
  await coHostPage.getByRole('button', { name: 'Accept' }).click();
  await expect(coHostPage.getByRole('heading', { name: 'You are now Manager (co-host)' })).toBeVisible();
  await coHostPage.getByRole('link', { name: 'Open the event’s host page' }).click();

  // The host tools.
  await expect(coHostPage.getByRole('heading', { name: 'Team Night', level: 1 })).toBeVisible();
  await expect(coHostPage.getByRole('link', { name: 'Edit event' })).toBeVisible();
  const coHostTeam = coHostPage.getByRole('region', { name: 'Team' });
  await expect(coHostTeam.getByText('You are Manager of this event')).toBeVisible();
  await expect(coHostTeam.getByRole('button', { name: 'Leave role' })).toBeVisible();
  await coHostTeam.screenshot({ path: test.info().outputPath('team-section-co-host.png') });
  await coHostContext.close();

  // The creator sees the co-host as Manager, no longer pending.
  await page.reload();
  await expect(team.getByText('Manager', { exact: true })).toBeVisible();
  await expect(team.getByText('No open invitations.')).toBeVisible();
});
