import { createHmac } from 'node:crypto';
import { EMAIL_UNSUBSCRIBE_API, EMAIL_UNSUBSCRIBE_MESSAGES as U, type OutboxEntry } from '@repclub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { graphqlResult, startTestServer, type TestServer } from '../../test/server';
import { insertEvent, manyUsers } from '../bookings/bookings.test-support';
import { users } from '../users/users.tables';
import { unsubscribeTokens } from './messaging.unsubscribe';

/**
 * E-mail categories and subscriptions (docs/decisions/078): transactional mail always goes out; other mail only
 * while its recipient keeps the subscription, with a link that turns it off without signing in.
 */
const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());

type Headers = Record<string, string>;
type Person = Awaited<ReturnType<typeof manyUsers>>[number];
type Mail = OutboxEntry;
type Subscriptions = {
  productUpdates: boolean;
  eventReminders: boolean;
  clubNews: boolean;
  marketing: boolean;
};

const gql = <T>(query: string, variables: Record<string, unknown>, headers: Headers = {}) =>
  graphqlResult<T>(server, query, variables, headers);

const INVITE = `mutation($input: InviteToEventInput!) { inviteToEvent(input: $input) { invitationId
  formattedInviteId status } }`;
const ACCEPT = `mutation($id: String!) { acceptEventInvitation(inviteId: $id) { status } }`;
const DECIDE = `mutation($id: ID!, $approve: Boolean!) { decideEventInvitation(invitationId: $id, approve: $approve) { status } }`;
const SUBSCRIPTIONS = `emailSubscriptions { productUpdates eventReminders clubNews marketing }`;
const ME = `query { me { ${SUBSCRIPTIONS} } }`;
const UPDATE = `mutation($input: EmailSubscriptionsInput!) { updateEmailSubscriptions(input: $input) { ${SUBSCRIPTIONS} } }`;
const TEAM_INVITE = `mutation($e: ID!, $r: String!, $u: ID, $m: String) {
  inviteEventTeamMember(eventId: $e, role: $r, userId: $u, email: $m) { invitationId status } }`;
const TEAM_ACCEPT = `mutation($i: String!) { acceptEventRoleInvitation(invitationId: $i) { status } }`;
const TEAM_CANCEL = `mutation($i: String!) { cancelEventRoleInvitation(invitationId: $i) { eventId } }`;
const TEAM_REMOVE = `mutation($e: ID!, $u: ID!, $r: String!) { removeEventRole(eventId: $e, userId: $u, role: $r) { eventId } }`;

const mailsTo = async (address: string) => (await server.outbox(address.toLowerCase())) as Mail[];
const mailTo = async (address: string, subject: string) => {
  const found = (await mailsTo(address)).find((m) => m.subject?.includes(subject));
  if (!found) throw new Error(`no mail "${subject}" to ${address}`);
  return found;
};
const subscriptionsOf = async (person: Person) =>
  (await gql<{ me: { emailSubscriptions: Subscriptions } }>(ME, {}, person.headers)).data!.me
    .emailSubscriptions;

/** The token of an unsubscribe link (/unsubscribe?token=…). */
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

const unsubscribe = (body: unknown) =>
  server.post<
    { subscription: string; label: string; subscribed: boolean; message: string } & {
      error?: { code: string; message: string };
    }
  >(EMAIL_UNSUBSCRIBE_API, body);

async function plainInvite(host: Person, emails: string[]) {
  const { event } = await insertEvent(server, host.userId, { now: clock.now() });
  const sent = await gql<{ inviteToEvent: { invitationId: string; formattedInviteId: string }[] }>(
    INVITE,
    { input: { eventId: event.id, emails } },
    host.headers,
  );
  expect(sent.error).toBeNull();
  return { event, invitations: sent.data!.inviteToEvent };
}

describe('e-mail subscriptions at send time', () => {
  it('a user who turned a subscription off gets none of its mail; transactional mail still goes out', async () => {
    const [host, optedOut, subscribed] = await manyUsers(server, 3, clock);
    const off = await gql<{ updateEmailSubscriptions: { emailSubscriptions: Subscriptions } }>(
      UPDATE,
      { input: { eventReminders: false } },
      optedOut!.headers,
    );
    expect(off.data!.updateEmailSubscriptions.emailSubscriptions.eventReminders).toBe(false);

    // A plain invitation is "Event invitations and reminders": not mailed to the one who turned it off.
    const { event } = await plainInvite(host!, [optedOut!.row.email!, subscribed!.row.email!]);
    const subject = `invited you to ${event.displayName}`;
    expect((await mailsTo(optedOut!.row.email!)).filter((m) => m.subject?.includes(subject))).toEqual([]);
    const kept = await mailTo(subscribed!.row.email!, subject);
    expect(kept.category).toBe('eventReminders');
    expect(kept.unsubscribe).toMatch(/\/unsubscribe\?token=/);
    expect(kept.text).toContain(`Unsubscribe: ${kept.unsubscribe}`);
    expect(kept.text).toContain('Event invitations and reminders are on in your RepClub e-mail settings');

    // An invitation with tickets gives access: transactional, sent to both, without an unsubscribe line.
    const { event: gifted, types } = await insertEvent(server, host!.userId, { now: clock.now() });
    const withTickets = await gql(
      INVITE,
      {
        input: {
          eventId: gifted.id,
          emails: [optedOut!.row.email!],
          ticket: { kind: 'GIFT', eventTicketId: types[0]!.id, quantity: 1 },
        },
      },
      host!.headers,
    );
    expect(withTickets.error).toBeNull();
    const gift = await mailTo(optedOut!.row.email!, `invited you to ${gifted.displayName}`);
    expect(gift.category).toBe('transactional');
    expect(gift.unsubscribe).toBeNull();
    expect(gift.text).not.toContain('/unsubscribe');

    // Every subscription off: the transactional mail of a team role still arrives.
    await gql(
      UPDATE,
      { input: { productUpdates: false, clubNews: false, marketing: false } },
      optedOut!.headers,
    );
    const role = await gql(TEAM_INVITE, { e: event.id, r: 'PROMOTER', u: optedOut!.userId }, host!.headers);
    expect(role.error).toBeNull();
    expect((await mailTo(optedOut!.row.email!, 'invited you to the team of')).category).toBe('transactional');
  });
});

describe('the unsubscribe link', () => {
  it('turns off only its subscription for a visitor (no sign-in), and the page can turn it on again', async () => {
    const [host, member] = await manyUsers(server, 2, clock);
    await gql(UPDATE, { input: { marketing: true, clubNews: false } }, member!.headers);
    const { event } = await plainInvite(host!, [member!.row.email!]);
    const mail = await mailTo(member!.row.email!, `invited you to ${event.displayName}`);
    const token = tokenOf(mail.unsubscribe!);

    // The token names the account, not the address.
    expect(mail.unsubscribe).not.toContain(encodeURIComponent(member!.row.email!));
    const off = await unsubscribe({ token });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      subscription: 'eventReminders',
      subscribed: false,
      message: U.unsubscribed('Event invitations and reminders'),
    });
    expect(await subscriptionsOf(member!)).toEqual({
      productUpdates: true,
      eventReminders: false,
      clubNews: false,
      marketing: true,
    });
    // Clicking twice (or twice at once) changes nothing more.
    const again = await Promise.all([unsubscribe({ token }), unsubscribe({ token })]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    expect((await subscriptionsOf(member!)).eventReminders).toBe(false);

    // The next plain invitation is not mailed.
    const { event: next } = await plainInvite(host!, [member!.row.email!]);
    expect((await mailsTo(member!.row.email!)).filter((m) => m.subject?.includes(next.displayName))).toEqual(
      [],
    );

    // Undo from the page: on again, the others untouched.
    const on = await unsubscribe({ token, subscribed: true });
    expect(on.body).toMatchObject({
      subscribed: true,
      message: U.resubscribed('Event invitations and reminders'),
    });
    expect(await subscriptionsOf(member!)).toEqual({
      productUpdates: true,
      eventReminders: true,
      clubNews: false,
      marketing: true,
    });
  });

  it('RFC 8058 one-click: a form POST to the address of the List-Unsubscribe header', async () => {
    const [host, member] = await manyUsers(server, 2, clock);
    const { event } = await plainInvite(host!, [member!.row.email!]);
    const mail = await mailTo(member!.row.email!, `invited you to ${event.displayName}`);
    const response = await server.fetch(
      `${EMAIL_UNSUBSCRIBE_API}?token=${encodeURIComponent(tokenOf(mail.unsubscribe!))}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(response.status).toBe(200);
    expect((await subscriptionsOf(member!)).eventReminders).toBe(false);
  });

  it('a GET on the List-Unsubscribe address (no one-click) sees the unsubscribe page and changes nothing', async () => {
    const [host, member] = await manyUsers(server, 2, clock);
    const { event } = await plainInvite(host!, [member!.row.email!]);
    const mail = await mailTo(member!.row.email!, `invited you to ${event.displayName}`);
    const token = tokenOf(mail.unsubscribe!);
    const response = await server.fetch(`${EMAIL_UNSUBSCRIBE_API}?token=${encodeURIComponent(token)}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, 'http://x');
    expect(location.pathname).toBe('/unsubscribe');
    expect(location.searchParams.get('token')).toBe(token);
    expect((await subscriptionsOf(member!)).eventReminders).toBe(true);

    const bare = await server.fetch(EMAIL_UNSUBSCRIBE_API, { redirect: 'manual' });
    expect(bare.status).toBe(303);
    expect(bare.headers.get('location')).toBe('/unsubscribe');
  });

  it('an address without an account gets a "not interested" link that stops such mail to it', async () => {
    const [host] = await manyUsers(server, 1, clock);
    const stranger = `stranger-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { event } = await plainInvite(host!, [stranger]);
    const mail = await mailTo(stranger, `invited you to ${event.displayName}`);
    expect(mail.text).toContain(U.addressFooter);
    expect(mail.text).toContain(`Not interested: ${mail.unsubscribe}`);

    const off = await unsubscribe({ token: tokenOf(mail.unsubscribe!) });
    expect(off.body).toMatchObject({ subscription: 'eventReminders', subscribed: false });

    // Invited again elsewhere: the invitation stands for the team, but no mail goes to the address.
    const { event: next, invitations } = await plainInvite(host!, [stranger]);
    expect(invitations).toHaveLength(1);
    expect((await mailsTo(stranger)).filter((m) => m.subject?.includes(next.displayName))).toEqual([]);
  });

  it('refuses garbled, forged and tampered tokens (400) and a deleted account’s (404)', async () => {
    const [host, member] = await manyUsers(server, 2, clock);
    const { event } = await plainInvite(host!, [member!.row.email!]);
    const token = tokenOf((await mailTo(member!.row.email!, event.displayName)).unsubscribe!);
    const [payload, signature] = token.split('.') as [string, string];
    const tampered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), s: 'marketing' }),
    ).toString('base64url');
    const forged = unsubscribeTokens('another secret, not the server one').sign({
      userId: member!.userId,
      subscription: 'eventReminders',
    });
    const badSignature = `${payload}.${createHmac('sha256', 'x').update(payload).digest('base64url')}`;
    for (const body of [
      {},
      { token: '' },
      { token: 'garbage' },
      { token: `${payload}.` },
      { token: `${payload}.${signature}.extra` },
      { token: `${tampered}.${signature}` },
      { token: forged },
      { token: badSignature },
      { token: 42 },
      { token, subscribed: 'yes' },
      { token: 'x'.repeat(5000) },
    ]) {
      const answer = await unsubscribe(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await subscriptionsOf(member!)).eventReminders).toBe(true);
    expect((await subscriptionsOf(member!)).marketing).toBe(false);

    await server.database.db
      .update(users)
      .set({ deletedAt: clock.now() })
      .where(eq(users.id, member!.userId));
    const gone = await unsubscribe({ token });
    expect(gone.status).toBe(404);
    expect(gone.body.error?.message).toBe(U.noLongerValid);
  });
});

describe('e-mails about changed access', () => {
  it('the invitee hears when the team withdraws a role invitation, and a member when a role is removed', async () => {
    const [host, invitee, member] = await manyUsers(server, 3, clock);
    const { event } = await insertEvent(server, host!.userId, { now: clock.now() });
    const sent = await gql<{ inviteEventTeamMember: { invitationId: string } }>(
      TEAM_INVITE,
      { e: event.id, r: 'PROMOTER', u: invitee!.userId },
      host!.headers,
    );
    const byAddress = 'future-promoter@example.com';
    const toAddress = await gql<{ inviteEventTeamMember: { invitationId: string } }>(
      TEAM_INVITE,
      { e: event.id, r: 'DOOR', m: byAddress },
      host!.headers,
    );
    // Someone outside the team may not withdraw it, and nothing is mailed then.
    const refused = await gql(
      TEAM_CANCEL,
      { i: sent.data!.inviteEventTeamMember.invitationId },
      member!.headers,
    );
    expect(refused.error?.extensions?.code).toMatch(/NOT_FOUND|AUTH_NOT_AUTHORIZED/);
    const withdrawnSubject = `Your invitation to the team of ${event.displayName} was withdrawn`;
    expect((await mailsTo(invitee!.row.email!)).filter((m) => m.subject === withdrawnSubject)).toEqual([]);

    for (const id of [sent, toAddress].map((r) => r.data!.inviteEventTeamMember.invitationId))
      expect((await gql(TEAM_CANCEL, { i: id }, host!.headers)).error).toBeNull();
    for (const address of [invitee!.row.email!, byAddress]) {
      const mail = await mailTo(address, withdrawnSubject);
      expect(mail.category).toBe('transactional');
      expect(mail.text).toContain('was withdrawn');
    }
    expect((await mailTo(invitee!.row.email!, withdrawnSubject)).text).toContain('Promoter');

    // A member whose role is taken away.
    const role = await gql<{ inviteEventTeamMember: { invitationId: string } }>(
      TEAM_INVITE,
      { e: event.id, r: 'PROMOTER', u: member!.userId },
      host!.headers,
    );
    await gql(TEAM_ACCEPT, { i: role.data!.inviteEventTeamMember.invitationId }, member!.headers);
    expect(
      (await gql(TEAM_REMOVE, { e: event.id, u: member!.userId, r: 'PROMOTER' }, host!.headers)).error,
    ).toBeNull();
    const removed = await mailTo(member!.row.email!, `You are no longer Promoter of ${event.displayName}`);
    expect(removed.category).toBe('transactional');
  });

  it('the invitee hears when the team approves their RSVP or withdraws their invitation, even opted out', async () => {
    const [host, guest, other, outsider] = await manyUsers(server, 4, clock);
    for (const person of [guest!, other!])
      await gql(UPDATE, { input: { eventReminders: false } }, person.headers);
    const { event, invitations } = await plainInvite(host!, [guest!.row.email!, other!.row.email!]);
    const [toGuest, toOther] = invitations;
    await gql(ACCEPT, { id: toGuest!.formattedInviteId }, guest!.headers);

    const refused = await gql(DECIDE, { id: toGuest!.invitationId, approve: true }, outsider!.headers);
    expect(refused.error).not.toBeNull();
    expect(
      (await mailsTo(guest!.row.email!)).filter((m) => m.subject?.includes("You're on the list")),
    ).toEqual([]);

    expect((await gql(DECIDE, { id: toGuest!.invitationId, approve: true }, host!.headers)).error).toBeNull();
    expect(
      (await gql(DECIDE, { id: toOther!.invitationId, approve: false }, host!.headers)).error,
    ).toBeNull();
    const approved = await mailTo(guest!.row.email!, `You're on the list for ${event.displayName}`);
    expect(approved.category).toBe('transactional');
    expect(approved.link).toContain(`/events/${event.slug}`);
    const withdrawn = await mailTo(
      other!.row.email!,
      `Your invitation to ${event.displayName} was withdrawn`,
    );
    expect(withdrawn.category).toBe('transactional');
  });
});
