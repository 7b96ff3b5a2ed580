import {
  AUTH_MESSAGES,
  DECIDED_MESSAGES,
  MESSAGES,
  PHONE_CHANGE_MESSAGES,
  TEXT_MESSAGES,
  USERS_MESSAGES,
} from '@repclub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import {
  firstGraphQLError,
  type GraphQLErrorEntry,
  startTestServer,
  type TestServer,
} from '../../test/server';
import { users } from './users.tables';
import { insertUser, type SignedInUser, signedUpUser, signInRow } from './users.test-helpers';

type UserFields = Record<string, unknown> & { userId: string };

const clock = fixedClock('2026-03-15T12:00:00.000Z');
let server: TestServer;
let ada: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  server = await startTestServer({ clock });
  ada = await signedUpUser(server, { firstName: 'Ada', lastName: 'Lovelace' });
  bob = await signedUpUser(server, { firstName: 'Bob', lastName: 'Builder' });
});
afterAll(() => server.close());

const USER_FIELDS = `userId userName name firstName lastName bio tier isVerified emailAddress verifiedEmailAddress
  phoneNumber isPhoneNumberVerified gender dateOfBirth role isDeleted isComplete agreeToTermsAndConditions
  acceptedTermsVersion createdAt`;

async function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown>,
  headers?: { authorization: string },
) {
  const { body } = await server.graphql<T>(query, variables, headers ?? {});
  return body as { data?: T | null; errors?: GraphQLErrorEntry[] };
}

async function deleteAccount(userId: string) {
  await server.database.db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, userId));
}

const USER_QUERY = `query($userId: ID!) { user(userId: $userId) { ${USER_FIELDS} } }`;
const fetchUser = (userId: string, headers?: { authorization: string }) =>
  gql<{ user: UserFields }>(USER_QUERY, { userId }, headers);

describe('user(userId)', () => {
  it('shows the user their own private fields', async () => {
    const body = await fetchUser(ada.userId, ada.headers);
    expect(body.errors).toBeUndefined();
    expect(body.data?.user).toMatchObject({
      userId: ada.userId,
      name: 'Ada Lovelace',
      emailAddress: ada.email,
      phoneNumber: ada.phoneNumber,
      gender: 'Female',
      dateOfBirth: '1990-12-10',
      role: 'USER',
      isDeleted: false,
      isComplete: true,
      agreeToTermsAndConditions: true,
    });
  });

  it("hides another user's email, phone, gender, birthday, role and terms", async () => {
    const body = await fetchUser(bob.userId, ada.headers);
    expect(body.errors).toBeUndefined();
    expect(body.data?.user).toMatchObject({
      userId: bob.userId,
      name: 'Bob Builder',
      firstName: 'Bob',
      // A handle made from the name at sign-up, never the e-mail (decision 040).
      userName: expect.stringMatching(/^bobbuilder\d*$/),
      emailAddress: null,
      verifiedEmailAddress: null,
      phoneNumber: null,
      isPhoneNumberVerified: false,
      gender: null,
      dateOfBirth: null,
      role: null,
      agreeToTermsAndConditions: false,
      acceptedTermsVersion: null,
    });
  });

  it("shows an administrator another user's private fields", async () => {
    const admin = await insertUser(server, { userName: 'the.admin', name: 'The Admin', role: 'ADMIN' });
    const body = await fetchUser(bob.userId, await signInRow(server, admin, clock));
    expect(body.data?.user).toMatchObject({ emailAddress: bob.email, phoneNumber: bob.phoneNumber });
  });

  it('answers NOT_FOUND for an unknown, malformed or deleted user', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(firstGraphQLError(await fetchUser(id, ada.headers))).toEqual({
        code: 'NOT_FOUND',
        message: USERS_MESSAGES.userNotFound,
      });
    }
    const gone = await insertUser(server, { userName: 'gone.user', name: 'Gone' });
    await deleteAccount(gone.id);
    expect(firstGraphQLError(await fetchUser(gone.id, ada.headers)).code).toBe('NOT_FOUND');
  });

  it('needs a signed-in, not deleted account', async () => {
    expect(firstGraphQLError(await fetchUser(ada.userId))).toEqual({
      code: 'AUTH_NOT_AUTHENTICATED',
      message: MESSAGES.unauthorized,
    });
    const deleted = await insertUser(server, { userName: 'deleted.viewer' });
    const headers = await signInRow(server, deleted, clock);
    await deleteAccount(deleted.id);
    expect(firstGraphQLError(await fetchUser(ada.userId, headers)).code).toBe('AUTH_NOT_AUTHORIZED');
  });
});

const SEARCH_QUERY = `query($keyword: String!, $offset: Int, $limit: Int) {
  searchUsers(keyword: $keyword, offset: $offset, limit: $limit) {
    totalCount nodes { userId name userName emailAddress phoneNumber avatarUrl isVerified tier }
  }
}`;
type SearchResult = {
  searchUsers: { totalCount: number; nodes: (UserFields & { name: string | null })[] };
};
const search = (variables: Record<string, unknown>, headers: { authorization: string } | undefined) =>
  gql<SearchResult>(SEARCH_QUERY, variables, headers);

describe('searchUsers', () => {
  const quasarIds: string[] = [];
  beforeAll(async () => {
    // 23 matches by name, inserted out of order; one deleted account that must not show.
    const order = Array.from({ length: 23 }, (_, i) => i).sort((a, b) => ((a * 7) % 23) - ((b * 7) % 23));
    for (const i of order) {
      const row = await insertUser(server, {
        name: `Quasar ${String(i).padStart(2, '0')}`,
        userName: `quasar-user-${i}`,
        email: `quasar${i}@example.com`,
        phoneNumber: `+1310555${String(1000 + i)}`,
      });
      quasarIds[i] = row.id;
    }
    const deleted = await insertUser(server, { name: 'Quasar Deleted', userName: 'quasar-deleted' });
    await deleteAccount(deleted.id);
  });

  it('walks every match once with offset and limit, ordered by name, with the total count', async () => {
    const seen: string[] = [];
    for (const offset of [0, 10, 20]) {
      const body = await search({ keyword: 'quasar', offset, limit: 10 }, ada.headers);
      expect(body.errors).toBeUndefined();
      expect(body.data?.searchUsers.totalCount).toBe(23);
      expect(body.data?.searchUsers.nodes).toHaveLength(offset === 20 ? 3 : 10);
      seen.push(...(body.data?.searchUsers.nodes ?? []).map((n) => n.userId));
    }
    expect(seen).toEqual(quasarIds);
    const past = await search({ keyword: 'quasar', offset: 40 }, ada.headers);
    expect(past.data?.searchUsers).toEqual({ totalCount: 23, nodes: [] });
  });

  it('pages 10 at a time from the start by default (also for explicit nulls), and allows 50', async () => {
    for (const variables of [{ keyword: 'Quasar' }, { keyword: 'Quasar', offset: null, limit: null }]) {
      const body = await search(variables, ada.headers);
      expect(body.data?.searchUsers.nodes.map((n) => n.userId)).toEqual(quasarIds.slice(0, 10));
    }
    const all = await search({ keyword: 'Quasar', limit: 50 }, ada.headers);
    expect(all.data?.searchUsers.nodes).toHaveLength(23);
  });

  it('matches the start of the name or a word of it and the username, ignoring case; the email for admins only', async () => {
    const names = async (keyword: string) =>
      ((await search({ keyword, limit: 50 }, ada.headers)).data?.searchUsers.nodes ?? []).map((n) => n.name);
    expect(await names('LOVELACE')).toEqual(['Ada Lovelace']);
    expect(await names('ada lo')).toEqual(['Ada Lovelace']);
    expect(await names('  bob  ')).toEqual(['Bob Builder']);
    expect(await names('QUASAR-USER-7')).toEqual(['Quasar 07']);
    // E-mail addresses are private: only administrators search by them (decision 040).
    expect(await names('quasar12@')).toEqual([]);
    const admin = await insertUser(server, { userName: 'search.admin', name: 'Search Admin', role: 'ADMIN' });
    const asAdmin = await search({ keyword: 'quasar12@', limit: 50 }, await signInRow(server, admin, clock));
    expect(asAdmin.data?.searchUsers.nodes.map((n) => n.name)).toEqual(['Quasar 12']);
    // Not the middle of a word, the username or the email.
    expect(await names('uasar')).toEqual([]);
    expect(await names('example.com')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    await insertUser(server, { name: '100% Real', userName: 'percent.real' });
    await insertUser(server, { name: '1000 Real', userName: 'thousand.real' });
    await insertUser(server, { name: 'a_b Under', userName: 'under.score' });
    await insertUser(server, { name: 'axb Under', userName: 'not.under' });
    const names = async (keyword: string) =>
      ((await search({ keyword }, ada.headers)).data?.searchUsers.nodes ?? []).map((n) => n.name);
    expect(await names('100%')).toEqual(['100% Real']);
    expect(await names('a_b')).toEqual(['a_b Under']);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
  });

  it('orders equal names by id and accounts without a name last', async () => {
    const a = await insertUser(server, { name: 'Twin Same', userName: 'twin-a' });
    const b = await insertUser(server, { name: 'Twin Same', userName: 'twin-b' });
    const nameless = await insertUser(server, { userName: 'twin-nameless' });
    const body = await search({ keyword: 'twin' }, ada.headers);
    expect(body.data?.searchUsers.nodes.map((n) => n.userId)).toEqual([...[a.id, b.id].sort(), nameless.id]);
  });

  it("shows other users' public fields only, and the searcher's own email", async () => {
    const others = await search({ keyword: 'quasar-user-0' }, ada.headers);
    expect(others.data?.searchUsers.nodes).toEqual([
      {
        userId: quasarIds[0],
        name: 'Quasar 00',
        userName: 'quasar-user-0',
        emailAddress: null,
        phoneNumber: null,
        avatarUrl: null,
        isVerified: false,
        tier: 'UNVERIFIED',
      },
    ]);
    const self = await search({ keyword: 'Ada Lovelace' }, ada.headers);
    expect(self.data?.searchUsers.nodes[0]).toMatchObject({ emailAddress: ada.email });
  });

  it('refuses an empty keyword and an offset or limit out of range', async () => {
    for (const keyword of ['', '   ']) {
      expect(firstGraphQLError(await search({ keyword }, ada.headers))).toEqual({
        code: 'BAD_USER_INPUT',
        message: DECIDED_MESSAGES.searchKeywordRequired,
      });
    }
    for (const limit of [0, -1, 51]) {
      expect(firstGraphQLError(await search({ keyword: 'quasar', limit }, ada.headers))).toEqual({
        code: 'BAD_USER_INPUT',
        message: USERS_MESSAGES.searchLimitInvalid,
      });
    }
    expect(firstGraphQLError(await search({ keyword: 'quasar', offset: -1 }, ada.headers))).toEqual({
      code: 'BAD_USER_INPUT',
      message: USERS_MESSAGES.searchOffsetInvalid,
    });
  });

  it('needs a signed-in user', async () => {
    expect(firstGraphQLError(await search({ keyword: 'quasar' }, undefined)).code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
  });
});

const ACCEPT_TERMS = `mutation($version: Int!) {
  acceptTerms(version: $version) { userId agreeToTermsAndConditions acceptedTermsVersion }
}`;
const ME = `{ me { ${USER_FIELDS} } }`;

describe('acceptTerms', () => {
  it('records the current version; me then agrees to the terms', async () => {
    const user = await signedUpUser(server, { agreeToTermsAndConditions: false });
    const before = await gql<{ me: UserFields }>(ME, {}, user.headers);
    expect(before.data?.me).toMatchObject({ agreeToTermsAndConditions: false, acceptedTermsVersion: null });

    const { version } = (
      await gql<{ termsAndPrivacy: { version: number } }>('{ termsAndPrivacy { version } }', {})
    ).data!.termsAndPrivacy;
    for (const wrong of [version - 1, version + 1, 0]) {
      expect(firstGraphQLError(await gql(ACCEPT_TERMS, { version: wrong }, user.headers))).toEqual({
        code: 'BAD_USER_INPUT',
        message: DECIDED_MESSAGES.termsVersionInvalid,
      });
    }
    const accepted = await gql<{ acceptTerms: UserFields }>(ACCEPT_TERMS, { version }, user.headers);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.acceptTerms).toEqual({
      userId: user.userId,
      agreeToTermsAndConditions: true,
      acceptedTermsVersion: version,
    });
    const after = await gql<{ me: UserFields }>(ME, {}, user.headers);
    expect(after.data?.me).toMatchObject({ agreeToTermsAndConditions: true, acceptedTermsVersion: version });
    // Accepting again changes nothing.
    const again = await gql<{ acceptTerms: UserFields }>(ACCEPT_TERMS, { version }, user.headers);
    expect(again.data?.acceptTerms.acceptedTermsVersion).toBe(version);
  });

  it('needs a signed-in, not deleted account', async () => {
    expect(firstGraphQLError(await gql(ACCEPT_TERMS, { version: 1 })).code).toBe('AUTH_NOT_AUTHENTICATED');
    const deleted = await insertUser(server, { userName: 'deleted.terms' });
    const headers = await signInRow(server, deleted, clock);
    await deleteAccount(deleted.id);
    expect(firstGraphQLError(await gql(ACCEPT_TERMS, { version: 1 }, headers)).code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
  });
});

const UPDATE_PROFILE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`;
const updateProfile = (input: Record<string, unknown>, headers?: { authorization: string }) =>
  gql<{ updateProfile: UserFields }>(UPDATE_PROFILE, { input }, headers);

let phoneCounter = 0;
/** A phone sign-up that has not completed its profile: only a verified phone number. */
async function phoneOnlyAccount() {
  phoneCounter += 1;
  const row = await insertUser(server, {
    phoneNumber: `+1415555${String(2000 + phoneCounter)}`,
    phoneVerifiedAt: clock.now(),
  });
  return { row, headers: await signInRow(server, row, clock) };
}

/** An account whose phone number was typed but never verified (updateProfile may still change it). */
async function unverifiedPhoneAccount() {
  phoneCounter += 1;
  const row = await insertUser(server, { phoneNumber: `+1415555${String(2000 + phoneCounter)}` });
  return { row, headers: await signInRow(server, row, clock) };
}

describe('updateProfile', () => {
  it('completes a phone sign-up (/auth/sign-up-2): me is then complete', async () => {
    const { row, headers } = await phoneOnlyAccount();
    const before = await gql<{ me: UserFields }>(ME, {}, headers);
    expect(before.data?.me).toMatchObject({ isComplete: false, name: null, emailAddress: null });

    const body = await updateProfile(
      {
        firstName: '  Grace ',
        lastName: 'Hopper',
        userName: 'grace.hopper',
        gender: 'Not Disclosed',
        dateOfBirth: '1986-12-09',
        email: ' Grace.Hopper@Example.com ',
        bio: 'Compilers.',
      },
      headers,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateProfile).toMatchObject({
      userId: row.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      name: 'Grace Hopper',
      userName: 'grace.hopper',
      gender: 'Not Disclosed',
      dateOfBirth: '1986-12-09',
      emailAddress: 'grace.hopper@example.com',
      verifiedEmailAddress: null,
      phoneNumber: row.phoneNumber,
      isPhoneNumberVerified: true,
      bio: 'Compilers.',
      isComplete: true,
    });
    const after = await gql<{ me: UserFields }>(ME, {}, headers);
    expect(after.data?.me).toMatchObject({ isComplete: true, name: 'Grace Hopper' });
  });

  it('refuses each invalid field with its message', async () => {
    const { headers } = await phoneOnlyAccount();
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: ' ' }, MESSAGES.firstNameInvalid],
      [{ lastName: '' }, MESSAGES.lastNameInvalid],
      [{ name: '   ' }, DECIDED_MESSAGES.nameInvalid],
      // Invisible names and line breaks (issue 21).
      [{ firstName: '\u200b \u200b' }, MESSAGES.firstNameInvalid],
      [{ lastName: '\u3164' }, MESSAGES.lastNameInvalid],
      [{ name: '\ufeff' }, DECIDED_MESSAGES.nameInvalid],
      [{ firstName: 'Ada\nLovelace' }, TEXT_MESSAGES.singleLine],
      [{ bio: 'Line one\u0007' }, TEXT_MESSAGES.controlCharacters],
      [{ userName: 'has space' }, DECIDED_MESSAGES.userNameInvalid],
      [{ userName: 'x'.repeat(255) }, DECIDED_MESSAGES.userNameInvalid],
      [{ gender: 'Robot' }, MESSAGES.genderInvalid],
      [{ dateOfBirth: '' }, MESSAGES.dateOfBirthRequired],
      [{ dateOfBirth: '2023-02-29' }, DECIDED_MESSAGES.dateOfBirthInvalid],
      [{ dateOfBirth: '03/15/1990' }, DECIDED_MESSAGES.dateOfBirthInvalid],
      [{ dateOfBirth: '2026-03-16' }, DECIDED_MESSAGES.dateOfBirthInFuture],
      [{ phoneNumber: '123' }, MESSAGES.phoneNumberInvalid],
      [{ phoneNumber: '' }, MESSAGES.phoneNumberInvalid],
      [{ email: 'not-an-email' }, MESSAGES.emailInvalid],
      [{ email: ' ' }, MESSAGES.emailRequired],
      [{ bio: 'b'.repeat(501) }, DECIDED_MESSAGES.bioTooLong],
    ];
    for (const [input, message] of cases) {
      const body = await updateProfile(input, headers);
      expect({ input, ...firstGraphQLError(body) }).toEqual({ input, code: 'BAD_USER_INPUT', message });
    }
    // Nothing was stored; a date of birth of today (on the server's clock) is accepted.
    const today = await updateProfile({ dateOfBirth: '2026-03-15' }, headers);
    expect(today.data?.updateProfile).toMatchObject({ dateOfBirth: '2026-03-15', name: null, gender: null });
  });

  it('sets the email only while the account has none', async () => {
    const same = await updateProfile({ email: ada.email.toUpperCase() }, ada.headers);
    expect(same.errors).toBeUndefined();
    expect(same.data?.updateProfile.emailAddress).toBe(ada.email);
    expect(
      firstGraphQLError(await updateProfile({ email: 'other.address@example.com' }, ada.headers)),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: USERS_MESSAGES.emailAlreadySet,
    });
  });

  it('refuses a username, email or phone number another account holds with CONFLICT', async () => {
    const { headers } = await unverifiedPhoneAccount();
    const bobsHandle = String((await fetchUser(bob.userId, ada.headers)).data!.user.userName);
    const conflicts: [Record<string, unknown>, string][] = [
      [{ userName: bobsHandle.toUpperCase() }, USERS_MESSAGES.userNameTaken],
      [{ userName: 'GRACE.HOPPER' }, USERS_MESSAGES.userNameTaken],
      [{ email: bob.email.toUpperCase() }, MESSAGES.emailAlreadyRegistered],
      [{ phoneNumber: bob.phoneNumber }, AUTH_MESSAGES.phoneTaken],
    ];
    for (const [input, message] of conflicts) {
      const body = await updateProfile(input, headers);
      expect({ input, ...firstGraphQLError(body) }).toEqual({ input, code: 'CONFLICT', message });
    }
    // Grace's address is hers only once she verifies it (docs/decisions/106): unverified, it blocks nobody.
    const unverified = await updateProfile({ email: 'grace.hopper@example.com' }, headers);
    expect(unverified.errors).toBeUndefined();
  });

  it('lets only one of two accounts claim the same username or phone number at once', async () => {
    const [one, two] = [await unverifiedPhoneAccount(), await unverifiedPhoneAccount()];
    for (const input of [{ userName: 'race.name' }, { phoneNumber: '+14155559876' }]) {
      const results = await Promise.all([
        updateProfile(input, one.headers),
        updateProfile(input, two.headers),
      ]);
      const codes = results.map((body) => (body.errors ? firstGraphQLError(body).code : 'OK')).sort();
      expect({ input, codes }).toEqual({ input, codes: ['CONFLICT', 'OK'] });
    }
  });

  it('keeps a verified phone when it is the same number, and refuses another number (change flow)', async () => {
    const { row, headers } = await phoneOnlyAccount();
    const national = row.phoneNumber!.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');
    const same = await updateProfile({ phoneNumber: national }, headers);
    expect(same.data?.updateProfile).toMatchObject({
      phoneNumber: row.phoneNumber,
      isPhoneNumberVerified: true,
    });
    const refused = await updateProfile({ phoneNumber: '+1 415 555 7777', bio: 'Changed?' }, headers);
    expect(firstGraphQLError(refused)).toEqual({
      code: 'BAD_USER_INPUT',
      message: PHONE_CHANGE_MESSAGES.verifiedNumberLocked,
    });
    const after = await gql<{ me: UserFields & { bio: string | null } }>(
      'query { me { phoneNumber isPhoneNumberVerified bio } }',
      {},
      headers,
    );
    expect(after.data?.me).toEqual({ phoneNumber: row.phoneNumber, isPhoneNumberVerified: true, bio: null });
  });

  it('changes a phone number that is not verified yet; it stays unverified', async () => {
    const { headers } = await unverifiedPhoneAccount();
    const changed = await updateProfile({ phoneNumber: '+1 415 555 7777' }, headers);
    expect(changed.data?.updateProfile).toMatchObject({
      phoneNumber: '+14155557777',
      isPhoneNumberVerified: false,
    });
  });

  it('keeps a chosen display name when first or last name change, and clears an empty bio', async () => {
    const user = await signedUpUser(server, { firstName: 'Alan', lastName: 'Turing' });
    const derived = await updateProfile({ lastName: 'Mathison' }, user.headers);
    expect(derived.data?.updateProfile).toMatchObject({ name: 'Alan Mathison' });
    await updateProfile({ name: 'Prof. T', bio: 'Enigma' }, user.headers);
    const kept = await updateProfile({ firstName: 'Al', bio: '' }, user.headers);
    expect(kept.data?.updateProfile).toMatchObject({ firstName: 'Al', name: 'Prof. T', bio: null });
    // Null and absent fields are kept.
    const unchanged = await updateProfile({ name: null, gender: null }, user.headers);
    expect(unchanged.data?.updateProfile).toMatchObject({ name: 'Prof. T', gender: 'Female' });
  });

  it('changes only the signed-in user and needs a signed-in, not deleted account', async () => {
    await updateProfile({ bio: 'Ada only' }, ada.headers);
    const other = await fetchUser(bob.userId, bob.headers);
    expect(other.data?.user).toMatchObject({ bio: null });
    expect(firstGraphQLError(await updateProfile({ bio: 'x' })).code).toBe('AUTH_NOT_AUTHENTICATED');
    const { row, headers } = await phoneOnlyAccount();
    await deleteAccount(row.id);
    expect(firstGraphQLError(await updateProfile({ bio: 'x' }, headers)).code).toBe('AUTH_NOT_AUTHORIZED');
  });
});
