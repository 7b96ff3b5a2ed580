import { GUEST_MESSAGES, USER_SPEC_MESSAGES } from '@repclub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { graphqlResult, type TestServer, startTestServer } from '../../test/server';
import { eq } from 'drizzle-orm';
import { balanceOf, manyUsers } from '../bookings/bookings.test-support';
import { users } from '../users/users.tables';
import { guestTickets } from './guests.tables';
import { insertUser } from '../users/users.test-helpers';
import { type Caller, guestEventWithTeam } from './guests.test-support';

/** Guests and guest lists (issue 13, docs/decisions/074): who may do what, capacity, search, saved lists. */

const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());

const gql = <T>(query: string, variables: Record<string, unknown>, caller: Caller) =>
  graphqlResult<T>(server, query, variables, caller.headers);

const GUEST_FIELDS = `guestId fullName emailAddress phoneNumber note quantity eventTicketId inviteStatus gender
  ageRange checkedInQuantity customFields { key label value } tickets { ticketNo checkedInAt }`;
const ADD = `mutation($e: ID!, $i: GuestInput!) { addGuest(eventId: $e, input: $i) { ${GUEST_FIELDS} } }`;
const UPDATE = `mutation($g: ID!, $i: GuestInput!) { updateGuest(guestId: $g, input: $i) { ${GUEST_FIELDS} } }`;
const REMOVE = `mutation($g: ID!) { removeGuest(guestId: $g) }`;
const INVITE = `mutation($g: ID!) { sendGuestInvite(guestId: $g) { inviteStatus } }`;
const SEARCH = `query($e: ID!, $q: String, $f: GuestFilterInput, $first: Int, $after: String) {
  searchEventGuests(eventId: $e, query: $q, filter: $f, first: $first, after: $after) {
    nodes { guestId fullName emailAddress phoneNumber inviteStatus gender ageRange }
    pageInfo { hasNextPage endCursor } } }`;
const CAPACITY = `mutation($e: ID!, $c: Int) { setGuestListCapacity(eventId: $e, capacity: $c) { capacity guests } }`;
const COUNTERS = `query($e: String!) { event(slugOrId: $e) { guestCounters { guests guestTickets checkedInGuestTickets capacity } } }`;
const SAVE = `mutation($e: ID!, $n: String!, $g: [SavedGuestInput!]) { saveGuestList(eventId: $e, name: $n, guests: $g) {
  name guests { fullName email phoneNumber plus1 } } }`;
const NAMES = `query { savedGuestListNames }`;
const LOAD = `mutation($e: ID!, $n: String!) { loadSavedGuestList(eventId: $e, name: $n) { added skipped { fullName email } } }`;
const DELETE_LIST = `mutation($n: String!) { deleteSavedGuestList(name: $n) }`;

type Guest = {
  guestId: string;
  fullName: string;
  emailAddress: string | null;
  phoneNumber: string | null;
  quantity: number;
  inviteStatus: string;
  gender: string | null;
  ageRange: string | null;
  checkedInQuantity: number;
  tickets: { ticketNo: number; checkedInAt: string | null }[];
  customFields: { key: string; label: string; value: string }[];
};
type Search = {
  searchEventGuests: { nodes: Guest[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
};

let n = 0;
const guest = (values: Record<string, unknown> = {}) => {
  n += 1;
  return {
    fullName: `Guest ${n}`,
    emailAddress: `guest-${n}-${Math.random().toString(36).slice(2, 7)}@example.com`,
    quantity: 1,
    ...values,
  };
};

async function add(caller: Caller, eventId: string, values: Record<string, unknown> = {}) {
  const result = await gql<{ addGuest: Guest }>(ADD, { e: eventId, i: guest(values) }, caller);
  if (result.error) throw new Error(`addGuest: ${result.error.message}`);
  return result.data!.addGuest;
}

const code = (result: { error: { extensions?: { code?: string } } | null }) =>
  result.error?.extensions?.code ?? null;

describe('adding a guest', () => {
  it('is for the team holding CanAddGuest: creator, co-host, coordinator, promoter; not door, strangers or visitors', async () => {
    const t = await guestEventWithTeam(server, clock);
    for (const caller of [t.creator, t.coHost, t.coordinator, t.promoter]) {
      const result = await gql<{ addGuest: Guest }>(ADD, { e: t.event.id, i: guest() }, caller);
      expect(result.error).toBeNull();
      expect(result.data!.addGuest.tickets).toEqual([{ ticketNo: 1, checkedInAt: null }]);
    }
    expect(code(await gql(ADD, { e: t.event.id, i: guest() }, t.door))).toBe('AUTH_NOT_AUTHORIZED');
    expect(code(await gql(ADD, { e: t.event.id, i: guest() }, t.stranger))).toBe('AUTH_NOT_AUTHORIZED');
    expect(code(await gql(ADD, { e: t.event.id, i: guest() }, t.visitor))).toBe('AUTH_NOT_AUTHENTICATED');
  });

  it('keeps every field, makes one ticket per person, and refuses bad e-mail, phone and quantity with the rules of accounts §5', async () => {
    const t = await guestEventWithTeam(server, clock);
    const added = await add(t.creator, t.event.id, {
      fullName: 'Ada Lovelace',
      emailAddress: ' Ada@Example.com ',
      phoneNumber: '(213) 555-0123',
      note: 'Friend of the band',
      quantity: 3,
      customFields: [{ label: 'Table number', value: '7' }],
    });
    expect(added).toMatchObject({
      fullName: 'Ada Lovelace',
      emailAddress: 'ada@example.com',
      phoneNumber: '+12135550123',
      quantity: 3,
      inviteStatus: 'NOT_INVITED',
      checkedInQuantity: 0,
      customFields: [{ key: 'table-number', label: 'Table number', value: '7' }],
    });
    expect(added.tickets.map((x) => x.ticketNo)).toEqual([1, 2, 3]);

    const badEmail = await gql(ADD, { e: t.event.id, i: guest({ emailAddress: 'not-an-email' }) }, t.creator);
    expect(badEmail.error).toMatchObject({
      message: USER_SPEC_MESSAGES.emailInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badPhone = await gql(ADD, { e: t.event.id, i: guest({ phoneNumber: '12' }) }, t.creator);
    expect(badPhone.error?.message).toBe(USER_SPEC_MESSAGES.phoneNumberInvalid);
    const badQuantity = await gql(ADD, { e: t.event.id, i: guest({ quantity: 0 }) }, t.creator);
    expect(badQuantity.error?.message).toBe(GUEST_MESSAGES.quantityInvalid);
    const noName = await gql(ADD, { e: t.event.id, i: guest({ fullName: '  ' }) }, t.creator);
    expect(noName.error?.message).toBe(GUEST_MESSAGES.fullNameRequired);

    const duplicate = await gql(
      ADD,
      { e: t.event.id, i: guest({ emailAddress: 'ADA@example.com' }) },
      t.creator,
    );
    expect(duplicate.error).toMatchObject({
      message: GUEST_MESSAGES.duplicateGuest,
      extensions: { code: 'CONFLICT' },
    });
    const samePhone = await gql(
      ADD,
      { e: t.event.id, i: guest({ phoneNumber: '+1 213 555 0123' }) },
      t.creator,
    );
    expect(code(samePhone)).toBe('CONFLICT');
  });

  it('needs CanAddExtraTicket for plus-ones and CanAddVip for a special guest ticket type', async () => {
    const t = await guestEventWithTeam(server, clock);
    // Coordinators and promoters add guests without plus-ones (no CanAddExtraTicket); co-hosts may.
    for (const caller of [t.coordinator, t.promoter]) {
      const result = await gql(ADD, { e: t.event.id, i: guest({ quantity: 2 }) }, caller);
      expect(result.error).toMatchObject({ message: GUEST_MESSAGES.extraTicketsNotAllowed });
    }
    expect((await add(t.coHost, t.event.id, { quantity: 2 })).quantity).toBe(2);
    // VIP tickets: creator, co-host and promoter hold CanAddVip; a coordinator does not.
    const refused = await gql(ADD, { e: t.event.id, i: guest({ eventTicketId: t.vip.id }) }, t.coordinator);
    expect(refused.error).toMatchObject({
      message: GUEST_MESSAGES.vipNotAllowed,
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
    expect((await add(t.promoter, t.event.id, { eventTicketId: t.vip.id })).tickets).toHaveLength(1);
    // A ticket type of another event is refused.
    const other = await guestEventWithTeam(server, clock);
    const foreign = await gql(
      ADD,
      { e: t.event.id, i: guest({ eventTicketId: other.regular.id }) },
      t.creator,
    );
    expect(foreign.error?.message).toBe(GUEST_MESSAGES.ticketTypeNotOfEvent);
  });
});

describe('guest tickets and capacity', () => {
  it("take the ticket type's inventory, move it on a change and give it back on removal", async () => {
    const t = await guestEventWithTeam(server, clock, { regular: 10, vip: 5 });
    const added = await add(t.creator, t.event.id, { eventTicketId: t.regular.id, quantity: 4 });
    expect(await balanceOf(server, t.regular.id)).toMatchObject({ availableAmount: 6, releasedAmount: 4 });

    const fewer = await gql<{ updateGuest: Guest }>(
      UPDATE,
      { g: added.guestId, i: { fullName: 'Renamed', quantity: 2, eventTicketId: t.regular.id } },
      t.creator,
    );
    expect(fewer.data!.updateGuest.tickets.map((x) => x.ticketNo)).toEqual([1, 2]);
    expect(await balanceOf(server, t.regular.id)).toMatchObject({ availableAmount: 8, releasedAmount: 2 });

    await gql(
      UPDATE,
      { g: added.guestId, i: { fullName: 'Renamed', quantity: 2, eventTicketId: t.vip.id } },
      t.creator,
    );
    expect(await balanceOf(server, t.regular.id)).toMatchObject({ availableAmount: 10, releasedAmount: 0 });
    expect(await balanceOf(server, t.vip.id)).toMatchObject({ availableAmount: 3, releasedAmount: 2 });

    const tooMany = await gql(
      UPDATE,
      { g: added.guestId, i: { fullName: 'Renamed', quantity: 6, eventTicketId: t.vip.id } },
      t.creator,
    );
    expect(tooMany.error).toMatchObject({
      message: GUEST_MESSAGES.ticketsSoldOut,
      extensions: { code: 'CONFLICT' },
    });

    expect((await gql(REMOVE, { g: added.guestId }, t.creator)).error).toBeNull();
    expect(await balanceOf(server, t.vip.id)).toMatchObject({ availableAmount: 5, releasedAmount: 0 });
  });

  it('never passes the guest list capacity when guests are added in parallel', async () => {
    const t = await guestEventWithTeam(server, clock);
    for (const caller of [t.coordinator, t.promoter, t.door, t.stranger])
      expect(code(await gql(CAPACITY, { e: t.event.id, c: 5 }, caller))).toBe('AUTH_NOT_AUTHORIZED');
    expect(code(await gql(CAPACITY, { e: t.event.id, c: 5 }, t.visitor))).toBe('AUTH_NOT_AUTHENTICATED');
    expect(code(await gql(CAPACITY, { e: t.event.id, c: -1 }, t.creator))).toBe('BAD_USER_INPUT');
    expect((await gql(CAPACITY, { e: t.event.id, c: 5 }, t.creator)).error).toBeNull();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        gql(ADD, { e: t.event.id, i: guest() }, i % 2 ? t.creator : t.coHost),
      ),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(5);
    for (const refused of results.filter((r) => r.error !== null))
      expect(refused.error).toMatchObject({
        message: GUEST_MESSAGES.guestListFull,
        extensions: { code: 'CONFLICT' },
      });
    const counters = await gql<{
      event: { guestCounters: { guests: number; guestTickets: number; capacity: number } };
    }>(COUNTERS, { e: t.event.id }, t.creator);
    expect(counters.data!.event.guestCounters).toMatchObject({ guests: 5, guestTickets: 5, capacity: 5 });
  });

  it('never gives more guest tickets than the ticket type has when guests are added in parallel', async () => {
    const t = await guestEventWithTeam(server, clock, { regular: 3, vip: 1 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        gql(ADD, { e: t.event.id, i: guest({ eventTicketId: t.regular.id }) }, t.creator),
      ),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(3);
    expect(results.filter((r) => r.error?.message === GUEST_MESSAGES.ticketsSoldOut)).toHaveLength(5);
    expect(await balanceOf(server, t.regular.id)).toMatchObject({ availableAmount: 0, releasedAmount: 3 });
  });
});

describe('guests and the event', () => {
  it('keep a ticket type that guest tickets were taken from, and go with a deleted event', async () => {
    const t = await guestEventWithTeam(server, clock);
    const ticketed = await add(t.creator, t.event.id, { eventTicketId: t.regular.id });
    const DELETE_TICKET = `mutation($id: ID!) { deleteEventTicket(eventTicketId: $id) }`;
    expect(code(await gql(DELETE_TICKET, { id: t.regular.id }, t.creator))).toBe('CONFLICT');
    await gql(REMOVE, { g: ticketed.guestId }, t.creator);
    expect((await gql(DELETE_TICKET, { id: t.regular.id }, t.creator)).error).toBeNull();

    const plain = await add(t.creator, t.event.id, { quantity: 2 });
    await gql(CAPACITY, { e: t.event.id, c: 10 }, t.creator);
    const deleted = await gql(
      `mutation($id: ID!) { deleteEvent(eventId: $id) }`,
      { id: t.event.id },
      t.creator,
    );
    expect(deleted.error).toBeNull();
    expect(code(await gql(REMOVE, { g: plain.guestId }, t.creator))).toBe('NOT_FOUND');
  });
});

describe('changing and removing guests', () => {
  it('is for CanAddGuest holders: any guest with CanSearchGuests, only their own for promoters', async () => {
    const t = await guestEventWithTeam(server, clock);
    const hostsGuest = await add(t.creator, t.event.id);
    const promotersGuest = await add(t.promoter, t.event.id);
    const rename = (g: string, caller: Caller) =>
      gql(UPDATE, { g, i: { fullName: 'New name', quantity: 1 } }, caller);

    expect((await rename(hostsGuest.guestId, t.coHost)).error).toBeNull();
    expect((await rename(hostsGuest.guestId, t.coordinator)).error).toBeNull();
    expect((await rename(promotersGuest.guestId, t.promoter)).error).toBeNull();
    expect(code(await rename(hostsGuest.guestId, t.promoter))).toBe('AUTH_NOT_AUTHORIZED');
    expect(code(await rename(hostsGuest.guestId, t.door))).toBe('AUTH_NOT_AUTHORIZED');
    expect(code(await rename(hostsGuest.guestId, t.stranger))).toBe('NOT_FOUND');
    expect(code(await rename(hostsGuest.guestId, t.visitor))).toBe('AUTH_NOT_AUTHENTICATED');

    expect(code(await gql(REMOVE, { g: hostsGuest.guestId }, t.promoter))).toBe('AUTH_NOT_AUTHORIZED');
    expect(code(await gql(REMOVE, { g: hostsGuest.guestId }, t.door))).toBe('AUTH_NOT_AUTHORIZED');
    expect(code(await gql(REMOVE, { g: hostsGuest.guestId }, t.stranger))).toBe('NOT_FOUND');
    expect((await gql(REMOVE, { g: promotersGuest.guestId }, t.promoter)).error).toBeNull();
    expect((await gql(REMOVE, { g: hostsGuest.guestId }, t.coordinator)).error).toBeNull();
    expect(code(await gql(REMOVE, { g: hostsGuest.guestId }, t.creator))).toBe('NOT_FOUND');
  });

  it('keeps the tickets a guest used: no removal, no lowering below them; no plus-ones added without CanAddExtraTicket', async () => {
    const t = await guestEventWithTeam(server, clock);
    const added = await add(t.creator, t.event.id, { quantity: 3 });
    await server.database.db
      .update(guestTickets)
      .set({ checkedInAt: clock.now() })
      .where(eq(guestTickets.guestId, added.guestId));
    const lower = await gql(UPDATE, { g: added.guestId, i: { fullName: 'X', quantity: 2 } }, t.creator);
    expect(lower.error).toMatchObject({
      message: GUEST_MESSAGES.checkedInTickets,
      extensions: { code: 'CONFLICT' },
    });
    expect(code(await gql(REMOVE, { g: added.guestId }, t.creator))).toBe('CONFLICT');
    const view = await gql<Search>(SEARCH, { e: t.event.id }, t.creator);
    expect(view.data!.searchEventGuests.nodes).toHaveLength(1);

    const single = await add(t.coordinator, t.event.id);
    const more = await gql(UPDATE, { g: single.guestId, i: { fullName: 'Y', quantity: 2 } }, t.coordinator);
    expect(more.error?.message).toBe(GUEST_MESSAGES.extraTicketsNotAllowed);
    // A coordinator may still edit a guest who has plus-ones, as long as they add none.
    const kept = await gql<{ updateGuest: Guest }>(
      UPDATE,
      { g: added.guestId, i: { fullName: 'Z', quantity: 3 } },
      t.coordinator,
    );
    expect(kept.data!.updateGuest).toMatchObject({ fullName: 'Z', quantity: 3, checkedInQuantity: 3 });
  });

  it('sends an invitation e-mail with the event link and marks the guest INVITED', async () => {
    const t = await guestEventWithTeam(server, clock);
    const added = await add(t.creator, t.event.id, { fullName: 'Grace Hopper' });
    expect(code(await gql(INVITE, { g: added.guestId }, t.door))).toBe('AUTH_NOT_AUTHORIZED');
    expect(code(await gql(INVITE, { g: added.guestId }, t.promoter))).toBe('AUTH_NOT_AUTHORIZED');
    expect(code(await gql(INVITE, { g: added.guestId }, t.stranger))).toBe('NOT_FOUND');
    const sent = await gql<{ sendGuestInvite: { inviteStatus: string } }>(
      INVITE,
      { g: added.guestId },
      t.coordinator,
    );
    expect(sent.data!.sendGuestInvite.inviteStatus).toBe('INVITED');
    const [mail] = await server.outbox(added.emailAddress!);
    expect(mail?.subject).toContain(t.event.displayName);
    expect(mail?.link).toBe(`http://repclub.test/events/${t.event.slug}`);

    const noEmail = await add(t.creator, t.event.id, { emailAddress: '', phoneNumber: '+12135550199' });
    expect((await gql(INVITE, { g: noEmail.guestId }, t.creator)).error?.message).toBe(
      GUEST_MESSAGES.noEmailForInvite,
    );
  });
});

describe('guest search', () => {
  it('filters by invite status, gender and age range (own, or a verified matching user), and pages by name', async () => {
    const t = await guestEventWithTeam(server, clock);
    // A registered user with a verified e-mail: 30 years old on the test date, so 25-34.
    const user = await insertUser(server, {
      email: `matched-${Date.now()}@example.com`,
      emailVerifiedAt: clock.now(),
      name: 'Matched',
      userName: `matched${Date.now()}`,
      gender: 'Female',
      dateOfBirth: '1996-01-15',
    });
    // An unverified account with the same phone as a guest gives nothing.
    await insertUser(server, {
      phoneNumber: '+12135550155',
      gender: 'Male',
      dateOfBirth: '1960-01-01',
      userName: `unv${Date.now()}`,
    });
    const alice = await add(t.creator, t.event.id, { fullName: 'Alice Adams', emailAddress: user.email });
    const bob = await add(t.creator, t.event.id, { fullName: 'Bob Brown', gender: 'Male', ageRange: '45+' });
    const carol = await add(t.creator, t.event.id, {
      fullName: 'Carol Clark',
      phoneNumber: '+12135550155',
      emailAddress: '',
    });
    const dan = await add(t.creator, t.event.id, { fullName: 'dan Doe' });
    await gql(INVITE, { g: bob.guestId }, t.creator);

    const search = async (variables: Record<string, unknown>, caller: Caller = t.creator) => {
      const result = await gql<Search>(SEARCH, { e: t.event.id, ...variables }, caller);
      if (result.error) throw new Error(result.error.message);
      return result.data!.searchEventGuests;
    };
    const names = async (variables: Record<string, unknown>) =>
      (await search(variables)).nodes.map((g) => g.fullName);

    expect(await names({})).toEqual(['Alice Adams', 'Bob Brown', 'Carol Clark', 'dan Doe']);
    expect(await names({ q: 'BROWN' })).toEqual(['Bob Brown']);
    expect(await names({ q: alice.emailAddress })).toEqual(['Alice Adams']);
    expect(await names({ q: '555-0155' })).toEqual(['Carol Clark']);
    expect(await names({ f: { inviteStatus: 'INVITED' } })).toEqual(['Bob Brown']);
    expect(await names({ f: { inviteStatus: 'NOT_INVITED' } })).toEqual([
      'Alice Adams',
      'Carol Clark',
      'dan Doe',
    ]);
    expect(await names({ f: { inviteStatus: 'INVITE_PENDING' } })).toEqual([]);
    expect(await names({ f: { gender: 'Female' } })).toEqual(['Alice Adams']);
    expect(await names({ f: { gender: 'Male' } })).toEqual(['Bob Brown']);
    expect(await names({ f: { ageRange: '25-34' } })).toEqual(['Alice Adams']);
    expect(await names({ f: { ageRange: '45+', gender: 'Male' } })).toEqual(['Bob Brown']);
    const all = await search({});
    expect(all.nodes.find((g) => g.fullName === 'Alice Adams')).toMatchObject({
      gender: 'Female',
      ageRange: '25-34',
    });
    expect(all.nodes.find((g) => g.fullName === 'Carol Clark')).toMatchObject({
      gender: null,
      ageRange: null,
    });

    const first = await search({ first: 3 });
    expect(first.nodes.map((g) => g.fullName)).toEqual(['Alice Adams', 'Bob Brown', 'Carol Clark']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await search({ first: 3, after: first.pageInfo.endCursor });
    expect(second.nodes.map((g) => g.guestId)).toEqual([dan.guestId]);
    expect(second.pageInfo.hasNextPage).toBe(false);

    const bad = await gql(SEARCH, { e: t.event.id, f: { ageRange: '10-17' } }, t.creator);
    expect(code(bad)).toBe('BAD_USER_INPUT');
    void carol;
  });

  it('answers the whole list to CanSearchGuests holders, their own guests to promoters, nothing to outsiders', async () => {
    const t = await guestEventWithTeam(server, clock);
    await add(t.creator, t.event.id, { fullName: 'Host Guest', phoneNumber: '+12135550111' });
    await add(t.promoter, t.event.id, { fullName: 'Promoter Guest' });
    for (const caller of [t.creator, t.coHost, t.coordinator, t.door]) {
      const result = await gql<Search>(SEARCH, { e: t.event.id }, caller);
      expect(result.data!.searchEventGuests.nodes.map((g) => g.fullName)).toEqual([
        'Host Guest',
        'Promoter Guest',
      ]);
      expect(result.data!.searchEventGuests.nodes[0]!.phoneNumber).toBe('+12135550111');
    }
    const promoters = await gql<Search>(SEARCH, { e: t.event.id }, t.promoter);
    expect(promoters.data!.searchEventGuests.nodes.map((g) => g.fullName)).toEqual(['Promoter Guest']);

    const admin = await manyUsers(server, 1, clock);
    await server.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, admin[0]!.userId));
    const asAdmin = await gql<Search>(SEARCH, { e: t.event.id }, admin[0]!);
    expect(asAdmin.data!.searchEventGuests.nodes).toHaveLength(2);

    const stranger = await gql<Search>(SEARCH, { e: t.event.id }, t.stranger);
    expect(JSON.stringify(stranger)).not.toContain('+12135550111');
    expect(stranger).toMatchObject({ data: null, error: { extensions: { code: 'AUTH_NOT_AUTHORIZED' } } });
    expect(code(await gql(SEARCH, { e: t.event.id }, t.visitor))).toBe('AUTH_NOT_AUTHENTICATED');
  });

  it('reads a page in the same few statements however many guests it holds (no N+1)', async () => {
    const t = await guestEventWithTeam(server, clock);
    for (let i = 0; i < 8; i++) await add(t.creator, t.event.id, { quantity: 2 });
    const FULL = `query($e: ID!, $first: Int) { searchEventGuests(eventId: $e, first: $first) {
      nodes { ${GUEST_FIELDS} } } }`;
    const count = async (first: number) =>
      (await server.statementsOf(() => gql(FULL, { e: t.event.id, first }, t.creator))).length;
    const small = await count(2);
    expect(await count(8)).toBe(small);
  });

  it('shows the guest counters to the guest team only', async () => {
    const t = await guestEventWithTeam(server, clock);
    await add(t.creator, t.event.id, { quantity: 3 });
    type Counters = { event: { guestCounters: { guests: number; guestTickets: number } | null } };
    for (const caller of [t.creator, t.coHost, t.coordinator, t.promoter, t.door]) {
      const result = await gql<Counters>(COUNTERS, { e: t.event.id }, caller);
      expect(result.data!.event.guestCounters).toMatchObject({ guests: 1, guestTickets: 3 });
    }
    for (const caller of [t.stranger, t.visitor]) {
      const result = await gql<Counters>(COUNTERS, { e: t.event.id }, caller);
      expect(result.data!.event.guestCounters).toBeNull();
    }
  });
});

describe('saved guest lists', () => {
  it("saves an event's guests under a name, lists the names, and loads them into another event skipping duplicates", async () => {
    const t = await guestEventWithTeam(server, clock);
    await add(t.creator, t.event.id, { fullName: 'Ann', emailAddress: 'ann-list@example.com', quantity: 2 });
    await add(t.creator, t.event.id, { fullName: 'Ben', emailAddress: '', phoneNumber: '+12135550177' });
    await add(t.creator, t.event.id, { fullName: 'Cat', emailAddress: 'cat-list@example.com' });

    for (const caller of [t.promoter, t.stranger])
      expect(code(await gql(SAVE, { e: t.event.id, n: 'Regulars' }, caller))).toBe('AUTH_NOT_AUTHORIZED');
    expect(code(await gql(SAVE, { e: t.event.id, n: 'Regulars' }, t.visitor))).toBe('AUTH_NOT_AUTHENTICATED');
    const saved = await gql<{ saveGuestList: { guests: unknown[] } }>(
      SAVE,
      { e: t.event.id, n: 'Regulars' },
      t.creator,
    );
    expect(saved.data!.saveGuestList.guests).toEqual([
      { fullName: 'Ann', email: 'ann-list@example.com', phoneNumber: null, plus1: 1 },
      { fullName: 'Ben', email: null, phoneNumber: '+12135550177', plus1: 0 },
      { fullName: 'Cat', email: 'cat-list@example.com', phoneNumber: null, plus1: 0 },
    ]);
    // A promoter may save a list they give (CanAddGuest), without plus-ones or with.
    const given = await gql(
      SAVE,
      { e: t.event.id, n: 'Mine', g: [{ fullName: 'Dee', email: 'dee@example.com', plus1: 1 }] },
      t.promoter,
    );
    expect(given.error).toBeNull();
    expect(
      (await gql<{ savedGuestListNames: string[] }>(NAMES, {}, t.creator)).data!.savedGuestListNames,
    ).toEqual(['Regulars']);
    expect(
      (await gql<{ savedGuestListNames: string[] }>(NAMES, {}, t.promoter)).data!.savedGuestListNames,
    ).toEqual(['Mine']);
    expect(code(await gql(NAMES, {}, t.visitor))).toBe('AUTH_NOT_AUTHENTICATED');

    // Another event of the same host, where Cat is already a guest.
    const next = await guestEventWithTeam(server, clock);
    const { creator } = t;
    const nextEvent = (await import('../bookings/bookings.test-support')).insertEvent(
      server,
      creator.userId,
      { now: clock.now() },
    );
    const target = (await nextEvent).event;
    await add(creator, target.id, { fullName: 'Cat again', emailAddress: 'cat-list@example.com' });
    const loaded = await gql<{ loadSavedGuestList: { added: number; skipped: { fullName: string }[] } }>(
      LOAD,
      { e: target.id, n: 'regulars' },
      creator,
    );
    expect(loaded.data!.loadSavedGuestList).toEqual({
      added: 2,
      skipped: [{ fullName: 'Cat', email: 'cat-list@example.com' }],
    });
    const list = await gql<Search>(SEARCH, { e: target.id }, creator);
    expect(list.data!.searchEventGuests.nodes.map((g) => g.fullName)).toEqual(['Ann', 'Ben', 'Cat again']);
    // Loading again adds nobody.
    const again = await gql<{ loadSavedGuestList: { added: number } }>(
      LOAD,
      { e: target.id, n: 'Regulars' },
      creator,
    );
    expect(again.data!.loadSavedGuestList.added).toBe(0);

    // Someone else's list name is not found; an event where the viewer may not add guests is refused.
    expect(code(await gql(LOAD, { e: target.id, n: 'Mine' }, creator))).toBe('NOT_FOUND');
    expect(code(await gql(LOAD, { e: next.event.id, n: 'Regulars' }, creator))).toBe('AUTH_NOT_AUTHORIZED');
    // A promoter cannot bring plus-ones in.
    expect((await gql(LOAD, { e: t.event.id, n: 'Mine' }, t.promoter)).error?.message).toBe(
      GUEST_MESSAGES.extraTicketsNotAllowed,
    );

    expect(code(await gql(DELETE_LIST, { n: 'Regulars' }, t.promoter))).toBe('NOT_FOUND');
    expect((await gql(DELETE_LIST, { n: 'Regulars' }, creator)).error).toBeNull();
    expect(code(await gql(DELETE_LIST, { n: 'Regulars' }, creator))).toBe('NOT_FOUND');
  });

  it('loads all or nothing against the capacity', async () => {
    const t = await guestEventWithTeam(server, clock);
    await gql(
      SAVE,
      { e: t.event.id, n: 'Three', g: [{ fullName: 'A' }, { fullName: 'B' }, { fullName: 'C' }] },
      t.creator,
    );
    await gql(CAPACITY, { e: t.event.id, c: 2 }, t.creator);
    const full = await gql(LOAD, { e: t.event.id, n: 'Three' }, t.creator);
    expect(full.error?.message).toBe(GUEST_MESSAGES.guestListFull);
    const list = await gql<Search>(SEARCH, { e: t.event.id }, t.creator);
    expect(list.data!.searchEventGuests.nodes).toEqual([]);
  });
});
