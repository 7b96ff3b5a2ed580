import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, OPT_IN_MESSAGES as O } from '@repclub/shared';
import { fixedClock } from '../../platform/clock';
import { graphqlResult, type TestServer, startTestServer } from '../../test/server';
import { eventQuestions } from '../events/events.tables';
import { notifications } from '../notifications/notifications.tables';
import { eventAttendees } from './bookings.tables';
import { balanceOf, insertEvent, manyUsers } from './bookings.test-support';

/**
 * The event opt-in flags (issue 14, docs/decisions/086–089): each flag on and off, and every operation they
 * bring with the callers allowed and refused.
 */

const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => server?.close());

type Headers = Record<string, string>;
const gql = <T>(query: string, variables: Record<string, unknown>, headers: Headers = {}) =>
  graphqlResult<T>(server, query, variables, headers);
type Person = Awaited<ReturnType<typeof manyUsers>>[number];

const RSVP = `mutation($input: RsvpInput!) { rsvpEvent(input: $input) { transactionId status } }`;
const GUESTS = `query($e: ID!, $first: Int, $after: String) { approvedAttendees(eventId: $e, first: $first, after: $after) {
  pageInfo { hasNextPage endCursor } nodes { userId name userName avatarUrl repScore } } }`;
const EVENT = `query($s: String!) { event(slugOrId: $s) { eventId previewOnly description note terms faqs { question }
  goingCount location { address } questions { questionId } optIns { musicEmbed { url } }
  tickets { eventTicketId ticketType isSpecialGuest wishListCount viewerOnWishList } } }`;

type EventData = {
  event: {
    previewOnly: boolean;
    description: string | null;
    note: string | null;
    goingCount: number | null;
    location: { address: string } | null;
    questions: { questionId: string }[];
    optIns: { musicEmbed: { url: string } | null };
    tickets: {
      eventTicketId: string;
      ticketType: string;
      isSpecialGuest: boolean;
      wishListCount: number | null;
      viewerOnWishList: boolean;
    }[];
  };
};

async function people(n: number) {
  return manyUsers(server, n, clock);
}

async function rsvp(person: Person, eventId: string, extra: Record<string, unknown> = {}) {
  return gql<{ rsvpEvent: { status: string } }>(RSVP, { input: { eventId, ...extra } }, person.headers);
}

async function setState(eventId: string, userId: string, state: string) {
  await server.database.db
    .insert(eventAttendees)
    .values({ eventId, userId, state })
    .onConflictDoUpdate({ target: [eventAttendees.eventId, eventAttendees.userId], set: { state } });
}

describe('guest list, guest count and rep score (decision 086)', () => {
  it("shows who's going to approved attendees and the team when on, to the team only when off", async () => {
    const [host, going, pending, stranger] = await people(4);
    const now = clock.now();
    const on = await insertEvent(server, host!.userId, {
      now,
      optIns: { guestList: true, guestCount: true, displayRepScore: true },
      tickets: [{ price: 0 }, { ticketType: 'VIP', price: 0, isRequiredApproval: true }],
    });
    const off = await insertEvent(server, host!.userId, { now, tickets: [{ price: 0 }] });
    expect((await rsvp(going!, on.event.id)).error).toBeNull();
    expect((await rsvp(going!, off.event.id)).error).toBeNull();
    expect((await rsvp(pending!, on.event.id, { eventTicketId: on.types[1]!.id })).error).toBeNull();
    // Two past events `going` was checked in at: a rep score of 2.
    for (let i = 0; i < 2; i++) {
      const past = await insertEvent(server, host!.userId, { now, startsInDays: -30 - i });
      await setState(past.event.id, going!.userId, 'CHECKED_IN');
    }

    const seen = await gql<{ approvedAttendees: { nodes: Record<string, unknown>[] } }>(
      GUESTS,
      { e: on.event.id },
      going!.headers,
    );
    expect(seen.error).toBeNull();
    expect(seen.data!.approvedAttendees.nodes).toEqual([
      {
        userId: going!.userId,
        name: going!.row.name,
        userName: going!.row.userName,
        avatarUrl: null,
        repScore: 2,
      },
    ]);
    expect((await gql(GUESTS, { e: on.event.id }, pending!.headers)).error).toMatchObject({
      message: O.guestListAttendeesOnly,
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
    expect((await gql(GUESTS, { e: on.event.id }, stranger!.headers)).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    expect((await gql(GUESTS, { e: on.event.id })).error?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
    // Off: the attendee is refused, the team sees the list, without rep scores.
    expect((await gql(GUESTS, { e: off.event.id }, going!.headers)).error).toMatchObject({
      message: O.guestListOff,
    });
    const team = await gql<{ approvedAttendees: { nodes: { repScore: number | null }[] } }>(
      GUESTS,
      { e: off.event.id },
      host!.headers,
    );
    expect(team.data!.approvedAttendees.nodes).toEqual([expect.objectContaining({ repScore: null })]);

    // Guest count: everyone who may see the event when on; the team only when off.
    const count = async (slug: string, who?: Person) =>
      (await gql<EventData>(EVENT, { s: slug }, who?.headers ?? {})).data!.event.goingCount;
    expect(await count(on.event.slug, stranger)).toBe(1);
    expect(await count(on.event.slug)).toBe(1);
    expect(await count(off.event.slug, stranger)).toBeNull();
    expect(await count(off.event.slug, going)).toBeNull();
    expect(await count(off.event.slug, host)).toBe(1);

    // The team's attendee views carry the rep score.
    const detail = await gql<{ eventAttendee: { repScore: number } }>(
      `query($e: ID!, $u: ID!) { eventAttendee(eventId: $e, userId: $u) { repScore } }`,
      { e: on.event.id, u: going!.userId },
      host!.headers,
    );
    expect(detail.data!.eventAttendee.repScore).toBe(2);
  });

  it('pages the guest list', async () => {
    const [host, ...guests] = await people(5);
    const { event } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      optIns: { guestList: true },
      tickets: [{ price: 0 }],
    });
    for (const guest of guests) expect((await rsvp(guest, event.id)).error).toBeNull();
    type Page = {
      approvedAttendees: {
        pageInfo: { hasNextPage: boolean; endCursor: string };
        nodes: { userId: string }[];
      };
    };
    const first = await gql<Page>(GUESTS, { e: event.id, first: 3 }, guests[0]!.headers);
    expect(first.data!.approvedAttendees.nodes).toHaveLength(3);
    expect(first.data!.approvedAttendees.pageInfo.hasNextPage).toBe(true);
    const second = await gql<Page>(
      GUESTS,
      { e: event.id, first: 3, after: first.data!.approvedAttendees.pageInfo.endCursor },
      guests[0]!.headers,
    );
    expect(second.data!.approvedAttendees.nodes).toHaveLength(1);
    const all = [...first.data!.approvedAttendees.nodes, ...second.data!.approvedAttendees.nodes];
    expect(new Set(all.map((n) => n.userId))).toEqual(new Set(guests.map((g) => g.userId)));
  });
});

describe('public preview (decision 086)', () => {
  it('gives visitors a teaser when off and the whole page when on; signed-in users always see it all', async () => {
    const [host, member] = await people(2);
    const now = clock.now();
    const teaser = await insertEvent(server, host!.userId, {
      now,
      optIns: { musicEmbed: { url: 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy' } },
      questions: [{ question: 'Size?', isRequired: false }],
    });
    const full = await insertEvent(server, host!.userId, { now, optIns: { publicPreview: true } });
    const visitorTeaser = (await gql<EventData>(EVENT, { s: teaser.event.slug })).data!.event;
    expect(visitorTeaser).toMatchObject({
      previewOnly: true,
      description: null,
      note: null,
      tickets: [],
      questions: [],
      optIns: { musicEmbed: null },
    });
    const memberView = (await gql<EventData>(EVENT, { s: teaser.event.slug }, member!.headers)).data!.event;
    expect(memberView.previewOnly).toBe(false);
    expect(memberView.description).toBe('A test event.');
    expect(memberView.tickets).toHaveLength(1);
    expect(memberView.questions).toHaveLength(1);
    expect(memberView.optIns.musicEmbed).not.toBeNull();
    const visitorFull = (await gql<EventData>(EVENT, { s: full.event.slug })).data!.event;
    expect(visitorFull.previewOnly).toBe(false);
    expect(visitorFull.description).toBe('A test event.');
    expect(visitorFull.tickets).toHaveLength(1);
    // Prices of a teaser are not given to visitors either.
    const cost = await gql(
      `query($e: ID!, $items: [TicketCostItemInput!]!) { calculateTicketCost(eventId: $e, items: $items) { total } }`,
      { e: teaser.event.id, items: [{ eventTicketId: teaser.types[0]!.id, quantity: 1 }] },
    );
    expect(cost.error).not.toBeNull();
    expect(cost.error?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
  });
});

describe('privacy policy reaction (decision 087)', () => {
  const REACT = `mutation($e: ID!, $a: Boolean!) { reactToPrivacyPolicy(eventId: $e, accept: $a) }`;
  const MINE = `query($e: ID!) { myPolicyReaction(eventId: $e) }`;

  it('lets attendees accept or decline; the team sees it; others are refused', async () => {
    const [host, attendee, stranger] = await people(3);
    const now = clock.now();
    const { event } = await insertEvent(server, host!.userId, {
      now,
      optIns: { privacyPolicy: { title: 'Waiver', fileUrl: 'https://repclub.test/waiver.pdf' } },
      tickets: [{ price: 0 }],
    });
    const plain = await insertEvent(server, host!.userId, { now, tickets: [{ price: 0 }] });
    // Booking still needs the waiver accepted.
    expect((await rsvp(attendee!, event.id)).error?.message).toBe(BOOKING_MESSAGES.waiverRequired('Waiver'));
    expect((await rsvp(attendee!, event.id, { acceptWaiver: true })).error).toBeNull();
    const mine = async (who: Person) =>
      (await gql<{ myPolicyReaction: string }>(MINE, { e: event.id }, who.headers)).data!.myPolicyReaction;
    expect(await mine(attendee!)).toBe('ACCEPTED');
    expect(await mine(stranger!)).toBe('NONE');
    const declined = await gql<{ reactToPrivacyPolicy: string }>(
      REACT,
      { e: event.id, a: false },
      attendee!.headers,
    );
    expect(declined.data?.reactToPrivacyPolicy).toBe('DECLINED');
    expect(await mine(attendee!)).toBe('DECLINED');
    const seen = await gql<{ eventAttendee: { privacyPolicyState: string } }>(
      `query($e: ID!, $u: ID!) { eventAttendee(eventId: $e, userId: $u) { privacyPolicyState } }`,
      { e: event.id, u: attendee!.userId },
      host!.headers,
    );
    expect(seen.data!.eventAttendee.privacyPolicyState).toBe('DECLINED');
    expect((await gql(REACT, { e: event.id, a: true }, attendee!.headers)).error).toBeNull();
    expect(await mine(attendee!)).toBe('ACCEPTED');

    expect((await gql(REACT, { e: event.id, a: true }, stranger!.headers)).error).toMatchObject({
      message: O.notAttendee,
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
    expect((await gql(REACT, { e: event.id, a: true })).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
    expect((await rsvp(attendee!, plain.event.id)).error).toBeNull();
    expect((await gql(REACT, { e: plain.event.id, a: true }, attendee!.headers)).error).toMatchObject({
      message: O.noPolicy,
      extensions: { code: 'CONFLICT' },
    });
    expect((await gql(REACT, { e: 'nope', a: true }, attendee!.headers)).error?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('social account requirements and reach (decision 087)', () => {
  const SET = `mutation($p: String!, $v: String!) { setSocialMedia(provider: $p, value: $v) { userId } }`;
  const REACH = `query($e: ID!) { eventSocialReach(eventId: $e) { approvedAttendees providers { provider isRequired connected } } }`;

  it('refuses booking until the providers are connected, naming them; the team sees the reach', async () => {
    const [host, fan, stranger] = await people(3);
    const { event } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      optIns: { socialAccountRequirements: ['instagram', 'spotify'] },
      tickets: [{ price: 0 }],
    });
    const first = await rsvp(fan!, event.id);
    expect(first.error).toMatchObject({
      message: O.socialAccountsMissing(['instagram', 'spotify']),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(first.error!.message).toContain('Instagram, Spotify');
    expect((await gql(SET, { p: 'instagram', v: 'fan.gram' }, fan!.headers)).error).toBeNull();
    expect((await rsvp(fan!, event.id)).error?.message).toBe(O.socialAccountsMissing(['spotify']));
    expect((await gql(SET, { p: 'spotify', v: 'fanspot' }, fan!.headers)).error).toBeNull();
    expect((await rsvp(fan!, event.id)).error).toBeNull();

    type Reach = {
      eventSocialReach: {
        approvedAttendees: number;
        providers: { provider: string; isRequired: boolean; connected: number }[];
      };
    };
    const reach = await gql<Reach>(REACH, { e: event.id }, host!.headers);
    expect(reach.data!.eventSocialReach.approvedAttendees).toBe(1);
    expect(reach.data!.eventSocialReach.providers.slice(0, 2)).toEqual([
      { provider: 'instagram', isRequired: true, connected: 1 },
      { provider: 'spotify', isRequired: true, connected: 1 },
    ]);
    expect(reach.data!.eventSocialReach.providers.find((p) => p.provider === 'twitch')).toEqual({
      provider: 'twitch',
      isRequired: false,
      connected: 0,
    });
    expect((await gql(REACH, { e: event.id }, fan!.headers)).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    expect((await gql(REACH, { e: event.id }, stranger!.headers)).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    expect((await gql(REACH, { e: event.id })).error?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
  });
});

describe('questions answered later (decision 087)', () => {
  const ANSWER = `mutation($e: ID!, $a: [EventQuestionAnswerInput!]!) { answerEventQuestions(eventId: $e, answers: $a) {
    answers { questionId answer } missingQuestionIds } }`;
  const MINE = `query($e: ID!) { myEventAnswers(eventId: $e) { answers { questionId answer } missingQuestionIds } }`;

  it('shows unanswered required questions to the attendee and the team, and takes answers later', async () => {
    const [host, attendee, stranger] = await people(3);
    const { event, questions } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      optIns: { questionRequirements: true },
      tickets: [{ price: 0 }],
      questions: [{ question: 'Name on the list?', isRequired: true }],
    });
    const q1 = questions[0]!.id;
    expect(
      (await rsvp(attendee!, event.id, { answers: [{ questionId: q1, answer: 'Ada' }] })).error,
    ).toBeNull();
    // The host adds a required question after the booking.
    const [added] = await server.database.db
      .insert(eventQuestions)
      .values({ eventId: event.id, position: 1, question: 'T-shirt size?', isRequired: true })
      .returning();
    type Mine = {
      myEventAnswers: { answers: { questionId: string; answer: string }[]; missingQuestionIds: string[] };
    };
    const before = await gql<Mine>(MINE, { e: event.id }, attendee!.headers);
    expect(before.data!.myEventAnswers.missingQuestionIds).toEqual([added!.id]);
    const team = await gql<{ eventAttendee: { missingRequiredAnswers: string[] } }>(
      `query($e: ID!, $u: ID!) { eventAttendee(eventId: $e, userId: $u) { missingRequiredAnswers } }`,
      { e: event.id, u: attendee!.userId },
      host!.headers,
    );
    expect(team.data!.eventAttendee.missingRequiredAnswers).toEqual([added!.id]);

    expect(
      (await gql(ANSWER, { e: event.id, a: [{ questionId: added!.id, answer: '  ' }] }, attendee!.headers))
        .error,
    ).toMatchObject({
      message: BOOKING_MESSAGES.answerRequired('T-shirt size?'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const done = await gql<{ answerEventQuestions: Mine['myEventAnswers'] }>(
      ANSWER,
      { e: event.id, a: [{ questionId: added!.id, answer: 'M' }] },
      attendee!.headers,
    );
    expect(done.error).toBeNull();
    expect(done.data!.answerEventQuestions.answers).toEqual([
      { questionId: q1, answer: 'Ada' },
      { questionId: added!.id, answer: 'M' },
    ]);
    expect(
      (await gql<Mine>(MINE, { e: event.id }, attendee!.headers)).data!.myEventAnswers.missingQuestionIds,
    ).toEqual([]);
    // Changing an answer keeps the others.
    const changed = await gql<{ answerEventQuestions: Mine['myEventAnswers'] }>(
      ANSWER,
      { e: event.id, a: [{ questionId: q1, answer: 'Ada L.' }] },
      attendee!.headers,
    );
    expect(changed.data!.answerEventQuestions.answers).toHaveLength(2);
    expect((await gql(ANSWER, { e: event.id, a: [] }, stranger!.headers)).error).toMatchObject({
      message: O.notAttendee,
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
    expect((await gql(ANSWER, { e: event.id, a: [] })).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
    const tooLong = await gql(
      ANSWER,
      { e: event.id, a: [{ questionId: q1, answer: 'x'.repeat(5000) }] },
      attendee!.headers,
    );
    expect(tooLong.error?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('guests inviting others (decision 087)', () => {
  const LINK = `mutation($e: ID!, $r: Boolean) { createEventInviteLink(eventId: $e, rotate: $r) { url } }`;
  const INVITE = `mutation($input: InviteToEventInput!) { inviteToEvent(input: $input) { eventId } }`;

  it('lets approved attendees invite when on, and refuses them when off', async () => {
    const [host, attendee, pending] = await people(3);
    const now = clock.now();
    const on = await insertEvent(server, host!.userId, {
      now,
      optIns: { guestsInvitingOthers: true },
      tickets: [{ price: 0 }, { ticketType: 'VIP', price: 0, isRequiredApproval: true }],
    });
    const off = await insertEvent(server, host!.userId, { now, tickets: [{ price: 0 }] });
    expect((await rsvp(attendee!, on.event.id)).error).toBeNull();
    expect((await rsvp(attendee!, off.event.id)).error).toBeNull();
    expect((await rsvp(pending!, on.event.id, { eventTicketId: on.types[1]!.id })).error).toBeNull();

    expect((await gql(LINK, { e: on.event.id }, attendee!.headers)).error).toBeNull();
    expect((await gql(LINK, { e: on.event.id, r: true }, attendee!.headers)).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    const invited = await gql<{ inviteToEvent: { eventId: string }[] }>(
      INVITE,
      { input: { eventId: on.event.id, emails: ['friend.of.attendee@example.com'] } },
      attendee!.headers,
    );
    expect(invited.error).toBeNull();
    expect(invited.data!.inviteToEvent).toEqual([{ eventId: on.event.id }]);
    // With tickets stays with the team.
    const withTickets = await gql(
      INVITE,
      {
        input: {
          eventId: on.event.id,
          emails: ['another.friend@example.com'],
          ticket: { kind: 'GIFT', eventTicketId: on.types[0]!.id, quantity: 1 },
        },
      },
      attendee!.headers,
    );
    expect(withTickets.error?.extensions?.code).toBe('AUTH_NOT_AUTHORIZED');
    expect((await gql(LINK, { e: on.event.id }, pending!.headers)).error).toMatchObject({
      message: O.invitingOthersOff,
    });
    expect((await gql(LINK, { e: off.event.id }, attendee!.headers)).error).toMatchObject({
      message: O.invitingOthersOff,
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
    expect(
      (
        await gql(
          INVITE,
          { input: { eventId: off.event.id, emails: ['x.friend@example.com'] } },
          attendee!.headers,
        )
      ).error?.extensions?.code,
    ).toBe('AUTH_NOT_AUTHORIZED');
  });
});

describe('ticket types (decision 088)', () => {
  it('hides special-guest tickets from sale; only the team grants them', async () => {
    const [host, fan] = await people(2);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      optIns: { publicPreview: true },
      tickets: [{ price: 0 }, { ticketType: 'Special guest', price: 0, isSpecialGuest: true }],
    });
    const visible = async (who?: Person) =>
      (await gql<EventData>(EVENT, { s: event.slug }, who?.headers ?? {})).data!.event.tickets.map(
        (t) => t.ticketType,
      );
    expect(await visible()).toEqual(['Ticket 1']);
    expect(await visible(fan)).toEqual(['Ticket 1']);
    expect(await visible(host)).toEqual(['Ticket 1', 'Special guest']);
    const refused = await rsvp(fan!, event.id, { eventTicketId: types[1]!.id });
    expect(refused.error?.message).toBe(BOOKING_MESSAGES.ticketNotOnSale('These'));
    const granted = await gql(
      `mutation($input: GrantTicketsInput!) { grantTickets(input: $input) { transactionId } }`,
      { input: { eventId: event.id, eventTicketId: types[1]!.id, userId: fan!.userId, quantity: 1 } },
      host!.headers,
    );
    expect(granted.error).toBeNull();
  });

  it('shows and sells a ticket type only inside its visibility window', async () => {
    const [host, fan] = await people(2);
    const now = clock.now();
    const { event, types } = await insertEvent(server, host!.userId, {
      now,
      tickets: [
        { ticketType: 'Early', price: 0, visibleEndAt: new Date(now.getTime() - 60_000) },
        { ticketType: 'Later', price: 0, visibleStartAt: new Date(now.getTime() + 86_400_000) },
        { ticketType: 'Now', price: 0, visibleStartAt: new Date(now.getTime() - 60_000) },
      ],
    });
    const names = (await gql<EventData>(EVENT, { s: event.slug }, fan!.headers)).data!.event.tickets.map(
      (t) => t.ticketType,
    );
    expect(names).toEqual(['Now']);
    for (const type of types.slice(0, 2)) {
      const res = await gql(
        `mutation($input: PurchaseTicketsInput!) { purchaseTickets(input: $input) { paymentUrl } }`,
        { input: { eventId: event.id, items: [{ eventTicketId: type.id, quantity: 1 }] } },
        fan!.headers,
      );
      expect(res.error).not.toBeNull();
      expect(['CONFLICT', 'BAD_USER_INPUT']).toContain(res.error!.extensions?.code);
    }
  });

  it('orders the ticket types for display (the team only)', async () => {
    const [host, fan] = await people(2);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ ticketType: 'A' }, { ticketType: 'B' }, { ticketType: 'C' }],
    });
    const DISPLAY = `mutation($e: ID!, $o: [ID!]!) { setTicketTypesDisplay(eventId: $e, order: $o) { ticketType } }`;
    const set = await gql<{ setTicketTypesDisplay: { ticketType: string }[] }>(
      DISPLAY,
      { e: event.id, o: [types[2]!.id, types[0]!.id] },
      host!.headers,
    );
    expect(set.error).toBeNull();
    expect(set.data!.setTicketTypesDisplay.map((t) => t.ticketType)).toEqual(['C', 'A', 'B']);
    const seen = (await gql<EventData>(EVENT, { s: event.slug }, fan!.headers)).data!.event.tickets;
    expect(seen.map((t) => t.ticketType)).toEqual(['C', 'A', 'B']);
    expect(
      (await gql(DISPLAY, { e: event.id, o: [types[0]!.id] }, fan!.headers)).error?.extensions?.code,
    ).toBe('AUTH_NOT_AUTHORIZED');
    const other = await insertEvent(server, host!.userId, { now: clock.now() });
    expect((await gql(DISPLAY, { e: event.id, o: [other.types[0]!.id] }, host!.headers)).error).toMatchObject(
      { message: O.displayOrderInvalid, extensions: { code: 'BAD_USER_INPUT' } },
    );
    expect(
      (await gql(DISPLAY, { e: event.id, o: [types[0]!.id, types[0]!.id] }, host!.headers)).error?.extensions
        ?.code,
    ).toBe('BAD_USER_INPUT');
    expect((await gql(DISPLAY, { e: event.id, o: [types[0]!.id] })).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
  });

  it('answers the ticket types that need approval', async () => {
    const [host, fan] = await people(2);
    const { event } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ ticketType: 'General' }, { ticketType: 'VIP', isRequiredApproval: true }],
    });
    const Q = `query($e: ID!) { ticketsRequiredForApproval(eventId: $e) { ticketType isRequiredApproval } }`;
    const res = await gql<{ ticketsRequiredForApproval: { ticketType: string }[] }>(
      Q,
      { e: event.id },
      fan!.headers,
    );
    expect(res.data!.ticketsRequiredForApproval).toEqual([{ ticketType: 'VIP', isRequiredApproval: true }]);
    expect((await gql(Q, { e: event.id })).error?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
    expect((await gql(Q, { e: 'missing' }, fan!.headers)).error?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('wish list (decision 089)', () => {
  const JOIN = `mutation($t: ID!) { joinTicketWishList(eventTicketId: $t) }`;
  const LEAVE = `mutation($t: ID!) { leaveTicketWishList(eventTicketId: $t) }`;
  const LIMIT = `mutation($e: ID!, $t: ID!, $input: EventTicketInput!) { upsertEventTicket(eventId: $e, eventTicketId: $t, input: $input) { eventTicketId } }`;

  it('takes wishes for a sold-out type, counts them for the team and tells wishers when tickets come back', async () => {
    const [host, buyer, wisher, other] = await people(4);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [
        { ticketType: 'Tiny', price: 0, limitedAmount: 1, isEnabledWishList: true },
        { ticketType: 'Plain', price: 0, limitedAmount: 1 },
      ],
    });
    const [tiny, plain] = types;
    // Not sold out yet: book instead.
    expect((await gql(JOIN, { t: tiny!.id }, wisher!.headers)).error).toMatchObject({
      message: O.notSoldOutWish,
      extensions: { code: 'CONFLICT' },
    });
    expect((await rsvp(buyer!, event.id, { eventTicketId: tiny!.id })).error).toBeNull();
    expect((await rsvp(other!, event.id, { eventTicketId: plain!.id })).error).toBeNull();
    expect((await gql(JOIN, { t: plain!.id }, wisher!.headers)).error).toMatchObject({
      message: O.wishListOff,
    });
    // The same wish at once from many requests counts once.
    const joins = await Promise.all(
      Array.from({ length: 5 }, () => gql(JOIN, { t: tiny!.id }, wisher!.headers)),
    );
    expect(joins.every((j) => j.error === null)).toBe(true);
    expect((await gql(JOIN, { t: tiny!.id }, other!.headers)).error).toBeNull();
    expect((await gql(LEAVE, { t: tiny!.id }, other!.headers)).data).toEqual({ leaveTicketWishList: true });
    expect((await gql(LEAVE, { t: tiny!.id }, other!.headers)).data).toEqual({ leaveTicketWishList: false });
    expect((await gql(JOIN, { t: tiny!.id })).error?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');

    const tinyOf = async (who: Person) =>
      (await gql<EventData>(EVENT, { s: event.slug }, who.headers)).data!.event.tickets.find(
        (t) => t.ticketType === 'Tiny',
      )!;
    expect(await tinyOf(host!)).toMatchObject({ wishListCount: 1 });
    expect(await tinyOf(wisher!)).toMatchObject({ wishListCount: null, viewerOnWishList: true });

    // The host raises the limit: the wisher is told in the app and by e-mail, once, and is off the list.
    const raised = await gql(
      LIMIT,
      { e: event.id, t: tiny!.id, input: { ticketType: 'Tiny', price: 0, limitedAmount: 2 } },
      host!.headers,
    );
    expect(raised.error).toBeNull();
    expect((await balanceOf(server, tiny!.id)).availableAmount).toBe(1);
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, wisher!.userId), eq(notifications.type, 'EventTicketAvailable')));
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain('Tiny');
    const mail = (await server.outbox(wisher!.row.email!)).filter((m) =>
      String((m as { subject?: string }).subject).includes('are available'),
    );
    expect(mail).toHaveLength(1);
    expect(await tinyOf(host!)).toMatchObject({ wishListCount: 0 });
    expect(await tinyOf(wisher!)).toMatchObject({ viewerOnWishList: false });
  });
});
