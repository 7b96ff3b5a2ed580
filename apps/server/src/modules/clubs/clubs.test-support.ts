import type { ClubRole, ClubTeamKind } from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import { graphqlResult, type TestServer } from '../../test/server';
import { manyUsers } from '../bookings/bookings.test-support';
import { insertUser, signInRow } from '../users/users.test-helpers';
import { clubMemberships, clubTeam } from './clubs.tables';

/** Helpers for the clubs integration tests. */

export type Caller = { userId: string; headers: Record<string, string> };

export const CLUB_FIELDS = `id slug displayName bio status access published memberCount isMember canJoin joinRefusal
  isOwner myRole myPermissions colors { primary secondary } images { avatarUrl coverUrl }
  socialAccounts { provider handle } owner { userId name } tiers { level name minimumPoints }`;

export type ClubData = {
  id: string;
  slug: string;
  displayName: string;
  status: string;
  access: string;
  published: boolean;
  memberCount: number;
  isMember: boolean;
  canJoin: boolean;
  joinRefusal: string | null;
  isOwner: boolean;
  myRole: string | null;
  myPermissions: string[];
  tiers: { level: number; name: string; minimumPoints: number }[];
};

let counter = 0;
export const uniqueSlug = (base = 'club') => `${base}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

export async function gql<T>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
  caller: Caller,
) {
  return graphqlResult<T>(server, query, variables, caller.headers);
}

export async function createClub(server: TestServer, owner: Caller, input: Record<string, unknown> = {}) {
  const result = await gql<{ createClub: ClubData }>(
    server,
    `mutation($input: CreateClubInput!) { createClub(input: $input) { ${CLUB_FIELDS} } }`,
    { input: { displayName: 'Sunset Runners', slug: uniqueSlug(), ...input } },
    owner,
  );
  if (result.error) throw new Error(`createClub: ${result.error.message}`);
  return result.data!.createClub;
}

export async function publishClub(server: TestServer, owner: Caller, clubId: string) {
  const result = await gql<{ publishClub: ClubData }>(
    server,
    `mutation($c: ID!) { publishClub(clubId: $c) { ${CLUB_FIELDS} } }`,
    { c: clubId },
    owner,
  );
  if (result.error) throw new Error(`publishClub: ${result.error.message}`);
  return result.data!.publishClub;
}

/** Puts people in a club's team directly (the invite flow has its own tests). */
export async function addTeam(
  server: TestServer,
  clubId: string,
  people: [Caller, ClubRole, ClubTeamKind?][],
  now: Date,
) {
  for (const [who, role, kind] of people)
    await server.database.db
      .insert(clubTeam)
      .values({ clubId, userId: who.userId, role, kind: kind ?? 'MEMBER', since: now });
}

/**
 * A published PUBLIC club with its owner, one team member per role, an event-manager collaborator, a member, a
 * stranger and a visitor.
 */
export async function clubWithTeam(server: TestServer, clock: Clock, input: Record<string, unknown> = {}) {
  const [
    owner,
    admin,
    accountManager,
    rewardManager,
    eventManager,
    offerManager,
    collaborator,
    member,
    stranger,
  ] = await manyUsers(server, 9, clock);
  const club = await createClub(server, owner!, input);
  await publishClub(server, owner!, club.id);
  await addTeam(
    server,
    club.id,
    [
      [admin!, 'ADMIN'],
      [accountManager!, 'ACCOUNT_MANAGER'],
      [rewardManager!, 'REWARD_MANAGER'],
      [eventManager!, 'EVENT_MANAGER'],
      [offerManager!, 'OFFER_MANAGER'],
      [collaborator!, 'EVENT_MANAGER', 'COLLABORATOR'],
    ],
    clock.now(),
  );
  if (club.access === 'PRIVATE')
    await server.database.db
      .insert(clubMemberships)
      .values({ clubId: club.id, userId: member!.userId, joinedAt: clock.now() });
  else {
    const joined = await gql<{ joinClub: { id: string } }>(
      server,
      'mutation($c: ID!) { joinClub(clubId: $c) { id } }',
      { c: club.id },
      member!,
    );
    if (joined.error) throw new Error(`joinClub: ${joined.error.message}`);
  }
  const visitor: Caller = { userId: '', headers: {} };
  return {
    club,
    owner: owner!,
    admin: admin!,
    accountManager: accountManager!,
    rewardManager: rewardManager!,
    eventManager: eventManager!,
    offerManager: offerManager!,
    collaborator: collaborator!,
    member: member!,
    stranger: stranger!,
    visitor,
  };
}

/** A signed-in platform administrator. */
export async function platformAdmin(server: TestServer, clock: Clock): Promise<Caller> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const row = await insertUser(server, {
    email: `club-admin-${suffix}@example.com`,
    userName: `clubadmin${suffix}`,
    name: 'Platform Admin',
    role: 'ADMIN',
    dateOfBirth: '1990-01-01',
  });
  return { userId: row.id, headers: await signInRow(server, row, clock) };
}
