import { DECIDED_MESSAGES, MESSAGES, SOCIAL_PROVIDERS, USERS_MESSAGES } from '@repclub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import {
  firstGraphQLError,
  type GraphQLErrorEntry,
  startTestServer,
  type TestServer,
} from '../../test/server';
import { auditLog } from '../audit/audit.tables';
import { EMAIL_SUBSCRIPTION_DEFAULTS, PROFILE_MESSAGES } from './profile.schemas';
import { insertUser, type SignedInUser, signedUpUser, signInRow } from './users.test-helpers';

type Headers = { authorization: string };
type Profile = Record<string, unknown>;

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

const PROFILE_FIELDS = `userId countryCode isDeactivated
  address { line1 line2 city region postalCode countryCode }
  socialMedias { provider value }
  emailSubscriptions { productUpdates eventReminders clubNews marketing }
  walkthrough`;

async function gql<T = Record<string, Profile>>(
  query: string,
  variables: Record<string, unknown>,
  headers?: Headers,
) {
  const { body } = await server.graphql<T>(query, variables, headers ?? {});
  return body as { data?: T | null; errors?: GraphQLErrorEntry[] };
}

/** Runs a mutation that answers a User and returns that user's profile fields. */
async function mutate(name: string, query: string, variables: Record<string, unknown>, headers: Headers) {
  const body = await gql(query, variables, headers);
  expect(body.errors).toBeUndefined();
  return body.data?.[name] as Profile;
}

const errorOf = async (query: string, variables: Record<string, unknown>, headers?: Headers) =>
  firstGraphQLError(await gql(query, variables, headers));

const UPDATE_ADDRESS = `mutation($input: UpdateAddressInput!) { updateAddress(input: $input) { ${PROFILE_FIELDS} } }`;
const SET_SOCIAL = `mutation($provider: String!, $value: String!) {
  setSocialMedia(provider: $provider, value: $value) { ${PROFILE_FIELDS} } }`;
const REMOVE_SOCIAL = `mutation($provider: String!) { removeSocialMedia(provider: $provider) { ${PROFILE_FIELDS} } }`;
const UPDATE_SUBSCRIPTIONS = `mutation($input: EmailSubscriptionsInput!) {
  updateEmailSubscriptions(input: $input) { ${PROFILE_FIELDS} } }`;
const UPDATE_WALKTHROUGH = `mutation($steps: [String!]!) { updateWalkthrough(steps: $steps) { ${PROFILE_FIELDS} } }`;
const DEACTIVATE = `mutation { deactivateAccount { ${PROFILE_FIELDS} } }`;
const ACTIVATE = `mutation { activateAccount { ${PROFILE_FIELDS} } }`;
const USER_QUERY = `query($userId: ID!) { user(userId: $userId) { ${PROFILE_FIELDS} } }`;
const SEARCH = `query($keyword: String!) { searchUsers(keyword: $keyword) { totalCount nodes { userId } } }`;

const ADDRESS = {
  line1: ' 1 Main Street ',
  line2: 'Flat 2',
  city: 'London',
  region: '',
  postalCode: 'sw1a 1aa',
  countryCode: 'gb',
};

describe('updateAddress', () => {
  it('saves the address and the country, trimmed and normalised', async () => {
    const user = await mutate('updateAddress', UPDATE_ADDRESS, { input: ADDRESS }, ada.headers);
    expect(user.countryCode).toBe('GB');
    expect(user.address).toEqual({
      line1: '1 Main Street',
      line2: 'Flat 2',
      city: 'London',
      region: null,
      postalCode: 'SW1A 1AA',
      countryCode: 'GB',
    });
  });

  it.each([
    [{ countryCode: 'ru' }, DECIDED_MESSAGES.countryNotSupported],
    [{ countryCode: 'KP' }, DECIDED_MESSAGES.countryNotSupported],
    [{ countryCode: 'zz' }, DECIDED_MESSAGES.countryInvalid],
    [{ countryCode: null }, DECIDED_MESSAGES.countryInvalid],
    [{ line1: '  ' }, PROFILE_MESSAGES.addressLine1Required],
    [{ line1: null }, PROFILE_MESSAGES.addressLine1Required],
    [{ city: '' }, PROFILE_MESSAGES.cityRequired],
    [{ line2: 'x'.repeat(101) }, PROFILE_MESSAGES.addressFieldTooLong],
    [{ region: 'x'.repeat(101) }, PROFILE_MESSAGES.addressFieldTooLong],
    [{ postalCode: '12#45' }, PROFILE_MESSAGES.postalCodeInvalid],
    [{ postalCode: '1234567890123' }, PROFILE_MESSAGES.postalCodeInvalid],
  ])('refuses %j with its message', async (change, message) => {
    expect(await errorOf(UPDATE_ADDRESS, { input: { ...ADDRESS, ...change } }, bob.headers)).toEqual({
      code: 'BAD_USER_INPUT',
      message,
    });
  });

  it('needs a token', async () => {
    expect((await errorOf(UPDATE_ADDRESS, { input: ADDRESS })).code).toBe('AUTH_NOT_AUTHENTICATED');
  });
});

describe('setSocialMedia / removeSocialMedia', () => {
  it('adds, replaces and removes accounts; they are public', async () => {
    await mutate('setSocialMedia', SET_SOCIAL, { provider: 'instagram', value: ' @ada.l ' }, ada.headers);
    await mutate('setSocialMedia', SET_SOCIAL, { provider: 'tikTok', value: 'ada_l' }, ada.headers);
    let user = await mutate(
      'setSocialMedia',
      SET_SOCIAL,
      { provider: 'instagram', value: 'https://instagram.com/ada' },
      ada.headers,
    );
    expect(user.socialMedias).toEqual([
      { provider: 'instagram', value: 'https://instagram.com/ada' },
      { provider: 'tikTok', value: 'ada_l' },
    ]);

    const seen = await gql(USER_QUERY, { userId: ada.userId }, bob.headers);
    expect(seen.data?.user?.socialMedias).toEqual(user.socialMedias);

    user = await mutate('removeSocialMedia', REMOVE_SOCIAL, { provider: 'instagram' }, ada.headers);
    expect(user.socialMedias).toEqual([{ provider: 'tikTok', value: 'ada_l' }]);
    // Removing one that is not set is not an error.
    user = await mutate('removeSocialMedia', REMOVE_SOCIAL, { provider: 'instagram' }, ada.headers);
    expect(user.socialMedias).toEqual([{ provider: 'tikTok', value: 'ada_l' }]);
  });

  it('accepts every provider of the spec', async () => {
    for (const provider of SOCIAL_PROVIDERS) {
      await mutate('setSocialMedia', SET_SOCIAL, { provider, value: 'bob' }, bob.headers);
    }
    const user = await mutate('removeSocialMedia', REMOVE_SOCIAL, { provider: 'apple' }, bob.headers);
    expect((user.socialMedias as unknown[]).length).toBe(SOCIAL_PROVIDERS.length - 1);
  });

  it.each([
    [{ provider: 'myspace', value: 'ada' }, PROFILE_MESSAGES.socialProviderInvalid],
    [{ provider: 'Instagram', value: 'ada' }, PROFILE_MESSAGES.socialProviderInvalid],
    [{ provider: 'twitter', value: '   ' }, PROFILE_MESSAGES.socialValueRequired],
    [{ provider: 'twitter', value: 'x'.repeat(201) }, PROFILE_MESSAGES.socialValueTooLong],
    [{ provider: 'twitter', value: 'ada lovelace' }, PROFILE_MESSAGES.socialValueInvalid],
    [{ provider: 'twitter', value: 'http://twitter.com/ada' }, PROFILE_MESSAGES.socialValueInvalid],
    [{ provider: 'twitter', value: 'javascript:alert(1)' }, PROFILE_MESSAGES.socialValueInvalid],
  ])('refuses %j with its message', async (variables, message) => {
    expect(await errorOf(SET_SOCIAL, variables, ada.headers)).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('refuses an unknown provider on removal', async () => {
    expect(await errorOf(REMOVE_SOCIAL, { provider: 'myspace' }, ada.headers)).toEqual({
      code: 'BAD_USER_INPUT',
      message: PROFILE_MESSAGES.socialProviderInvalid,
    });
  });

  it('needs a token', async () => {
    expect((await errorOf(SET_SOCIAL, { provider: 'twitter', value: 'a' })).code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
    expect((await errorOf(REMOVE_SOCIAL, { provider: 'twitter' })).code).toBe('AUTH_NOT_AUTHENTICATED');
  });
});

describe('updateEmailSubscriptions', () => {
  it('starts from the defaults and changes only the given subscriptions', async () => {
    const me = await gql(`query { me { ${PROFILE_FIELDS} } }`, {}, ada.headers);
    expect(me.data?.me?.emailSubscriptions).toEqual(EMAIL_SUBSCRIPTION_DEFAULTS);
    await mutate(
      'updateEmailSubscriptions',
      UPDATE_SUBSCRIPTIONS,
      { input: { marketing: true } },
      ada.headers,
    );
    const user = await mutate(
      'updateEmailSubscriptions',
      UPDATE_SUBSCRIPTIONS,
      { input: { clubNews: false, productUpdates: null } },
      ada.headers,
    );
    expect(user.emailSubscriptions).toEqual({
      productUpdates: true,
      eventReminders: true,
      clubNews: false,
      marketing: true,
    });
  });

  it('needs a token', async () => {
    expect((await errorOf(UPDATE_SUBSCRIPTIONS, { input: {} })).code).toBe('AUTH_NOT_AUTHENTICATED');
  });
});

describe('updateWalkthrough', () => {
  it('replaces the completed steps, without duplicates', async () => {
    const user = await mutate(
      'updateWalkthrough',
      UPDATE_WALKTHROUGH,
      { steps: ['home', 'clubs.create', 'home'] },
      ada.headers,
    );
    expect(user.walkthrough).toEqual(['home', 'clubs.create']);
    const reset = await mutate('updateWalkthrough', UPDATE_WALKTHROUGH, { steps: [] }, bob.headers);
    expect(reset.walkthrough).toEqual([]);
  });

  it.each([
    [['ok', 'not ok'], PROFILE_MESSAGES.walkthroughStepInvalid],
    [['1step'], PROFILE_MESSAGES.walkthroughStepInvalid],
    [['x'.repeat(51)], PROFILE_MESSAGES.walkthroughStepInvalid],
    [Array.from({ length: 51 }, (_, i) => `step${i}`), PROFILE_MESSAGES.walkthroughTooManySteps],
  ])('refuses %j with its message', async (steps, message) => {
    expect(await errorOf(UPDATE_WALKTHROUGH, { steps }, ada.headers)).toEqual({
      code: 'BAD_USER_INPUT',
      message,
    });
  });

  it('needs a token', async () => {
    expect((await errorOf(UPDATE_WALKTHROUGH, { steps: [] })).code).toBe('AUTH_NOT_AUTHENTICATED');
  });
});

describe('privacy', () => {
  it("hides another user's address, subscriptions and walkthrough, shows the country", async () => {
    const body = await gql(USER_QUERY, { userId: ada.userId }, bob.headers);
    expect(body.errors).toBeUndefined();
    expect(body.data?.user).toMatchObject({
      countryCode: 'GB',
      address: null,
      emailSubscriptions: null,
      walkthrough: null,
    });
  });

  it('shows an administrator the address but not the subscriptions or walkthrough', async () => {
    const admin = await insertUser(server, {
      userName: 'profile.admin',
      name: 'Profile Admin',
      role: 'ADMIN',
    });
    const body = await gql(USER_QUERY, { userId: ada.userId }, await signInRow(server, admin, clock));
    expect(body.data?.user).toMatchObject({
      address: { line1: '1 Main Street', countryCode: 'GB' },
      emailSubscriptions: null,
      walkthrough: null,
    });
  });
});

describe('deactivateAccount / activateAccount', () => {
  it('hides the profile from others, keeps sign-in, and shows it again when activated', async () => {
    const cyd = await signedUpUser(server, { firstName: 'Cyd', lastName: 'Charisse' });
    expect((await gql(SEARCH, { keyword: 'Cyd' }, bob.headers)).data?.searchUsers).toMatchObject({
      totalCount: 1,
    });

    const deactivated = await mutate('deactivateAccount', DEACTIVATE, {}, cyd.headers);
    expect(deactivated.isDeactivated).toBe(true);
    // Deactivating again changes nothing.
    expect((await mutate('deactivateAccount', DEACTIVATE, {}, cyd.headers)).isDeactivated).toBe(true);

    expect(await errorOf(USER_QUERY, { userId: cyd.userId }, bob.headers)).toEqual({
      code: 'NOT_FOUND',
      message: USERS_MESSAGES.userNotFound,
    });
    expect((await gql(SEARCH, { keyword: 'Cyd' }, bob.headers)).data?.searchUsers).toEqual({
      totalCount: 0,
      nodes: [],
    });
    // The user still sees themselves, and can still sign in.
    expect((await gql(USER_QUERY, { userId: cyd.userId }, cyd.headers)).data?.user?.isDeactivated).toBe(true);
    expect((await gql(SEARCH, { keyword: 'Cyd' }, cyd.headers)).data?.searchUsers).toMatchObject({
      totalCount: 1,
    });
    const again = await signedUpUserSignIn(cyd.email);
    expect(again.status).toBe(200);

    const activated = await mutate('activateAccount', ACTIVATE, {}, cyd.headers);
    expect(activated.isDeactivated).toBe(false);
    expect((await gql(USER_QUERY, { userId: cyd.userId }, bob.headers)).data?.user?.isDeactivated).toBe(
      false,
    );
    expect((await gql(SEARCH, { keyword: 'Cyd' }, bob.headers)).data?.searchUsers).toMatchObject({
      totalCount: 1,
    });

    const trail = await server.database.db.select().from(auditLog);
    const actions = trail.filter((row) => row.subjectId === cyd.userId).map((row) => row.action);
    expect(actions).toEqual(['account.deactivated', 'account.activated']);
  });

  it('needs a token', async () => {
    expect(await errorOf(DEACTIVATE, {})).toEqual({
      code: 'AUTH_NOT_AUTHENTICATED',
      message: MESSAGES.unauthorized,
    });
    expect((await errorOf(ACTIVATE, {})).code).toBe('AUTH_NOT_AUTHENTICATED');
  });
});

/** Signs in with the sign-up password (signUpPayload's) and answers the sign-in response. */
async function signedUpUserSignIn(email: string) {
  return server.post('/api/auth/password/sign-in', { userName: email, password: 'Secret123!' });
}
