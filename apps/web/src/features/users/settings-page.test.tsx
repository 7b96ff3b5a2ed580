import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockGraphQL, signInForTest, TEST_ME } from '@/test/mock-graphql';
import { renderApp } from '@/test/render-app';

const PASSKEYS = [
  {
    id: 'cred-1',
    name: 'Chrome on Linux',
    createdAt: '2026-01-02T10:00:00.000Z',
    lastUsedAt: '2026-01-05T12:30:00.000Z',
    deviceType: 'multiDevice',
    backedUp: true,
  },
  {
    id: 'cred-2',
    name: 'YubiKey',
    createdAt: '2026-01-03T10:00:00.000Z',
    lastUsedAt: null,
    deviceType: 'singleDevice',
    backedUp: false,
  },
];

type Overrides = Partial<Record<string, (variables: Record<string, unknown>) => unknown>>;

function settingsServer(overrides: Overrides = {}) {
  const state = {
    passkeys: [...PASSKEYS],
    isDeactivated: false,
    emailSubscriptions: { productUpdates: true, eventReminders: true, clubNews: true, marketing: false },
  };
  const settings = () => ({
    userId: TEST_ME.userId,
    isDeactivated: state.isDeactivated,
    emailSubscriptions: { ...state.emailSubscriptions },
  });
  const api = mockGraphQL({
    CurrentUser: () => ({ me: TEST_ME }),
    Notifications: () => ({ notifications: { unreadCount: 0, nodes: [] } }),
    TermsAndPrivacy: () => ({
      termsAndPrivacy: { version: 2, termsAndConditionsUrl: '/t/2', privacyPolicyUrl: '/p/2' },
    }),
    ProfileSettings: () => ({ me: settings() }),
    PasskeyList: () => ({ passkeyCredentials: state.passkeys }),
    DeletePasskey: ({ id }) => {
      state.passkeys = state.passkeys.filter((passkey) => passkey.id !== id);
      return { deletePasskey: true };
    },
    UpdateEmailSubscriptions: (variables) => {
      if (overrides.UpdateEmailSubscriptions) return overrides.UpdateEmailSubscriptions(variables);
      Object.assign(state.emailSubscriptions, variables.input);
      return { updateEmailSubscriptions: settings() };
    },
    DeactivateAccount: () => {
      state.isDeactivated = true;
      return { deactivateAccount: settings() };
    },
    ActivateAccount: () => {
      state.isDeactivated = false;
      return { activateAccount: settings() };
    },
    DeleteAccount: () => {
      throw new Error('Unauthorized');
    },
    UpdateWalkthrough: (variables) => {
      if (overrides.UpdateWalkthrough) return overrides.UpdateWalkthrough(variables);
      return { updateWalkthrough: { userId: TEST_ME.userId, walkthrough: variables.steps } };
    },
  });
  return { ...api, state };
}

/** Answers POST /api/auth/password with `answer`; GraphQL goes to the stub. */
function stubChangePassword(
  fetchMock: ReturnType<typeof mockGraphQL>['fetchMock'],
  answer: { status: number; body: unknown },
) {
  const graphql = fetchMock.getMockImplementation()!;
  const bodies: unknown[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/auth/password')) {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return graphql(input, init);
  });
  return bodies;
}

async function openPage() {
  const view = renderApp('/profile/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 });
  return view;
}

describe('/profile/settings', () => {
  beforeEach(() => notifications.clean());

  it('lists the passkeys and deletes one after a confirmation', async () => {
    signInForTest();
    const api = settingsServer();
    const { user } = await openPage();

    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Chrome on Linux')).toBeInTheDocument();
    expect(within(list).getByText('Added Jan 2, 2026', { exact: false })).toBeInTheDocument();
    expect(within(list).getByText('Last used Jan 5, 2026', { exact: false })).toBeInTheDocument();
    expect(within(list).getByText('Never used')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete passkey YubiKey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this passkey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.named('DeletePasskey')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete passkey YubiKey' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this passkey?' })).getByRole('button', {
        name: 'Delete passkey',
      }),
    );
    expect(await screen.findByText('The passkey was deleted.')).toBeInTheDocument();
    expect(api.named('DeletePasskey')[0]?.variables).toEqual({ id: 'cred-2' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says when the device does not support passkeys, and offers no Add button', async () => {
    signInForTest();
    settingsServer();
    await openPage();
    // jsdom has no WebAuthn.
    expect(await screen.findByText('Passkeys are not supported on this device')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('checks the new password with the spec rule and the confirmation before calling the server', async () => {
    signInForTest();
    const api = settingsServer();
    const bodies = stubChangePassword(api.fetchMock, { status: 200, body: { message: 'unused' } });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Current password/), 'Secret123!');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/Confirm new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(
      await screen.findByText(
        'Passwords must have at least 8 characters and include 2 of the following: 1 uppercase letter, 1 number, or 1 special character.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match. Please try again.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it("changes the password and shows the server's confirmation", async () => {
    signInForTest();
    const api = settingsServer();
    const bodies = stubChangePassword(api.fetchMock, {
      status: 200,
      body: { message: 'Your password has been changed.' },
    });
    const { user } = await openPage();

    await user.type(screen.getByLabelText(/Current password/), 'Secret123!');
    await user.type(screen.getByLabelText(/^New password/), 'Better456!');
    await user.type(screen.getByLabelText(/Confirm new password/), 'Better456!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(bodies).toEqual([{ currentPassword: 'Secret123!', newPassword: 'Better456!' }]);
    expect(screen.getByLabelText(/Current password/)).toHaveValue('');
  });

  it('shows a wrong current password under its field', async () => {
    signInForTest();
    const api = settingsServer();
    stubChangePassword(api.fetchMock, {
      status: 400,
      body: {
        error: {
          code: 'BAD_USER_INPUT',
          message: 'Your current password is incorrect.',
          field: 'currentPassword',
        },
      },
    });
    const { user } = await openPage();

    await user.type(screen.getByLabelText(/Current password/), 'Wrong123!');
    await user.type(screen.getByLabelText(/^New password/), 'Better456!');
    await user.type(screen.getByLabelText(/Confirm new password/), 'Better456!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
    // Under the field, not in a notice.
    expect(screen.queryByText('Oops ...')).not.toBeInTheDocument();
  });

  it('saves an email subscription when its switch changes', async () => {
    signInForTest();
    const api = settingsServer();
    const { user } = await openPage();

    const promotions = await screen.findByRole('switch', { name: /Promotions/ });
    expect(promotions).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Product updates/ })).toBeChecked();
    await user.click(promotions);

    expect(await screen.findByText('Your email subscriptions were saved.')).toBeInTheDocument();
    expect(api.named('UpdateEmailSubscriptions')[0]?.variables).toEqual({ input: { marketing: true } });
    expect(screen.getByRole('switch', { name: /Promotions/ })).toBeChecked();
  });

  it('puts the switch back and says why when saving a subscription fails', async () => {
    signInForTest();
    settingsServer({
      UpdateEmailSubscriptions: () => {
        throw new Error('Oops! Looks like something went wrong. Please try again or contact support.');
      },
    });
    const { user } = await openPage();

    await user.click(await screen.findByRole('switch', { name: /Event invitations and reminders/ }));

    expect(
      await screen.findByText('Oops! Looks like something went wrong. Please try again or contact support.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /Event invitations and reminders/ })).toBeChecked(),
    );
  });

  it('deactivates the profile after a confirmation, then activates it again', async () => {
    signInForTest();
    const api = settingsServer();
    const { user } = await openPage();

    await user.click(await screen.findByRole('button', { name: 'Deactivate profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate your profile?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate profile' }));

    expect(await screen.findByText('Your profile is hidden from other members.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.named('DeactivateAccount')).toHaveLength(1);
    expect(screen.getByText('Hidden')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Activate profile' }));
    expect(await screen.findByText('Your profile is visible again.')).toBeInTheDocument();
    expect(api.named('ActivateAccount')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Deactivate profile' })).toBeInTheDocument();
  });

  it('shows the getting-started guide again by clearing the walkthrough', async () => {
    signInForTest();
    const api = settingsServer();
    const { user } = await openPage();

    const section = screen.getByRole('region', { name: 'Getting started guide' });
    await user.click(within(section).getByRole('button', { name: 'Show the guide again' }));
    expect(
      await screen.findByText('The getting started guide is back on your home page.'),
    ).toBeInTheDocument();
    expect(api.named('UpdateWalkthrough').map((call) => call.variables)).toEqual([{ steps: [] }]);
  });

  it('says why when the guide cannot be shown again', async () => {
    signInForTest();
    settingsServer({
      UpdateWalkthrough: () => {
        throw new Error('Something went wrong. Please try again.');
      },
    });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Show the guide again' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(
      screen.queryByText('The getting started guide is back on your home page.'),
    ).not.toBeInTheDocument();
  });

  it("shows 'Delete account failure!' when deleting the account fails", async () => {
    signInForTest();
    settingsServer();
    const { user, router } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete your account?' })).getByRole('button', {
        name: 'Delete my account',
      }),
    );

    expect(await screen.findByText('Delete account failure!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/settings');
  });
});
