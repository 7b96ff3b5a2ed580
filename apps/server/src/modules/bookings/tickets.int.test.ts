import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { graphqlResult, type TestServer, startTestServer } from '../../test/server';
import { BOOKING_MESSAGES } from './bookings.service';
import { users } from '../users/users.tables';
import { balanceOf, insertEvent, manyUsers } from './bookings.test-support';

const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());

type Headers = Record<string, string>;

const gql = <T>(query: string, variables: Record<string, unknown>, headers: Headers) =>
  graphqlResult<T>(server, query, variables, headers);

const RSVP = `mutation($input: RsvpInput!) { rsvpEvent(input: $input) { transactionId status type
  tickets { ticketId qrCode } } }`;
const MY_TICKETS = `query($when: TicketTime!, $first: Int, $after: String) { myTickets(when: $when, first: $first, after: $after) {
  nodes { ticketId ticketType status event { slug } } pageInfo { hasNextPage endCursor } } }`;
const SHARE = `mutation($id: ID!) { shareTicket(ticketId: $id) { url ticket { shareState } } }`;
const CLAIM = `mutation($id: ID!, $token: String!) { claimSharedTicket(ticketId: $id, token: $token) {
  ticketId status parentTicketId qrCode } }`;
const REVOKE = `mutation($id: ID!) { revokeTicketShare(ticketId: $id) { ticketId status shareState } }`;

type Rsvp = {
  rsvpEvent: {
    transactionId: string;
    status: string;
    type: string;
    tickets: { ticketId: string; qrCode: string }[];
  };
};

describe('RSVP and my tickets', () => {
  it('books one free ticket and lists it under upcoming, paged', async () => {
    const [host, guest] = await manyUsers(server, 2, clock);
    const first = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ price: 0, ticketType: 'Guest list' }],
    });
    const second = await insertEvent(server, host!.userId, {
      now: clock.now(),
      startsInDays: 8,
      tickets: [{ price: 0 }],
    });
    const paid = await insertEvent(server, host!.userId, { now: clock.now(), tickets: [{ price: 1500 }] });

    const booked = await gql<Rsvp>(RSVP, { input: { eventId: first.event.id } }, guest!.headers);
    expect(booked.error).toBeNull();
    expect(booked.data!.rsvpEvent).toMatchObject({ status: 'COMPLETED', type: 'RSVP' });
    expect(booked.data!.rsvpEvent.tickets).toHaveLength(1);
    await gql<Rsvp>(RSVP, { input: { eventId: second.event.id } }, guest!.headers);

    const noFree = await gql<Rsvp>(RSVP, { input: { eventId: paid.event.id } }, guest!.headers);
    expect(noFree.error?.message).toBe(BOOKING_MESSAGES.noFreeTicket);
    const notFree = await gql<Rsvp>(
      RSVP,
      { input: { eventId: paid.event.id, eventTicketId: paid.types[0]!.id } },
      guest!.headers,
    );
    expect(notFree.error?.message).toBe(BOOKING_MESSAGES.notFree);
    expect((await gql<Rsvp>(RSVP, { input: { eventId: first.event.id } }, {})).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );

    type Page = {
      myTickets: {
        nodes: { ticketType: string; event: { slug: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    const page1 = await gql<Page>(MY_TICKETS, { when: 'UPCOMING', first: 1 }, guest!.headers);
    expect(page1.data!.myTickets.nodes).toEqual([
      {
        ticketId: expect.any(String),
        ticketType: 'Guest list',
        status: 'ACTIVE',
        event: { slug: first.event.slug },
      },
    ]);
    expect(page1.data!.myTickets.pageInfo.hasNextPage).toBe(true);
    const page2 = await gql<Page>(
      MY_TICKETS,
      { when: 'UPCOMING', first: 1, after: page1.data!.myTickets.pageInfo.endCursor },
      guest!.headers,
    );
    expect(page2.data!.myTickets.nodes.map((n) => n.event.slug)).toEqual([second.event.slug]);
    expect(page2.data!.myTickets.pageInfo.hasNextPage).toBe(false);
    expect((await gql<Page>(MY_TICKETS, { when: 'PAST' }, guest!.headers)).data!.myTickets.nodes).toEqual([]);
    expect(
      (await gql<Page>(MY_TICKETS, { when: 'UPCOMING', after: 'nonsense' }, guest!.headers)).error?.extensions
        ?.code,
    ).toBe('BAD_USER_INPUT');
    // The host holds no ticket.
    expect((await gql<Page>(MY_TICKETS, { when: 'UPCOMING' }, host!.headers)).data!.myTickets.nodes).toEqual(
      [],
    );
  });
});

describe('sharing a ticket', () => {
  it('moves the admission to whoever claims the link, and can take it back', async () => {
    const [host, owner, friend, stranger] = await manyUsers(server, 4, clock);
    const { event } = await insertEvent(server, host!.userId, { now: clock.now(), tickets: [{ price: 0 }] });
    const booked = await gql<Rsvp>(RSVP, { input: { eventId: event.id } }, owner!.headers);
    const ticketId = booked.data!.rsvpEvent.tickets[0]!.ticketId;

    expect((await gql(SHARE, { id: ticketId }, friend!.headers)).error?.extensions?.code).toBe('NOT_FOUND');
    type Share = { shareTicket: { url: string; ticket: { shareState: string } } };
    const shared = await gql<Share>(SHARE, { id: ticketId }, owner!.headers);
    expect(shared.data!.shareTicket.ticket.shareState).toBe('SHARING');
    const url = new URL(shared.data!.shareTicket.url);
    expect(url.pathname).toBe(`/events/${event.slug}`);
    const token = url.searchParams.get('token')!;

    expect((await gql(CLAIM, { id: ticketId, token: 'wrong' }, friend!.headers)).error?.message).toBe(
      BOOKING_MESSAGES.shareLinkInvalid,
    );
    expect((await gql(CLAIM, { id: ticketId, token }, owner!.headers)).error?.message).toBe(
      BOOKING_MESSAGES.ownTicket,
    );

    // Two people claim at once: one wins.
    type Claim = {
      claimSharedTicket: { ticketId: string; status: string; parentTicketId: string; qrCode: string };
    };
    const [a, b] = await Promise.all([
      gql<Claim>(CLAIM, { id: ticketId, token }, friend!.headers),
      gql<Claim>(CLAIM, { id: ticketId, token }, stranger!.headers),
    ]);
    const winners = [a, b].filter((r) => r.data);
    expect(winners).toHaveLength(1);
    expect([a, b].find((r) => r.error)?.error?.message).toBe(BOOKING_MESSAGES.shareLinkInvalid);
    const claimed = winners[0]!.data!.claimSharedTicket;
    expect(claimed).toMatchObject({ status: 'ACTIVE', parentTicketId: ticketId });
    expect(claimed.qrCode).toMatch(/^repclub:ticket:/);

    // The owner takes it back: the claimer's ticket is cancelled, the owner's is active again with a new QR code.
    type Revoke = { revokeTicketShare: { ticketId: string; status: string; shareState: string } };
    const revoked = await gql<Revoke>(REVOKE, { id: ticketId }, owner!.headers);
    expect(revoked.data!.revokeTicketShare).toEqual({ ticketId, status: 'ACTIVE', shareState: 'REVOKED' });
    expect((await gql(REVOKE, { id: ticketId }, owner!.headers)).error?.message).toBe(
      BOOKING_MESSAGES.notRevocable,
    );
    const tickets = await gql<{ booking: { tickets: { ticketId: string; qrCode: string }[] } }>(
      `query($id: ID!) { booking(transactionId: $id) { tickets { ticketId status qrCode } } }`,
      { id: booked.data!.rsvpEvent.transactionId },
      owner!.headers,
    );
    const mine = tickets.data!.booking.tickets.find((t) => t.ticketId === ticketId)!;
    expect(mine.qrCode).not.toBe(booked.data!.rsvpEvent.tickets[0]!.qrCode);
  });
});

describe('approvals and refunds', () => {
  it('lets the host approve or decline, and refuses everyone else', async () => {
    const [host, guest, other, stranger] = await manyUsers(server, 4, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ price: 0, isRequiredApproval: true, limitedAmount: 10 }],
    });
    await gql<Rsvp>(RSVP, { input: { eventId: event.id } }, guest!.headers);
    await gql<Rsvp>(RSVP, { input: { eventId: event.id } }, other!.headers);

    const PENDING = `query($id: ID!) { eventAttendees(eventId: $id, state: "PENDING") { nodes { userId attendeeState user { userId } } } }`;
    type Attendees = { eventAttendees: { nodes: { userId: string; attendeeState: string }[] } };
    const pending = await gql<Attendees>(PENDING, { id: event.id }, host!.headers);
    expect(pending.data!.eventAttendees.nodes.map((n) => n.userId).sort()).toEqual(
      [guest!.userId, other!.userId].sort(),
    );
    expect((await gql(PENDING, { id: event.id }, stranger!.headers)).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    expect(
      (
        await gql(
          `query($id: ID!) { eventAttendees(eventId: $id, state: "MAYBE") { nodes { userId } } }`,
          { id: event.id },
          host!.headers,
        )
      ).error?.message,
    ).toBe(BOOKING_MESSAGES.attendeeStateInvalid);

    const APPROVE = `mutation($e: ID!, $u: ID!) { approveAttendee(eventId: $e, userId: $u) { attendeeState } }`;
    const DECLINE = `mutation($e: ID!, $u: ID!) { declineAttendee(eventId: $e, userId: $u) { attendeeState } }`;
    expect(
      (await gql(APPROVE, { e: event.id, u: guest!.userId }, stranger!.headers)).error?.extensions?.code,
    ).toBe('AUTH_NOT_AUTHORIZED');
    expect((await gql(APPROVE, { e: event.id, u: guest!.userId }, host!.headers)).data).toEqual({
      approveAttendee: { attendeeState: 'APPROVED' },
    });
    expect((await gql(APPROVE, { e: event.id, u: guest!.userId }, host!.headers)).error?.message).toBe(
      BOOKING_MESSAGES.notPendingAttendee,
    );

    // Declining refunds: the ticket goes back to the pool.
    expect(await balanceOf(server, types[0]!.id)).toMatchObject({ availableAmount: 8, releasedAmount: 2 });
    expect((await gql(DECLINE, { e: event.id, u: other!.userId }, host!.headers)).data).toEqual({
      declineAttendee: { attendeeState: 'DECLINED' },
    });
    expect(await balanceOf(server, types[0]!.id)).toMatchObject({ availableAmount: 9, releasedAmount: 1 });
    // A declined person cannot book again.
    expect((await gql(RSVP, { input: { eventId: event.id } }, other!.headers)).error?.message).toBe(
      BOOKING_MESSAGES.declined,
    );

    // The attendees' notifications.
    const NOTES = `{ notifications(first: 5) { nodes { content { defaultPayload { notificationType } } } } }`;
    type Notes = {
      notifications: { nodes: { content: { defaultPayload: { notificationType: string } } }[] };
    };
    const typesOf = async (headers: Headers) =>
      (await gql<Notes>(NOTES, {}, headers)).data!.notifications.nodes.map(
        (n) => n.content.defaultPayload.notificationType,
      );
    expect(await typesOf(guest!.headers)).toContain('EventApproved');
    expect(await typesOf(other!.headers)).toContain('EventDeclined');
    expect((await typesOf(host!.headers)).filter((t) => t === 'EventPending')).toHaveLength(2);
  });

  it('lets the buyer refund before the start, and nobody else but the team', async () => {
    const [host, buyer, stranger] = await manyUsers(server, 3, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ price: 0, limitedAmount: 5 }],
    });
    const booked = await gql<Rsvp>(RSVP, { input: { eventId: event.id } }, buyer!.headers);
    const REFUND = `mutation($id: ID!) { refundBooking(transactionId: $id) { status } }`;
    const id = booked.data!.rsvpEvent.transactionId;
    expect((await gql(REFUND, { id }, stranger!.headers)).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    expect(
      (await gql(REFUND, { id: '00000000-0000-4000-8000-000000000000' }, buyer!.headers)).error?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
    expect((await gql(REFUND, { id }, buyer!.headers)).data).toEqual({
      refundBooking: { status: 'REFUNDED' },
    });
    expect((await gql(REFUND, { id }, buyer!.headers)).data).toEqual({
      refundBooking: { status: 'REFUNDED' },
    });
    expect(await balanceOf(server, types[0]!.id)).toMatchObject({ availableAmount: 5, releasedAmount: 0 });
  });
});

describe('gift tickets', () => {
  it('issues the tickets to the recipient, who is told; bad recipients change nothing', async () => {
    const [host, sender, friend] = await manyUsers(server, 3, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ price: 0, limitedAmount: 5 }],
    });
    const GIFT = `mutation($input: PurchaseTicketsInput!) { purchaseTickets(input: $input) {
      booking { transactionId type status giftSenderId tickets { associatedUserId } } } }`;
    const input = (giftRecipientEmail: string) => ({
      input: { eventId: event.id, items: [{ eventTicketId: types[0]!.id, quantity: 2 }], giftRecipientEmail },
    });
    const friendEmail = (
      await server.database.db.select({ email: users.email }).from(users).where(eq(users.id, friend!.userId))
    )[0]!.email!;
    const senderEmail = (
      await server.database.db.select({ email: users.email }).from(users).where(eq(users.id, sender!.userId))
    )[0]!.email!;

    for (const [email, message] of [
      ['not-an-email', BOOKING_MESSAGES.giftEmailInvalid],
      ['nobody@example.com', BOOKING_MESSAGES.giftNoAccount],
      [senderEmail, BOOKING_MESSAGES.giftToSelf],
    ] as const)
      expect((await gql(GIFT, input(email), sender!.headers)).error?.message).toBe(message);
    expect(await balanceOf(server, types[0]!.id)).toMatchObject({ availableAmount: 5 });

    type Gift = {
      purchaseTickets: {
        booking: {
          type: string;
          status: string;
          giftSenderId: string;
          tickets: { associatedUserId: string }[];
        };
      };
    };
    const sent = await gql<Gift>(GIFT, input(friendEmail.toUpperCase()), sender!.headers);
    expect(sent.error).toBeNull();
    expect(sent.data!.purchaseTickets.booking).toMatchObject({
      type: 'GIFT_EVENT_TICKET',
      status: 'COMPLETED',
      giftSenderId: sender!.userId,
    });
    expect(sent.data!.purchaseTickets.booking.tickets.map((t) => t.associatedUserId)).toEqual([
      friend!.userId,
      friend!.userId,
    ]);
    const notes = await gql<{
      notifications: { nodes: { content: { defaultPayload: { notificationType: string } } }[] };
    }>(
      `{ notifications(first: 5) { nodes { content { defaultPayload { notificationType } } } } }`,
      {},
      friend!.headers,
    );
    expect(notes.data!.notifications.nodes.map((n) => n.content.defaultPayload.notificationType)).toContain(
      'EventTicketGifted',
    );
  });
});
