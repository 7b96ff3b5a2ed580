import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { graphqlResult, type TestServer, startTestServer } from '../../test/server';
import { BOOKING_MESSAGES } from './bookings.service';
import { insertEvent, manyUsers } from './bookings.test-support';

/**
 * A booking waiting for the host's approval is a request, not a ticket (issue 11 item 18,
 * docs/decisions/053): no QR code, no sharing, and not counted as sold until the host approves.
 */

const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());

type Headers = Record<string, string>;
const gql = <T>(query: string, variables: Record<string, unknown>, headers: Headers) =>
  graphqlResult<T>(server, query, variables, headers);

const RSVP = `mutation($input: RsvpInput!) { rsvpEvent(input: $input) { transactionId } }`;
const MINE = `query($id: String!) { event(slugOrId: $id) { viewerAttendeeState
  viewerTickets { ticketId qrCode isShareable } } }`;
const COUNTS = `query($id: String!) { event(slugOrId: $id) { tickets {
  balance { releasedAmount awaitingApprovalAmount soldAmount } } } }`;
const SHARE = `mutation($id: ID!) { shareTicket(ticketId: $id) { url } }`;
const APPROVE = `mutation($e: ID!, $u: ID!) { approveAttendee(eventId: $e, userId: $u) { attendeeState } }`;

type Mine = {
  event: {
    viewerAttendeeState: string;
    viewerTickets: { ticketId: string; qrCode: string | null; isShareable: boolean }[];
  };
};
type Counts = {
  event: {
    tickets: {
      balance: { releasedAmount: number; awaitingApprovalAmount: number; soldAmount: number };
    }[];
  };
};

describe('a booking waiting for approval', () => {
  it('has no QR code and cannot be shared, and is not sold, until the host approves', async () => {
    const [host, guest, other] = await manyUsers(server, 3, clock);
    const { event } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ price: 0, isRequiredApproval: true, limitedAmount: 10 }],
    });
    expect((await gql(RSVP, { input: { eventId: event.id } }, guest!.headers)).error).toBeNull();
    expect((await gql(RSVP, { input: { eventId: event.id } }, other!.headers)).error).toBeNull();

    const pending = (await gql<Mine>(MINE, { id: event.id }, guest!.headers)).data!.event;
    expect(pending.viewerAttendeeState).toBe('PENDING');
    expect(pending.viewerTickets).toEqual([
      { ticketId: expect.any(String), qrCode: null, isShareable: false },
    ]);
    const shared = await gql(SHARE, { id: pending.viewerTickets[0]!.ticketId }, guest!.headers);
    expect(shared.error).toMatchObject({
      message: BOOKING_MESSAGES.awaitingApproval,
      extensions: { code: 'CONFLICT' },
    });

    // The host sees two seats taken, none sold, two awaiting approval.
    const before = (await gql<Counts>(COUNTS, { id: event.id }, host!.headers)).data!.event;
    expect(before.tickets[0]!.balance).toEqual({
      releasedAmount: 2,
      awaitingApprovalAmount: 2,
      soldAmount: 0,
    });

    await gql(APPROVE, { e: event.id, u: guest!.userId }, host!.headers);
    const approved = (await gql<Mine>(MINE, { id: event.id }, guest!.headers)).data!.event;
    expect(approved.viewerAttendeeState).toBe('APPROVED');
    expect(approved.viewerTickets[0]!.qrCode).toMatch(/^repclub:ticket:/);
    expect(approved.viewerTickets[0]!.isShareable).toBe(true);
    expect((await gql(SHARE, { id: approved.viewerTickets[0]!.ticketId }, guest!.headers)).error).toBeNull();
    const after = (await gql<Counts>(COUNTS, { id: event.id }, host!.headers)).data!.event;
    expect(after.tickets[0]!.balance).toEqual({
      releasedAmount: 2,
      awaitingApprovalAmount: 1,
      soldAmount: 1,
    });
  });
});
