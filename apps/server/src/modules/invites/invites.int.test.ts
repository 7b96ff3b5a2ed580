import { MESSAGES, USER_INVITE_MESSAGES, USER_INVITES_DEFAULT, USERS_MESSAGES } from '@repclub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { firstGraphQLError, signUpPayload, startTestServer, type TestServer } from '../../test/server';
import { auditRows, setUser, userRow } from '../account/account.test-support';
import { type SignedInUser, signedUpUser } from '../users/users.test-helpers';

const clock = fixedClock('2026-05-04T10:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

type Headers = { authorization: string } | Record<string, never>;
type Invite = {
  inviteId: string;
  emailAddress: string;
  status: string;
  createdAt: string;
  acceptedAt: string | null;
  inviter: { userId: string; name: string | null } | null;
  invitedUser: { userId: string; name: string | null } | null;
};
type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };

const INVITE_FIELDS = `inviteId emailAddress status createdAt acceptedAt inviter { userId name } invitedUser { userId name }`;
const MY_INVITES = `query { me { userId userInvitesRemaining pendingInvites { ${INVITE_FIELDS} }
  acceptedInvites { ${INVITE_FIELDS} } } }`;
const SEND = `mutation($emails: [String!]!) { sendUserInvites(emails: $emails) { ${INVITE_FIELDS} } }`;
const CANCEL = `mutation($inviteId: ID!) { cancelUserInvite(inviteId: $inviteId) { userId userInvitesRemaining
  pendingInvites { inviteId } } }`;
const ACCEPT = `mutation($inviteId: ID!) { acceptUserInvite(inviteId: $inviteId) { ${INVITE_FIELDS} } }`;
const LOOKUP = `query($inviteId: ID!) { userInvite(inviteId: $inviteId) { ${INVITE_FIELDS} } }`;
const GRANT = `mutation($userId: ID!, $count: Int!) { grantUserInvites(userId: $userId, count: $count) {
  userId userInvitesRemaining } }`;
const NOTIFICATIONS = `query { notifications(first: 10) { unreadCount nodes { isRead
  content { defaultMessage defaultPayload { notificationType } } customProperties { key value } } } }`;

async function gql<T>(query: string, variables: Record<string, unknown>, headers: Headers = {}) {
  const { body } = await server.graphql<T>(query, variables, headers);
  return body as Answer<T>;
}

type Mine = {
  userId: string;
  userInvitesRemaining: number;
  pendingInvites: Invite[];
  acceptedInvites: Invite[];
};
const mine = async (user: SignedInUser) => (await gql<{ me: Mine }>(MY_INVITES, {}, user.headers)).data!.me;
const send = (emails: unknown, user: SignedInUser) =>
  gql<{ sendUserInvites: Invite[] }>(SEND, { emails }, user.headers);
const cancel = (inviteId: string, headers: Headers) =>
  gql<{ cancelUserInvite: { userInvitesRemaining: number; pendingInvites: { inviteId: string }[] } }>(
    CANCEL,
    { inviteId },
    headers,
  );
const accept = (inviteId: string, headers: Headers) =>
  gql<{ acceptUserInvite: Invite }>(ACCEPT, { inviteId }, headers);
const errorOf = (answer: Answer<unknown>) => firstGraphQLError(answer as never);

let emailCounter = 0;
const newEmail = () => {
  emailCounter += 1;
  return `friend.${emailCounter}.${Date.now().toString(36)}@example.com`;
};

async function sendOne(user: SignedInUser, email = newEmail()) {
  const answer = await send([email], user);
  expect(answer.errors).toBeUndefined();
  return answer.data!.sendUserInvites[0]!;
}

describe('sendUserInvites', () => {
  it('starts every account with the default count, spends one per address and mails each link', async () => {
    const ada = await signedUpUser(server, { firstName: 'Ada', lastName: 'Lovelace' });
    expect((await mine(ada)).userInvitesRemaining).toBe(USER_INVITES_DEFAULT);
    const [one, two] = [newEmail(), newEmail()];

    const answer = await send([` ${one.toUpperCase()} `, two], ada);
    expect(answer.errors).toBeUndefined();
    const invites = answer.data!.sendUserInvites;
    expect(invites).toMatchObject([
      {
        emailAddress: one,
        status: 'PENDING',
        acceptedAt: null,
        inviter: { userId: ada.userId, name: 'Ada Lovelace' },
      },
      { emailAddress: two, status: 'PENDING', invitedUser: null },
    ]);
    expect(invites[0]!.createdAt).toBe(clock.now().toISOString());
    expect(invites[0]!.inviteId).toMatch(/^[0-9a-f-]{36}$/);

    const after = await mine(ada);
    expect(after.userInvitesRemaining).toBe(USER_INVITES_DEFAULT - 2);
    expect(after.pendingInvites.map((i) => i.emailAddress).sort()).toEqual([one, two].sort());
    expect(after.acceptedInvites).toEqual([]);

    const [mail] = await server.outbox(one);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Ada Lovelace invited you to RepClub' });
    expect(mail?.link).toBe(
      `http://repclub.test/accept-invite/${invites[0]!.inviteId}?email=${encodeURIComponent(one)}`,
    );
    expect(mail?.text).toContain(mail!.link!);
  });

  it('refuses bad input and changes nothing', async () => {
    const ada = await signedUpUser(server);
    const other = await signedUpUser(server);
    const pending = (await sendOne(ada)).emailAddress;
    const spare = newEmail();
    const cases: [unknown, string, string][] = [
      [[], 'BAD_USER_INPUT', USER_INVITE_MESSAGES.noEmails],
      [['not-an-email'], 'BAD_USER_INPUT', MESSAGES.emailInvalid],
      [[spare, ''], 'BAD_USER_INPUT', MESSAGES.emailRequired],
      [[spare, spare.toUpperCase()], 'BAD_USER_INPUT', MESSAGES.inviteEmailAlreadySelected],
      [[spare, ada.email.toUpperCase()], 'BAD_USER_INPUT', USER_INVITE_MESSAGES.self],
      [[spare, other.email], 'CONFLICT', USER_INVITE_MESSAGES.hasAccount(other.email)],
      [[spare, pending], 'CONFLICT', USER_INVITE_MESSAGES.alreadyInvited],
      [Array.from({ length: 21 }, newEmail), 'BAD_USER_INPUT', USER_INVITE_MESSAGES.tooManyAtOnce],
      [Array.from({ length: 5 }, newEmail), 'CONFLICT', USER_INVITE_MESSAGES.notEnough(4)],
    ];
    for (const [emails, code, message] of cases) {
      expect({ emails, ...errorOf(await send(emails, ada)) }).toEqual({ emails, code, message });
    }
    const after = await mine(ada);
    expect(after.userInvitesRemaining).toBe(USER_INVITES_DEFAULT - 1);
    expect(after.pendingInvites).toHaveLength(1);
    expect(await server.outbox(spare)).toEqual([]);

    await setUser(server, ada.userId, { invitesRemaining: 0 });
    expect(errorOf(await send([spare], ada)).message).toBe(USER_INVITE_MESSAGES.notEnough(0));
    await setUser(server, ada.userId, { invitesRemaining: 1 });
    expect(errorOf(await send([spare, newEmail()], ada)).message).toBe(USER_INVITE_MESSAGES.notEnough(1));
  });

  it('refuses signed-out callers, and shows counts and lists to the user only', async () => {
    expect(errorOf(await gql(SEND, { emails: [newEmail()] })).code).toBe('AUTH_NOT_AUTHENTICATED');
    const ada = await signedUpUser(server);
    const bob = await signedUpUser(server);
    await sendOne(ada);
    const seen = await gql<{ user: Record<string, unknown> }>(
      `query($userId: ID!) { user(userId: $userId) { userInvitesRemaining pendingInvites { inviteId }
        acceptedInvites { inviteId } } }`,
      { userId: ada.userId },
      bob.headers,
    );
    expect(seen.data?.user).toEqual({
      userInvitesRemaining: null,
      pendingInvites: null,
      acceptedInvites: null,
    });
  });

  it('never spends more invites than remain, whatever runs in parallel', async () => {
    const ada = await signedUpUser(server);
    const emails = Array.from({ length: 12 }, newEmail);
    const answers = await Promise.all(emails.map((email) => send([email], ada)));
    const ok = answers.filter((answer) => !answer.errors);
    expect(ok).toHaveLength(USER_INVITES_DEFAULT);
    for (const refused of answers.filter((answer) => answer.errors)) {
      expect(errorOf(refused)).toEqual({ code: 'CONFLICT', message: USER_INVITE_MESSAGES.notEnough(0) });
    }
    const after = await mine(ada);
    expect(after.userInvitesRemaining).toBe(0);
    expect(after.pendingInvites).toHaveLength(USER_INVITES_DEFAULT);
    expect((await userRow(server, ada.userId))?.invitesRemaining).toBe(0);
  });

  it('sends one pending invite per address when the same address is sent twice at once', async () => {
    const ada = await signedUpUser(server);
    const email = newEmail();
    const answers = await Promise.all([send([email], ada), send([email], ada), send([email], ada)]);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    const after = await mine(ada);
    expect(after.pendingInvites).toHaveLength(1);
    expect(after.userInvitesRemaining).toBe(USER_INVITES_DEFAULT - 1);
  });
});

describe('cancelUserInvite', () => {
  it('withdraws a pending invite and gives the invite back, once', async () => {
    const ada = await signedUpUser(server);
    const invite = await sendOne(ada);
    const answers = await Promise.all([
      cancel(invite.inviteId, ada.headers),
      cancel(invite.inviteId, ada.headers),
    ]);
    const ok = answers.filter((answer) => !answer.errors);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.data!.cancelUserInvite).toMatchObject({
      userInvitesRemaining: USER_INVITES_DEFAULT,
      pendingInvites: [],
    });
    expect(errorOf(answers.find((answer) => answer.errors)!)).toEqual({
      code: 'CONFLICT',
      message: USER_INVITE_MESSAGES.notPending,
    });
    expect((await mine(ada)).userInvitesRemaining).toBe(USER_INVITES_DEFAULT);
    // The link no longer works.
    const visitor = await gql<{ userInvite: Invite }>(LOOKUP, { inviteId: invite.inviteId });
    expect(visitor.data?.userInvite.status).toBe('CANCELLED');
    // The address can be invited again.
    expect((await send([invite.emailAddress], ada)).errors).toBeUndefined();
  });

  it("refuses another user's invite, unknown ids and signed-out callers", async () => {
    const ada = await signedUpUser(server);
    const bob = await signedUpUser(server);
    const invite = await sendOne(ada);
    for (const id of [invite.inviteId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(errorOf(await cancel(id, bob.headers))).toEqual({
        code: 'NOT_FOUND',
        message: USER_INVITE_MESSAGES.inviteNotFound,
      });
    }
    expect(errorOf(await cancel(invite.inviteId, {})).code).toBe('AUTH_NOT_AUTHENTICATED');
    expect((await mine(ada)).pendingInvites).toHaveLength(1);
  });
});

describe('accepting an invite', () => {
  it('at sign-up: the new account accepts it and the inviter is notified (UserInviteAccepted)', async () => {
    const ada = await signedUpUser(server, { firstName: 'Ada', lastName: 'Inviter' });
    const invite = await sendOne(ada);
    const payload = signUpPayload({
      userName: invite.emailAddress,
      firstName: 'Bea',
      lastName: 'Newcomer',
      inviteId: invite.inviteId,
    });
    const registered = await server.post<{ userId: string }>('/api/auth/password/register', payload);
    expect(registered.status).toBe(201);
    const beaId = registered.body.userId;

    const after = await mine(ada);
    expect(after.pendingInvites).toEqual([]);
    expect(after.userInvitesRemaining).toBe(USER_INVITES_DEFAULT - 1);
    expect(after.acceptedInvites).toMatchObject([
      {
        inviteId: invite.inviteId,
        status: 'ACCEPTED',
        acceptedAt: clock.now().toISOString(),
        invitedUser: { userId: beaId, name: 'Bea Newcomer' },
      },
    ]);
    const notifications = await gql<{
      notifications: {
        unreadCount: number;
        nodes: {
          content: { defaultMessage: string; defaultPayload: { notificationType: string } };
          customProperties: { key: string; value: string }[];
        }[];
      };
    }>(NOTIFICATIONS, {}, ada.headers);
    const [node] = notifications.data!.notifications.nodes;
    expect(node?.content).toEqual({
      defaultMessage: USER_INVITE_MESSAGES.accepted('Bea Newcomer'),
      defaultPayload: { notificationType: 'UserInviteAccepted' },
    });
    expect(node?.customProperties).toEqual([
      { key: 'ReceiverName', value: 'Bea Newcomer' },
      { key: 'ReceiverIsVerified', value: 'false' },
      { key: 'ReceiverTier', value: 'UNVERIFIED' },
    ]);

    // Exactly once: a second sign-up through the same link registers, but the invite stays Bea's.
    const second = await server.post(
      '/api/auth/password/register',
      signUpPayload({ inviteId: invite.inviteId }),
    );
    expect(second.status).toBe(201);
    expect((await mine(ada)).acceptedInvites).toMatchObject([{ invitedUser: { userId: beaId } }]);
    expect(
      (await gql<{ notifications: { unreadCount: number } }>(NOTIFICATIONS, {}, ada.headers)).data
        ?.notifications.unreadCount,
    ).toBe(1);
  });

  it('at sign-up: an unknown or cancelled invite does not stop the sign-up; a malformed one is refused', async () => {
    const ada = await signedUpUser(server);
    const invite = await sendOne(ada);
    await cancel(invite.inviteId, ada.headers);
    for (const inviteId of [invite.inviteId, '00000000-0000-4000-8000-000000000000', 'garbage']) {
      expect((await server.post('/api/auth/password/register', signUpPayload({ inviteId }))).status).toBe(
        201,
      );
    }
    const bad = await server.post<{ error: { message: string } }>(
      '/api/auth/password/register',
      signUpPayload({ inviteId: 42 }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(USER_INVITE_MESSAGES.inviteIdInvalid);
    expect((await mine(ada)).acceptedInvites).toEqual([]);
  });

  it('signed in: accepts once; refuses own, answered, cancelled and unknown invites, and a second invite', async () => {
    const ada = await signedUpUser(server);
    const cy = await signedUpUser(server, { firstName: 'Cy', lastName: 'Member' });
    const dee = await signedUpUser(server);
    const [first, second, third] = [await sendOne(ada), await sendOne(ada), await sendOne(ada)];

    const accepted = await accept(first.inviteId, cy.headers);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.acceptUserInvite).toMatchObject({
      status: 'ACCEPTED',
      invitedUser: { userId: cy.userId, name: 'Cy Member' },
      inviter: { userId: ada.userId },
    });
    // Again by the same account: nothing changes, no second notification.
    expect((await accept(first.inviteId, cy.headers)).errors).toBeUndefined();

    await cancel(third.inviteId, ada.headers);
    const refusals: [string, Headers, string, string][] = [
      [second.inviteId, ada.headers, 'BAD_USER_INPUT', USER_INVITE_MESSAGES.ownInvite],
      [first.inviteId, dee.headers, 'CONFLICT', USER_INVITE_MESSAGES.alreadyAccepted],
      [second.inviteId, cy.headers, 'CONFLICT', USER_INVITE_MESSAGES.acceptedAnother],
      [third.inviteId, dee.headers, 'NOT_FOUND', USER_INVITE_MESSAGES.notAvailable],
      ['00000000-0000-4000-8000-000000000000', dee.headers, 'NOT_FOUND', USER_INVITE_MESSAGES.notAvailable],
      ['not-an-id', dee.headers, 'NOT_FOUND', USER_INVITE_MESSAGES.notAvailable],
      [second.inviteId, {}, 'AUTH_NOT_AUTHENTICATED', 'Unauthorized'],
    ];
    for (const [id, headers, code, message] of refusals) {
      expect({ id, ...errorOf(await accept(id, headers)) }).toEqual({ id, code, message });
    }
    const after = await mine(ada);
    expect(after.acceptedInvites.map((i) => i.inviteId)).toEqual([first.inviteId]);
    expect(after.pendingInvites.map((i) => i.inviteId)).toEqual([second.inviteId]);
    const count = await gql<{ notifications: { unreadCount: number } }>(NOTIFICATIONS, {}, ada.headers);
    expect(count.data?.notifications.unreadCount).toBe(1);
  });

  it('lets exactly one of several accounts accept the same invite at once', async () => {
    const ada = await signedUpUser(server);
    const invite = await sendOne(ada);
    const takers = await Promise.all([signedUpUser(server), signedUpUser(server), signedUpUser(server)]);
    const answers = await Promise.all(takers.map((taker) => accept(invite.inviteId, taker.headers)));
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.filter((answer) => answer.errors).map((answer) => errorOf(answer).message)).toEqual([
      USER_INVITE_MESSAGES.alreadyAccepted,
      USER_INVITE_MESSAGES.alreadyAccepted,
    ]);
  });
});

describe('userInvite (public lookup)', () => {
  it('shows a visitor the invite and who sent it, never who accepted it', async () => {
    const ada = await signedUpUser(server, { firstName: 'Ada', lastName: 'Public' });
    const cy = await signedUpUser(server);
    const invite = await sendOne(ada);
    const seen = await gql<{ userInvite: Invite }>(LOOKUP, { inviteId: invite.inviteId });
    expect(seen.data?.userInvite).toMatchObject({
      emailAddress: invite.emailAddress,
      status: 'PENDING',
      inviter: { userId: ada.userId, name: 'Ada Public' },
      invitedUser: null,
    });
    await accept(invite.inviteId, cy.headers);
    const answered = await gql<{ userInvite: Invite }>(LOOKUP, { inviteId: invite.inviteId });
    expect(answered.data?.userInvite).toMatchObject({ status: 'ACCEPTED', invitedUser: null });
    const byInvited = await gql<{ userInvite: Invite }>(LOOKUP, { inviteId: invite.inviteId }, cy.headers);
    expect(byInvited.data?.userInvite.invitedUser?.userId).toBe(cy.userId);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      expect((await gql<{ userInvite: Invite | null }>(LOOKUP, { inviteId: id })).data).toEqual({
        userInvite: null,
      });
    }
  });
});

describe('grantUserInvites', () => {
  it('lets an administrator add invites; the user is notified (UserInvitesIncreased) and it is audited', async () => {
    const admin = await signedUpUser(server);
    await setUser(server, admin.userId, { role: 'ADMIN' });
    const ada = await signedUpUser(server);
    const granted = await gql<{ grantUserInvites: { userInvitesRemaining: number } }>(
      GRANT,
      { userId: ada.userId, count: 3 },
      admin.headers,
    );
    expect(granted.errors).toBeUndefined();
    expect(granted.data?.grantUserInvites.userInvitesRemaining).toBe(USER_INVITES_DEFAULT + 3);
    expect((await mine(ada)).userInvitesRemaining).toBe(USER_INVITES_DEFAULT + 3);
    const notes = await gql<{
      notifications: {
        nodes: { content: { defaultMessage: string; defaultPayload: { notificationType: string } } }[];
      };
    }>(NOTIFICATIONS, {}, ada.headers);
    expect(notes.data?.notifications.nodes[0]?.content).toEqual({
      defaultMessage: USER_INVITE_MESSAGES.increased(3),
      defaultPayload: { notificationType: 'UserInvitesIncreased' },
    });
    const [row] = await auditRows(server, ada.userId, 'invites.granted');
    expect(row).toMatchObject({
      actorId: admin.userId,
      details: { count: 3, remaining: USER_INVITES_DEFAULT + 3 },
    });

    const refusals: [Record<string, unknown>, Headers, string, string][] = [
      [
        { userId: ada.userId, count: 0 },
        admin.headers,
        'BAD_USER_INPUT',
        USER_INVITE_MESSAGES.grantCountInvalid,
      ],
      [
        { userId: ada.userId, count: 101 },
        admin.headers,
        'BAD_USER_INPUT',
        USER_INVITE_MESSAGES.grantCountInvalid,
      ],
      [
        { userId: '00000000-0000-4000-8000-000000000000', count: 1 },
        admin.headers,
        'NOT_FOUND',
        USERS_MESSAGES.userNotFound,
      ],
      [{ userId: ada.userId, count: 1 }, ada.headers, 'AUTH_NOT_AUTHORIZED', 'Unauthorized'],
      [{ userId: ada.userId, count: 1 }, {}, 'AUTH_NOT_AUTHENTICATED', 'Unauthorized'],
    ];
    for (const [variables, headers, code, message] of refusals) {
      expect({ variables, ...errorOf(await gql(GRANT, variables, headers)) }).toEqual({
        variables,
        code,
        message,
      });
    }
    expect((await mine(ada)).userInvitesRemaining).toBe(USER_INVITES_DEFAULT + 3);
  });
});
