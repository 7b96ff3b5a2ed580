import { MESSAGES } from '@repclub/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import {
  type AuthInfo,
  type ErrorBody,
  graphqlResult,
  signUpPayload,
  startTestServer,
  type TestServer,
} from '../../test/server';
import { insertEvent, manyUsers } from '../bookings/bookings.test-support';
import { createClub, publishClub } from '../clubs/clubs.test-support';
import { notifications } from '../notifications/notifications.tables';
import { insertUser, signInRow } from './users.test-helpers';

// Security review S1 (issue 21): an address nobody verified grants, lists and notifies nothing, and does not
// stop its owner from signing up (docs/decisions/106).

const clock = fixedClock('2026-06-01T12:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => server?.close());

type Who = { userId: string; headers: Record<string, string> };

async function gql<T>(query: string, variables: Record<string, unknown>, who: Who) {
  return graphqlResult<T>(server, query, variables, who.headers);
}

let counter = 0;
const address = (name: string) =>
  `${name}-${++counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** An account made by phone (no e-mail), signed in. */
async function phoneAccount(): Promise<Who> {
  const row = await insertUser(server, {
    phoneNumber: `+1202555${String(1000 + ++counter).slice(-4)}`,
    phoneVerifiedAt: clock.now(),
    userName: `phone${counter}x${Math.random().toString(36).slice(2, 7)}`,
    name: 'Phone Person',
    dateOfBirth: '1990-01-01',
  });
  return { userId: row.id, headers: await signInRow(server, row, clock) };
}

async function claim(who: Who, email: string) {
  const r = await gql<{ updateProfile: { emailAddress: string } }>(
    'mutation($e: String!) { updateProfile(input: { email: $e }) { emailAddress } }',
    { e: email },
    who,
  );
  expect(r.error).toBeNull();
  expect(r.data!.updateProfile.emailAddress).toBe(email);
}

/** A private club and an event of a host, with a membership invite, a team invite and a CO_HOST invite to `email`. */
async function invitationsTo(email: string) {
  const [host] = await manyUsers(server, 1, clock);
  const club = await createClub(server, host!, { access: 'PRIVATE' });
  await publishClub(server, host!, club.id);
  const create = async (input: Record<string, unknown>) => {
    const r = await gql<{ createClubInvite: { id: string } }>(
      'mutation($i: CreateClubInviteInput!) { createClubInvite(input: $i) { id } }',
      { i: { clubId: club.id, email, ...input } },
      host!,
    );
    if (r.error) throw new Error(r.error.message);
    return r.data!.createClubInvite.id;
  };
  const memberInvite = await create({ kind: 'MEMBER' });
  const teamInvite = await create({ kind: 'COLLABORATOR', role: 'EVENT_MANAGER' });
  const { event } = await insertEvent(server, host!.userId, { now: clock.now() });
  const role = await gql<{ inviteEventTeamMember: { invitationId: string } }>(
    'mutation($e: ID!, $m: String) { inviteEventTeamMember(eventId: $e, role: "CO_HOST", email: $m) { invitationId } }',
    { e: event.id, m: email },
    host!,
  );
  if (role.error) throw new Error(role.error.message);
  return { club, memberInvite, teamInvite, roleInvite: role.data!.inviteEventTeamMember.invitationId };
}

const MINE = 'query { myClubInvites { id } }';
const ACCEPT_CLUB = 'mutation($i: ID!) { acceptClubInvite(inviteId: $i) { id isMember myRole } }';
const ACCEPT_ROLE = 'mutation($i: String!) { acceptEventRoleInvitation(invitationId: $i) { status role } }';
const JOIN = 'mutation($c: ID!) { joinClub(clubId: $c) { id isMember } }';

async function invitationNotifications(userId: string) {
  const rows = await server.database.db
    .select({ type: notifications.type })
    .from(notifications)
    .where(and(eq(notifications.userId, userId)));
  return rows.map((r) => r.type);
}

/** Registers with `email` and enters the e-mailed code: the real owner, signed in. */
async function signUpAs(email: string): Promise<Who & { info: AuthInfo }> {
  const registered = await server.post<AuthInfo & ErrorBody>(
    '/api/auth/password/register',
    signUpPayload({ userName: email }),
  );
  expect(registered.status).toBe(201);
  const [mail] = await server.outbox(email);
  const verified = await server.post<AuthInfo>('/api/auth/password/verify-otp', {
    refreshToken: registered.body.refreshToken,
    otp: mail!.code,
    purpose: 'VerifySignIn',
  });
  expect(verified.status).toBe(200);
  return {
    userId: verified.body.userId,
    headers: { authorization: `Bearer ${verified.body.token}` },
    info: verified.body,
  };
}

describe('an e-mail address its owner has not verified', () => {
  it('does not let a phone account that typed it see or accept the invitations sent to it', async () => {
    const victim = address('victim');
    const sent = await invitationsTo(victim);
    const squatter = await phoneAccount();
    await claim(squatter, victim);

    expect((await gql<{ myClubInvites: unknown[] }>(MINE, {}, squatter)).data!.myClubInvites).toEqual([]);
    for (const inviteId of [sent.memberInvite, sent.teamInvite]) {
      const accepted = await gql(ACCEPT_CLUB, { i: inviteId }, squatter);
      expect(accepted.error?.extensions?.code).toBe('AUTH_NOT_AUTHORIZED');
    }
    const joined = await gql(JOIN, { c: sent.club.id }, squatter);
    // The private club is not even visible to it.
    expect(joined.error?.extensions?.code).toBe('NOT_FOUND');
    const role = await gql(ACCEPT_ROLE, { i: sent.roleInvite }, squatter);
    expect(role.error).not.toBeNull();
    expect(role.data).toBeNull();
  });

  it('sends no notification to the account that claimed it before the invitations went out', async () => {
    const famous = address('famous.dj');
    const squatter = await phoneAccount();
    await claim(squatter, famous);
    const sent = await invitationsTo(famous);
    expect(await invitationNotifications(squatter.userId)).toEqual([]);
    const role = await gql(ACCEPT_ROLE, { i: sent.roleInvite }, squatter);
    expect(role.data).toBeNull();
  });

  it('does not stop its owner from signing up, who then sees and accepts the invitations; the claim is dropped', async () => {
    const victim = address('owner');
    const squatter = await phoneAccount();
    await claim(squatter, victim);
    const sent = await invitationsTo(victim);

    const available = await server.post<{ isAvailable: boolean }>(
      '/api/auth/password/check-email-availability',
      { email: victim },
    );
    expect(available.body.isAvailable).toBe(true);

    const owner = await signUpAs(victim);
    expect(owner.userId).not.toBe(squatter.userId);
    expect(owner.info.email).toBe(victim);
    // The squatter's unverified claim went when the owner verified the address.
    const squatterMe = await gql<{ me: { emailAddress: string | null } }>(
      '{ me { emailAddress } }',
      {},
      squatter,
    );
    expect(squatterMe.data!.me.emailAddress).toBeNull();

    const mine = await gql<{ myClubInvites: { id: string }[] }>(MINE, {}, owner);
    expect(mine.data!.myClubInvites.map((i) => i.id).sort()).toEqual(
      [sent.memberInvite, sent.teamInvite].sort(),
    );
    const member = await gql<{ acceptClubInvite: { isMember: boolean } }>(
      ACCEPT_CLUB,
      { i: sent.memberInvite },
      owner,
    );
    expect(member.data!.acceptClubInvite.isMember).toBe(true);
    const team = await gql<{ acceptClubInvite: { myRole: string } }>(
      ACCEPT_CLUB,
      { i: sent.teamInvite },
      owner,
    );
    expect(team.data!.acceptClubInvite.myRole).toBe('EVENT_MANAGER');
    const role = await gql<{ acceptEventRoleInvitation: { status: string; role: string } }>(
      ACCEPT_ROLE,
      { i: sent.roleInvite },
      owner,
    );
    expect(role.data!.acceptEventRoleInvitation).toEqual({ status: 'APPROVED', role: 'CO_HOST' });

    // Now verified: nobody else can claim it.
    const late = await phoneAccount();
    const again = await gql(
      'mutation($e: String!) { updateProfile(input: { email: $e }) { emailAddress } }',
      { e: victim },
      late,
    );
    expect(again.error?.message).toBe(MESSAGES.emailAlreadyRegistered);
    const register = await server.post<ErrorBody>(
      '/api/auth/password/register',
      signUpPayload({ userName: victim }),
    );
    expect(register.status).toBe(409);
  });

  it('held unverified by two sign-ups: the password says which account signs in, and the first to verify keeps it', async () => {
    const shared = address('twice');
    const first = signUpPayload({ userName: shared, password: 'First-password-1!' });
    const second = signUpPayload({ userName: shared, password: 'Second-password-2!' });
    const one = await server.post<AuthInfo>('/api/auth/password/register', first);
    expect(one.status).toBe(201);
    const two = await server.post<AuthInfo>('/api/auth/password/register', second);
    expect(two.status).toBe(201);
    expect(two.body.userId).not.toBe(one.body.userId);

    for (const [payload, expected] of [
      [first, one.body.userId],
      [second, two.body.userId],
    ] as const) {
      const signIn = await server.post<AuthInfo>('/api/auth/password/sign-in', {
        userName: shared,
        password: payload.password,
      });
      expect(signIn.status).toBe(200);
      expect(signIn.body.userId).toBe(expected);
    }
    const wrong = await server.post<ErrorBody>('/api/auth/password/sign-in', {
      userName: shared,
      password: 'Neither-password-3!',
    });
    expect(wrong.status).toBe(401);

    // The second verifies (its latest code): the first account's claim is dropped.
    const mails = await server.outbox(shared);
    const signInTwo = await server.post<AuthInfo>('/api/auth/password/sign-in', {
      userName: shared,
      password: second.password,
    });
    const [latest] = await server.outbox(shared);
    expect(latest!.code).not.toBe(mails[0]?.code);
    const verified = await server.post<AuthInfo>('/api/auth/password/verify-otp', {
      refreshToken: signInTwo.body.refreshToken,
      otp: latest!.code,
      purpose: 'VerifySignIn',
    });
    expect(verified.status).toBe(200);
    const firstAgain = await server.post<ErrorBody>('/api/auth/password/sign-in', {
      userName: shared,
      password: first.password,
    });
    expect(firstAgain.status).toBe(401);
  });
});
