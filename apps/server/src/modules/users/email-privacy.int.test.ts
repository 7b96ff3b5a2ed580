import fs from 'node:fs';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPayload, startTestServer, type TestServer } from '../../test/server';
import { bearer, fromIp, signedUp, type TestUser } from '../account/account.test-support';
import { insertUser } from './users.test-helpers';
import { users } from './users.tables';
import { giveRole } from '../events/events.test-support';

/**
 * No e-mail address is readable by anyone but its owner and admins (issue 11 item 2, findings F2 and F7).
 * Every query path that answers a User is read as a visitor and as other users; no User object in an answer
 * may carry an '@' unless it is the viewer's own.
 */
let server: TestServer;
let host: { userId: string; headers: Record<string, string> };
let coHost: TestUser;
let promoter: TestUser;
let stranger: TestUser;
let eventId = '';
let inviteId = '';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every object with a userId in an answer, with the strings it carries. */
function usersIn(value: Json, found: { userId: string; strings: string[] }[] = []) {
  if (Array.isArray(value)) value.forEach((v) => usersIn(v, found));
  else if (value && typeof value === 'object') {
    if (typeof value.userId === 'string') {
      found.push({
        userId: value.userId,
        strings: Object.values(value).filter((v): v is string => typeof v === 'string'),
      });
    }
    Object.values(value).forEach((v) => usersIn(v, found));
  }
  return found;
}

const USER = 'userId userName name emailAddress verifiedEmailAddress';

beforeAll(async () => {
  server = await startTestServer({ env: { SEED_DEMO: 'true', TRUST_PROXY: 'true' } });
  const signIn = await server.post<{ token: string; userId: string }>(
    '/api/auth/password/sign-in',
    { userName: 'host@repclub.example', password: 'Host1234!' },
    fromIp(),
  );
  expect(signIn.status).toBe(200);
  host = { userId: signIn.body.userId, headers: bearer(signIn.body.token) };
  coHost = await signedUp(server);
  promoter = await signedUp(server);
  stranger = await signedUp(server);

  const event = await server.graphql<{ event: { eventId: string } }>(
    '{ event(slugOrId: "denver-craft-beer-festival") { eventId } }',
  );
  eventId = event.body.data!.event.eventId;
  // The roles the real way: the host invites, each accepts (docs/decisions/073).
  await giveRole(server, eventId, { userId: coHost.userId, headers: bearer(coHost.token) }, 'CO_HOST', host);
  await giveRole(
    server,
    eventId,
    { userId: promoter.userId, headers: bearer(promoter.token) },
    'PROMOTER',
    host,
  );
  const invited = await server.graphql<{ sendUserInvites: { inviteId: string }[] }>(
    'mutation($emails: [String!]!) { sendUserInvites(emails: $emails) { inviteId } }',
    { emails: ['someone.new@example.com'] },
    bearer(coHost.token),
  );
  expect(invited.body.errors).toBeUndefined();
  inviteId = invited.body.data!.sendUserInvites[0]!.inviteId;
});
afterAll(() => server.close());

const QUERIES: [string, string, () => Record<string, unknown>][] = [
  [
    'event',
    `query($e: String!) { event(slugOrId: $e) { createdBy { ${USER} } coHosts { ${USER} } promoters { ${USER} } } }`,
    () => ({ e: eventId }),
  ],
  [
    'searchEvents',
    `{ searchEvents(first: 20) { edges { node { createdBy { ${USER} } coHosts { ${USER} } promoters { ${USER} } } } } }`,
    () => ({}),
  ],
  [
    'userInvite.inviter',
    `query($i: ID!) { userInvite(inviteId: $i) { inviter { ${USER} } invitedUser { ${USER} } } }`,
    () => ({ i: inviteId }),
  ],
  ['user (host)', `query($u: ID!) { user(userId: $u) { ${USER} } }`, () => ({ u: host.userId })],
  ['user (co-host)', `query($u: ID!) { user(userId: $u) { ${USER} } }`, () => ({ u: coHost.userId })],
  ...['user.', 'host', 'Harper', 'a', 'Ada', 'e'].map(
    (keyword) =>
      [
        `searchUsers "${keyword}"`,
        `query($k: String!) { searchUsers(keyword: $k, offset: 0, limit: 50) { nodes { ${USER} } } }`,
        () => ({ k: keyword }),
      ] as [string, string, () => Record<string, unknown>],
  ),
];

describe.each([
  ['a visitor', () => ({ userId: '', headers: {} as Record<string, string> })],
  ['another user', () => ({ userId: stranger.userId, headers: bearer(stranger.token) })],
  ['a co-host', () => ({ userId: coHost.userId, headers: bearer(coHost.token) })],
])('as %s', (_who, viewer) => {
  it.each(QUERIES)('%s answers no address of someone else', async (_name, query, variables) => {
    const { userId, headers } = viewer();
    const res = await server.graphql(query, variables(), headers);
    const users = usersIn(res.body.data as Json);
    for (const user of users) {
      if (user.userId === userId) continue;
      expect(user.strings.filter((s) => s.includes('@'))).toEqual([]);
    }
    // Visitors may not call user/searchUsers at all; signed-in viewers must see the users they asked for.
    if (userId && !_name.startsWith('searchUsers')) expect(users.length).toBeGreaterThan(0);
  });
});

describe('user search', () => {
  it('does not match e-mail prefixes for ordinary users', async () => {
    const res = await server.graphql<{ searchUsers: { nodes: { userId: string }[] } }>(
      '{ searchUsers(keyword: "host@", offset: 0, limit: 10) { nodes { userId } } }',
      {},
      bearer(stranger.token),
    );
    expect(res.body.data?.searchUsers.nodes).toEqual([]);
    const byPrefix = await server.graphql<{ searchUsers: { nodes: { userId: string }[] } }>(
      `query($k: String!) { searchUsers(keyword: $k, offset: 0, limit: 10) { nodes { userId } } }`,
      { k: coHost.email.slice(0, 12) },
      bearer(stranger.token),
    );
    expect(byPrefix.body.data?.searchUsers.nodes.map((n) => n.userId)).not.toContain(coHost.userId);
  });

  it('matches names and handles', async () => {
    const me = await server.graphql<{ me: { userName: string } }>(
      '{ me { userName } }',
      {},
      bearer(coHost.token),
    );
    const handle = me.body.data!.me.userName;
    const res = await server.graphql<{ searchUsers: { nodes: { userId: string }[] } }>(
      `query($k: String!) { searchUsers(keyword: $k, offset: 0, limit: 50) { nodes { userId } } }`,
      { k: handle },
      bearer(stranger.token),
    );
    expect(res.body.data?.searchUsers.nodes.map((n) => n.userId)).toContain(coHost.userId);
    const byName = await server.graphql<{ searchUsers: { nodes: { userId: string }[] } }>(
      '{ searchUsers(keyword: "Harper", offset: 0, limit: 50) { nodes { userId } } }',
      {},
      bearer(stranger.token),
    );
    expect(byName.body.data?.searchUsers.nodes.map((n) => n.userId)).toContain(host.userId);
  });

  it('matches e-mail prefixes for admins', async () => {
    const admin = await server.post<{ token: string }>(
      '/api/auth/password/sign-in',
      { userName: 'admin@repclub.example', password: 'Admin123!' },
      fromIp(),
    );
    const res = await server.graphql<{ searchUsers: { nodes: { userId: string }[] } }>(
      `query($k: String!) { searchUsers(keyword: $k, offset: 0, limit: 10) { nodes { userId } } }`,
      { k: coHost.email.slice(0, 12) },
      bearer(admin.body.token),
    );
    expect(res.body.data?.searchUsers.nodes.map((n) => n.userId)).toContain(coHost.userId);
  });
});

describe('usernames', () => {
  it('are handles, never the e-mail, from sign-up', async () => {
    const me = await server.graphql<{ me: { userName: string; name: string } }>(
      '{ me { userName name } }',
      {},
      bearer(coHost.token),
    );
    expect(me.body.data?.me.userName).toMatch(/^[a-z0-9._]+$/);
    expect(me.body.data?.me.userName).not.toContain('@');
  });

  it('are unique when people with the same name sign up at once', async () => {
    const payloads = Array.from({ length: 6 }, () =>
      signUpPayload({ firstName: 'Twin', lastName: 'Parallel', phoneNumber: undefined }),
    ).map((payload, i) => ({ ...payload, phoneNumber: `+1415555${String(2000 + i)}` }));
    const answers = await Promise.all(
      payloads.map((payload) =>
        server.post<{ userId: string }>('/api/auth/password/register', payload, fromIp()),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(payloads.map(() => 201));
    const rows = await server.database.db
      .select({ userName: users.userName })
      .from(users)
      .where(
        inArray(
          users.id,
          answers.map((a) => a.body.userId),
        ),
      );
    const handles = rows.map((r) => r.userName!);
    expect(new Set(handles).size).toBe(6);
    expect(handles).toContain('twinparallel');
    for (const handle of handles) expect(handle).toMatch(/^twinparallel(\d+|\.[0-9a-f]{10})?$/);
  });

  it('of the demo accounts are handles too', async () => {
    const res = await server.graphql<{ user: { userName: string } }>(
      'query($u: ID!) { user(userId: $u) { userName } }',
      { u: host.userId },
      bearer(stranger.token),
    );
    expect(res.body.data?.user.userName).toBe('harperhost');
  });

  it.each(['future.victim@example.com', 'a@b', '@handle@'])(
    'refuse one that looks like an e-mail (%s), so nobody can squat an address',
    async (userName) => {
      const res = await server.graphql(
        'mutation($n: String!) { updateProfile(input: { userName: $n }) { userName } }',
        { n: userName },
        bearer(stranger.token),
      );
      expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.body.errors?.[0]?.message).toBe('A username cannot be an email address.');
    },
  );

  it('can still be used to sign in, as can the e-mail', async () => {
    const me = await server.graphql<{ me: { userName: string } }>(
      '{ me { userName } }',
      {},
      bearer(stranger.token),
    );
    for (const login of [me.body.data!.me.userName, stranger.email]) {
      const res = await server.post(
        '/api/auth/password/sign-in',
        { userName: login, password: stranger.password },
        fromIp(),
      );
      expect(res.status).toBe(200);
    }
  });
});

describe('the migration 0009_usernames_are_handles', () => {
  it('turns every e-mail username into a unique handle and leaves the others alone', async () => {
    const migration = fs.readFileSync(
      new URL('../../../drizzle/0009_usernames_are_handles.sql', import.meta.url),
      'utf8',
    );
    const rows = await Promise.all(
      [
        { name: 'Zoë Émile', userName: 'zoe.old@example.com' },
        { name: 'Zoë Émile', userName: 'Zoe.Other@Example.com' },
        { name: null, firstName: 'Only', lastName: 'First', userName: 'only@example.com' },
        { name: '12345', userName: 'digits@example.com' },
        { name: null, userName: 'nobody@example.com' },
        { name: 'Keeps Handle', userName: 'keeps.handle' },
      ].map((values) => insertUser(server, values)),
    );
    await server.database.db.execute(sql.raw(migration));
    const after = await server.database.db
      .select({ id: users.id, userName: users.userName })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.id),
        ),
      );
    const byId = new Map(after.map((r) => [r.id, r.userName!]));
    const handles = rows.map((r) => byId.get(r.id)!);
    expect(handles.filter((h) => h.includes('@'))).toEqual([]);
    expect(new Set(handles).size).toBe(handles.length);
    // Accents are dropped with their letters in SQL (no unaccent extension): a handle, not a transliteration.
    expect(handles[0]).toMatch(/^zomile\.[0-9a-f]{12}$/);
    expect(handles[2]).toMatch(/^onlyfirst\.[0-9a-f]{12}$/);
    expect(handles[3]).toMatch(/^member12345\.[0-9a-f]{12}$/);
    expect(handles[4]).toMatch(/^member\.[0-9a-f]{12}$/);
    expect(handles[5]).toBe('keeps.handle');
    const everyone = await server.database.db.select({ userName: users.userName }).from(users);
    expect(everyone.filter((u) => u.userName?.includes('@'))).toEqual([]);
  });
});
