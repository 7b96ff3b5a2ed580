import { ACHIEVEMENT_MESSAGES as M } from '@repclub/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { manyUsers } from '../bookings/bookings.test-support';
import { type Caller, clubWithTeam, createClub, gql } from '../clubs/clubs.test-support';
import { notifications } from '../notifications/notifications.tables';
import { joinClub } from '../points/points.test-support';
import { users } from '../users/users.tables';
import { achievementReads } from './achievements.module';
import {
  AVATAR,
  type AchievementData,
  BY_SLUG,
  DELETE,
  LIST,
  OF_CLUB,
  OF_USER,
  ONE,
  STATS,
  award,
  codeOf,
  createAchievement,
  saveAchievement,
} from './achievements.test-support';

/** Club achievements over real HTTP GraphQL (domain §3 Achievement, §7; docs/decisions/127–129). */

const clock = fixedClock('2026-06-01T12:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => server?.close());

async function receivedOf(userId: string) {
  return server.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'ReceiveAchievement')));
}

const one = async (who: Caller, id: string) =>
  (await gql<{ achievement: AchievementData | null }>(server, ONE, { a: id }, who)).data!.achievement;
const ofClub = async (who: Caller, clubId: string, includeArchived = false) =>
  (
    await gql<{ clubAchievements: { edges: { node: { id: string; status: string } }[] } }>(
      server,
      OF_CLUB,
      { c: clubId, arch: includeArchived },
      who,
    )
  ).data!.clubAchievements.edges.map((e) => e.node.id);
const ofUser = async (who: Caller, userId: string) =>
  (
    await gql<{ userAchievements: { edges: { node: { id: string } }[] } }>(
      server,
      OF_USER,
      { u: userId },
      who,
    )
  ).data!.userAchievements.edges.map((e) => e.node.id);

describe('creating and editing achievements', () => {
  it('lets the owner, admins, reward and offer managers create; refuses everyone else', async () => {
    const t = await clubWithTeam(server, clock);
    for (const who of [t.owner, t.admin, t.rewardManager, t.offerManager]) {
      const r = await saveAchievement(server, who, t.club.id, { category: 'OG_SUPPORTER' });
      expect(r.error, r.error?.message).toBeNull();
      expect(r.data!.createOrUpdateAchievement).toMatchObject({
        category: 'OG_SUPPORTER',
        categoryLabel: 'OG Supporter',
        status: 'ACTIVE',
        awardedCount: 0,
        viewerCanManage: true,
        club: { id: t.club.id },
      });
    }
    for (const who of [t.accountManager, t.eventManager, t.collaborator, t.member, t.stranger])
      expect(codeOf(await saveAchievement(server, who, t.club.id))).toBe('AUTH_NOT_AUTHORIZED');
    expect(codeOf(await saveAchievement(server, t.visitor, t.club.id))).toBe('AUTH_NOT_AUTHENTICATED');
    expect(codeOf(await saveAchievement(server, t.owner, '00000000-0000-4000-8000-000000000000'))).toBe(
      'NOT_FOUND',
    );
  });

  it('checks the input: link, window on a 15-minute step, supply; a link taken in the club is a conflict', async () => {
    const t = await clubWithTeam(server, clock);
    const bad = async (input: Record<string, unknown>) => {
      const r = await saveAchievement(server, t.owner, t.club.id, input);
      expect(codeOf(r)).toBe('BAD_USER_INPUT');
      return r.error!.message;
    };
    expect(await bad({ slug: 'Not A Slug!' })).toBe(M.slugInvalid);
    expect(await bad({ displayName: '  ' })).toBe(M.displayNameRequired);
    expect(await bad({ category: 'GOLD' })).toBeTruthy();
    expect(await bad({ maxSupply: 0 })).toBe(M.maxSupplyInvalid);
    expect(await bad({ activeFromUtc: '2026-07-01T10:05:00.000Z' })).toBe(M.stepInvalid);
    expect(
      await bad({ activeFromUtc: '2026-07-02T10:00:00.000Z', activeToUtc: '2026-07-01T10:00:00.000Z' }),
    ).toBe(M.windowInvalid);

    const first = await createAchievement(server, t.owner, t.club.id, { slug: 'og-badge' });
    const dup = await saveAchievement(server, t.owner, t.club.id, { slug: 'og-badge' });
    expect(codeOf(dup)).toBe('CONFLICT');
    expect(dup.error!.message).toBe(M.slugTaken);
    // Another club may use the same link.
    const other = await createClub(server, t.stranger, {});
    expect((await saveAchievement(server, t.stranger, other.id, { slug: 'og-badge' })).error).toBeNull();

    const edited = await saveAchievement(server, t.admin, t.club.id, {
      achievementId: first.id,
      slug: 'og-badge',
      displayName: 'OG',
      bio: 'From day one',
      isHidden: true,
      maxSupply: 10,
      activeFromUtc: '2026-06-01T12:00:00.000Z',
      activeToUtc: '2026-12-31T23:45:00.000Z',
    });
    expect(edited.error).toBeNull();
    expect(edited.data!.createOrUpdateAchievement).toMatchObject({
      id: first.id,
      displayName: 'OG',
      bio: 'From day one',
      isHidden: true,
      maxSupply: 10,
      remainingSupply: 10,
      activeFromUtc: '2026-06-01T12:00:00.000Z',
      activeToUtc: '2026-12-31T23:45:00.000Z',
      isActive: true,
    });
    // A hidden achievement of another club is not found by who runs a different club.
    const wrongClub = await saveAchievement(server, t.stranger, other.id, { achievementId: first.id });
    expect(codeOf(wrongClub)).toBe('NOT_FOUND');
    const memberEdit = await saveAchievement(server, t.member, t.club.id, { achievementId: first.id });
    expect(codeOf(memberEdit)).toBe('NOT_FOUND');
    const shown = await saveAchievement(server, t.owner, t.club.id, {
      achievementId: first.id,
      slug: 'og-badge',
    });
    expect(shown.data!.createOrUpdateAchievement.isHidden).toBe(false);
    const memberEditShown = await saveAchievement(server, t.member, t.club.id, { achievementId: first.id });
    expect(codeOf(memberEditShown)).toBe('AUTH_NOT_AUTHORIZED');
  });

  it('keeps the link once awarded and the supply at or above the number awarded', async () => {
    const t = await clubWithTeam(server, clock);
    const a = await createAchievement(server, t.owner, t.club.id, { slug: 'fixed-link', maxSupply: 5 });
    expect((await award(server, t.owner, a.id, t.member.userId)).error).toBeNull();
    const slug = await saveAchievement(server, t.owner, t.club.id, { achievementId: a.id, slug: 'new-link' });
    expect(slug.error!.message).toBe(M.slugFixed);
    const supply = await saveAchievement(server, t.owner, t.club.id, {
      achievementId: a.id,
      slug: 'fixed-link',
      maxSupply: 0,
    });
    expect(codeOf(supply)).toBe('BAD_USER_INPUT');
    const ok = await saveAchievement(server, t.owner, t.club.id, {
      achievementId: a.id,
      slug: 'fixed-link',
      maxSupply: 1,
    });
    expect(ok.error).toBeNull();
    expect(ok.data!.createOrUpdateAchievement).toMatchObject({
      maxSupply: 1,
      awardedCount: 1,
      isActive: false,
    });
  });

  it('sets the avatar for managers only', async () => {
    const t = await clubWithTeam(server, clock);
    const a = await createAchievement(server, t.owner, t.club.id);
    const url = '/api/media/clubs/x/badge.webp?v=1';
    const set = await gql<{ uploadAchievementAvatar: { avatarUrl: string } }>(
      server,
      AVATAR,
      { a: a.id, url },
      t.rewardManager,
    );
    expect(set.error).toBeNull();
    expect(set.data!.uploadAchievementAvatar.avatarUrl).toBe(url);
    expect(codeOf(await gql(server, AVATAR, { a: a.id, url }, t.member))).toBe('AUTH_NOT_AUTHORIZED');
    expect(codeOf(await gql(server, AVATAR, { a: a.id, url: 'javascript:alert(1)' }, t.owner))).toBe(
      'BAD_USER_INPUT',
    );
    const cleared = await gql<{ uploadAchievementAvatar: { avatarUrl: string | null } }>(
      server,
      AVATAR,
      { a: a.id, url: null },
      t.owner,
    );
    expect(cleared.data!.uploadAchievementAvatar.avatarUrl).toBeNull();
  });
});

describe('awarding achievements', () => {
  it('awards a member once: one award, one ReceiveAchievement to /profile?achievement', async () => {
    const t = await clubWithTeam(server, clock);
    const a = await createAchievement(server, t.owner, t.club.id, {
      avatarUrl: '/api/media/clubs/x/a.webp?v=1',
    });
    const first = await award(server, t.offerManager, a.id, t.member.userId);
    expect(first.error).toBeNull();
    expect(first.data!.awardAchievement).toMatchObject({ awarded: true, achievement: { awardedCount: 1 } });
    const second = await award(server, t.owner, a.id, t.member.userId);
    expect(second.data!.awardAchievement).toMatchObject({ awarded: false, achievement: { awardedCount: 1 } });

    const notes = await receivedOf(t.member.userId);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.properties).toMatchObject({
      AchievementId: a.id,
      AchievementAvatar: '/api/media/clubs/x/a.webp?v=1',
    });
    const seen = await one(t.member, a.id);
    expect(seen).toMatchObject({ viewerHolds: true, viewerCanManage: false });
    expect(seen!.viewerAwardedAt).toBe(clock.now().toISOString());
    expect(await achievementReads.heldBy(server.database.db, t.member.userId, [a.id, t.club.id])).toEqual(
      new Set([a.id]),
    );
  });

  it('refuses callers without the permission, non-members, unknown people and inactive achievements', async () => {
    const t = await clubWithTeam(server, clock);
    const a = await createAchievement(server, t.owner, t.club.id);
    for (const who of [t.accountManager, t.eventManager, t.member, t.stranger])
      expect(codeOf(await award(server, who, a.id, t.member.userId))).toBe('AUTH_NOT_AUTHORIZED');
    expect(codeOf(await award(server, t.visitor, a.id, t.member.userId))).toBe('AUTH_NOT_AUTHENTICATED');
    const notMember = await award(server, t.owner, a.id, t.stranger.userId);
    expect(notMember.error!.message).toBe(M.notMember);
    expect(codeOf(await award(server, t.owner, a.id, '00000000-0000-4000-8000-000000000000'))).toBe(
      'NOT_FOUND',
    );
    expect(
      codeOf(await award(server, t.owner, '00000000-0000-4000-8000-000000000000', t.member.userId)),
    ).toBe('NOT_FOUND');

    const later = await createAchievement(server, t.owner, t.club.id, {
      activeFromUtc: '2026-07-01T00:00:00.000Z',
    });
    expect((await award(server, t.owner, later.id, t.member.userId)).error!.message).toBe(M.notActive);
    const over = await createAchievement(server, t.owner, t.club.id, {
      activeToUtc: '2026-06-01T12:00:00.000Z',
    });
    expect((await award(server, t.owner, over.id, t.member.userId)).error!.message).toBe(M.notActive);
    expect(await receivedOf(t.member.userId)).toHaveLength(0);
  });

  it('gives the last of a maximum supply to exactly one of two racing members', async () => {
    const t = await clubWithTeam(server, clock);
    const [m1, m2] = await manyUsers(server, 2, clock);
    for (const who of [m1!, m2!]) await joinClub(server, who, t.club.id);
    for (let round = 0; round < 5; round++) {
      const a = await createAchievement(server, t.owner, t.club.id, { maxSupply: 1 });
      const results = await Promise.all([
        award(server, t.owner, a.id, m1!.userId),
        award(server, t.admin, a.id, m2!.userId),
      ]);
      const won = results.filter((r) => r.data?.awardAchievement.awarded === true);
      const refused = results.filter((r) => r.error);
      expect(won).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(codeOf(refused[0]!)).toBe('CONFLICT');
      expect(refused[0]!.error!.message).toBe(M.soldOut);
      expect((await one(t.owner, a.id))!).toMatchObject({
        awardedCount: 1,
        remainingSupply: 0,
        isActive: false,
      });
      const holders = await achievementReads.heldBy(server.database.db, m1!.userId, [a.id]);
      const holders2 = await achievementReads.heldBy(server.database.db, m2!.userId, [a.id]);
      expect(holders.size + holders2.size).toBe(1);
    }
  });

  it('awards once when the same member is awarded twice in parallel', async () => {
    const t = await clubWithTeam(server, clock);
    const a = await createAchievement(server, t.owner, t.club.id, { maxSupply: 3 });
    const results = await Promise.all(
      [t.owner, t.admin, t.rewardManager, t.offerManager].map((who) =>
        award(server, who, a.id, t.member.userId),
      ),
    );
    expect(results.every((r) => r.error === null)).toBe(true);
    expect(results.filter((r) => r.data!.awardAchievement.awarded)).toHaveLength(1);
    expect((await one(t.owner, a.id))!.awardedCount).toBe(1);
    expect(await receivedOf(t.member.userId)).toHaveLength(1);
  });
});

describe('deleting achievements', () => {
  it('deletes one nobody holds and archives an awarded one, which its holders keep', async () => {
    const t = await clubWithTeam(server, clock);
    const unused = await createAchievement(server, t.owner, t.club.id);
    const held = await createAchievement(server, t.owner, t.club.id);
    await award(server, t.owner, held.id, t.member.userId);

    for (const who of [t.accountManager, t.member, t.stranger])
      expect(codeOf(await gql(server, DELETE, { a: unused.id }, who))).toBe('AUTH_NOT_AUTHORIZED');
    expect(codeOf(await gql(server, DELETE, { a: unused.id }, t.visitor))).toBe('AUTH_NOT_AUTHENTICATED');

    const gone = await gql<{ deleteAchievement: { archived: boolean } }>(
      server,
      DELETE,
      { a: unused.id },
      t.admin,
    );
    expect(gone.data!.deleteAchievement.archived).toBe(false);
    expect(await one(t.owner, unused.id)).toBeNull();

    const archived = await gql<{ deleteAchievement: { archived: boolean } }>(
      server,
      DELETE,
      { a: held.id },
      t.rewardManager,
    );
    expect(archived.data!.deleteAchievement.archived).toBe(true);
    expect((await one(t.member, held.id))!.status).toBe('ARCHIVED');
    expect(await ofUser(t.member, t.member.userId)).toEqual([held.id]);
    expect(await ofUser(t.stranger, t.member.userId)).toEqual([held.id]);
    expect(await ofClub(t.member, t.club.id)).not.toContain(held.id);
    expect(await ofClub(t.member, t.club.id, true)).not.toContain(held.id);
    expect(await ofClub(t.owner, t.club.id)).not.toContain(held.id);
    expect(await ofClub(t.owner, t.club.id, true)).toContain(held.id);

    const [m2] = await manyUsers(server, 1, clock);
    await joinClub(server, m2!, t.club.id);
    expect((await award(server, t.owner, held.id, m2!.userId)).error!.message).toBe(M.archived);
    expect(
      (await saveAchievement(server, t.owner, t.club.id, { achievementId: held.id })).error!.message,
    ).toBe(M.archived);
  });
});

describe('reading achievements', () => {
  it('finds by id, club and link, lists the public ones and a member’s badges', async () => {
    const t = await clubWithTeam(server, clock);
    const word = `zephyr${Math.random().toString(36).slice(2, 6)}`;
    const a = await createAchievement(server, t.owner, t.club.id, {
      displayName: `Launch ${word}`,
      slug: word,
    });
    await award(server, t.owner, a.id, t.member.userId);

    expect((await one(t.visitor, a.id))!.slug).toBe(word);
    const bySlug = await gql<{ achievementBySlug: { id: string } | null }>(
      server,
      BY_SLUG,
      { c: t.club.slug, s: word.toUpperCase() },
      t.visitor,
    );
    expect(bySlug.data!.achievementBySlug!.id).toBe(a.id);
    const listed = await gql<{ achievements: { edges: { node: { id: string } }[] } }>(
      server,
      LIST,
      { k: word },
      t.visitor,
    );
    expect(listed.data!.achievements.edges.map((e) => e.node.id)).toEqual([a.id]);
    expect(await ofClub(t.visitor, t.club.id)).toEqual([a.id]);
    expect(await ofUser(t.visitor, t.member.userId)).toEqual([a.id]);
    expect(await one(t.visitor, 'not-an-id')).toBeNull();
    const missingClub = await gql(server, OF_CLUB, { c: 'no-such-club-here' }, t.visitor);
    expect(codeOf(missingClub)).toBe('NOT_FOUND');
  });

  it('shows a hidden achievement only to its holders and the club’s team', async () => {
    const t = await clubWithTeam(server, clock);
    const hidden = await createAchievement(server, t.owner, t.club.id, { isHidden: true });
    const word = hidden.slug;
    await award(server, t.owner, hidden.id, t.member.userId);
    const [other] = await manyUsers(server, 1, clock);
    await joinClub(server, other!, t.club.id);

    expect((await one(t.member, hidden.id))!.viewerHolds).toBe(true);
    expect(await one(t.eventManager, hidden.id)).not.toBeNull();
    for (const who of [other!, t.stranger, t.visitor]) expect(await one(who, hidden.id)).toBeNull();

    expect(await ofClub(t.owner, t.club.id)).toContain(hidden.id);
    expect(await ofClub(t.eventManager, t.club.id)).toContain(hidden.id);
    expect(await ofClub(other!, t.club.id)).not.toContain(hidden.id);
    expect(await ofClub(t.member, t.club.id)).not.toContain(hidden.id);

    expect(await ofUser(t.member, t.member.userId)).toEqual([hidden.id]);
    expect(await ofUser(t.admin, t.member.userId)).toEqual([hidden.id]);
    expect(await ofUser(other!, t.member.userId)).toEqual([]);
    expect(await ofUser(t.visitor, t.member.userId)).toEqual([]);
    const listed = await gql<{ achievements: { edges: { node: { id: string } }[] } }>(
      server,
      LIST,
      { k: word },
      t.owner,
    );
    expect(listed.data!.achievements.edges).toEqual([]);
    expect(codeOf(await gql(server, DELETE, { a: hidden.id }, other!))).toBe('NOT_FOUND');
  });

  it('leaves out achievements of private clubs the viewer cannot see', async () => {
    const t = await clubWithTeam(server, clock, { access: 'PRIVATE' });
    const a = await createAchievement(server, t.owner, t.club.id);
    await award(server, t.owner, a.id, t.member.userId);
    expect(await one(t.stranger, a.id)).toBeNull();
    expect(await ofUser(t.stranger, t.member.userId)).toEqual([]);
    expect(await ofUser(t.member, t.member.userId)).toEqual([a.id]);
    expect(codeOf(await gql(server, OF_CLUB, { c: t.club.id }, t.stranger))).toBe('NOT_FOUND');
  });

  it('counts holders by age range and gender for the team only', async () => {
    const t = await clubWithTeam(server, clock);
    const a = await createAchievement(server, t.owner, t.club.id);
    const people = await manyUsers(server, 5, clock);
    const profiles: [string | null, string | null][] = [
      ['2005-01-01', 'Female'], // 21
      ['1996-06-02', 'Male'], // 29 (birthday tomorrow)
      ['1985-01-01', 'Other'], // 41
      ['1970-01-01', null], // 56
      [null, 'Female'], // unknown age
    ];
    for (const [i, who] of people.entries()) {
      const [born, gender] = profiles[i]!;
      await server.database.db
        .update(users)
        .set({ dateOfBirth: born, gender })
        .where(eq(users.id, who.userId));
      await joinClub(server, who, t.club.id);
      expect((await award(server, t.owner, a.id, who.userId)).error).toBeNull();
    }
    const stats = await gql<{
      achievement: {
        statistics: {
          total: number;
          underEighteen: number;
          ageUnknown: number;
          ageRanges: { range: string; count: number }[];
          genders: { gender: string; count: number }[];
        } | null;
      };
    }>(server, STATS, { a: a.id }, t.eventManager);
    expect(stats.data!.achievement.statistics).toEqual({
      total: 5,
      underEighteen: 0,
      ageUnknown: 1,
      ageRanges: [
        { range: '18-24', count: 1 },
        { range: '25-34', count: 1 },
        { range: '35-44', count: 1 },
        { range: '45+', count: 1 },
      ],
      genders: [
        { gender: 'Female', count: 2 },
        { gender: 'Male', count: 1 },
        { gender: 'Other', count: 1 },
        { gender: 'Not Disclosed', count: 1 },
      ],
    });
    for (const who of [people[0]!, t.stranger, t.visitor]) {
      const r = await gql<{ achievement: { statistics: unknown } }>(server, STATS, { a: a.id }, who);
      expect(r.data!.achievement.statistics).toBeNull();
    }
  });
});
