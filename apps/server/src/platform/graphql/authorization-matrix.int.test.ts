// The authorization matrix (issue 11): every mutation, and every query that takes an id, generated from the
// schema, is called anonymously, as a deleted account and as an unrelated user against another user's
// resources. No answer may be a 5xx or INTERNAL_SERVER_ERROR, anonymous calls to anything but the public
// operations below must be refused with AUTH_NOT_AUTHENTICATED, and no answer may carry the other user's
// personal data. A new operation is covered without anyone listing it: it is either refused to visitors or
// has to be added to PUBLIC_OPERATIONS, with a reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { setUser } from '../../modules/account/account.test-support';
import { insertEvent } from '../../modules/bookings/bookings.test-support';
import { testUser } from '../../modules/events/events.test-support';
import { insertUser, signInRow } from '../../modules/users/users.test-helpers';
import {
  callArguments,
  documentOf,
  type Operation,
  schemaOperations,
  validValue,
} from '../../test/schema-operations';
import { startTestServer, type TestServer } from '../../test/server';

/**
 * Operations a visitor may call (each answers without a signed-in user). Everything else that the matrix
 * calls must answer AUTH_NOT_AUTHENTICATED to a visitor.
 */
const PUBLIC_OPERATIONS: Record<string, string> = {
  // The public event page: published events are readable by visitors (events spec, public page).
  event: 'published events are public',
  // The ticket types and prices of a published event, for the visitor's checkout preview.
  calculateTicketCost: 'prices of a published event are public',
  // An invite link is opened before signing in, to show who invited whom (docs/decisions/022).
  userInvite: 'the invite page is shown before sign-in',
  // Comments on a published event are read on its public page, like the page itself (decision 084).
  eventComments: "comments are public wherever the event's page is",
  // A guest's pass page opens from the invitation e-mail without an account: the unguessable token is the key,
  // and the page holds no contact data (decision 092).
  guestPass: 'the guest pass page is opened from the invitation e-mail, keyed by its token',
  // A club's published PUBLIC offers are on its public page (/rep-clubs/{id}/offers, docs/decisions/131).
  offer: "published public offers are public like their club's page",
  offerBySlug: "published public offers are public like their club's page",
  clubOffers: "a club's published public offers are on its public page",
  // Achievements of visible clubs are shown on club pages and member profiles to anyone (decision 129); hidden
  // ones only to their holders and the club's team.
  achievement: "a visible club's achievement page is public like the club's page",
  achievementBySlug: "a visible club's achievement page is public like the club's page",
  clubAchievements: "a visible club's achievements show on its public page",
  userAchievements: "a member's badges show on their public profile (not hidden ones)",
};

type Answer = {
  status: number;
  text: string;
  body: { data?: unknown; errors?: { message: string; path?: unknown[]; extensions?: { code?: string } }[] };
};

/** The other user's personal data: e-mail, phone number, date of birth, postal address. */
const VICTIM = {
  email: 'matrix.victim.person@example.com',
  phone: '+12135559876',
  dateOfBirth: '1977-03-14',
  street: '742 Evergreen Terrace',
  postalCode: '49007',
};
const NEEDLES = [VICTIM.email, VICTIM.phone, VICTIM.phone.slice(2), VICTIM.dateOfBirth, VICTIM.street];

describe('authorization matrix (issue 11)', () => {
  let server: TestServer;
  const ids: Record<string, string> = {};
  let slug = '';

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        RATE_LIMITS: 'off',
        // The generated selections read everything three levels deep: far over the query limits.
        GRAPHQL_MAX_COST: '1000000',
        GRAPHQL_MAX_DEPTH: '20',
        GRAPHQL_MAX_ALIASES: '1000',
        GRAPHQL_MAX_TOKENS: '100000',
        GRAPHQL_BODY_LIMIT: '1048576',
      },
    });
    // The victim: a host with personal data, an event with ticket types and a question, an RSVP with a
    // ticket, an invite and whatever notifications those made.
    const victim = await insertUser(server, {
      email: VICTIM.email,
      name: 'Victor Matrix',
      userName: 'victor_matrix',
      phoneNumber: VICTIM.phone,
      dateOfBirth: VICTIM.dateOfBirth,
      countryCode: 'US',
      address: {
        line1: VICTIM.street,
        line2: null,
        city: 'Springfield',
        region: 'OR',
        postalCode: VICTIM.postalCode,
      },
    });
    const headers = await signInRow(server, victim, systemClock);
    const { event, types, questions } = await insertEvent(server, victim.id, {
      now: new Date(),
      tickets: [{ price: 0, ticketType: 'Free' }, { price: 2500 }],
      questions: [{ question: 'Which song?', isRequired: false }],
    });
    slug = event.slug;
    Object.assign(ids, {
      userId: victim.id,
      eventId: event.id,
      eventTicketId: types[0]!.id,
      questionId: questions[0]!.id,
    });
    const rsvp = await server.graphql<{
      rsvpEvent: { transactionId: string; tickets: { ticketId: string }[] };
    }>(
      'mutation($input: RsvpInput!) { rsvpEvent(input: $input) { transactionId tickets { ticketId } } }',
      { input: { eventId: event.id, eventTicketId: types[0]!.id } },
      headers,
    );
    expect(rsvp.body.errors).toBeUndefined();
    ids.transactionId = rsvp.body.data!.rsvpEvent.transactionId;
    ids.ticketId = rsvp.body.data!.rsvpEvent.tickets[0]!.ticketId;
    await server.graphql(
      'mutation($emails: [String!]!) { sendUserInvites(emails: $emails) { userId } }',
      { emails: ['matrix.invitee@example.com'] },
      headers,
    );
    const own = await server.graphql<{
      me: { pendingInvites: { inviteId: string }[] | null };
      notifications: { nodes: { notificationId: string }[] };
    }>(
      '{ me { pendingInvites { inviteId } } notifications(first: 1) { nodes { notificationId } } }',
      {},
      headers,
    );
    const inviteId = own.body.data?.me.pendingInvites?.[0]?.inviteId;
    if (inviteId) ids.inviteId = inviteId;
    const notificationId = own.body.data?.notifications.nodes[0]?.notificationId;
    if (notificationId) ids.id = notificationId;
  }, 120_000);
  afterAll(() => server?.close());

  const operations = schemaOperations().filter(
    (op) => op.kind === 'mutation' || op.takesId || op.name in PUBLIC_OPERATIONS,
  );

  async function call(operation: Operation, headers: Record<string, string>): Promise<Answer> {
    const args = callArguments(operation);
    const source = {
      id: (name: string) => (name === 'slugOrId' ? slug : ids[name]),
      string: (name: string) => (/email/i.test(name) ? 'matrix.someone@example.com' : 'matrix'),
    };
    const variables = Object.fromEntries(args.map((a) => [a.name, validValue(a.type, a.name, source)]));
    const query = documentOf(
      operation,
      args.map((a) => a.name),
      3,
    );
    const response = await server.fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as Answer['body'] };
  }

  /** What is wrong with an answer whoever asked: a server error or the victim's personal data. */
  function generalProblems(operation: Operation, answer: Answer): string[] {
    const problems: string[] = [];
    if (answer.status >= 500) problems.push(`HTTP ${answer.status}`);
    for (const error of answer.body.errors ?? []) {
      if (error.extensions?.code === 'INTERNAL_SERVER_ERROR') problems.push(`INTERNAL_SERVER_ERROR`);
      if (error.extensions?.code === 'GRAPHQL_VALIDATION_FAILED')
        problems.push(`the generated call is invalid: ${error.message}`);
    }
    for (const needle of NEEDLES) {
      if (answer.text.includes(needle)) problems.push(`answers the other user's "${needle}"`);
    }
    return problems.map((p) => `${operation.name}: ${p}`);
  }

  const rootCodes = (answer: Answer) =>
    (answer.body.errors ?? [])
      .filter((e) => !Array.isArray(e.path) || e.path.length <= 1)
      .map((e) => e.extensions?.code);

  it('covers every mutation and every query that takes an id', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map((o) => o.name)).toEqual(
      expect.arrayContaining(['booking', 'user', 'event', 'rsvpEvent', 'refundBooking', 'updateProfile']),
    );
    for (const name of Object.keys(PUBLIC_OPERATIONS)) {
      expect(operations.map((o) => o.name)).toContain(name);
    }
  });

  it('refuses visitors everything but the public operations, with AUTH_NOT_AUTHENTICATED', async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      const answer = await call(operation, {});
      problems.push(...generalProblems(operation, answer));
      const refused = rootCodes(answer).includes('AUTH_NOT_AUTHENTICATED');
      if (operation.name in PUBLIC_OPERATIONS) {
        if (refused) problems.push(`${operation.name}: listed as public but refuses visitors`);
      } else if (!refused) {
        problems.push(
          `${operation.name}: answers a visitor (${answer.text.slice(0, 160)}); refuse it or list it in PUBLIC_OPERATIONS`,
        );
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers a deleted account without errors of the server or anyone else data', async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      // A fresh account each time: some operations (recovering, signing out) change the caller.
      const gone = await testUser(server, systemClock);
      await setUser(server, gone.userId, { deletedAt: new Date() });
      problems.push(...generalProblems(operation, await call(operation, gone.headers)));
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it("never gives an unrelated user another user's personal data, nor a server error", async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      const stranger = await testUser(server, systemClock);
      problems.push(...generalProblems(operation, await call(operation, stranger.headers)));
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
