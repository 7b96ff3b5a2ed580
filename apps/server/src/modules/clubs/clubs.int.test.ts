import { CLUB_MESSAGES as M } from '@repclub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { manyUsers } from '../bookings/bookings.test-support';
import {
  addTeam,
  CLUB_FIELDS,
  type Caller,
  type ClubData,
  clubWithTeam,
  createClub,
  gql as gqlOf,
  platformAdmin,
  publishClub,
  uniqueSlug,
} from './clubs.test-support';

/** Rep clubs (issue 15; docs/decisions/093–095): who may do what, status, links, tiers, joining and leaving. */

const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => server?.close());

const gql = <T>(query: string, variables: Record<string, unknown>, caller: Caller) =>
  gqlOf<T>(server, query, variables, caller);
const code = (r: { error: { extensions?: { code?: string } } | null }) => r.error?.extensions?.code ?? null;

const CLUB = `query($k: String!) { club(idOrSlug: $k) { ${CLUB_FIELDS} } }`;
const UPDATE = `mutation($c: ID!, $i: UpdateClubInput!) { updateClub(clubId: $c, input: $i) { ${CLUB_FIELDS} } }`;
const SLUG = `mutation($c: ID!, $s: String!) { changeClubSlug(clubId: $c, slug: $s) { slug } }`;
const STATUS = `mutation($c: ID!, $s: ClubStatus!) { setClubStatus(clubId: $c, status: $s) { status } }`;
const TIERS = `mutation($c: ID!, $t: [ClubTierInput!]!) { setClubTiers(clubId: $c, tiers: $t) { tiers { level name minimumPoints } } }`;
const JOIN = `mutation($c: ID!, $i: ID) { joinClub(clubId: $c, inviteId: $i) { isMember memberCount canJoin } }`;
const LEAVE = `mutation($c: ID!) { leaveClub(clubId: $c) { isMember memberCount } }`;
const MEMBERS = `query($k: String!) { club(idOrSlug: $k) { members(first: 10) { edges { node { person { userId name } points tier { name } } } } } }`;
const colors = { primary: '#3D1277', secondary: '#FFFFFF' };

async function clubAs(caller: Caller, key: string) {
  const r = await gql<{ club: ClubData | null }>(CLUB, { k: key }, caller);
  if (r.error) throw new Error(r.error.message);
  return r.data!.club;
}

describe('creating and publishing', () => {
  it('creates a PENDING unpublished club owned by the viewer, who is its first member', async () => {
    const [owner, other] = await manyUsers(server, 2, clock);
    const slug = uniqueSlug('sunset');
    const club = await createClub(server, owner!, {
      slug: `  ${slug.toUpperCase()} `,
      bio: 'We run at dusk.',
      socialAccounts: [{ provider: 'instagram', handle: 'sunset' }],
    });
    expect(club).toMatchObject({
      slug,
      status: 'PENDING',
      published: false,
      access: 'PUBLIC',
      isOwner: true,
      isMember: true,
      memberCount: 1,
      colors,
    });
    expect(club.myPermissions).toContain('TRANSFER_OWNERSHIP');
    // Unpublished: hidden from others and from the list.
    expect(await clubAs(other!, club.id)).toBeNull();
    expect(await clubAs({ userId: '', headers: {} }, slug)).toBeNull();
    const list = await gql<{ clubs: { edges: { node: { id: string } }[] } }>(
      `query { clubs(first: 100) { edges { node { id } } } }`,
      {},
      other!,
    );
    expect(list.data!.clubs.edges.map((e) => e.node.id)).not.toContain(club.id);

    const published = await publishClub(server, owner!, club.id);
    expect(published).toMatchObject({ status: 'OPEN', published: true });
    expect((await clubAs({ userId: '', headers: {} }, slug))?.canJoin).toBe(false);
    expect((await clubAs({ userId: '', headers: {} }, slug))?.joinRefusal).toBe(M.joinSignIn);
    expect((await clubAs(other!, slug))?.canJoin).toBe(true);
    const again = await gql(`mutation($c: ID!) { publishClub(clubId: $c) { id } }`, { c: club.id }, owner!);
    expect(code(again)).toBe('BAD_USER_INPUT');
    expect(again.error?.message).toBe(M.alreadyPublished);
  });

  it('refuses visitors, bad input and taken links', async () => {
    const [owner] = await manyUsers(server, 1, clock);
    const visitor = await gql(
      `mutation($i: CreateClubInput!) { createClub(input: $i) { id } }`,
      { i: { displayName: 'X', slug: uniqueSlug() } },
      { userId: '', headers: {} },
    );
    expect(code(visitor)).toBe('AUTH_NOT_AUTHENTICATED');
    const club = await createClub(server, owner!);
    for (const [input, message] of [
      [{ displayName: ' ', slug: uniqueSlug() }, M.displayNameRequired],
      // Spaces and zero-width characters are no name (issue 21, review S4).
      [{ displayName: '   \u200b  ', slug: uniqueSlug() }, M.displayNameRequired],
      [{ displayName: '\u200b\u2060\ufeff\u3164', slug: uniqueSlug() }, M.displayNameRequired],
      [{ displayName: 'X', slug: 'a' }, M.slugInvalid],
      [{ displayName: 'X', slug: 'create' }, M.slugReserved],
      [
        { displayName: 'X', slug: uniqueSlug(), colors: { primary: 'red', secondary: '#000000' } },
        M.colorInvalid,
      ],
      [{ displayName: 'X', slug: uniqueSlug(), avatarUrl: 'javascript:alert(1)' }, M.urlInvalid],
      [
        { displayName: 'X', slug: uniqueSlug(), socialAccounts: [{ provider: 'myspace', handle: 'x' }] },
        M.socialProviderInvalid,
      ],
    ] as const) {
      const r = await gql(
        `mutation($i: CreateClubInput!) { createClub(input: $i) { id } }`,
        { i: input },
        owner!,
      );
      expect(code(r), JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(r.error?.message).toBe(message);
    }
    const taken = await gql(
      `mutation($i: CreateClubInput!) { createClub(input: $i) { id } }`,
      { i: { displayName: 'X', slug: club.slug } },
      owner!,
    );
    expect(code(taken)).toBe('CONFLICT');
    expect(taken.error?.message).toBe(M.slugTaken);
  });
});

describe('who may do what (docs/decisions/093)', () => {
  it('lets EDIT_CLUB holders edit and refuses the others', async () => {
    const t = await clubWithTeam(server, clock);
    const allowed = [t.owner, t.admin, t.accountManager];
    const refused: [Caller, string][] = [
      [t.rewardManager, 'AUTH_NOT_AUTHORIZED'],
      [t.eventManager, 'AUTH_NOT_AUTHORIZED'],
      [t.offerManager, 'AUTH_NOT_AUTHORIZED'],
      [t.collaborator, 'AUTH_NOT_AUTHORIZED'],
      [t.member, 'AUTH_NOT_AUTHORIZED'],
      [t.stranger, 'AUTH_NOT_AUTHORIZED'],
      [t.visitor, 'AUTH_NOT_AUTHENTICATED'],
    ];
    for (const who of allowed) {
      const r = await gql<{ updateClub: ClubData }>(
        UPDATE,
        { c: t.club.id, i: { bio: `by ${who.userId}` } },
        who,
      );
      expect(r.error, who.userId).toBeNull();
    }
    for (const [who, expected] of refused) {
      const r = await gql(UPDATE, { c: t.club.id, i: { bio: 'nope' } }, who);
      expect(code(r)).toBe(expected);
      const s = await gql(SLUG, { c: t.club.id, s: uniqueSlug() }, who);
      expect(code(s)).toBe(expected);
    }
  });

  it('gives each role its permissions, and VIEW_MEMBERS the members', async () => {
    const t = await clubWithTeam(server, clock);
    const perms = async (who: Caller) => (await clubAs(who, t.club.id))!.myPermissions;
    expect(await perms(t.owner)).toHaveLength(9);
    expect(await perms(t.admin)).not.toContain('TRANSFER_OWNERSHIP');
    expect(await perms(t.admin)).toContain('MANAGE_TEAM');
    expect(await perms(t.accountManager)).toEqual(['EDIT_CLUB', 'MANAGE_TIERS', 'VIEW_MEMBERS']);
    expect(await perms(t.rewardManager)).toEqual(['MANAGE_POINTS', 'MANAGE_ACHIEVEMENTS', 'VIEW_MEMBERS']);
    expect(await perms(t.eventManager)).toEqual(['MANAGE_EVENTS', 'VIEW_MEMBERS']);
    expect(await perms(t.collaborator)).toEqual(['MANAGE_EVENTS', 'VIEW_MEMBERS']);
    expect(await perms(t.offerManager)).toEqual(['MANAGE_OFFERS', 'MANAGE_ACHIEVEMENTS', 'VIEW_MEMBERS']);
    expect(await perms(t.member)).toEqual([]);
    expect(await perms(t.visitor)).toEqual([]);

    const seen = await gql<{
      club: { members: { edges: { node: { person: { userId: string }; points: number } }[] } };
    }>(MEMBERS, { k: t.club.id }, t.rewardManager);
    expect(seen.data!.club.members.edges.map((e) => e.node.person.userId).sort()).toEqual(
      [t.owner.userId, t.member.userId].sort(),
    );
    expect(seen.data!.club.members.edges[0]!.node.points).toBe(0);
    for (const who of [t.member, t.stranger, t.visitor]) {
      const r = await gql(MEMBERS, { k: t.club.id }, who);
      expect(code(r)).toBe('AUTH_NOT_AUTHORIZED');
    }
    const team = await gql<{
      club: {
        teamMembers: { role: string; roleDisplayName: string }[];
        teamCollaborators: { role: string }[];
      };
    }>(
      `query($k: String!) { club(idOrSlug: $k) { teamMembers { role roleDisplayName } teamCollaborators { role } } }`,
      { k: t.club.id },
      t.eventManager,
    );
    expect(team.data!.club.teamMembers).toHaveLength(5);
    expect(team.data!.club.teamCollaborators).toEqual([{ role: 'EVENT_MANAGER' }]);
    const hidden = await gql<{ club: { teamMembers: unknown[] } }>(
      `query($k: String!) { club(idOrSlug: $k) { teamMembers { role } } }`,
      { k: t.club.id },
      t.member,
    );
    expect(hidden.data!.club.teamMembers).toEqual([]);
  });

  it('lists the managed clubs of owners and team, oldest first', async () => {
    const t = await clubWithTeam(server, clock);
    const mine = await gql<{ managedClubs: { id: string }[] }>(
      `query { managedClubs { id } }`,
      {},
      t.collaborator,
    );
    expect(mine.data!.managedClubs.map((c) => c.id)).toEqual([t.club.id]);
    const none = await gql<{ managedClubs: { id: string }[] }>(`query { managedClubs { id } }`, {}, t.member);
    expect(none.data!.managedClubs).toEqual([]);
  });
});

describe('links', () => {
  it('answers availability and changes the link', async () => {
    const t = await clubWithTeam(server, clock);
    const [other] = await manyUsers(server, 1, clock);
    const avail = async (slug: string, clubId?: string) =>
      (
        await gql<{ clubSlugAvailable: boolean }>(
          `query($s: String!, $c: ID) { clubSlugAvailable(slug: $s, clubId: $c) }`,
          { s: slug, c: clubId ?? null },
          other!,
        )
      ).data!.clubSlugAvailable;
    expect(await avail(t.club.slug)).toBe(false);
    expect(await avail(t.club.slug, t.club.id)).toBe(true);
    expect(await avail('no')).toBe(false);
    const fresh = uniqueSlug();
    expect(await avail(fresh)).toBe(true);
    const changed = await gql<{ changeClubSlug: { slug: string } }>(
      SLUG,
      { c: t.club.id, s: fresh },
      t.accountManager,
    );
    expect(changed.data!.changeClubSlug.slug).toBe(fresh);
    expect((await clubAs(t.stranger, fresh))?.id).toBe(t.club.id);
    const mine = await createClub(server, other!);
    const taken = await gql(SLUG, { c: mine.id, s: fresh }, other!);
    expect(code(taken)).toBe('CONFLICT');
    const bad = await gql(SLUG, { c: mine.id, s: 'Bad Slug!' }, other!);
    expect(bad.error?.message).toBe(M.slugInvalid);
  });
});

describe('status (docs/decisions/094)', () => {
  it('moves OPEN ↔ CLOSED → STATIC for the team, and SUSPENDED only for platform admins', async () => {
    const t = await clubWithTeam(server, clock);
    const set = (who: Caller, s: string) =>
      gql<{ setClubStatus: { status: string } }>(STATUS, { c: t.club.id, s }, who);
    expect(code(await set(t.member, 'CLOSED'))).toBe('AUTH_NOT_AUTHORIZED');
    expect(code(await set(t.rewardManager, 'CLOSED'))).toBe('AUTH_NOT_AUTHORIZED');
    expect(code(await set(t.visitor, 'CLOSED'))).toBe('AUTH_NOT_AUTHENTICATED');
    expect((await set(t.accountManager, 'CLOSED')).data!.setClubStatus.status).toBe('CLOSED');
    // Closed: no new members.
    const closedJoin = await gql(JOIN, { c: t.club.id }, t.stranger);
    expect(closedJoin.error?.message).toBe(M.joinNotOpen);
    expect((await set(t.owner, 'OPEN')).data!.setClubStatus.status).toBe('OPEN');
    expect((await set(t.owner, 'PENDING')).error?.message).toBe(M.statusNotAllowed);
    expect((await set(t.owner, 'SUSPENDED')).error?.message).toBe(M.suspendAdminOnly);

    const admin = await platformAdmin(server, clock);
    expect((await set(admin, 'SUSPENDED')).data!.setClubStatus.status).toBe('SUSPENDED');
    // Suspended: hidden from members and visitors, nothing moves; the team still sees it.
    expect(await clubAs(t.member, t.club.id)).toBeNull();
    expect(await clubAs(t.owner, t.club.id)).not.toBeNull();
    expect(code(await gql(UPDATE, { c: t.club.id, i: { bio: 'x' } }, t.owner))).toBe('BAD_USER_INPUT');
    expect((await set(t.owner, 'OPEN')).error?.message).toBe(M.suspendAdminOnly);
    expect((await set(admin, 'PENDING')).error?.message).toBe(M.statusNotAllowed);
    expect((await set(admin, 'OPEN')).data!.setClubStatus.status).toBe('OPEN');

    expect((await set(t.owner, 'STATIC')).data!.setClubStatus.status).toBe('STATIC');
    expect((await set(t.owner, 'OPEN')).error?.message).toBe(M.statusNotAllowed);
    expect((await gql(UPDATE, { c: t.club.id, i: { bio: 'x' } }, t.owner)).error?.message).toBe(M.archived);
    expect((await gql(JOIN, { c: t.club.id }, t.stranger)).error?.message).toBe(M.archived);
  });
});

describe('tiers (docs/decisions/095)', () => {
  it('replaces tiers in level order for MANAGE_TIERS and validates them', async () => {
    const t = await clubWithTeam(server, clock);
    const tiers = [
      { name: 'Bronze', colors, minimumPoints: 0 },
      { name: 'Silver', colors, minimumPoints: 500, imageUrl: 'https://cdn.example.com/silver.webp' },
      { name: 'Gold', colors, minimumPoints: 2000 },
    ];
    const r = await gql<{ setClubTiers: { tiers: unknown[] } }>(
      TIERS,
      { c: t.club.id, t: tiers },
      t.accountManager,
    );
    expect(r.data!.setClubTiers.tiers).toEqual([
      { level: 1, name: 'Bronze', minimumPoints: 0 },
      { level: 2, name: 'Silver', minimumPoints: 500 },
      { level: 3, name: 'Gold', minimumPoints: 2000 },
    ]);
    for (const who of [t.rewardManager, t.eventManager, t.member, t.stranger])
      expect(code(await gql(TIERS, { c: t.club.id, t: tiers }, who))).toBe('AUTH_NOT_AUTHORIZED');
    const bad = await gql(TIERS, { c: t.club.id, t: [tiers[1], tiers[0]] }, t.owner);
    expect(bad.error?.message).toBe(M.tierPointsNotIncreasing);
    const many = await gql(
      TIERS,
      {
        c: t.club.id,
        t: Array.from({ length: 11 }, (_, i) => ({ name: `T${i}`, colors, minimumPoints: i })),
      },
      t.owner,
    );
    expect(many.error?.message).toBe(M.tiersTooMany);
    // A member at 0 points is in the first tier, the next one 500 away.
    const mine = await gql<{
      myClubMemberships: {
        club: { id: string };
        points: number;
        tier: { name: string };
        nextTier: { name: string };
        pointsToNextTier: number;
      }[];
    }>(
      `query { myClubMemberships { club { id } points tier { name } nextTier { name } pointsToNextTier } }`,
      {},
      t.member,
    );
    expect(mine.data!.myClubMemberships).toEqual([
      {
        club: { id: t.club.id },
        points: 0,
        tier: { name: 'Bronze' },
        nextTier: { name: 'Silver' },
        pointsToNextTier: 500,
      },
    ]);
    const cleared = await gql<{ setClubTiers: { tiers: unknown[] } }>(
      TIERS,
      { c: t.club.id, t: [] },
      t.owner,
    );
    expect(cleared.data!.setClubTiers.tiers).toEqual([]);
  });
});

describe('joining and leaving', () => {
  it('lets anyone signed in join an OPEN PUBLIC club once, and leave it; the owner cannot leave', async () => {
    const t = await clubWithTeam(server, clock);
    const joined = await gql<{ joinClub: { isMember: boolean; memberCount: number; canJoin: boolean } }>(
      JOIN,
      { c: t.club.id },
      t.stranger,
    );
    expect(joined.data!.joinClub).toEqual({ isMember: true, memberCount: 3, canJoin: false });
    expect((await gql(JOIN, { c: t.club.id }, t.stranger)).error?.message).toBe(M.alreadyMember);
    expect(code(await gql(JOIN, { c: t.club.id }, t.visitor))).toBe('AUTH_NOT_AUTHENTICATED');
    const left = await gql<{ leaveClub: { isMember: boolean; memberCount: number } }>(
      LEAVE,
      { c: t.club.id },
      t.stranger,
    );
    expect(left.data!.leaveClub).toEqual({ isMember: false, memberCount: 2 });
    expect((await gql(LEAVE, { c: t.club.id }, t.stranger)).error?.message).toBe(M.notMember);
    expect((await gql(LEAVE, { c: t.club.id }, t.owner)).error?.message).toBe(M.ownerCannotLeave);
    expect(code(await gql(JOIN, { c: '00000000-0000-4000-8000-000000000000' }, t.stranger))).toBe(
      'NOT_FOUND',
    );
    expect(code(await gql(JOIN, { c: 'nope' }, t.stranger))).toBe('NOT_FOUND');
  });

  it('hides a PRIVATE club from strangers and refuses them without an invite', async () => {
    const t = await clubWithTeam(server, clock, { access: 'PRIVATE' });
    expect(await clubAs(t.stranger, t.club.id)).toBeNull();
    expect(await clubAs(t.member, t.club.id)).not.toBeNull();
    expect(code(await gql(JOIN, { c: t.club.id }, t.stranger))).toBe('NOT_FOUND');
    const list = await gql<{ clubs: { edges: { node: { id: string } }[] } }>(
      `query { clubs(first: 100) { edges { node { id } } } }`,
      {},
      t.stranger,
    );
    expect(list.data!.clubs.edges.map((e) => e.node.id)).not.toContain(t.club.id);
    const mine = await gql<{ clubs: { edges: { node: { id: string } }[] } }>(
      `query { clubs(first: 100) { edges { node { id } } } }`,
      {},
      t.member,
    );
    expect(mine.data!.clubs.edges.map((e) => e.node.id)).toContain(t.club.id);
  });

  it('finds clubs by name or link, a page at a time', async () => {
    const [owner] = await manyUsers(server, 1, clock);
    const word = `zebra${Math.random().toString(36).slice(2, 7)}`;
    for (let i = 0; i < 3; i++) {
      clock.advance(1000);
      const c = await createClub(server, owner!, { displayName: `The ${word} ${i}` });
      await publishClub(server, owner!, c.id);
    }
    const first = await gql<{
      clubs: {
        edges: { node: { displayName: string } }[];
        pageInfo: { endCursor: string; hasNextPage: boolean };
      };
    }>(
      `query($s: String, $a: String) { clubs(search: $s, first: 2, after: $a) { edges { node { displayName } } pageInfo { endCursor hasNextPage } } }`,
      { s: word.toUpperCase() },
      { userId: '', headers: {} },
    );
    expect(first.data!.clubs.edges.map((e) => e.node.displayName)).toEqual([
      `The ${word} 2`,
      `The ${word} 1`,
    ]);
    expect(first.data!.clubs.pageInfo.hasNextPage).toBe(true);
    const second = await gql<{ clubs: { edges: { node: { displayName: string } }[] } }>(
      `query($s: String, $a: String) { clubs(search: $s, first: 2, after: $a) { edges { node { displayName } } } }`,
      { s: word, a: first.data!.clubs.pageInfo.endCursor },
      { userId: '', headers: {} },
    );
    expect(second.data!.clubs.edges.map((e) => e.node.displayName)).toEqual([`The ${word} 0`]);
  });
});

describe('publishing and the viewer’s own lists', () => {
  it('lets EDIT_CLUB holders publish and refuses the others; visitors have no lists of their own', async () => {
    const t = await clubWithTeam(server, clock);
    const pending = await createClub(server, t.owner);
    await addTeam(
      server,
      pending.id,
      [
        [t.rewardManager, 'REWARD_MANAGER'],
        [t.accountManager, 'ACCOUNT_MANAGER'],
      ],
      clock.now(),
    );
    const PUBLISH = `mutation($c: ID!) { publishClub(clubId: $c) { status } }`;
    expect(code(await gql(PUBLISH, { c: pending.id }, t.rewardManager))).toBe('AUTH_NOT_AUTHORIZED');
    // Unpublished clubs are unknown to those outside their team.
    expect(code(await gql(PUBLISH, { c: pending.id }, t.stranger))).toBe('NOT_FOUND');
    expect(code(await gql(PUBLISH, { c: pending.id }, t.visitor))).toBe('AUTH_NOT_AUTHENTICATED');
    const published = await gql<{ publishClub: { status: string } }>(
      PUBLISH,
      { c: pending.id },
      t.accountManager,
    );
    expect(published.data!.publishClub.status).toBe('OPEN');
    for (const query of [
      `query { myClubMemberships { points } }`,
      `query { managedClubs { id } }`,
      `query { clubSlugAvailable(slug: "anything") }`,
    ])
      expect(code(await gql(query, {}, t.visitor))).toBe('AUTH_NOT_AUTHENTICATED');
  });
});
