import { PAYOUTS_MESSAGES } from '@repclub/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock';
import { loadSecrets } from '../../platform/secrets';
import { firstGraphQLError, startTestServer, type TestServer } from '../../test/server';
import { sessionsRepository } from '../auth/sessions.repository';
import { sessionsService } from '../auth/sessions.service';
import { usersRepository } from '../users/users.repository';
import { type SignedInUser, signedUpUser } from '../users/users.test-helpers';
import { payoutAccounts, payoutLinkStates, sandboxPayoutAccounts } from './payments.tables';
import { SANDBOX_PAGE_TEXT } from './payouts.routes';

const PUBLIC_URL = 'http://repclub.test';
const ACCOUNT =
  'payoutAccountId provider externalAccountId status displayName payoutsEnabled detailsSubmitted createdAt';
const START = 'mutation { startPayoutOnboarding { url expiresAt } }';
const COMPLETE = `mutation($state: String!) { completePayoutOnboarding(state: $state) { ${ACCOUNT} } }`;
const MANAGE = 'mutation { createPayoutManagementSession { url expiresAt } }';
const ME = `{ me { payoutAccounts { ${ACCOUNT} } stripeAccount { ${ACCOUNT} } } }`;

type Link = { url: string; expiresAt: string };
type Account = {
  payoutAccountId: string;
  provider: string;
  externalAccountId: string;
  status: string;
  displayName: string | null;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function start(user: SignedInUser): Promise<Link> {
  const { body } = await server.graphql<{ startPayoutOnboarding: Link }>(START, {}, user.headers);
  expect(body.errors).toBeUndefined();
  return body.data!.startPayoutOnboarding;
}
const complete = async (user: SignedInUser | null, state: string) =>
  (await server.graphql<{ completePayoutOnboarding: Account }>(COMPLETE, { state }, user?.headers ?? {}))
    .body;
const manage = async (user: SignedInUser) =>
  (await server.graphql<{ createPayoutManagementSession: Link }>(MANAGE, {}, user.headers)).body;
const me = async (user: SignedInUser) =>
  (
    await server.graphql<{ me: { payoutAccounts: Account[]; stripeAccount: Account | null } }>(
      ME,
      {},
      user.headers,
    )
  ).body.data!.me;

/** The sandbox page's path for a link the API answered (the API speaks PUBLIC_URL). */
const pathOf = (url: string) => {
  expect(url.startsWith(`${PUBLIC_URL}/api/sandbox/payouts/`)).toBe(true);
  return url.slice(PUBLIC_URL.length);
};

/** Presses a button of a sandbox page; answers the status and where it sends the browser. */
async function press(url: string, action: string, form: Record<string, string> = {}) {
  const response = await server.fetch(`${pathOf(url)}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

/** The state a return address carries. */
const stateOf = (location: string | null) => {
  expect(location).toMatch(new RegExp(`^${PUBLIC_URL}/payout/process\\?state=[A-Za-z0-9_-]{43}$`));
  return new URL(location!).searchParams.get('state')!;
};

describe('payout onboarding with the sandbox provider', () => {
  it('refuses signed-out callers', async () => {
    for (const query of [START, MANAGE]) {
      const { body } = await server.graphql(query);
      expect(firstGraphQLError(body).code).toBe('AUTH_NOT_AUTHENTICATED');
    }
    const body = await complete(null, 'a'.repeat(43));
    expect(firstGraphQLError(body).code).toBe('AUTH_NOT_AUTHENTICATED');
  });

  it('connects an account: start, the hosted page, Complete, the return page', async () => {
    const user = await signedUpUser(server);
    expect(await me(user)).toEqual({ payoutAccounts: [], stripeAccount: null });

    const link = await start(user);
    expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const pending = await me(user);
    expect(pending.payoutAccounts).toHaveLength(1);
    expect(pending.stripeAccount).toMatchObject({
      provider: 'SANDBOX',
      status: 'PENDING',
      payoutsEnabled: false,
      detailsSubmitted: false,
    });
    expect(pending.stripeAccount!.externalAccountId).toMatch(/^acct_sbx_[0-9a-f]{16}$/);

    const page = await server.fetch(pathOf(link.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Sandbox payout provider');
    expect(html).toContain(`>${SANDBOX_PAGE_TEXT.complete}</button>`);
    expect(html).toContain(`>${SANDBOX_PAGE_TEXT.cancel}</button>`);

    const pressed = await press(link.url, 'complete', { displayName: 'Ada <Lovelace>' });
    expect(pressed.status).toBe(303);
    const state = stateOf(pressed.location);

    const done = await complete(user, state);
    expect(done.errors).toBeUndefined();
    expect(done.data!.completePayoutOnboarding).toMatchObject({
      payoutAccountId: pending.stripeAccount!.payoutAccountId,
      status: 'ACTIVE',
      payoutsEnabled: true,
      detailsSubmitted: true,
      displayName: 'Ada <Lovelace>',
    });
    expect((await me(user)).payoutAccounts).toMatchObject([{ status: 'ACTIVE' }]);

    // The state is single use; the page's link too (a used link goes back to the return page).
    const replay = await complete(user, state);
    expect(firstGraphQLError(replay)).toEqual({ code: 'CONFLICT', message: PAYOUTS_MESSAGES.usedState });
    const again = await server.fetch(pathOf(link.url), { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(pressed.location);
    expect((await press(link.url, 'complete', { displayName: 'Mallory' })).status).toBe(303);
    expect((await me(user)).stripeAccount!.displayName).toBe('Ada <Lovelace>');
  });

  it('escapes what the user typed on the page and asks again for a missing name without using the link', async () => {
    const user = await signedUpUser(server);
    const link = await start(user);
    const blank = await press(link.url, 'complete', { displayName: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.text).toContain(SANDBOX_PAGE_TEXT.nameRequired);
    const long = await press(link.url, 'complete', { displayName: `<b>${'x'.repeat(120)}` });
    expect(long.status).toBe(400);
    expect(long.text).toContain('&lt;b&gt;');
    expect(long.text).not.toContain('<b>x');
    const ok = await press(link.url, 'complete', { displayName: 'Grace Hopper' });
    expect(ok.status).toBe(303);
    expect((await complete(user, stateOf(ok.location))).data!.completePayoutOnboarding.status).toBe('ACTIVE');
  });

  it('Cancel comes back with the account still pending, and starting again continues the same account', async () => {
    const user = await signedUpUser(server);
    const first = await start(user);
    const cancelled = await press(first.url, 'cancel');
    expect(cancelled.status).toBe(303);
    const account = (await complete(user, stateOf(cancelled.location))).data!.completePayoutOnboarding;
    expect(account).toMatchObject({ status: 'PENDING', detailsSubmitted: false, payoutsEnabled: false });

    const second = await start(user);
    expect(second.url).not.toBe(first.url);
    const finished = await press(second.url, 'complete', { displayName: 'Katherine Johnson' });
    const done = (await complete(user, stateOf(finished.location))).data!.completePayoutOnboarding;
    expect(done.payoutAccountId).toBe(account.payoutAccountId);
    expect(done.externalAccountId).toBe(account.externalAccountId);
    expect(done.status).toBe('ACTIVE');
  });

  it('refuses another user’s state, an expired one and a malformed one, and changes nothing', async () => {
    const owner = await signedUpUser(server);
    const other = await signedUpUser(server);
    const link = await start(owner);
    const state = stateOf((await press(link.url, 'complete', { displayName: 'Owner' })).location);

    expect(firstGraphQLError(await complete(other, state))).toEqual({
      code: 'NOT_FOUND',
      message: PAYOUTS_MESSAGES.invalidState,
    });
    expect(await me(other)).toEqual({ payoutAccounts: [], stripeAccount: null });
    for (const bad of ['', 'short', `${'a'.repeat(42)}!`, 'b'.repeat(43)]) {
      expect(firstGraphQLError(await complete(owner, bad))).toEqual({
        code: 'NOT_FOUND',
        message: PAYOUTS_MESSAGES.invalidState,
      });
    }
    // The owner can still use it: the refusals did not spend it.
    expect((await complete(owner, state)).data!.completePayoutOnboarding.status).toBe('ACTIVE');

    const late = await start(owner);
    const lateState = stateOf((await press(late.url, 'cancel')).location);
    await server.database.db
      .update(payoutLinkStates)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(payoutLinkStates.userId, owner.userId));
    expect(firstGraphQLError(await complete(owner, lateState))).toEqual({
      code: 'BAD_USER_INPUT',
      message: PAYOUTS_MESSAGES.expiredState,
    });
  });

  it('refuses an administrator impersonating the user', async () => {
    const user = await signedUpUser(server);
    const admin = await signedUpUser(server);
    const row = (await usersRepository(server.database.db).byId(user.userId))!;
    const sessions = sessionsService(
      sessionsRepository(server.database.db),
      loadSecrets(server.config).jwtSecret,
      systemClock,
    );
    const issued = await sessions.open({
      user: row,
      status: 'active',
      method: 'impersonation',
      impersonatorId: admin.userId,
    });
    const headers = { authorization: `Bearer ${issued.token}` };
    for (const query of [START, MANAGE]) {
      const { body } = await server.graphql(query, {}, headers);
      expect(firstGraphQLError(body)).toEqual({
        code: 'AUTH_NOT_AUTHORIZED',
        message: PAYOUTS_MESSAGES.impersonating,
      });
    }
    expect(await me(user)).toEqual({ payoutAccounts: [], stripeAccount: null });
  });

  it('does not show payout accounts to other users', async () => {
    const owner = await signedUpUser(server);
    const other = await signedUpUser(server);
    await start(owner);
    const { body } = await server.graphql<{ user: { payoutAccounts: unknown; stripeAccount: unknown } }>(
      'query($id: ID!) { user(userId: $id) { payoutAccounts { status } stripeAccount { status } } }',
      { id: owner.userId },
      other.headers,
    );
    expect(body.data!.user).toEqual({ payoutAccounts: null, stripeAccount: null });
  });

  it('opens a management session only for an account that finished setup', async () => {
    const user = await signedUpUser(server);
    expect(firstGraphQLError(await manage(user))).toEqual({
      code: 'CONFLICT',
      message: PAYOUTS_MESSAGES.noAccount,
    });
    const link = await start(user);
    expect(firstGraphQLError(await manage(user))).toEqual({
      code: 'CONFLICT',
      message: PAYOUTS_MESSAGES.notOnboarded,
    });
    await complete(user, stateOf((await press(link.url, 'complete', { displayName: 'Dorothy' })).location));

    const session = (await manage(user)).data!.createPayoutManagementSession;
    const html = await (await server.fetch(pathOf(session.url))).text();
    expect(html).toContain(SANDBOX_PAGE_TEXT.managementTitle);
    expect(html).toContain(`>${SANDBOX_PAGE_TEXT.pause}</button>`);
    // A management link takes no onboarding answer.
    expect((await press(session.url, 'complete', { displayName: 'X' })).status).toBe(404);
    const paused = await press(session.url, 'pause');
    expect(paused.status).toBe(303);
    const account = (await complete(user, stateOf(paused.location))).data!.completePayoutOnboarding;
    expect(account).toMatchObject({ status: 'RESTRICTED', payoutsEnabled: false, detailsSubmitted: true });

    const resumeLink = (await manage(user)).data!.createPayoutManagementSession;
    const resumed = await press(resumeLink.url, 'resume');
    expect((await complete(user, stateOf(resumed.location))).data!.completePayoutOnboarding.status).toBe(
      'ACTIVE',
    );
  });

  it('answers unknown sandbox links with a not-found page', async () => {
    const unknown = await server.fetch('/api/sandbox/payouts/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(SANDBOX_PAGE_TEXT.notFoundTitle);
    expect((await server.fetch('/api/sandbox/payouts/x', { method: 'POST' })).status).toBe(404);
  });

  it('creates one account when starts race, and uses a state once when returns race', async () => {
    const user = await signedUpUser(server);
    const links = await Promise.all(Array.from({ length: 6 }, () => start(user)));
    expect(new Set(links.map((l) => l.url)).size).toBe(6);
    const rows = await server.database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, user.userId));
    expect(rows).toHaveLength(1);
    const sandboxRows = await server.database.db
      .select()
      .from(sandboxPayoutAccounts)
      .where(eq(sandboxPayoutAccounts.id, rows[0]!.externalAccountId));
    expect(sandboxRows).toHaveLength(1);

    const state = stateOf((await press(links[0]!.url, 'complete', { displayName: 'Race' })).location);
    const answers = await Promise.all(Array.from({ length: 6 }, () => complete(user, state)));
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(answers.filter((a) => a.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(5);

    // Pressing the same page's button at once answers the link once.
    const other = await start(user);
    const presses = await Promise.all([
      press(other.url, 'cancel'),
      press(other.url, 'complete', { displayName: 'A' }),
      press(other.url, 'complete', { displayName: 'B' }),
    ]);
    expect(presses.every((p) => p.status === 303)).toBe(true);
    const states = presses.map((p) => p.location);
    expect(new Set(states).size).toBe(1);
  });
});
