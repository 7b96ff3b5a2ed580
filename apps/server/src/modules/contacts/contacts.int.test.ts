import { BOOKING_MESSAGES, CONTACTS_MESSAGES, EVENT_INVITE_MESSAGES, MESSAGES } from '@repclub/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { graphqlResult, startTestServer, type TestServer } from '../../test/server';
import { balanceOf, insertEvent, manyUsers } from '../bookings/bookings.test-support';
import { eventRoles, events } from '../events/events.tables';
import { EVENT_INVITE_RULE } from './invitations.service';
import { users } from '../users/users.tables';
import { insertUser, signInRow } from '../users/users.test-helpers';
import { eq } from 'drizzle-orm';

const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());

type Headers = Record<string, string>;
type Person = Awaited<ReturnType<typeof manyUsers>>[number];
const gql = <T>(query: string, variables: Record<string, unknown>, headers: Headers = {}) =>
  graphqlResult<T>(server, query, variables, headers);

const CONTACT = `contactId name emailAddress phoneNumber userId group { groupId groupName } customFields { key label value }`;
const ADD = `mutation($input: ContactInput!) { addContact(input: $input) { ${CONTACT} } }`;
const UPDATE = `mutation($id: ID!, $input: ContactInput!) { updateContact(contactId: $id, input: $input) { ${CONTACT} } }`;
const DELETE = `mutation($id: ID!) { deleteContact(contactId: $id) }`;
const LIST = `query($first: Int, $after: String, $groupId: ID, $search: String, $eventId: ID) {
  contacts(first: $first, after: $after, groupId: $groupId, search: $search, eventId: $eventId) {
    nodes { ${CONTACT} invitationStatus inviteInfo { giftTicket { name quantity } privateTicket { name quantity } } }
    pageInfo { hasNextPage endCursor } } }`;
const GROUP = `mutation($name: String!) { createContactGroup(groupName: $name) { groupId groupName } }`;
const RENAME = `mutation($id: ID!, $name: String!) { updateContactGroup(groupId: $id, groupName: $name) { groupId groupName } }`;
const DELETE_GROUP = `mutation($id: ID!) { deleteContactGroup(groupId: $id) }`;
const GROUPS = `query { contactGroups { groupId groupName } }`;
const IMPORT = `mutation($csv: String, $rows: [ContactImportRowInput!]) { importContacts(csv: $csv, rows: $rows) {
  row status message contact { contactId emailAddress phoneNumber } } }`;
const EMAILS = `query($emails: [String!]!) { contactEmailsExist(emails: $emails) { emailAddress exists } }`;
const PHONES = `query($phones: [String!]!) { contactPhonesExist(phones: $phones) { phoneNumber exists } }`;
const INVITATION = `invitationId formattedInviteId emailAddress status source user { userId }
  inviteInfo { giftTicket { name quantity } privateTicket { name quantity } }`;
const INVITE = `mutation($input: InviteToEventInput!) { inviteToEvent(input: $input) { ${INVITATION} } }`;
const INVITATIONS = `query($eventId: ID!) { eventInvitations(eventId: $eventId, first: 50) { nodes { ${INVITATION} } } }`;
const COUNT = `query($eventId: ID!) { uniqueInviteeCount(eventId: $eventId) }`;
const VIEW = `query($id: String!) { eventInvitation(inviteId: $id) { formattedInviteId isLink status inviterName
  event { slug } inviteInfo { giftTicket { name quantity } } } }`;
const ACCEPT = `mutation($id: String!) { acceptEventInvitation(inviteId: $id) { ${INVITATION} } }`;
const DECLINE = `mutation($id: String!) { declineEventInvitation(inviteId: $id) { status } }`;
const DECIDE = `mutation($id: ID!, $approve: Boolean!) { decideEventInvitation(invitationId: $id, approve: $approve) { status } }`;
const LINK = `mutation($eventId: ID!, $rotate: Boolean) { createEventInviteLink(eventId: $eventId, rotate: $rotate) { url formattedInviteId } }`;
const GRANT = `mutation($input: GrantTicketsInput!) { grantTickets(input: $input) { transactionId type status
  totalPrice tickets { ticketId } } }`;
const NOTIFICATIONS = `query { notifications(first: 20) { nodes { content { defaultMessage defaultPayload { notificationType } }
  customProperties { key value } } } }`;

type Contact = {
  contactId: string;
  name: string;
  emailAddress: string | null;
  phoneNumber: string | null;
  userId: string | null;
  group: { groupId: string; groupName: string } | null;
  invitationStatus?: string | null;
  inviteInfo?: { giftTicket: { name: string; quantity: number } | null } | null;
};
type Invitation = {
  invitationId: string;
  formattedInviteId: string;
  emailAddress: string | null;
  status: string;
  source: string;
  user: { userId: string } | null;
  inviteInfo: {
    giftTicket: { name: string; quantity: number } | null;
    privateTicket: { name: string; quantity: number } | null;
  } | null;
};
type Mail = { to: string; subject: string; text: string; link: string | null };

const add = (person: Person, input: Record<string, unknown>) =>
  gql<{ addContact: Contact }>(ADD, { input }, person.headers);

async function mailTo(address: string, subject: string): Promise<Mail> {
  return vi.waitFor(
    async () => {
      const found = ((await server.outbox(address)) as Mail[]).find((m) => m.subject.includes(subject));
      if (!found) throw new Error(`no mail "${subject}" to ${address}`);
      return found;
    },
    { timeout: 5000, interval: 50 },
  );
}

const notificationsOf = async (person: Person) =>
  (
    await gql<{
      notifications: {
        nodes: {
          content: { defaultMessage: string; defaultPayload: { notificationType: string } };
          customProperties: { key: string; value: string }[];
        }[];
      };
    }>(NOTIFICATIONS, {}, person.headers)
  ).data!.notifications.nodes;

async function giveRole(eventId: string, userId: string, role: string) {
  await server.database.db.insert(eventRoles).values({ eventId, userId, role, status: 'APPROVED' });
}

describe('contacts', () => {
  it('adds, lists by name, pages, edits and deletes contacts, with groups', async () => {
    const [host] = await manyUsers(server, 1, clock);
    const group = await gql<{ createContactGroup: { groupId: string; groupName: string } }>(
      GROUP,
      { name: 'VIPs' },
      host!.headers,
    );
    expect(group.error).toBeNull();
    const groupId = group.data!.createContactGroup.groupId;
    const again = await gql(GROUP, { name: 'vips' }, host!.headers);
    expect(again.error).toMatchObject({
      message: CONTACTS_MESSAGES.groupExists,
      extensions: { code: 'CONFLICT' },
    });

    const zoe = await add(host!, { name: 'Zoe', emailAddress: ' Zoe@Example.com ', groupId });
    expect(zoe.error).toBeNull();
    expect(zoe.data!.addContact).toMatchObject({
      emailAddress: 'zoe@example.com',
      group: { groupName: 'VIPs' },
    });
    const adam = await add(host!, { name: 'adam', phoneNumber: '(213) 555-0123' });
    expect(adam.data!.addContact.phoneNumber).toBe('+12135550123');
    await add(host!, { name: 'Mia', emailAddress: 'mia@example.com', phoneNumber: '+1 213 555 0199' });

    const none = await add(host!, { name: 'Nobody' });
    expect(none.error).toMatchObject({
      message: CONTACTS_MESSAGES.emailOrPhoneRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badPhone = await add(host!, { name: 'Bad', phoneNumber: '123' });
    expect(badPhone.error?.message).toBe(CONTACTS_MESSAGES.phoneInvalid);
    const dupe = await add(host!, { name: 'Zoe again', emailAddress: 'ZOE@example.com' });
    expect(dupe.error).toMatchObject({
      message: CONTACTS_MESSAGES.duplicateEmail,
      extensions: { code: 'CONFLICT' },
    });
    const dupePhone = await add(host!, { name: 'Adam again', phoneNumber: '+12135550123' });
    expect(dupePhone.error?.message).toBe(CONTACTS_MESSAGES.duplicatePhone);

    type Page = { contacts: { nodes: Contact[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
    const first = await gql<Page>(LIST, { first: 2 }, host!.headers);
    expect(first.data!.contacts.nodes.map((c) => c.name)).toEqual(['adam', 'Mia']);
    expect(first.data!.contacts.pageInfo.hasNextPage).toBe(true);
    const second = await gql<Page>(
      LIST,
      { first: 2, after: first.data!.contacts.pageInfo.endCursor },
      host!.headers,
    );
    expect(second.data!.contacts.nodes.map((c) => c.name)).toEqual(['Zoe']);
    const inGroup = await gql<Page>(LIST, { groupId }, host!.headers);
    expect(inGroup.data!.contacts.nodes.map((c) => c.name)).toEqual(['Zoe']);
    const searched = await gql<Page>(LIST, { search: 'mia' }, host!.headers);
    expect(searched.data!.contacts.nodes.map((c) => c.name)).toEqual(['Mia']);

    const edited = await gql<{ updateContact: Contact }>(
      UPDATE,
      {
        id: adam.data!.addContact.contactId,
        input: { name: 'Adam B', emailAddress: 'adam@example.com', groupId },
      },
      host!.headers,
    );
    expect(edited.error).toBeNull();
    expect(edited.data!.updateContact).toMatchObject({
      name: 'Adam B',
      phoneNumber: null,
      group: { groupId },
    });
    const clash = await gql(
      UPDATE,
      { id: adam.data!.addContact.contactId, input: { name: 'Adam B', emailAddress: 'mia@example.com' } },
      host!.headers,
    );
    expect(clash.error?.message).toBe(CONTACTS_MESSAGES.duplicateEmail);

    const renamed = await gql<{ updateContactGroup: { groupName: string } }>(
      RENAME,
      { id: groupId, name: 'Friends' },
      host!.headers,
    );
    expect(renamed.data!.updateContactGroup.groupName).toBe('Friends');
    expect((await gql(DELETE_GROUP, { id: groupId }, host!.headers)).data).toEqual({
      deleteContactGroup: true,
    });
    const afterGroup = await gql<Page>(LIST, { search: 'zoe' }, host!.headers);
    expect(afterGroup.data!.contacts.nodes[0]!.group).toBeNull();

    expect((await gql(DELETE, { id: zoe.data!.addContact.contactId }, host!.headers)).data).toEqual({
      deleteContact: true,
    });
    const gone = await gql(DELETE, { id: zoe.data!.addContact.contactId }, host!.headers);
    expect(gone.error).toMatchObject({
      message: CONTACTS_MESSAGES.contactNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('keeps contacts private: another user neither reads nor changes them; visitors are refused', async () => {
    const [owner, other] = await manyUsers(server, 2, clock);
    const mine = await add(owner!, { name: 'Secret', emailAddress: 'secret@example.com' });
    const id = mine.data!.addContact.contactId;
    const group = await gql<{ createContactGroup: { groupId: string } }>(
      GROUP,
      { name: 'Mine' },
      owner!.headers,
    );
    const groupId = group.data!.createContactGroup.groupId;

    const theirs = await gql<{ contacts: { nodes: Contact[] } }>(LIST, {}, other!.headers);
    expect(theirs.data!.contacts.nodes).toEqual([]);
    expect((await gql<{ contactGroups: unknown[] }>(GROUPS, {}, other!.headers)).data!.contactGroups).toEqual(
      [],
    );
    const edit = await gql(
      UPDATE,
      { id, input: { name: 'Hacked', emailAddress: 'x@example.com' } },
      other!.headers,
    );
    expect(edit.error?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(DELETE, { id }, other!.headers)).error?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(RENAME, { id: groupId, name: 'x' }, other!.headers)).error?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await gql(DELETE_GROUP, { id: groupId }, other!.headers)).error?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    const intoTheirGroup = await add(other!, { name: 'X', emailAddress: 'x@example.com', groupId });
    expect(intoTheirGroup.error?.extensions?.code).toBe('NOT_FOUND');
    const exists = await gql<{ contactEmailsExist: { exists: boolean }[] }>(
      EMAILS,
      { emails: ['secret@example.com'] },
      other!.headers,
    );
    expect(exists.data!.contactEmailsExist).toEqual([{ emailAddress: 'secret@example.com', exists: false }]);
    const asVisitor = await gql(LIST, {});
    expect(asVisitor.error?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
    // The owner's contact is untouched.
    const still = await gql<{ contacts: { nodes: Contact[] } }>(LIST, {}, owner!.headers);
    expect(still.data!.contacts.nodes.map((c) => c.name)).toEqual(['Secret']);
  });

  it('imports CSV and rows, reporting duplicates by e-mail and phone per row', async () => {
    const [host] = await manyUsers(server, 1, clock);
    await add(host!, { name: 'Existing', emailAddress: 'existing@example.com', phoneNumber: '2135550111' });
    const csv = [
      'Name,Email,Phone',
      'Ann,ann@example.com,',
      'Ann twice,ANN@example.com,',
      'Old friend,Existing@Example.com,',
      'Phone twin,,+1 (213) 555-0111',
      'Broken,not-an-email,',
      '"Bob, Jr.",bob@example.com,213-555-0177',
    ].join('\n');
    type Imported = { importContacts: { row: number; status: string; message: string | null }[] };
    const result = await gql<Imported>(IMPORT, { csv }, host!.headers);
    expect(result.error).toBeNull();
    expect(result.data!.importContacts.map((r) => [r.row, r.status, r.message])).toEqual([
      [1, 'CREATED', null],
      [2, 'DUPLICATE', CONTACTS_MESSAGES.duplicateInImport],
      [3, 'DUPLICATE', CONTACTS_MESSAGES.duplicateEmail],
      [4, 'DUPLICATE', CONTACTS_MESSAGES.duplicatePhone],
      [5, 'INVALID', MESSAGES.emailInvalid],
      [6, 'CREATED', null],
    ]);
    const rows = await gql<Imported>(
      IMPORT,
      {
        rows: [
          { name: 'Cy', phoneNumber: '213 555 0177' },
          { name: 'Di', emailAddress: 'di@example.com' },
        ],
      },
      host!.headers,
    );
    expect(rows.data!.importContacts.map((r) => r.status)).toEqual(['DUPLICATE', 'CREATED']);
    const noHeader = await gql(IMPORT, { csv: 'a,b\n1,2' }, host!.headers);
    expect(noHeader.error).toMatchObject({ message: CONTACTS_MESSAGES.importNoHeader });

    const emails = await gql<{ contactEmailsExist: { emailAddress: string; exists: boolean }[] }>(
      EMAILS,
      { emails: ['ANN@example.com', 'nobody@example.com', 'not an email'] },
      host!.headers,
    );
    expect(emails.data!.contactEmailsExist.map((e) => e.exists)).toEqual([true, false, false]);
    const phones = await gql<{ contactPhonesExist: { phoneNumber: string; exists: boolean }[] }>(
      PHONES,
      { phones: ['(213) 555-0177', '+12135550111', '+12135550000', 'abc'] },
      host!.headers,
    );
    expect(phones.data!.contactPhonesExist.map((e) => e.exists)).toEqual([true, true, false, false]);
  });
});

describe('event invitations', () => {
  it('invites contacts and addresses: allowed and refused callers, notifications, e-mails, count, badges', async () => {
    const [host, coordinator, door, stranger, member] = await manyUsers(server, 5, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [
        { ticketType: 'General', price: 2000 },
        { ticketType: 'Backstage', price: 5000, isPrivate: true },
      ],
    });
    await giveRole(event.id, coordinator!.userId, 'COORDINATOR');
    await giveRole(event.id, door!.userId, 'DOOR');
    const contact = await add(host!, { name: 'Member', emailAddress: member!.row.email });
    expect(contact.data!.addContact.userId).toBe(member!.userId);

    const plain = { eventId: event.id, emails: ['outsider@example.com'] };
    expect((await gql(INVITE, { input: plain }, door!.headers)).error).toMatchObject({
      message: EVENT_INVITE_MESSAGES.forbidden,
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
    expect((await gql(INVITE, { input: plain }, stranger!.headers)).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    expect((await gql(INVITE, { input: plain })).error?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
    // A coordinator may add guests, but not share private tickets.
    const withTicket = {
      eventId: event.id,
      emails: ['friend@example.com'],
      ticket: { kind: 'PRIVATE', eventTicketId: types[1]!.id, quantity: 2 },
    };
    expect((await gql(INVITE, { input: withTicket }, coordinator!.headers)).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    const byCoordinator = await gql<{ inviteToEvent: Invitation[] }>(
      INVITE,
      { input: plain },
      coordinator!.headers,
    );
    expect(byCoordinator.error).toBeNull();
    expect(byCoordinator.data!.inviteToEvent[0]).toMatchObject({
      status: 'INVITED',
      emailAddress: 'outsider@example.com',
    });
    const notPrivate = await gql(
      INVITE,
      { input: { ...withTicket, ticket: { ...withTicket.ticket, eventTicketId: types[0]!.id } } },
      host!.headers,
    );
    expect(notPrivate.error?.message).toBe(EVENT_INVITE_MESSAGES.notPrivateTicket);
    const twice = await gql(
      INVITE,
      { input: { eventId: event.id, emails: ['a@example.com', 'A@example.com'] } },
      host!.headers,
    );
    expect(twice.error?.message).toBe(MESSAGES.inviteEmailAlreadySelected);
    const self = await gql(
      INVITE,
      { input: { eventId: event.id, emails: [host!.row.email] } },
      host!.headers,
    );
    expect(self.error?.message).toBe(MESSAGES.inviteEmailCannotBeUsed);

    const sent = await gql<{ inviteToEvent: Invitation[] }>(
      INVITE,
      {
        input: {
          eventId: event.id,
          contactIds: [contact.data!.addContact.contactId],
          emails: ['friend@example.com'],
          ticket: withTicket.ticket,
          message: 'Come early!',
        },
      },
      host!.headers,
    );
    expect(sent.error).toBeNull();
    const [toMember, toFriend] = sent.data!.inviteToEvent;
    expect(toMember).toMatchObject({
      user: { userId: member!.userId },
      inviteInfo: { privateTicket: { name: 'Backstage', quantity: 2 }, giftTicket: null },
    });
    expect(toMember!.formattedInviteId).toBe(`ei_${toMember!.invitationId}`);
    const again = await gql(INVITE, { input: plain }, host!.headers);
    expect(again.error).toMatchObject({
      message: EVENT_INVITE_MESSAGES.alreadyInvited('outsider@example.com'),
      extensions: { code: 'CONFLICT' },
    });

    const mail = await mailTo('friend@example.com', event.displayName);
    expect(mail.link).toBe(`http://repclub.test/accept-invite/${toFriend!.formattedInviteId}`);
    expect(mail.text).toContain('Come early!');
    expect(mail.text).toContain('2 × Backstage');
    await mailTo(member!.row.email!, event.displayName);
    const notes = await notificationsOf(member!);
    const invitation = notes.find((n) => n.content.defaultPayload.notificationType === 'EventInvitation');
    expect(invitation?.customProperties).toContainEqual({
      key: 'FormattedInviteId',
      value: toMember!.formattedInviteId,
    });

    const list = await gql<{ eventInvitations: { nodes: Invitation[] } }>(
      INVITATIONS,
      { eventId: event.id },
      coordinator!.headers,
    );
    expect(list.data!.eventInvitations.nodes).toHaveLength(3);
    expect((await gql(INVITATIONS, { eventId: event.id }, door!.headers)).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    const count = await gql<{ uniqueInviteeCount: number }>(COUNT, { eventId: event.id }, host!.headers);
    expect(count.data!.uniqueInviteeCount).toBe(3);
    expect((await gql(COUNT, { eventId: event.id }, stranger!.headers)).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );

    // The contact list shows each contact's invitation to the event.
    const contacts = await gql<{ contacts: { nodes: Contact[] } }>(
      LIST,
      { eventId: event.id },
      host!.headers,
    );
    expect(contacts.data!.contacts.nodes[0]).toMatchObject({ invitationStatus: 'INVITED' });

    // Only the invitee sees and answers it.
    expect(
      (await gql<{ eventInvitation: null }>(VIEW, { id: toMember!.formattedInviteId }, stranger!.headers))
        .data!.eventInvitation,
    ).toBeNull();
    expect((await gql(ACCEPT, { id: toMember!.formattedInviteId }, stranger!.headers)).error).toMatchObject({
      message: EVENT_INVITE_MESSAGES.notYours,
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
    const view = await gql<{
      eventInvitation: { status: string; inviterName: string; event: { slug: string } };
    }>(VIEW, { id: toMember!.formattedInviteId }, member!.headers);
    expect(view.data!.eventInvitation).toMatchObject({ status: 'INVITED', event: { slug: event.slug } });

    const before = await balanceOf(server, types[1]!.id);
    const accepted = await gql<{ acceptEventInvitation: Invitation }>(
      ACCEPT,
      { id: toMember!.formattedInviteId },
      member!.headers,
    );
    expect(accepted.error).toBeNull();
    expect(accepted.data!.acceptEventInvitation.status).toBe('APPROVED');
    const after = await balanceOf(server, types[1]!.id);
    expect(after.availableAmount).toBe(before.availableAmount - 2);
    expect(after.releasedAmount).toBe(before.releasedAmount + 2);
    await mailTo(member!.row.email!, 'sent you tickets');
    expect(
      await vi.waitFor(async () => {
        const n = (await notificationsOf(member!)).find(
          (x) => x.content.defaultPayload.notificationType === 'EventTicketGifted',
        );
        if (!n) throw new Error('no gift notification');
        return n;
      }),
    ).toBeTruthy();

    // Host decisions: withdraw an open one (Not Selected); approve only one the invitee accepted.
    const outsider = byCoordinator.data!.inviteToEvent[0]!;
    expect(
      (await gql(DECIDE, { id: outsider.invitationId, approve: true }, host!.headers)).error?.message,
    ).toBe(EVENT_INVITE_MESSAGES.cannotDecide);
    expect(
      (await gql(DECIDE, { id: outsider.invitationId, approve: false }, door!.headers)).error?.extensions
        ?.code,
    ).toBe('AUTH_NOT_AUTHORIZED');
    const withdrawn = await gql<{ decideEventInvitation: { status: string } }>(
      DECIDE,
      { id: outsider.invitationId, approve: false },
      host!.headers,
    );
    expect(withdrawn.data!.decideEventInvitation.status).toBe('DECLINED');
    // A withdrawn invitation no longer counts (the same rule as the host counters, decision 072).
    const counted = await gql<{ uniqueInviteeCount: number }>(COUNT, { eventId: event.id }, host!.headers);
    expect(counted.data!.uniqueInviteeCount).toBe(2);
  });

  it('a plain invitation: accept (RSVP Pending), approve, and decline by the invitee', async () => {
    const [host, guest, other] = await manyUsers(server, 3, clock);
    const { event } = await insertEvent(server, host!.userId, { now: clock.now() });
    const sent = await gql<{ inviteToEvent: Invitation[] }>(
      INVITE,
      { input: { eventId: event.id, emails: [guest!.row.email!.toUpperCase(), other!.row.email] } },
      host!.headers,
    );
    const [toGuest, toOther] = sent.data!.inviteToEvent;
    const accepted = await gql<{ acceptEventInvitation: Invitation }>(
      ACCEPT,
      { id: toGuest!.formattedInviteId },
      guest!.headers,
    );
    expect(accepted.data!.acceptEventInvitation.status).toBe('INVITEE_ACCEPTED');
    const approved = await gql<{ decideEventInvitation: { status: string } }>(
      DECIDE,
      { id: toGuest!.invitationId, approve: true },
      host!.headers,
    );
    expect(approved.data!.decideEventInvitation.status).toBe('APPROVED');
    const declined = await gql<{ declineEventInvitation: { status: string } }>(
      DECLINE,
      { id: toOther!.formattedInviteId },
      other!.headers,
    );
    expect(declined.data!.declineEventInvitation.status).toBe('INVITEE_DECLINED');
    const late = await gql(ACCEPT, { id: toOther!.formattedInviteId }, other!.headers);
    expect(late.error).toMatchObject({
      message: EVENT_INVITE_MESSAGES.notOpen,
      extensions: { code: 'CONFLICT' },
    });
    expect((await gql(ACCEPT, { id: 'ei_not-a-uuid' }, other!.headers)).error?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('an account made after the invitation accepts it once its e-mail is verified', async () => {
    const [host] = await manyUsers(server, 1, clock);
    const { event } = await insertEvent(server, host!.userId, { now: clock.now() });
    const address = `late-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const sent = await gql<{ inviteToEvent: Invitation[] }>(
      INVITE,
      { input: { eventId: event.id, emails: [address] } },
      host!.headers,
    );
    const invitation = sent.data!.inviteToEvent[0]!;
    expect(invitation.user).toBeNull();
    const row = await insertUser(server, {
      email: address,
      name: 'Late Comer',
      userName: `late${Math.random().toString(36).slice(2, 8)}`,
      dateOfBirth: '1990-01-01',
      emailVerifiedAt: null,
    });
    const headers = await signInRow(server, row, clock);
    const unverified = await gql(ACCEPT, { id: invitation.formattedInviteId }, headers);
    expect(unverified.error?.extensions?.code).toBe('AUTH_NOT_AUTHORIZED');
    await server.database.db.update(users).set({ emailVerifiedAt: clock.now() }).where(eq(users.id, row.id));
    const verifiedHeaders = await signInRow(server, { ...row, emailVerifiedAt: clock.now() }, clock);
    const accepted = await gql<{ acceptEventInvitation: Invitation }>(
      ACCEPT,
      { id: invitation.formattedInviteId },
      verifiedHeaders,
    );
    expect(accepted.error).toBeNull();
    expect(accepted.data!.acceptEventInvitation).toMatchObject({
      status: 'INVITEE_ACCEPTED',
      user: { userId: row.id },
    });
  });

  it('refuses invitations, acceptances and grants once the event is over', async () => {
    const [host, guest] = await manyUsers(server, 2, clock);
    const over = await insertEvent(server, host!.userId, { now: clock.now(), startsInDays: -1 });
    const late = await gql(
      INVITE,
      { input: { eventId: over.event.id, emails: ['x@example.com'] } },
      host!.headers,
    );
    expect(late.error).toMatchObject({
      message: BOOKING_MESSAGES.eventEnded,
      extensions: { code: 'CONFLICT' },
    });
    const grantLate = await gql(
      GRANT,
      {
        input: {
          eventId: over.event.id,
          eventTicketId: over.types[0]!.id,
          userId: guest!.userId,
          quantity: 1,
        },
      },
      host!.headers,
    );
    expect(grantLate.error).toMatchObject({ message: BOOKING_MESSAGES.eventEnded });

    const { event, types } = await insertEvent(server, host!.userId, { now: clock.now() });
    const sent = await gql<{ inviteToEvent: Invitation[] }>(
      INVITE,
      {
        input: {
          eventId: event.id,
          emails: [guest!.row.email],
          ticket: { kind: 'GIFT', eventTicketId: types[0]!.id, quantity: 1 },
        },
      },
      host!.headers,
    );
    await server.database.db
      .update(events)
      .set({
        startDate: new Date(clock.now().getTime() - 5 * 3_600_000),
        endDate: new Date(clock.now().getTime() - 3_600_000),
      })
      .where(eq(events.id, event.id));
    const accept = await gql(ACCEPT, { id: sent.data!.inviteToEvent[0]!.formattedInviteId }, guest!.headers);
    expect(accept.error).toMatchObject({
      message: BOOKING_MESSAGES.eventEnded,
      extensions: { code: 'CONFLICT' },
    });
    expect(await balanceOf(server, types[0]!.id)).toMatchObject({ releasedAmount: 0 });
  });

  it('limits invitation calls per person and hour; refused calls are not counted', async () => {
    const [host] = await manyUsers(server, 1, clock);
    const { event } = await insertEvent(server, host!.userId, { now: clock.now() });
    const call = (email: string) =>
      gql(INVITE, { input: { eventId: event.id, emails: [email] } }, host!.headers);
    expect((await call(host!.row.email!)).error?.extensions?.code).toBe('BAD_USER_INPUT');
    for (let i = 0; i < EVENT_INVITE_RULE.points; i++)
      expect((await call(`bulk-${i}@example.com`)).error).toBeNull();
    expect((await call('one-more@example.com')).error?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('the same invitation accepted twice in parallel grants its tickets once', async () => {
    const [host, guest] = await manyUsers(server, 2, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ ticketType: 'Gift', price: 3000, limitedAmount: 10 }],
    });
    const sent = await gql<{ inviteToEvent: Invitation[] }>(
      INVITE,
      {
        input: {
          eventId: event.id,
          emails: [guest!.row.email],
          ticket: { kind: 'GIFT', eventTicketId: types[0]!.id, quantity: 3 },
        },
      },
      host!.headers,
    );
    const id = sent.data!.inviteToEvent[0]!.formattedInviteId;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        gql<{ acceptEventInvitation: Invitation }>(ACCEPT, { id }, guest!.headers),
      ),
    );
    for (const answer of answers) {
      expect(answer.error).toBeNull();
      expect(answer.data!.acceptEventInvitation.status).toBe('APPROVED');
    }
    expect(await balanceOf(server, types[0]!.id)).toMatchObject({ availableAmount: 7, releasedAmount: 3 });
  });

  it('invite links: the team makes one, a signed-in visitor asks to come (RSVP Pending), once', async () => {
    const [host, guest, stranger] = await manyUsers(server, 3, clock);
    const { event } = await insertEvent(server, host!.userId, { now: clock.now() });
    expect((await gql(LINK, { eventId: event.id }, stranger!.headers)).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    const made = await gql<{ createEventInviteLink: { url: string; formattedInviteId: string } }>(
      LINK,
      { eventId: event.id },
      host!.headers,
    );
    const link = made.data!.createEventInviteLink;
    expect(link.url).toBe(`http://repclub.test/accept-invite/${link.formattedInviteId}`);
    expect(link.formattedInviteId).toMatch(/^el_/);
    const same = await gql<{ createEventInviteLink: { formattedInviteId: string } }>(
      LINK,
      { eventId: event.id },
      host!.headers,
    );
    expect(same.data!.createEventInviteLink.formattedInviteId).toBe(link.formattedInviteId);

    const view = await gql<{ eventInvitation: { isLink: boolean; status: string | null } }>(
      VIEW,
      { id: link.formattedInviteId },
      guest!.headers,
    );
    expect(view.data!.eventInvitation).toMatchObject({ isLink: true, status: null });
    const asks = await Promise.all(
      [1, 2].map(() =>
        gql<{ acceptEventInvitation: Invitation }>(ACCEPT, { id: link.formattedInviteId }, guest!.headers),
      ),
    );
    for (const ask of asks)
      expect(ask.data?.acceptEventInvitation).toMatchObject({ status: 'INVITEE_ACCEPTED', source: 'LINK' });
    const count = await gql<{ uniqueInviteeCount: number }>(COUNT, { eventId: event.id }, host!.headers);
    expect(count.data!.uniqueInviteeCount).toBe(1);

    const rotated = await gql<{ createEventInviteLink: { formattedInviteId: string } }>(
      LINK,
      { eventId: event.id, rotate: true },
      host!.headers,
    );
    expect(rotated.data!.createEventInviteLink.formattedInviteId).not.toBe(link.formattedInviteId);
    const old = await gql(ACCEPT, { id: link.formattedInviteId }, stranger!.headers);
    expect(old.error).toMatchObject({
      message: EVENT_INVITE_MESSAGES.linkNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('host-granted tickets', () => {
  const grant = (person: Person, input: Record<string, unknown>) =>
    gql<{
      grantTickets: { type: string; status: string; totalPrice: number; tickets: { ticketId: string }[] };
    }>(GRANT, { input }, person.headers);

  it('the team with CanAddExtraTicket grants at no charge; others are refused; the recipient is told', async () => {
    const [host, promoter, guest] = await manyUsers(server, 3, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ ticketType: 'VIP', price: 9000, isRequiredApproval: true }],
    });
    await giveRole(event.id, promoter!.userId, 'PROMOTER');
    const input = { eventId: event.id, eventTicketId: types[0]!.id, userId: guest!.userId, quantity: 2 };
    expect((await grant(promoter!, input)).error).toMatchObject({
      message: EVENT_INVITE_MESSAGES.grantForbidden,
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
    expect((await grant(guest!, input)).error?.extensions?.code).toBe('AUTH_NOT_AUTHORIZED');
    expect((await grant(host!, { ...input, quantity: 0 })).error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(
      (await grant(host!, { ...input, userId: '00000000-0000-4000-8000-000000000000' })).error?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
    const granted = await grant(host!, input);
    expect(granted.error).toBeNull();
    expect(granted.data!.grantTickets).toMatchObject({
      type: 'GRANT_EVENT_TICKET',
      status: 'COMPLETED',
      totalPrice: 0,
    });
    expect(granted.data!.grantTickets.tickets).toHaveLength(2);
    const mail = await mailTo(guest!.row.email!, 'sent you tickets');
    expect(mail.text).not.toContain('approval');
    const notes = await notificationsOf(guest!);
    expect(notes.map((n) => n.content.defaultPayload.notificationType)).toContain('EventTicketGifted');
  });

  it('grants racing for the last tickets never oversell', async () => {
    const [host, ...guests] = await manyUsers(server, 7, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ ticketType: 'Last', price: 1000, limitedAmount: 5 }],
    });
    const answers = await Promise.all(
      guests.map((guest) =>
        grant(host!, { eventId: event.id, eventTicketId: types[0]!.id, userId: guest.userId, quantity: 2 }),
      ),
    );
    const ok = answers.filter((a) => a.error === null);
    expect(ok).toHaveLength(2);
    for (const refused of answers.filter((a) => a.error !== null))
      expect(refused.error?.extensions?.code).toBe('CONFLICT');
    expect(await balanceOf(server, types[0]!.id)).toMatchObject({ availableAmount: 1, releasedAmount: 4 });
  });
});
