import {
  DECIDED_MESSAGES,
  EVENT_MESSAGES as M,
  EVENT_PERMISSIONS,
  MESSAGES,
  REFERRAL_MESSAGES,
  TEXT_MESSAGES,
} from '@repclub/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, firstGraphQLError, startTestServer } from '../../test/server';
import {
  type TestUser,
  balanceOf,
  giveRole,
  setAttendee,
  setBalance,
  setEventColumns,
  testUser,
} from './events.test-support';
import { DEFAULT_FEE_RATES } from '../../platform/config';
import { calculateCost } from './pricing/pricing';

const clock = fixedClock('2026-06-01T12:00:00.000Z');
let server: TestServer;
let host: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer({ clock });
  host = await testUser(server, clock);
  other = await testUser(server, clock);
  admin = await testUser(server, clock, { role: 'ADMIN' });
});
afterAll(async () => server?.close());

const DAY = 86_400_000;
/** No bearer token. */
const visitor: TestUser = { userId: '', headers: {} as TestUser['headers'] };
const at = (days: number, hours = 0) =>
  new Date(clock.now().getTime() + days * DAY + hours * 3_600_000).toISOString();

let slugCounter = 0;
const input = (overrides: Record<string, unknown> = {}) => {
  slugCounter += 1;
  return {
    slug: `test-event-${slugCounter}`,
    displayName: `Test Event ${slugCounter}`,
    description: 'A night of music.',
    note: 'Doors at 7.',
    avatarUrl: 'https://cdn.example/cover.webp',
    startDate: at(10),
    endDate: at(10, 4),
    eventType: 'CONCERT',
    city: 'Los Angeles',
    location: { address: '1 Main St, Los Angeles', latitude: 34.05, longitude: -118.25 },
    ...overrides,
  };
};

const EVENT_FIELDS = `eventId slug status displayName description note terms avatarUrl startDate endDate timeZone
  eventType isPrivate isListed isFeatured isAllInPricing ageLimit minimumRepScore city seriesId
  location { address latitude longitude isOnlyVisibleToApprovedAttendees }
  locationRadius { address radius unitLengthType }
  optIns { guestList qrPass privacyPolicy { title fileUrl } socialAccountRequirements musicEmbed { url } }
  faqs { question answer } questions { questionId question isRequired }
  createdBy { userId } coHosts { userId } promoters { userId }
  tickets { eventTicketId ticketType price isFull isPrivate isActive balance { limitedAmount availableAmount releasedAmount lockedAmount } }
  viewerPermissions viewerAttendeeState isExpired isListFull totalAvailableTickets distance`;

type Ticket = {
  eventTicketId: string;
  ticketType: string;
  price: number;
  isFull: boolean;
  balance: {
    limitedAmount: number;
    availableAmount: number;
    releasedAmount: number;
    lockedAmount: number;
  } | null;
};
type EventData = {
  eventId: string;
  slug: string;
  status: string;
  displayName: string;
  startDate: string;
  endDate: string;
  seriesId: string | null;
  isFeatured: boolean;
  location: { address: string } | null;
  tickets: Ticket[];
  questions: { question: string; isRequired: boolean }[];
  viewerPermissions: string[];
  viewerAttendeeState: string;
  coHosts: { userId: string }[];
  promoters: { userId: string }[];
  distance: number | null;
  [key: string]: unknown;
};

async function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown>,
  user?: TestUser,
) {
  return server.graphql<T>(query, variables, user?.headers ?? {});
}

async function createEvent(user: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await gql<{ createEvent: EventData }>(
    `mutation($input: EventInput!) { createEvent(input: $input) { ${EVENT_FIELDS} } }`,
    { input: input(overrides) },
    user,
  );
  if (!res.body.data?.createEvent) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.createEvent;
}

async function upsertTicket(
  user: TestUser,
  eventId: string,
  ticket: Record<string, unknown>,
  eventTicketId?: string,
) {
  return gql<{ upsertEventTicket: Ticket }>(
    `mutation($eventId: ID!, $id: ID, $input: EventTicketInput!) {
      upsertEventTicket(eventId: $eventId, eventTicketId: $id, input: $input) {
        eventTicketId ticketType price isFull balance { limitedAmount availableAmount releasedAmount lockedAmount } } }`,
    { eventId, id: eventTicketId ?? null, input: ticket },
    user,
  );
}

async function addTicket(user: TestUser, eventId: string, ticket: Record<string, unknown> = {}) {
  const res = await upsertTicket(user, eventId, {
    ticketType: 'General',
    price: 2500,
    limitedAmount: 100,
    ...ticket,
  });
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.upsertEventTicket;
}

const simple = (
  name: string,
  args = '$eventId: ID!',
  call = 'eventId: $eventId',
  fields = 'eventId status',
) => `mutation(${args}) { ${name}(${call}) { ${fields} } }`;

async function published(user: TestUser = host, overrides: Record<string, unknown> = {}) {
  const event = await createEvent(user, overrides);
  const ticket = await addTicket(user, event.eventId);
  const res = await gql(simple('publishEvent'), { eventId: event.eventId }, user);
  expect(res.body.errors).toBeUndefined();
  return { ...event, ticket };
}

async function getEvent(slugOrId: string, user?: TestUser) {
  return gql<{ event: EventData }>(
    `query($s: String!) { event(slugOrId: $s) { ${EVENT_FIELDS} } }`,
    { s: slugOrId },
    user,
  );
}

/** The role the real way: the host invites, the user accepts (team.int.test.ts tests the invitations). */
async function setRole(eventId: string, user: TestUser, role: string, as: TestUser = host) {
  await giveRole(server, eventId, user, role, as);
}

const errorOf = (body: Parameters<typeof firstGraphQLError>[0]) => firstGraphQLError(body);

describe('createEvent', () => {
  it('creates a DRAFT owned by the viewer with every field', async () => {
    const event = await createEvent(host, {
      terms: 'No refunds.',
      faqs: [{ question: 'Parking?', answer: 'On the street.' }],
      ageLimit: 21,
      minimumRepScore: 10,
      isAllInPricing: true,
      timeZone: 'America/New_York',
      locationRadius: { address: 'Venue', latitude: 34, longitude: -118, radius: 2.5, unitLengthType: 'km' },
      optIns: {
        guestList: true,
        qrPass: true,
        privacyPolicy: { title: 'Waiver', fileUrl: 'https://cdn.example/waiver.pdf' },
        socialAccountRequirements: ['instagram'],
        musicEmbed: { url: 'https://open.spotify.com/track/1' },
      },
    });
    expect(event).toMatchObject({
      status: 'DRAFT',
      eventType: 'CONCERT',
      terms: 'No refunds.',
      ageLimit: 21,
      minimumRepScore: 10,
      isAllInPricing: true,
      isFeatured: false,
      // The venue (Los Angeles coordinates) decides the zone, not the one sent (docs/decisions/052).
      timeZone: 'America/Los_Angeles',
      faqs: [{ question: 'Parking?', answer: 'On the street.' }],
      locationRadius: { address: 'Venue', radius: 2.5, unitLengthType: 'km' },
      optIns: {
        guestList: true,
        qrPass: true,
        privacyPolicy: { title: 'Waiver', fileUrl: 'https://cdn.example/waiver.pdf' },
        socialAccountRequirements: ['instagram'],
        musicEmbed: { url: 'https://open.spotify.com/track/1' },
      },
      createdBy: { userId: host.userId },
      tickets: [],
      viewerPermissions: [...EVENT_PERMISSIONS],
      viewerAttendeeState: 'NONE',
      isExpired: false,
      isListFull: false,
      totalAvailableTickets: 0,
      distance: null,
    });
  });

  it.each([
    ['slug', null, M.slugRequired],
    ['slug', 'Not A Slug', M.slugInvalid],
    ['displayName', '  ', M.displayNameRequired],
    ['displayName', ' \u200b\u200d ', M.displayNameRequired],
    // Single-line text refuses line breaks and control characters (issue 21: calendar injection).
    [
      'displayName',
      'Party\nBEGIN:VEVENT\nSUMMARY:Pay at phish.invalid\nEND:VEVENT',
      TEXT_MESSAGES.singleLine,
    ],
    ['displayName', 'Party\r\nNight', TEXT_MESSAGES.singleLine],
    ['displayName', 'Party\tNight', TEXT_MESSAGES.singleLine],
    ['description', 'Line one\u0007', TEXT_MESSAGES.controlCharacters],
    ['description', null, M.descriptionRequired],
    ['note', '', M.noteRequired],
    ['avatarUrl', null, M.avatarUrlRequired],
    ['startDate', null, M.startDateRequired],
    ['endDate', null, M.endDateRequired],
    ['startDate', '2026-06-01T11:59:00.000Z', M.startDateInPast],
    ['endDate', '2026-06-01T13:00:00.000Z', M.endBeforeStart],
    ['eventType', 'RAVE', M.eventTypeInvalid],
    ['timeZone', 'Nowhere/Land', M.timeZoneInvalid],
    ['ageLimit', 200, M.ageLimitInvalid],
    [
      'locationRadius',
      { address: 'x', latitude: 1, longitude: 1, radius: 1001, unitLengthType: 'mi' },
      DECIDED_MESSAGES.numericCheckRange,
    ],
  ])('refuses %s = %j with its message and creates nothing', async (field, value, message) => {
    const before = await gql<{ myCreatedEvents: { edges: unknown[] } }>(
      `{ myCreatedEvents(first: 100) { edges { cursor } } }`,
      {},
      other,
    );
    const res = await gql(
      `mutation($input: EventInput!) { createEvent(input: $input) { eventId } }`,
      {
        input: input({ [field]: value }),
      },
      other,
    );
    expect(errorOf(res.body)).toEqual({ code: 'BAD_USER_INPUT', message });
    const after = await gql<{ myCreatedEvents: { edges: unknown[] } }>(
      `{ myCreatedEvents(first: 100) { edges { cursor } } }`,
      {},
      other,
    );
    expect(after.body.data!.myCreatedEvents.edges.length).toBe(
      before.body.data!.myCreatedEvents.edges.length,
    );
  });

  it('refuses a taken slug, a visitor, and featuring by a non-administrator', async () => {
    const first = await createEvent(host);
    const taken = await gql(
      `mutation($input: EventInput!) { createEvent(input: $input) { eventId } }`,
      {
        input: { ...input(), slug: first.slug },
      },
      other,
    );
    expect(errorOf(taken.body)).toEqual({ code: 'CONFLICT', message: M.slugTaken });
    const visitor = await gql(`mutation($input: EventInput!) { createEvent(input: $input) { eventId } }`, {
      input: input(),
    });
    expect(errorOf(visitor.body)).toEqual({ code: 'AUTH_NOT_AUTHENTICATED', message: MESSAGES.unauthorized });
    const featured = await gql(
      `mutation($input: EventInput!) { createEvent(input: $input) { eventId } }`,
      {
        input: input({ isFeatured: true }),
      },
      other,
    );
    expect(errorOf(featured.body)).toEqual({ code: 'AUTH_NOT_AUTHORIZED', message: M.featureAdminOnly });
    const byAdmin = await createEvent(admin, { isFeatured: true });
    expect(byAdmin.isFeatured).toBe(true);
  });
});

describe('event (visibility and permissions)', () => {
  it('hides drafts from everyone but the team; shows published events to visitors by slug or id', async () => {
    const draft = await createEvent(host);
    for (const viewer of [other, undefined]) {
      const res = await getEvent(draft.slug, viewer);
      expect(errorOf(res.body)).toEqual({ code: 'NOT_FOUND', message: M.eventNotFound });
    }
    await setRole(draft.eventId, other, 'DOOR');
    expect((await getEvent(draft.eventId, other)).body.data!.event.viewerPermissions).toEqual([
      'CanScanTicket',
      'CanSearchGuests',
      'CanViewAttendees',
    ]);
    expect((await getEvent(draft.eventId, admin)).body.data!.event.status).toBe('DRAFT');

    const event = await published();
    const bySlug = await getEvent(event.slug.toUpperCase());
    expect(bySlug.body.data!.event).toMatchObject({ eventId: event.eventId, viewerPermissions: [] });
    expect((await getEvent(event.eventId)).body.data!.event.slug).toBe(event.slug);
    expect(errorOf((await getEvent('no-such-event')).body).code).toBe('NOT_FOUND');
  });

  it('hides the address from non-team viewers when asked, and private tickets and balances', async () => {
    const event = await published(host, {
      location: {
        address: 'Secret 1',
        latitude: 34,
        longitude: -118,
        isOnlyVisibleToApprovedAttendees: true,
      },
    });
    await addTicket(host, event.eventId, { ticketType: 'Hidden', isPrivate: true });
    await addTicket(host, event.eventId, { ticketType: 'Shown count', optInShowTicketAmount: true });
    await addTicket(host, event.eventId, { ticketType: 'Later', visibleStartAt: at(5) });
    await addTicket(host, event.eventId, { ticketType: 'Inactive', isActive: false });
    const asOther = (await getEvent(event.slug, other)).body.data!.event;
    expect(asOther.location).toBeNull();
    expect(asOther.tickets.map((t) => [t.ticketType, t.balance?.limitedAmount ?? null])).toEqual([
      ['General', null],
      ['Shown count', 100],
    ]);
    const asHost = (await getEvent(event.slug, host)).body.data!.event;
    expect(asHost.location).toMatchObject({ address: 'Secret 1' });
    expect(asHost.tickets).toHaveLength(5);
    expect(asHost.tickets[0]!.balance).toEqual({
      limitedAmount: 100,
      availableAmount: 100,
      releasedAmount: 0,
      lockedAmount: 0,
    });

    // A private event shows no tickets to people outside it.
    await setEventColumns(server, event.eventId, { isPrivate: true });
    expect((await getEvent(event.slug)).body.data!.event.tickets).toEqual([]);
    expect((await getEvent(event.slug, host)).body.data!.event.tickets).toHaveLength(5);
  });
});

describe('updateEvent', () => {
  const update = (eventId: string, changes: Record<string, unknown>, user?: TestUser) =>
    gql<{ updateEvent: EventData }>(
      `mutation($id: ID!, $input: EventInput!) { updateEvent(eventId: $id, input: $input) { ${EVENT_FIELDS} } }`,
      { id: eventId, input: changes },
      user,
    );

  it('changes the fields given and keeps the others', async () => {
    const event = await createEvent(host, { optIns: { guestList: true } });
    const res = await update(
      event.eventId,
      { displayName: 'Renamed', optIns: { qrPass: true }, terms: 'T' },
      host,
    );
    expect(res.body.data!.updateEvent).toMatchObject({
      displayName: 'Renamed',
      description: event.description,
      slug: event.slug,
      terms: 'T',
      optIns: { guestList: true, qrPass: true },
    });
    const cleared = await update(event.eventId, { terms: null, location: null }, host);
    expect(cleared.body.data!.updateEvent).toMatchObject({ terms: null, location: null });
  });

  it('refuses bad input, a taken slug, other users, visitors and non-editing roles; allows co-hosts', async () => {
    const event = await published();
    const taken = await createEvent(host);
    expect(errorOf((await update(event.eventId, { displayName: '' }, host)).body)).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.displayNameRequired,
    });
    expect(errorOf((await update(event.eventId, { startDate: at(-1) }, host)).body).message).toBe(
      M.startDateInPast,
    );
    expect(errorOf((await update(event.eventId, { endDate: at(9) }, host)).body).message).toBe(
      M.endBeforeStart,
    );
    expect(errorOf((await update(event.eventId, { slug: taken.slug }, host)).body)).toEqual({
      code: 'CONFLICT',
      message: M.slugTaken,
    });
    expect(errorOf((await update(event.eventId, { displayName: 'X' }, other)).body)).toEqual({
      code: 'AUTH_NOT_AUTHORIZED',
      message: M.forbidden,
    });
    expect(errorOf((await update(event.eventId, { displayName: 'X' })).body).code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
    expect(errorOf((await update(event.eventId, { isFeatured: true }, host)).body).message).toBe(
      M.featureAdminOnly,
    );
    expect((await update(event.eventId, { isFeatured: true }, admin)).body.data!.updateEvent.isFeatured).toBe(
      true,
    );
    const promoter = await testUser(server, clock);
    await setRole(event.eventId, promoter, 'PROMOTER');
    expect(errorOf((await update(event.eventId, { displayName: 'X' }, promoter)).body).code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    const coHost = await testUser(server, clock);
    await setRole(event.eventId, coHost, 'CO_HOST');
    expect(
      (await update(event.eventId, { displayName: 'By co-host' }, coHost)).body.data!.updateEvent.displayName,
    ).toBe('By co-host');
    expect((await getEvent(event.eventId)).body.data!.event.displayName).toBe('By co-host');
  });

  it('keeps a start that has passed when it is not changed', async () => {
    const event = await published();
    await setEventColumns(server, event.eventId, {
      startDate: new Date(at(-2)),
      endDate: new Date(at(-2, 3)),
    });
    const res = await update(event.eventId, { note: 'Thanks for coming' }, host);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateEvent).toMatchObject({ startDate: at(-2), isExpired: true });
  });
});

describe('ticket types', () => {
  it('creates and edits a ticket; a new limit moves only the available amount', async () => {
    const event = await createEvent(host);
    const ticket = await addTicket(host, event.eventId, { limitedAmount: 50 });
    expect(ticket.balance).toEqual({
      limitedAmount: 50,
      availableAmount: 50,
      releasedAmount: 0,
      lockedAmount: 0,
    });
    await setBalance(server, ticket.eventTicketId, { locked: 5, released: 20 });
    const raised = await upsertTicket(
      host,
      event.eventId,
      { limitedAmount: 80, price: 3000 },
      ticket.eventTicketId,
    );
    expect(raised.body.data!.upsertEventTicket).toMatchObject({
      price: 3000,
      ticketType: 'General',
      balance: { limitedAmount: 80, availableAmount: 55, releasedAmount: 20, lockedAmount: 5 },
    });
    const lowered = await upsertTicket(host, event.eventId, { limitedAmount: 25 }, ticket.eventTicketId);
    expect(lowered.body.data!.upsertEventTicket.balance).toEqual({
      limitedAmount: 25,
      availableAmount: 0,
      releasedAmount: 20,
      lockedAmount: 5,
    });
    expect(lowered.body.data!.upsertEventTicket.isFull).toBe(true);
    const below = await upsertTicket(host, event.eventId, { limitedAmount: 24 }, ticket.eventTicketId);
    expect(errorOf(below.body)).toEqual({ code: 'CONFLICT', message: M.limitBelowSold(25) });
    expect((await balanceOf(server, ticket.eventTicketId)).limitedAmount).toBe(25);
  });

  it.each([
    [{ ticketType: '' }, M.ticketTypeRequired],
    [{ price: -1 }, M.priceInvalid],
    [
      { price: 1.5 },
      'Variable "$input" got invalid value 1.5 at "input.price"; Int cannot represent non-integer value: 1.5',
    ],
    [{ gratuityPercentage: 101 }, M.gratuityInvalid],
    [{ color: 'purple' }, M.colorInvalid],
    [{ limitedAmount: -1 }, M.limitedAmountInvalid],
    [{ currency: 'EUR' }, M.currencyInvalid],
  ])('refuses %j', async (bad, message) => {
    const event = await createEvent(host);
    const res = await upsertTicket(host, event.eventId, {
      ticketType: 'A',
      price: 100,
      limitedAmount: 10,
      ...bad,
    });
    expect(res.body.errors?.[0]?.message).toBe(message);
    expect((await getEvent(event.eventId, host)).body.data!.event.tickets).toEqual([]);
  });

  it('refuses other users, visitors, unknown tickets and tickets of another event', async () => {
    const event = await published();
    const mine = await createEvent(other);
    const otherTicket = await addTicket(other, mine.eventId);
    expect(
      errorOf(
        (await upsertTicket(other, event.eventId, { ticketType: 'X', price: 1, limitedAmount: 1 })).body,
      ),
    ).toEqual({
      code: 'AUTH_NOT_AUTHORIZED',
      message: M.forbidden,
    });
    expect(
      errorOf((await upsertTicket(other, event.eventId, { price: 1 }, event.ticket.eventTicketId)).body).code,
    ).toBe('AUTH_NOT_AUTHORIZED');
    expect(errorOf((await upsertTicket(undefined as never, event.eventId, { price: 1 })).body).code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
    expect(
      errorOf((await upsertTicket(host, event.eventId, { price: 1 }, otherTicket.eventTicketId)).body),
    ).toEqual({
      code: 'NOT_FOUND',
      message: M.ticketNotFound,
    });
  });

  it('deletes an unsold ticket type; refuses a sold one, other users and visitors', async () => {
    const event = await createEvent(host);
    const sold = await addTicket(host, event.eventId);
    const unsold = await addTicket(host, event.eventId);
    await setBalance(server, sold.eventTicketId, { locked: 0, released: 1 });
    const del = (id: string, user?: TestUser) =>
      gql(`mutation($id: ID!) { deleteEventTicket(eventTicketId: $id) }`, { id }, user);
    expect(errorOf((await del(sold.eventTicketId, host)).body)).toEqual({
      code: 'CONFLICT',
      message: M.ticketSold,
    });
    await setBalance(server, sold.eventTicketId, { locked: 1, released: 0 });
    expect(errorOf((await del(sold.eventTicketId, host)).body).code).toBe('CONFLICT');
    expect(errorOf((await del(unsold.eventTicketId, other)).body).code).toBe('NOT_FOUND'); // a draft they cannot see
    expect(errorOf((await del(unsold.eventTicketId)).body).code).toBe('AUTH_NOT_AUTHENTICATED');
    expect((await del(unsold.eventTicketId, host)).body.data).toEqual({ deleteEventTicket: true });
    expect(errorOf((await del(unsold.eventTicketId, host)).body)).toEqual({
      code: 'NOT_FOUND',
      message: M.ticketNotFound,
    });
  });

  it('keeps the balance whole while limit changes and sales race', async () => {
    const event = await createEvent(host);
    const ticket = await addTicket(host, event.eventId, { limitedAmount: 100 });
    await setBalance(server, ticket.eventTicketId, { locked: 10, released: 20 });
    const limits = Array.from({ length: 40 }, (_, i) => (i * 7) % 90);
    const db = server.database.db;
    // Sales move available → released one at a time, only while something is available (like checkout).
    const sales = Array.from({ length: 40 }, () =>
      db.execute(
        sql.raw(`update event_ticket_types set available_amount = available_amount - 1, released_amount = released_amount + 1
         where id = '${ticket.eventTicketId}' and available_amount >= 1`),
      ),
    );
    const changes = limits.map((limitedAmount) =>
      upsertTicket(host, event.eventId, { limitedAmount }, ticket.eventTicketId),
    );
    const results = await Promise.all(changes);
    await Promise.all(sales);
    for (const [i, res] of results.entries()) {
      if (res.body.errors) {
        expect(res.body.errors[0]!.extensions?.code).toBe('CONFLICT');
        expect(limits[i]).toBeLessThan(100);
      }
    }
    const final = await balanceOf(server, ticket.eventTicketId);
    expect(final.limitedAmount).toBe(final.availableAmount + final.lockedAmount + final.releasedAmount);
    expect(final.availableAmount).toBeGreaterThanOrEqual(0);
    expect(final.lockedAmount).toBe(10);
    expect(results.some((r) => !r.body.errors)).toBe(true);
    expect(results.some((r) => r.body.errors)).toBe(true);
  });
});

describe('publish, unpublish, cancel, delete', () => {
  it('publishes a draft with tickets, refuses one without, and goes back to draft while nothing is sold', async () => {
    const event = await createEvent(host);
    expect(errorOf((await gql(simple('publishEvent'), { eventId: event.eventId }, host)).body)).toEqual({
      code: 'CONFLICT',
      message: M.publishNoTickets,
    });
    const ticket = await addTicket(host, event.eventId);
    expect(errorOf((await gql(simple('publishEvent'), { eventId: event.eventId }, other)).body).code).toBe(
      'NOT_FOUND',
    );
    expect(errorOf((await gql(simple('publishEvent'), { eventId: event.eventId })).body).code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
    expect((await gql(simple('publishEvent'), { eventId: event.eventId }, host)).body.data).toEqual({
      publishEvent: { eventId: event.eventId, status: 'PUBLISHED' },
    });
    expect(errorOf((await gql(simple('publishEvent'), { eventId: event.eventId }, host)).body).message).toBe(
      M.alreadyPublished,
    );
    expect(errorOf((await gql(simple('unpublishEvent'), { eventId: event.eventId }, other)).body).code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    await setBalance(server, ticket.eventTicketId, { locked: 1, released: 0 });
    expect(errorOf((await gql(simple('unpublishEvent'), { eventId: event.eventId }, host)).body)).toEqual({
      code: 'CONFLICT',
      message: M.unpublishSold,
    });
    await setBalance(server, ticket.eventTicketId, { locked: 0, released: 0 });
    expect((await gql(simple('unpublishEvent'), { eventId: event.eventId }, host)).body.data).toEqual({
      unpublishEvent: { eventId: event.eventId, status: 'DRAFT' },
    });
    expect(
      errorOf((await gql(simple('unpublishEvent'), { eventId: event.eventId }, host)).body).message,
    ).toBe(M.notPublished);
  });

  it('cancels (creator only): hidden from others and from discovery, kept for the team', async () => {
    const event = await published(host, { displayName: 'Cancel me zebra' });
    const coHost = await testUser(server, clock);
    await setRole(event.eventId, coHost, 'CO_HOST');
    expect(errorOf((await gql(simple('cancelEvent'), { eventId: event.eventId }, coHost)).body)).toEqual({
      code: 'AUTH_NOT_AUTHORIZED',
      message: M.creatorOnly,
    });
    expect(errorOf((await gql(simple('cancelEvent'), { eventId: event.eventId }, other)).body).code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    expect((await gql(simple('cancelEvent'), { eventId: event.eventId }, host)).body.data).toEqual({
      cancelEvent: { eventId: event.eventId, status: 'CANCELLED' },
    });
    expect(errorOf((await gql(simple('cancelEvent'), { eventId: event.eventId }, host)).body).message).toBe(
      M.alreadyCancelled,
    );
    expect(errorOf((await getEvent(event.slug, other)).body).code).toBe('NOT_FOUND');
    expect((await getEvent(event.slug, coHost)).body.data!.event.status).toBe('CANCELLED');
    const search = await gql<{ searchEvents: { edges: unknown[] } }>(
      `{ searchEvents(criteria: { keyword: "zebra" }) { edges { cursor } } }`,
      {},
    );
    expect(search.body.data!.searchEvents.edges).toEqual([]);
    const edit = await gql(
      `mutation($id: ID!) { updateEvent(eventId: $id, input: { note: "x" }) { eventId } }`,
      { id: event.eventId },
      host,
    );
    expect(errorOf(edit.body)).toEqual({ code: 'CONFLICT', message: M.cancelledEvent });
  });

  it('deletes (creator only) unless something is held or sold', async () => {
    const event = await published();
    const del = (user?: TestUser) =>
      gql(`mutation($id: ID!) { deleteEvent(eventId: $id) }`, { id: event.eventId }, user);
    const coHost = await testUser(server, clock);
    await setRole(event.eventId, coHost, 'CO_HOST');
    expect(errorOf((await del(coHost)).body).message).toBe(M.creatorOnly);
    expect(errorOf((await del(other)).body).code).toBe('AUTH_NOT_AUTHORIZED');
    expect(errorOf((await del()).body).code).toBe('AUTH_NOT_AUTHENTICATED');
    await setBalance(server, event.ticket.eventTicketId, { locked: 0, released: 3 });
    expect(errorOf((await del(host)).body)).toEqual({ code: 'CONFLICT', message: M.eventSold });
    await setBalance(server, event.ticket.eventTicketId, { locked: 0, released: 0 });
    expect((await del(host)).body.data).toEqual({ deleteEvent: true });
    expect(errorOf((await getEvent(event.eventId, host)).body).code).toBe('NOT_FOUND');
  });
});

describe('duplicate, recurring series, questions', () => {
  it('sets the questions in order; refuses bad input and other users', async () => {
    const event = await createEvent(host);
    const set = (questions: unknown, user: TestUser | undefined = host) =>
      gql<{ setEventQuestions: EventData }>(
        `mutation($id: ID!, $q: [EventQuestionInput!]!) { setEventQuestions(eventId: $id, questions: $q) { questions { question isRequired } } }`,
        { id: event.eventId, q: questions },
        user,
      );
    const res = await set([{ question: 'T-shirt size?', isRequired: true }, { question: 'Diet?' }]);
    expect(res.body.data!.setEventQuestions.questions).toEqual([
      { question: 'T-shirt size?', isRequired: true },
      { question: 'Diet?', isRequired: false },
    ]);
    expect(errorOf((await set([{ question: ' ' }])).body)).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.questionInvalid,
    });
    expect(errorOf((await set(Array(21).fill({ question: 'q' }))).body).message).toBe(M.questionsTooMany);
    expect(errorOf((await set([], other)).body).code).toBe('NOT_FOUND');
    expect(errorOf((await set([], visitor)).body).code).toBe('AUTH_NOT_AUTHENTICATED');
    expect((await getEvent(event.eventId, host)).body.data!.event.questions).toHaveLength(2);
  });

  it('duplicates as a draft with a new slug, fresh ticket balances and the questions', async () => {
    const event = await published();
    await gql(
      `mutation($id: ID!) { setEventQuestions(eventId: $id, questions: [{ question: "Name?" }]) { eventId } }`,
      { id: event.eventId },
      host,
    );
    await setBalance(server, event.ticket.eventTicketId, { locked: 2, released: 3 });
    const dup = (user?: TestUser) =>
      gql<{ duplicateEvent: EventData }>(
        `mutation($id: ID!) { duplicateEvent(eventId: $id) { ${EVENT_FIELDS} } }`,
        { id: event.eventId },
        user,
      );
    const copy = (await dup(host)).body.data!.duplicateEvent;
    expect(copy).toMatchObject({
      status: 'DRAFT',
      slug: `${event.slug}-copy`,
      displayName: event.displayName,
      startDate: event.startDate,
      questions: [{ question: 'Name?', isRequired: false }],
    });
    expect(copy.eventId).not.toBe(event.eventId);
    expect(copy.tickets[0]!.balance).toEqual({
      limitedAmount: 100,
      availableAmount: 100,
      releasedAmount: 0,
      lockedAmount: 0,
    });
    expect((await dup(host)).body.data!.duplicateEvent.slug).toBe(`${event.slug}-copy-2`);
    expect(errorOf((await dup(other)).body).code).toBe('AUTH_NOT_AUTHORIZED');
    expect(errorOf((await dup()).body).code).toBe('AUTH_NOT_AUTHENTICATED');
  });

  it('copies the scanning zones to a duplicate and to each event of a series, with their own ticket types', async () => {
    const event = await published();
    const vip = await addTicket(host, event.eventId, { ticketType: 'VIP', price: 9000, limitedAmount: 10 });
    const saveZone = async (input: Record<string, unknown>) => {
      const res = await gql(
        `mutation($e: ID!, $i: ScanningZoneInput!) { saveScanningZone(eventId: $e, input: $i) { id } }`,
        { e: event.eventId, i: input },
        host,
      );
      expect(res.body.errors).toBeUndefined();
    };
    await saveZone({ name: 'Main entrance', eventTicketIds: [], maxScans: 1 });
    await saveZone({ name: 'VIP deck', eventTicketIds: [vip.eventTicketId], maxScans: 2 });
    await saveZone({
      name: 'Both',
      eventTicketIds: [vip.eventTicketId, event.ticket.eventTicketId],
      maxScans: 3,
    });
    type Copy = {
      eventId: string;
      tickets: { eventTicketId: string; ticketType: string }[];
      scanningZones: { id: string; name: string; eventTicketIds: string[]; maxScans: number }[];
    };
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    const FIELDS = `eventId tickets { eventTicketId ticketType } scanningZones { id name eventTicketIds maxScans }`;
    const expectZonesOf = (copy: Copy) => {
      const idOf = (type: string) => copy.tickets.find((t) => t.ticketType === type)!.eventTicketId;
      expect(copy.eventId).not.toBe(event.eventId);
      // The test clock stands still, so the zones' order (created at, then id) is not the order they were saved.
      expect(copy.scanningZones.map(({ id: _id, ...zone }) => zone).sort(byName)).toEqual([
        { name: 'Both', eventTicketIds: [idOf('VIP'), idOf('General')], maxScans: 3 },
        { name: 'Main entrance', eventTicketIds: [], maxScans: 1 },
        { name: 'VIP deck', eventTicketIds: [idOf('VIP')], maxScans: 2 },
      ]);
      expect(copy.tickets.map((t) => t.eventTicketId)).not.toContain(vip.eventTicketId);
    };

    const dup = await gql<{ duplicateEvent: Copy }>(
      `mutation($id: ID!) { duplicateEvent(eventId: $id) { ${FIELDS} } }`,
      { id: event.eventId },
      host,
    );
    expect(dup.body.errors).toBeUndefined();
    expectZonesOf(dup.body.data!.duplicateEvent);

    const series = await gql<{ createRecurringEvents: Copy[] }>(
      `mutation($id: ID!, $r: RecurrenceInput!) { createRecurringEvents(eventId: $id, recurrence: $r) { ${FIELDS} } }`,
      { id: event.eventId, r: { frequency: 'WEEKLY', count: 2 } },
      host,
    );
    expect(series.body.errors).toBeUndefined();
    const copies = series.body.data!.createRecurringEvents;
    expect(copies).toHaveLength(2);
    for (const copy of copies) expectZonesOf(copy);
    // Each copy has zones of its own: changing one leaves the source and the other copies as they were.
    expect(new Set(copies.flatMap((c) => c.scanningZones.map((z) => z.id))).size).toBe(6);
    const source = await gql<{ event: Copy }>(
      `query($s: String!) { event(slugOrId: $s) { ${FIELDS} } }`,
      { s: event.eventId },
      host,
    );
    expect(source.body.data!.event.scanningZones.sort(byName).map((z) => z.eventTicketIds)).toEqual([
      [vip.eventTicketId, event.ticket.eventTicketId],
      [],
      [vip.eventTicketId],
    ]);
  });

  it('creates a weekly series at the same local time across a clock change; refuses bad input and other users', async () => {
    // Friday Oct 30 2026, 7 pm in Los Angeles (PDT, UTC−7); from Nov 1 it is PST (UTC−8).
    const event = await published(host, {
      startDate: '2026-10-31T02:00:00.000Z',
      endDate: '2026-10-31T05:00:00.000Z',
      timeZone: 'America/Los_Angeles',
    });
    const recur = (recurrence: unknown, user: TestUser | undefined = host) =>
      gql<{ createRecurringEvents: EventData[] }>(
        `mutation($id: ID!, $r: RecurrenceInput!) { createRecurringEvents(eventId: $id, recurrence: $r) { eventId slug status startDate endDate seriesId tickets { balance { availableAmount } } } }`,
        { id: event.eventId, r: recurrence },
        user,
      );
    const res = await recur({ frequency: 'WEEKLY', count: 3 });
    const copies = res.body.data!.createRecurringEvents;
    expect(copies.map((c) => [c.startDate, c.endDate, c.status])).toEqual([
      ['2026-11-07T03:00:00.000Z', '2026-11-07T06:00:00.000Z', 'PUBLISHED'],
      ['2026-11-14T03:00:00.000Z', '2026-11-14T06:00:00.000Z', 'PUBLISHED'],
      ['2026-11-21T03:00:00.000Z', '2026-11-21T06:00:00.000Z', 'PUBLISHED'],
    ]);
    const seriesId = copies[0]!.seriesId;
    expect(seriesId).toBeTruthy();
    expect(new Set(copies.map((c) => c.seriesId))).toEqual(new Set([seriesId]));
    expect((await getEvent(event.eventId, host)).body.data!.event.seriesId).toBe(seriesId);
    expect(copies[0]!.slug).toBe(`${event.slug}-2026-11-07`);
    const monthly = (await recur({ frequency: 'MONTHLY', count: 2 })).body.data!.createRecurringEvents;
    expect(monthly.map((c) => c.startDate)).toEqual(['2026-12-01T03:00:00.000Z', '2026-12-31T03:00:00.000Z']);
    expect(monthly[0]!.seriesId).toBe(seriesId);
    expect(errorOf((await recur({ frequency: 'WEEKLY', count: 53 })).body)).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.recurrenceCountInvalid,
    });
    expect(errorOf((await recur({ frequency: 'WEEKLY', count: 0 })).body).message).toBe(
      M.recurrenceCountInvalid,
    );
    expect(errorOf((await recur({ frequency: 'WEEKLY', count: 2 }, other)).body).code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    expect(errorOf((await recur({ frequency: 'WEEKLY', count: 2 }, visitor)).body).code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
  });
});

describe('discovery', () => {
  type Page = {
    searchEvents: {
      edges: { cursor: string; node: EventData }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };
  const search = (
    criteria: Record<string, unknown> | null,
    after?: string | null,
    user?: TestUser,
    first?: number,
  ) =>
    gql<Page>(
      `query($c: EventSearchCriteria, $after: String, $first: Int) { searchEvents(criteria: $c, after: $after, first: $first) {
        edges { cursor node { eventId displayName slug startDate distance city } } pageInfo { hasNextPage endCursor } } }`,
      { c: criteria, after: after ?? null, first: first ?? null },
      user,
    );

  let searchHost: TestUser;
  const names: string[] = [];

  beforeAll(async () => {
    searchHost = await testUser(server, clock);
    // 13 discoverable "kite" events on different days, plus ones discovery must leave out.
    for (let i = 0; i < 13; i++) {
      const e = await published(searchHost, {
        displayName: `Kite festival ${i}`,
        startDate: at(20 + i),
        endDate: at(20 + i, 3),
      });
      names.push(e.displayName);
    }
    await createEvent(searchHost, { displayName: 'Kite draft' });
    await published(searchHost, { displayName: 'Kite unlisted', isListed: false });
    await published(searchHost, { displayName: 'Kite private', isPrivate: true });
    const ended = await published(searchHost, {
      displayName: 'Kite ended',
      startDate: at(1),
      endDate: at(1, 2),
    });
    await setEventColumns(server, ended.eventId, {
      startDate: new Date(at(-3)),
      endDate: new Date(at(-3, 2)),
    });
  });

  it('pages 10 at a time by start date, with stable cursors, leaving out drafts, unlisted, private and ended events', async () => {
    const first = await search({ keyword: '  KITE ' });
    const page1 = first.body.data!.searchEvents;
    expect(page1.edges.map((e) => e.node.displayName)).toEqual(names.slice(0, 10));
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await search({ keyword: 'kite' }, page1.pageInfo.endCursor)).body.data!.searchEvents;
    expect(page2.edges.map((e) => e.node.displayName)).toEqual(names.slice(10));
    expect(page2.pageInfo.hasNextPage).toBe(false);
    expect(errorOf((await search({ keyword: 'kite' }, 'not-a-cursor')).body).code).toBe('BAD_USER_INPUT');
    expect(errorOf((await search({ keyword: 'x'.repeat(101) })).body).message).toBe(M.keywordTooLong);
  });

  it('filters by featured, by date window and by city; answers the cities', async () => {
    const featured = await published(searchHost, {
      displayName: 'Kite featured one',
      startDate: at(40),
      endDate: at(40, 1),
      city: 'Austin',
    });
    await setEventColumns(server, featured.eventId, { isFeatured: true });
    const onlyFeatured = (await search({ keyword: 'kite', onlyFeatured: true })).body.data!.searchEvents
      .edges;
    expect(onlyFeatured.map((e) => e.node.displayName)).toEqual(['Kite featured one']);
    const week = (await search({ keyword: 'kite', startsAfter: at(20), startsBefore: at(27) })).body.data!
      .searchEvents.edges;
    expect(week.map((e) => e.node.displayName)).toEqual(names.slice(0, 7));
    expect(errorOf((await search({ startsAfter: at(27), startsBefore: at(20) })).body).message).toBe(
      M.windowInvalid,
    );
    expect(
      (await search({ keyword: 'austin' })).body.data!.searchEvents.edges.map((e) => e.node.city),
    ).toEqual(['Austin']);
    const cities = await gql<{ eventCities: string[] }>(`{ eventCities }`, {});
    expect(cities.body.data!.eventCities).toEqual(expect.arrayContaining(['Austin', 'Los Angeles']));
    expect(new Set(cities.body.data!.eventCities).size).toBe(cities.body.data!.eventCities.length);
  });

  it("narrows to the viewer's own events with onlyMyEvents (drafts, unlisted and private included)", async () => {
    const mine = (await search({ keyword: 'kite', onlyMyEvents: true }, null, searchHost, 50)).body.data!
      .searchEvents.edges;
    expect(mine.map((e) => e.node.displayName)).toEqual(
      expect.arrayContaining(['Kite draft', 'Kite unlisted', 'Kite private', 'Kite festival 0']),
    );
    expect(mine.map((e) => e.node.displayName)).not.toContain('Kite ended');
    expect(
      (await search({ keyword: 'kite', onlyMyEvents: true }, null, other)).body.data!.searchEvents.edges,
    ).toEqual([]);
    expect(errorOf((await search({ onlyMyEvents: true })).body).code).toBe('AUTH_NOT_AUTHENTICATED');
  });

  it('sorts near-me results by distance within the radius, in the unit asked', async () => {
    const places = [
      ['Near Santa Monica', 34.0195, -118.4912],
      ['Near Downtown', 34.0407, -118.2468],
      ['Near Pasadena', 34.1478, -118.1445],
      ['Near San Diego', 32.7157, -117.1611],
    ] as const;
    for (const [name, latitude, longitude] of places)
      await published(searchHost, { displayName: name, location: { address: name, latitude, longitude } });
    const origin = { latitude: 34.0522, longitude: -118.2437 };
    const miles = (await search({ keyword: 'near', near: { ...origin, radius: 30, unit: 'mi' } })).body.data!
      .searchEvents.edges;
    expect(miles.map((e) => e.node.displayName)).toEqual([
      'Near Downtown',
      'Near Pasadena',
      'Near Santa Monica',
    ]);
    expect(miles[0]!.node.distance).toBeCloseTo(0.8, 0);
    expect(miles[2]!.node.distance).toBeGreaterThan(14);
    expect(miles[2]!.node.distance).toBeLessThan(16);
    const km = (await search({ keyword: 'near', near: { ...origin, radius: 200, unit: 'km' } })).body.data!
      .searchEvents.edges;
    expect(km.map((e) => e.node.displayName)).toEqual([
      'Near Downtown',
      'Near Pasadena',
      'Near Santa Monica',
      'Near San Diego',
    ]);
    expect(km[3]!.node.distance).toBeGreaterThan(170);
    expect(km[3]!.node.distance).toBeLessThan(185);
    const pageOne = (
      await search({ keyword: 'near', near: { ...origin, radius: 200, unit: 'km' } }, null, undefined, 2)
    ).body.data!.searchEvents;
    const pageTwo = (
      await search(
        { keyword: 'near', near: { ...origin, radius: 200, unit: 'km' } },
        pageOne.pageInfo.endCursor,
        undefined,
        2,
      )
    ).body.data!.searchEvents;
    expect([...pageOne.edges, ...pageTwo.edges].map((e) => e.node.displayName)).toEqual(
      km.map((e) => e.node.displayName),
    );
    expect(errorOf((await search({ near: { ...origin, radius: 0 } })).body)).toEqual({
      code: 'BAD_USER_INPUT',
      message: DECIDED_MESSAGES.numericCheckRange,
    });
    expect((await search({ keyword: 'kite' })).body.data!.searchEvents.edges[0]!.node.distance).toBeNull();
  });

  it('lists the events a user created or is team of, drafts included', async () => {
    const creator = await testUser(server, clock);
    const a = await createEvent(creator, { startDate: at(30), endDate: at(30, 1) });
    const b = await published(creator, { startDate: at(31), endDate: at(31, 1) });
    const teamOf = await published(searchHost, { startDate: at(32), endDate: at(32, 1) });
    await setRole(teamOf.eventId, creator, 'PROMOTER', searchHost);
    const created = (first?: number, after?: string | null) =>
      gql<{ myCreatedEvents: Page['searchEvents'] }>(
        `query($first: Int, $after: String) { myCreatedEvents(first: $first, after: $after) { edges { node { eventId status } } pageInfo { hasNextPage endCursor } } }`,
        { first: first ?? null, after: after ?? null },
        creator,
      );
    const all = (await created()).body.data!.myCreatedEvents.edges.map((e) => e.node.eventId);
    expect(all).toEqual([teamOf.eventId, b.eventId, a.eventId]);
    const p1 = (await created(2)).body.data!.myCreatedEvents;
    const p2 = (await created(2, p1.pageInfo.endCursor)).body.data!.myCreatedEvents;
    expect([...p1.edges, ...p2.edges].map((e) => e.node.eventId)).toEqual(all);
    expect(p2.pageInfo.hasNextPage).toBe(false);
    expect(errorOf((await gql(`{ myCreatedEvents { edges { cursor } } }`, {})).body).code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
    // My Events (and home) show what the user hosts too, drafts left out (docs/decisions/051).
    const mine = await gql<{ myEvents: Page['searchEvents'] }>(
      `{ myEvents(when: UPCOMING) { edges { node { eventId } } pageInfo { hasNextPage } } }`,
      {},
      creator,
    );
    expect(mine.body.data!.myEvents.edges.map((e) => e.node.eventId)).toEqual([b.eventId, teamOf.eventId]);
    const stranger = await testUser(server, clock);
    const none = await gql<{ myEvents: Page['searchEvents'] }>(
      `{ myEvents(when: UPCOMING) { edges { node { eventId } } pageInfo { hasNextPage } } }`,
      {},
      stranger,
    );
    expect(none.body.data!.myEvents).toEqual({ edges: [], pageInfo: { hasNextPage: false } });
    expect(errorOf((await gql(`{ myEvents(when: PAST) { edges { cursor } } }`, {})).body).code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
  });
});

describe('attendees', () => {
  it('shows attendees their state, the hidden address once approved, private tickets and cancelled events', async () => {
    const guest = await testUser(server, clock);
    const event = await published(host, {
      displayName: 'Attended gala',
      isPrivate: true,
      location: {
        address: 'Secret 2',
        latitude: 40.7,
        longitude: -74,
        isOnlyVisibleToApprovedAttendees: true,
      },
    });
    const before = (await getEvent(event.slug, guest)).body.data!.event;
    expect([before.viewerAttendeeState, before.location, before.tickets]).toEqual(['NONE', null, []]);
    await setAttendee(server, event.eventId, guest.userId, 'PENDING');
    const pending = (await getEvent(event.slug, guest)).body.data!.event;
    expect([pending.viewerAttendeeState, pending.location, pending.tickets.length]).toEqual([
      'PENDING',
      null,
      1,
    ]);
    await setAttendee(server, event.eventId, guest.userId, 'APPROVED');
    const approved = (await getEvent(event.slug, guest)).body.data!.event;
    expect([approved.viewerAttendeeState, approved.location?.address]).toEqual(['APPROVED', 'Secret 2']);

    const myEvents = (when: string) =>
      gql<{ myEvents: { edges: { node: { eventId: string } }[] } }>(
        `query($w: MyEventsWhen!) { myEvents(when: $w) { edges { node { eventId } } } }`,
        { w: when },
        guest,
      );
    expect((await myEvents('UPCOMING')).body.data!.myEvents.edges.map((e) => e.node.eventId)).toEqual([
      event.eventId,
    ]);
    expect((await myEvents('PAST')).body.data!.myEvents.edges).toEqual([]);
    const mine = await gql<{ searchEvents: { edges: { node: { eventId: string } }[] } }>(
      `{ searchEvents(criteria: { onlyMyEvents: true }) { edges { node { eventId } } } }`,
      {},
      guest,
    );
    expect(mine.body.data!.searchEvents.edges.map((e) => e.node.eventId)).toEqual([event.eventId]);

    await gql(simple('cancelEvent'), { eventId: event.eventId }, host);
    expect((await getEvent(event.slug, guest)).body.data!.event.status).toBe('CANCELLED');
    expect(errorOf((await getEvent(event.slug, other)).body).code).toBe('NOT_FOUND');
    await setEventColumns(server, event.eventId, {
      startDate: new Date(at(-5)),
      endDate: new Date(at(-5, 2)),
    });
    expect((await myEvents('PAST')).body.data!.myEvents.edges.map((e) => e.node.eventId)).toEqual([
      event.eventId,
    ]);
    expect((await myEvents('UPCOMING')).body.data!.myEvents.edges).toEqual([]);
  });
});

describe('ticket cost', () => {
  const COST =
    'hostBalance isAllInPricing processingFee serviceFee subTotal total totalGratuity totalTaxes items { eventTicketId price originalPrice quantity gratuityPercentage }';

  it('simulates a cost for hosts with the configured rates; refuses bad input and visitors', async () => {
    const res = await gql<{ simulateTicketCost: Record<string, unknown> }>(
      `query($items: [SimulatedTicketInput!]!) { simulateTicketCost(items: $items, isAllInPricing: false) { ${COST} } }`,
      {
        items: [
          { price: 2500, quantity: 2, gratuityPercentage: 10 },
          { price: 0, quantity: 1 },
        ],
      },
      host,
    );
    const expected = calculateCost(
      [
        { eventTicketId: 'simulated-1', unitPrice: 2500, quantity: 2, gratuityPercentage: 10 },
        { eventTicketId: 'simulated-2', unitPrice: 0, quantity: 1, gratuityPercentage: 0 },
      ],
      { isAllInPricing: false, rates: DEFAULT_FEE_RATES },
    );
    expect(res.body.data!.simulateTicketCost).toEqual(expected);
    const bad = await gql(
      `query($items: [SimulatedTicketInput!]!) { simulateTicketCost(items: $items, isAllInPricing: true) { total } }`,
      { items: [{ price: -5, quantity: 1 }] },
      host,
    );
    expect(errorOf(bad.body)).toEqual({ code: 'BAD_USER_INPUT', message: M.priceInvalid });
    const none = await gql(`{ simulateTicketCost(items: [], isAllInPricing: true) { total } }`, {}, host);
    expect(errorOf(none.body).message).toBe(M.itemsRequired);
    const visitor = await gql(
      `{ simulateTicketCost(items: [{ price: 1, quantity: 1 }], isAllInPricing: true) { total } }`,
      {},
    );
    expect(errorOf(visitor.body).code).toBe('AUTH_NOT_AUTHENTICATED');
  });

  it("calculates a buyer's cost with the event's prices; refuses hidden tickets and hidden events", async () => {
    // Visitors see prices when the host shows them the whole page (publicPreview; docs/decisions/086).
    const event = await published(host, { isAllInPricing: true, optIns: { publicPreview: true } });
    const hidden = await addTicket(host, event.eventId, {
      ticketType: 'VIP',
      price: 10000,
      isPrivate: true,
      gratuityPercentage: 20,
    });
    // A referral code (decision 035) does not change the cost; one nobody has is refused.
    const code = await gql<{ myReferralCode: string }>(`{ myReferralCode }`, {}, other);
    const cost = (
      items: unknown,
      user?: TestUser,
      eventId = event.eventId,
      ref = code.body.data!.myReferralCode,
    ) =>
      gql<{ calculateTicketCost: Record<string, unknown> }>(
        `query($e: ID!, $items: [TicketCostItemInput!]!, $ref: String) { calculateTicketCost(eventId: $e, items: $items, referralCode: $ref) { ${COST} } }`,
        { e: eventId, items, ref },
        user,
      );
    expect(
      errorOf(
        (
          await cost(
            [{ eventTicketId: event.ticket.eventTicketId, quantity: 1 }],
            host,
            event.eventId,
            'PROMO',
          )
        ).body,
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', message: REFERRAL_MESSAGES.codeInvalid });
    const res = await cost([{ eventTicketId: event.ticket.eventTicketId, quantity: 3 }]);
    expect(res.body.data!.calculateTicketCost).toEqual(
      calculateCost(
        [{ eventTicketId: event.ticket.eventTicketId, unitPrice: 2500, quantity: 3, gratuityPercentage: 0 }],
        {
          isAllInPricing: true,
          rates: DEFAULT_FEE_RATES,
        },
      ),
    );
    expect(errorOf((await cost([{ eventTicketId: hidden.eventTicketId, quantity: 1 }], other)).body)).toEqual(
      {
        code: 'BAD_USER_INPUT',
        message: M.ticketNotFound,
      },
    );
    expect(
      (await cost([{ eventTicketId: hidden.eventTicketId, quantity: 1 }], host)).body.data!
        .calculateTicketCost.totalGratuity,
    ).toBe(2000);
    expect(
      errorOf((await cost([{ eventTicketId: event.ticket.eventTicketId, quantity: 0 }])).body).message,
    ).toBe(M.quantityInvalid);
    expect(errorOf((await cost([])).body).message).toBe(M.itemsRequired);
    const draft = await createEvent(host);
    const draftTicket = await addTicket(host, draft.eventId);
    expect(
      errorOf(
        (await cost([{ eventTicketId: draftTicket.eventTicketId, quantity: 1 }], other, draft.eventId)).body,
      ).code,
    ).toBe('NOT_FOUND');
  });
});

describe('POST /api/media/event-cover', () => {
  it('stores a re-encoded cover under events/<userId>/ and answers its URL; refuses visitors and non-images', async () => {
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: { r: 61, g: 18, b: 119 } },
    })
      .png()
      .toBuffer();
    const upload = async (bytes: Buffer, headers: Record<string, string>) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'cover.png');
      const response = await server.fetch('/api/media/event-cover', { method: 'POST', headers, body: form });
      return {
        status: response.status,
        body: (await response.json()) as { url: string; error?: { code: string } },
      };
    };
    const ok = await upload(png, host.headers);
    expect(ok.status).toBe(200);
    const url = new URL(ok.body.url, 'http://any.host');
    expect(url.pathname).toMatch(new RegExp(`^/api/media/events/${host.userId}/[\\w-]+\\.webp$`));
    const served = await server.fetch(url.pathname);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1000, 563]);
    expect((await upload(png, {})).status).toBe(401);
    const notImage = await upload(Buffer.from('hello'), host.headers);
    expect([notImage.status, notImage.body.error?.code]).toEqual([400, 'BAD_USER_INPUT']);
  });
});
