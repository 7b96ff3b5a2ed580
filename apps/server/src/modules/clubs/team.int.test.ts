import { CLUB_MESSAGES as M } from '@repclub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { manyUsers } from '../bookings/bookings.test-support';
import { type Caller, clubWithTeam, createClub, gql as gqlOf, publishClub } from './clubs.test-support';

/** Club team invites, roles and ownership transfers (issue 15; docs/decisions/093, 098). */

const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => server?.close());

const gql = <T>(query: string, variables: Record<string, unknown>, caller: Caller) =>
  gqlOf<T>(server, query, variables, caller);
const code = (r: { error: { extensions?: { code?: string } } | null }) => r.error?.extensions?.code ?? null;

const INVITE_FIELDS =
  'id kind role memo email status uses usesPerInvite expiresAt invitee { userId } invitedBy { userId } club { id displayName }';
const CREATE = `mutation($i: CreateClubInviteInput!) { createClubInvite(input: $i) { ${INVITE_FIELDS} } }`;
const REVOKE = `mutation($i: ID!) { revokeClubInvite(inviteId: $i) { status } }`;
const ACCEPT = `mutation($i: ID!) { acceptClubInvite(inviteId: $i) { id isMember myRole myPermissions } }`;
const DECLINE = `mutation($i: ID!) { declineClubInvite(inviteId: $i) { status } }`;
const INVITE = `query($i: ID!) { clubInvite(inviteId: $i) { ${INVITE_FIELDS} } }`;
const MINE = `query { myClubInvites { id role club { id } } }`;
const ROLE = `mutation($c: ID!, $u: ID!, $r: ClubRole!) { changeClubRole(clubId: $c, userId: $u, role: $r) { userId role roleDisplayName kind } }`;
const REMOVE = `mutation($c: ID!, $u: ID!) { removeClubTeamMember(clubId: $c, userId: $u) { id } }`;
const REQUEST = `mutation($c: ID!, $u: ID!) { requestClubOwnershipTransfer(clubId: $c, userId: $u) { id status from { userId } to { userId } } }`;
const ACCEPT_T = `mutation($t: ID!) { acceptClubOwnershipTransfer(transferId: $t) { id isOwner owner { userId } myPermissions } }`;
const DECLINE_T = `mutation($t: ID!) { declineClubOwnershipTransfer(transferId: $t) { status } }`;
const CANCEL_T = `mutation($t: ID!) { cancelClubOwnershipTransfer(transferId: $t) { status } }`;
const NOTIFS = `query { notifications(first: 20) { edges { node { content { defaultPayload { notificationType } } } } } }`;

type Invite = { id: string; status: string; uses: number; email: string | null; role: string | null };

async function invite(who: Caller, input: Record<string, unknown>) {
  const r = await gql<{ createClubInvite: Invite }>(CREATE, { i: input }, who);
  if (r.error) throw new Error(`createClubInvite: ${r.error.message}`);
  return r.data!.createClubInvite;
}

async function notificationTypes(who: Caller) {
  const r = await gql<{
    notifications: { edges: { node: { content: { defaultPayload: { notificationType: string } } } }[] };
  }>(NOTIFS, {}, who);
  if (r.error) throw new Error(r.error.message);
  return r.data!.notifications.edges.map((e) => e.node.content.defaultPayload.notificationType);
}

describe('team invites', () => {
  it('lets MANAGE_TEAM invite, tells the invitee in the app and by e-mail, and the invitee accepts', async () => {
    const t = await clubWithTeam(server, clock);
    const [newcomer] = await manyUsers(server, 1, clock);
    for (const who of [
      t.accountManager,
      t.rewardManager,
      t.eventManager,
      t.collaborator,
      t.member,
      t.stranger,
    ])
      expect(
        code(
          await gql(
            CREATE,
            { i: { clubId: t.club.id, kind: 'MEMBER', role: 'REWARD_MANAGER', userId: newcomer!.userId } },
            who,
          ),
        ),
      ).toBe('AUTH_NOT_AUTHORIZED');
    expect(
      code(
        await gql(CREATE, { i: { clubId: t.club.id, kind: 'MEMBER', role: 'REWARD_MANAGER' } }, t.visitor),
      ),
    ).toBe('AUTH_NOT_AUTHENTICATED');
    // Only the owner appoints admins.
    const adminInvite = await gql(
      CREATE,
      { i: { clubId: t.club.id, kind: 'MEMBER', role: 'ADMIN', userId: newcomer!.userId } },
      t.admin,
    );
    expect(adminInvite.error?.message).toBe(M.onlyOwnerAppointsAdmins);

    const sent = await invite(t.admin, {
      clubId: t.club.id,
      kind: 'MEMBER',
      role: 'REWARD_MANAGER',
      userId: newcomer!.userId,
      memo: 'Welcome aboard',
    });
    expect(sent).toMatchObject({ status: 'ACTIVE', uses: 0, role: 'REWARD_MANAGER' });
    expect(await notificationTypes(newcomer!)).toContain('ClubTeamInvitation');
    const mail = await server.outbox(newcomer!.row.email!);
    expect(mail[0]!.subject).toContain('as Reward Manager');
    expect(mail[0]!.text).toContain(`/my/rep-clubs?invite=${sent.id}`);
    const mine = await gql<{ myClubInvites: { id: string }[] }>(MINE, {}, newcomer!);
    expect(mine.data!.myClubInvites.map((i) => i.id)).toEqual([sent.id]);
    // Others cannot read or answer it.
    expect(
      (await gql<{ clubInvite: unknown }>(INVITE, { i: sent.id }, t.stranger)).data!.clubInvite,
    ).toBeNull();
    expect(code(await gql(ACCEPT, { i: sent.id }, t.stranger))).toBe('AUTH_NOT_AUTHORIZED');

    const accepted = await gql<{ acceptClubInvite: { myRole: string; myPermissions: string[] } }>(
      ACCEPT,
      { i: sent.id },
      newcomer!,
    );
    expect(accepted.data!.acceptClubInvite).toMatchObject({
      myRole: 'REWARD_MANAGER',
      myPermissions: ['MANAGE_POINTS', 'MANAGE_ACHIEVEMENTS', 'VIEW_MEMBERS'],
    });
    expect((await gql(ACCEPT, { i: sent.id }, newcomer!)).error?.message).toBe(M.inviteUsedUp);
    const again = await gql(
      CREATE,
      { i: { clubId: t.club.id, kind: 'MEMBER', role: 'EVENT_MANAGER', userId: newcomer!.userId } },
      t.owner,
    );
    expect(again.error?.message).toBe(M.alreadyInTeam);
  });

  it('invites by e-mail address and shows the address only to the team managers and the invitee', async () => {
    const t = await clubWithTeam(server, clock);
    const [invitee] = await manyUsers(server, 1, clock);
    const sent = await invite(t.owner, {
      clubId: t.club.id,
      kind: 'COLLABORATOR',
      role: 'EVENT_MANAGER',
      email: invitee!.row.email,
    });
    expect(sent.email).toBe(invitee!.row.email);
    const seen = await gql<{ clubInvite: Invite }>(INVITE, { i: sent.id }, invitee!);
    expect(seen.data!.clubInvite.email).toBe(invitee!.row.email);
    const managers = await gql<{ club: { invites: { id: string }[] } }>(
      `query($k: String!) { club(idOrSlug: $k) { invites { id } } }`,
      { k: t.club.id },
      t.admin,
    );
    expect(managers.data!.club.invites.map((i) => i.id)).toContain(sent.id);
    const others = await gql<{ club: { invites: unknown[] } }>(
      `query($k: String!) { club(idOrSlug: $k) { invites { id } } }`,
      { k: t.club.id },
      t.eventManager,
    );
    expect(others.data!.club.invites).toEqual([]);
    const declined = await gql<{ declineClubInvite: { status: string } }>(DECLINE, { i: sent.id }, invitee!);
    expect(declined.data!.declineClubInvite.status).toBe('USED_UP');
    expect((await gql(ACCEPT, { i: sent.id }, invitee!)).error?.message).toBe(M.inviteUsedUp);
  });

  it('refuses collaborators other roles than event and offer manager', async () => {
    const t = await clubWithTeam(server, clock);
    const r = await gql(
      CREATE,
      { i: { clubId: t.club.id, kind: 'COLLABORATOR', role: 'REWARD_MANAGER' } },
      t.owner,
    );
    expect(r.error?.message).toBe(M.inviteCollaboratorRole);
    const both = await gql(
      CREATE,
      {
        i: {
          clubId: t.club.id,
          kind: 'MEMBER',
          role: 'EVENT_MANAGER',
          userId: t.stranger.userId,
          email: 'x@example.com',
        },
      },
      t.owner,
    );
    expect(both.error?.message).toBe(M.inviteTargetRequired);
  });

  it('expires invites, counts their uses and revokes them', async () => {
    const t = await clubWithTeam(server, clock, { access: 'PRIVATE' });
    const [a, b, c] = await manyUsers(server, 3, clock);
    const link = await invite(t.owner, {
      clubId: t.club.id,
      kind: 'MEMBER',
      usesPerInvite: 2,
      expiresAt: new Date(clock.now().getTime() + 3600_000).toISOString(),
    });
    // A private club: the link is the way in.
    expect(code(await gql(`mutation($c: ID!) { joinClub(clubId: $c) { id } }`, { c: t.club.id }, a!))).toBe(
      'NOT_FOUND',
    );
    const viaJoin = await gql<{ joinClub: { isMember: boolean } }>(
      `mutation($c: ID!, $i: ID) { joinClub(clubId: $c, inviteId: $i) { isMember } }`,
      { c: t.club.id, i: link.id },
      a!,
    );
    expect(viaJoin.data!.joinClub.isMember).toBe(true);
    const viaAccept = await gql<{ acceptClubInvite: { isMember: boolean } }>(ACCEPT, { i: link.id }, b!);
    expect(viaAccept.data!.acceptClubInvite.isMember).toBe(true);
    expect((await gql(ACCEPT, { i: link.id }, c!)).error?.message).toBe(M.inviteUsedUp);
    expect(
      (await gql<{ clubInvite: Invite }>(INVITE, { i: link.id }, t.owner)).data!.clubInvite,
    ).toMatchObject({ uses: 2, status: 'USED_UP' });

    const soon = await invite(t.owner, {
      clubId: t.club.id,
      kind: 'MEMBER',
      userId: c!.userId,
      expiresAt: new Date(clock.now().getTime() + 60_000).toISOString(),
    });
    const past = await gql(
      CREATE,
      { i: { clubId: t.club.id, kind: 'MEMBER', expiresAt: '2020-01-01T00:00:00Z' } },
      t.owner,
    );
    expect(past.error?.message).toBe(M.inviteExpiryInPast);
    clock.advance(61_000);
    expect((await gql(ACCEPT, { i: soon.id }, c!)).error?.message).toBe(M.inviteExpired);
    expect((await gql<{ myClubInvites: unknown[] }>(MINE, {}, c!)).data!.myClubInvites).toEqual([]);

    const revoked = await invite(t.admin, { clubId: t.club.id, kind: 'MEMBER', userId: c!.userId });
    expect(code(await gql(REVOKE, { i: revoked.id }, t.eventManager))).toBe('AUTH_NOT_AUTHORIZED');
    expect(
      (await gql<{ revokeClubInvite: { status: string } }>(REVOKE, { i: revoked.id }, t.admin)).data!
        .revokeClubInvite.status,
    ).toBe('REVOKED');
    expect((await gql(ACCEPT, { i: revoked.id }, c!)).error?.message).toBe(M.inviteRevoked);
    expect(code(await gql(ACCEPT, { i: '00000000-0000-4000-8000-000000000000' }, c!))).toBe('NOT_FOUND');
  });
});

describe('the last use of an invite', () => {
  it('goes to one of two people accepting at once', async () => {
    const t = await clubWithTeam(server, clock);
    const [a, b] = await manyUsers(server, 2, clock);
    const link = await invite(t.owner, {
      clubId: t.club.id,
      kind: 'MEMBER',
      role: 'OFFER_MANAGER',
      usesPerInvite: 1,
    });
    const results = await Promise.all([a!, b!].map((who) => gql(ACCEPT, { i: link.id }, who)));
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(results.find((r) => r.error !== null)!.error!.message).toBe(M.inviteUsedUp);
    const team = await gql<{ club: { teamMembers: { role: string }[] } }>(
      `query($k: String!) { club(idOrSlug: $k) { teamMembers { role } } }`,
      { k: t.club.id },
      t.owner,
    );
    expect(team.data!.club.teamMembers.filter((m) => m.role === 'OFFER_MANAGER')).toHaveLength(2);
  });
});

describe('roles and removal', () => {
  it('changes roles with MANAGE_TEAM, admins by the owner only, and tells the person', async () => {
    const t = await clubWithTeam(server, clock);
    for (const who of [t.accountManager, t.eventManager, t.member, t.stranger])
      expect(
        code(await gql(ROLE, { c: t.club.id, u: t.rewardManager.userId, r: 'EVENT_MANAGER' }, who)),
      ).toBe('AUTH_NOT_AUTHORIZED');
    const changed = await gql<{ changeClubRole: { role: string; roleDisplayName: string } }>(
      ROLE,
      { c: t.club.id, u: t.rewardManager.userId, r: 'ACCOUNT_MANAGER' },
      t.admin,
    );
    expect(changed.data!.changeClubRole).toMatchObject({
      role: 'ACCOUNT_MANAGER',
      roleDisplayName: 'Account Manager',
    });
    expect(await notificationTypes(t.rewardManager)).toContain('ClubRoleUpdate');
    expect(
      (await gql(ROLE, { c: t.club.id, u: t.rewardManager.userId, r: 'ADMIN' }, t.admin)).error?.message,
    ).toBe(M.onlyOwnerAppointsAdmins);
    const other = (await manyUsers(server, 1, clock))[0]!;
    expect(code(await gql(ROLE, { c: t.club.id, u: other.userId, r: 'ADMIN' }, t.owner))).toBe('NOT_FOUND');
    expect((await gql(ROLE, { c: t.club.id, u: t.owner.userId, r: 'ADMIN' }, t.admin)).error?.message).toBe(
      M.cannotChangeOwner,
    );
    expect(
      (await gql(ROLE, { c: t.club.id, u: t.admin.userId, r: 'EVENT_MANAGER' }, t.admin)).error?.message,
    ).toBe(M.cannotChangeYourself);
    expect(
      (await gql(ROLE, { c: t.club.id, u: t.collaborator.userId, r: 'ADMIN' }, t.owner)).error?.message,
    ).toBe(M.inviteCollaboratorRole);
    const promoted = await gql<{ changeClubRole: { role: string } }>(
      ROLE,
      { c: t.club.id, u: t.rewardManager.userId, r: 'ADMIN' },
      t.owner,
    );
    expect(promoted.data!.changeClubRole.role).toBe('ADMIN');
  });

  it('removes team members with MANAGE_TEAM (admins by the owner only); anyone may leave the team', async () => {
    const t = await clubWithTeam(server, clock);
    expect(code(await gql(REMOVE, { c: t.club.id, u: t.offerManager.userId }, t.eventManager))).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    expect(code(await gql(REMOVE, { c: t.club.id, u: t.offerManager.userId }, t.member))).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    expect(code(await gql(REMOVE, { c: t.club.id, u: t.offerManager.userId }, t.visitor))).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
    expect((await gql(REMOVE, { c: t.club.id, u: t.offerManager.userId }, t.admin)).error).toBeNull();
    const [second] = await manyUsers(server, 1, clock);
    await gql(
      CREATE,
      { i: { clubId: t.club.id, kind: 'MEMBER', role: 'ADMIN', userId: second!.userId } },
      t.owner,
    ).then(async (r) => {
      const id = (r.data as { createClubInvite: { id: string } }).createClubInvite.id;
      await gql(ACCEPT, { i: id }, second!);
    });
    expect((await gql(REMOVE, { c: t.club.id, u: second!.userId }, t.admin)).error?.message).toBe(
      M.onlyOwnerAppointsAdmins,
    );
    expect((await gql(REMOVE, { c: t.club.id, u: t.owner.userId }, t.admin)).error?.message).toBe(
      M.cannotChangeOwner,
    );
    expect((await gql(REMOVE, { c: t.club.id, u: t.collaborator.userId }, t.collaborator)).error).toBeNull();
    expect((await gql(REMOVE, { c: t.club.id, u: second!.userId }, t.owner)).error).toBeNull();
    const team = await gql<{ managedClubs: unknown[] }>(`query { managedClubs { id } }`, {}, t.collaborator);
    expect(team.data!.managedClubs).toEqual([]);
  });
});

describe('ownership transfer', () => {
  it('is asked by the owner, accepted by the person asked, and the former owner stays as admin', async () => {
    const t = await clubWithTeam(server, clock);
    const [heir] = await manyUsers(server, 1, clock);
    expect(code(await gql(REQUEST, { c: t.club.id, u: heir!.userId }, t.admin))).toBe('AUTH_NOT_AUTHORIZED');
    expect(code(await gql(REQUEST, { c: t.club.id, u: heir!.userId }, t.stranger))).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    expect((await gql(REQUEST, { c: t.club.id, u: t.owner.userId }, t.owner)).error?.message).toBe(
      M.transferToSelf,
    );
    const asked = await gql<{ requestClubOwnershipTransfer: { id: string; status: string } }>(
      REQUEST,
      { c: t.club.id, u: heir!.userId },
      t.owner,
    );
    const transfer = asked.data!.requestClubOwnershipTransfer;
    expect(transfer.status).toBe('PENDING');
    expect((await gql(REQUEST, { c: t.club.id, u: t.admin.userId }, t.owner)).error?.message).toBe(
      M.transferPending,
    );
    expect(await notificationTypes(heir!)).toContain('ClubOwnershipTransferRequest');
    expect((await server.outbox(heir!.row.email!))[0]!.subject).toContain('wants to transfer');
    const pending = await gql<{ club: { pendingOwnershipTransfer: { id: string } | null } }>(
      `query($k: String!) { club(idOrSlug: $k) { pendingOwnershipTransfer { id } } }`,
      { k: t.club.id },
      t.admin,
    );
    expect(pending.data!.club.pendingOwnershipTransfer).toBeNull();
    expect(code(await gql(ACCEPT_T, { t: transfer.id }, t.admin))).toBe('NOT_FOUND');
    expect(code(await gql(ACCEPT_T, { t: transfer.id }, t.owner))).toBe('AUTH_NOT_AUTHORIZED');

    const accepted = await gql<{
      acceptClubOwnershipTransfer: { isOwner: boolean; owner: { userId: string }; myPermissions: string[] };
    }>(ACCEPT_T, { t: transfer.id }, heir!);
    expect(accepted.data!.acceptClubOwnershipTransfer).toMatchObject({
      isOwner: true,
      owner: { userId: heir!.userId },
    });
    expect(await notificationTypes(t.owner)).toContain('ClubOwnershipTransferAccepted');
    const former = await gql<{ club: { myRole: string; isOwner: boolean } }>(
      `query($k: String!) { club(idOrSlug: $k) { myRole isOwner } }`,
      { k: t.club.id },
      t.owner,
    );
    expect(former.data!.club).toEqual({ myRole: 'ADMIN', isOwner: false });
    expect((await gql(ACCEPT_T, { t: transfer.id }, heir!)).error?.message).toBe(M.transferNotPending);
  });

  it('can be declined by the person asked or cancelled by the owner', async () => {
    const [owner, heir] = await manyUsers(server, 2, clock);
    const club = await createClub(server, owner!);
    await publishClub(server, owner!, club.id);
    const ask = async () =>
      (
        await gql<{ requestClubOwnershipTransfer: { id: string } }>(
          REQUEST,
          { c: club.id, u: heir!.userId },
          owner!,
        )
      ).data!.requestClubOwnershipTransfer.id;
    const first = await ask();
    expect(code(await gql(DECLINE_T, { t: first }, owner!))).toBe('AUTH_NOT_AUTHORIZED');
    expect(
      (await gql<{ declineClubOwnershipTransfer: { status: string } }>(DECLINE_T, { t: first }, heir!)).data!
        .declineClubOwnershipTransfer.status,
    ).toBe('DECLINED');
    expect(await notificationTypes(owner!)).toContain('ClubOwnershipTransferRejected');
    const second = await ask();
    expect(code(await gql(CANCEL_T, { t: second }, heir!))).toBe('AUTH_NOT_AUTHORIZED');
    expect(
      (await gql<{ cancelClubOwnershipTransfer: { status: string } }>(CANCEL_T, { t: second }, owner!)).data!
        .cancelClubOwnershipTransfer.status,
    ).toBe('CANCELLED');
    expect((await gql(ACCEPT_T, { t: second }, heir!)).error?.message).toBe(M.transferNotPending);
  });
});
