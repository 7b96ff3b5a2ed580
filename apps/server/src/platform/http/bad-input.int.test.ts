import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { NUL_MESSAGE } from './input-guard';
import { MALFORMED_MULTIPART_MESSAGE } from './error-handler';
import { testUser } from '../../modules/events/events.test-support';
import { startTestServer, type TestServer } from '../../test/server';

type ErrorBody = { error: { code: string; message: string } };
type GraphQLBody = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

describe('bad input is a 4xx, never a 5xx (issue 11 item 6, finding F10)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMITS: 'off' } });
  });
  afterAll(() => server.close());

  async function rest(path: string, init: RequestInit) {
    const response = await server.fetch(path, init);
    return { status: response.status, body: (await response.json()) as ErrorBody };
  }

  it('refuses NUL characters in a REST body with 400 before they reach the database', async () => {
    for (const body of [
      { userName: 'a\u0000b@example.com', password: 'Secret123!' },
      { userName: 'someone@example.com', password: 'x', ['key\u0000']: 1 },
    ]) {
      const answer = await rest('/api/auth/password/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer).toEqual({
        status: 400,
        body: { error: { code: 'BAD_USER_INPUT', message: NUL_MESSAGE } },
      });
    }
  });

  it('refuses NUL characters in a query string with 400', async () => {
    const answer = await rest('/api/dev/outbox?to=%00', {});
    expect(answer).toEqual({
      status: 400,
      body: { error: { code: 'BAD_USER_INPUT', message: NUL_MESSAGE } },
    });
  });

  it('refuses NUL characters in GraphQL string literals with BAD_USER_INPUT', async () => {
    const { body } = await server.graphql('{ event(slugOrId: "a\\u0000b") { eventId } }');
    expect(body.errors?.[0]).toMatchObject({ message: NUL_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers a REST body over 1 MiB with 413', async () => {
    const answer = await rest('/api/auth/password/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'a'.repeat(1_100_000), password: 'x' }),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error.code).toBe('BAD_USER_INPUT');
  });

  it('answers a content type no route reads with 415', async () => {
    const answer = await rest('/api/auth/password/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: 'a,b',
    });
    expect(answer.status).toBe(415);
    expect(answer.body.error.code).toBe('BAD_USER_INPUT');
  });

  it('answers a broken multipart upload with 400', async () => {
    const user = await testUser(server, systemClock);
    const answer = await rest('/api/media/avatar', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=fuzz', ...user.headers },
      body: '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('BAD_USER_INPUT');
    expect(answer.body.error.message).toBe(MALFORMED_MULTIPART_MESSAGE);
  });

  it('answers ids that are not UUIDs with the NOT_FOUND of an unknown id, before any query', async () => {
    const user = await testUser(server, systemClock);
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'mutation($id: ID!) { refundBooking(transactionId: $id) { transactionId } }',
        { id: 'x' },
        'Booking not found.',
      ],
      ['mutation($id: ID!) { shareTicket(ticketId: $id) { url } }', { id: 'nope' }, 'Ticket not found.'],
      [
        'mutation($e: ID!, $u: ID!) { approveAttendee(eventId: $e, userId: $u) { attendeeState } }',
        { e: '00000000-0000-4000-8000-000000000000', u: 'not-a-uuid' },
        'User not found.',
      ],
      [
        'mutation($input: RsvpInput!) { rsvpEvent(input: $input) { transactionId } }',
        { input: { eventId: 'not-a-uuid' } },
        'Event not found.',
      ],
      [
        'mutation($id: ID!, $q: Int!) { joinWaitingList(eventTicketId: $id, quantity: $q) { quantity } }',
        { id: 'x', q: 1 },
        'Ticket type not found.', // an unknown UUID is worded by the bookings service itself
      ],
    ];
    // A lookup with a nullable answer answers null for an unknown id, and so for a malformed one.
    const lookup = await server.graphql<GraphQLBody>(
      'query($id: ID!) { booking(transactionId: $id) { transactionId } }',
      { id: 12345 },
      user.headers,
    );
    expect(lookup.body).toEqual({ data: { booking: null } });
    for (const [query, variables, message] of cases) {
      const { status, body } = await server.graphql<GraphQLBody>(query, variables, user.headers);
      expect(status).toBe(200);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'NOT_FOUND' } });
    }
  });
});
