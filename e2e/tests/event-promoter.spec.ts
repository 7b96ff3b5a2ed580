import { expect, test } from '../fixtures';
import { createUser, graphql } from '../support/accounts';
import { openSignedIn, signInByApi } from '../support/session';

/**
 * Promoters (issue 6, docs/decisions/035): the creator makes a second user a promoter; the promoter copies
 * the referral link from the event page; a guest opens it, finds the code filled in and RSVPs to a ticket
 * type that requires approval; the promoter sees Manage Attendees, only the people their link brought, and
 * approves the guest.
 */
test('a promoter shares a referral link and approves the guest it brought', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const host = await signInByApi(request, await createUser(request, 'host'));
  const promoter = await signInByApi(request, await createUser(request, 'promoter'));
  const guest = await signInByApi(request, await createUser(request, 'guest'));

  const start = new Date(Date.now() + 50 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  const slug = `launch-party-${Date.now().toString(36)}`;
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
        slug,
        displayName: 'Launch Party',
        description: 'Celebrate the launch with the team.',
        note: 'Guest list only.',
        avatarUrl: `${baseURL}/favicon.svg`,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
        city: 'Los Angeles',
      },
    },
  );
  const eventId = createEvent.eventId;
  await graphql(
    request,
    host.token,
    `
      mutation ($eventId: ID!, $input: EventTicketInput!) {
        upsertEventTicket(eventId: $eventId, input: $input) {
          eventTicketId
        }
      }
    `,
    { eventId, input: { ticketType: 'Guest List', price: 0, limitedAmount: 20, isRequiredApproval: true } },
  );
  await graphql(
    request,
    host.token,
    `
      mutation ($eventId: ID!) {
        publishEvent(eventId: $eventId) {
          status
        }
      }
    `,
    {
      eventId,
    },
  );
  // The promoter role is an invitation the promoter accepts (docs/decisions/073).
  const { inviteEventTeamMember } = await graphql<{ inviteEventTeamMember: { invitationId: string } }>(
    request,
    host.token,
    `
      mutation ($eventId: ID!, $userId: ID!) {
        inviteEventTeamMember(eventId: $eventId, userId: $userId, role: "PROMOTER") {
          invitationId
        }
      }
    `,
    { eventId, userId: promoter.userId },
  );
  await graphql(
    request,
    promoter.token,
    `
      mutation ($invitationId: String!) {
        acceptEventRoleInvitation(invitationId: $invitationId) {
          status
        }
      }
    `,
    { invitationId: inviteEventTeamMember.invitationId },
  );

  // The promoter's referral link on the event page.
  await openSignedIn(page, promoter, `/events/${slug}`);
  const link = page.getByRole('textbox', { name: 'Referral link' });
  await expect(link).toHaveValue(new RegExp(`/events/${slug}\\?ref=[A-Z0-9]{8}$`));
  const referral = new URL(await link.inputValue());
  const code = referral.searchParams.get('ref')!;

  // The guest opens it: the code is filled in, and the RSVP waits for approval.
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await openSignedIn(guestPage, guest, `${referral.pathname}${referral.search}`);
  await expect(guestPage.getByRole('heading', { name: 'Launch Party', level: 1 })).toBeVisible();
  await expect(guestPage.getByLabel('Referral code')).toHaveValue(code);
  await guestPage.getByRole('button', { name: 'RSVP', exact: true }).click();
  await expect(guestPage.getByText("Your booking is waiting for the host's approval.")).toBeVisible();
  await guestContext.close();

  // The promoter manages their own attendees: the guest is there, referred by them, and is approved.
  await page.goto(`/rep-club/events/${eventId}`);
  await expect(page.getByRole('heading', { name: 'Launch Party', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Manage Attendees' }).click();
  await expect(page).toHaveURL(new RegExp(`/rep-club/events/${eventId}/approval$`));
  await expect(page.getByText('You see the people who booked with your referral link.')).toBeVisible();
  // The page opens on All (decision 110); the pending approvals are one chip away.
  await page.getByText(/^Pending approvals \(/).click();
  await page.getByRole('button', { name: 'Approve Sam Tester' }).click();
  await expect(page.getByText('Sam Tester is approved.')).toBeVisible();
  await expect(page.getByText('No one is waiting for approval')).toBeVisible();

  // On the server: the guest is APPROVED and attributed to the promoter.
  const { eventAttendees } = await graphql<{
    eventAttendees: { nodes: { attendeeState: string; referredBy: { userId: string } | null }[] };
  }>(
    request,
    host.token,
    `
      query ($eventId: ID!) {
        eventAttendees(eventId: $eventId, first: 10) {
          nodes {
            attendeeState
            referredBy {
              userId
            }
          }
        }
      }
    `,
    { eventId },
  );
  expect(eventAttendees.nodes.map((n) => [n.attendeeState, n.referredBy?.userId])).toEqual([
    ['APPROVED', promoter.userId],
  ]);
});
