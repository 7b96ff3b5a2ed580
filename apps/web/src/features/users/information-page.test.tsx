import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session';
import { mockGraphQL, signInForTest, TEST_ME } from '@/test/mock-graphql';
import { renderApp } from '@/test/render-app';

const NEW_AVATAR = 'http://localhost/api/media/avatars/user-1/abc.webp?v=1700000000000';

function profileServer({ updateError }: { updateError?: string } = {}) {
  const me = { ...TEST_ME };
  const api = mockGraphQL({
    CurrentUser: () => ({ me }),
    Notifications: () => ({ notifications: { unreadCount: 0, nodes: [] } }),
    TermsAndPrivacy: () => ({
      termsAndPrivacy: { version: 2, termsAndConditionsUrl: '/t/2', privacyPolicyUrl: '/p/2' },
    }),
    UpdateProfile: ({ input }) => {
      if (updateError) throw new Error(updateError);
      const changes = input as Record<string, string>;
      Object.assign(me, changes, { name: `${changes.firstName} ${changes.lastName}` });
      return { updateProfile: { ...me } };
    },
    DeleteAccount: () => ({
      deleteAccount: { deletedAt: '2026-01-01T00:00:00.000Z', recoverableUntil: '2026-04-01T00:00:00.000Z' },
    }),
  });
  return { ...api, me };
}

/** Answers POST /api/media/avatar with `answer` (status and JSON); other requests go to the GraphQL stub. */
function stubAvatarUpload(
  fetchMock: ReturnType<typeof mockGraphQL>['fetchMock'],
  answer: { status: number; body: unknown },
  me?: { avatarUrl: string | null },
) {
  const graphql = fetchMock.getMockImplementation()!;
  const uploads: FormData[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/media/avatar')) {
      uploads.push(init?.body as FormData);
      if (answer.status === 200 && me) me.avatarUrl = (answer.body as { avatarUrl: string }).avatarUrl;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return graphql(input, init);
  });
  return uploads;
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

async function openPage() {
  const view = renderApp('/profile/information');
  await screen.findByRole('heading', { level: 1, name: 'Profile information' }, { timeout: 5000 });
  await screen.findByLabelText(/First name/);
  return view;
}

describe('/profile/information', () => {
  beforeEach(() => notifications.clean());

  it('shows the profile and refuses invalid values with the spec messages, sending nothing', async () => {
    signInForTest();
    const api = profileServer();
    const { user } = await openPage();

    expect(screen.getByLabelText(/First name/)).toHaveValue('Tess');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Shell');
    expect(screen.getByLabelText(/Username/)).toHaveValue('tess');

    await user.clear(screen.getByLabelText(/First name/));
    await user.clear(screen.getByLabelText(/Username/));
    await user.type(screen.getByLabelText(/Username/), 'two words');
    await user.click(screen.getByLabelText(/Bio/));
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your first name is invalid. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Your username is invalid. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Your bio must be at most 500 characters.')).toBeInTheDocument();
    expect(api.named('UpdateProfile')).toHaveLength(0);
  });

  it('saves the name, username and bio, confirms with a toast and refreshes the current user', async () => {
    signInForTest();
    const api = profileServer();
    const { user } = await openPage();
    const loadsBefore = api.named('CurrentUser').length;

    await user.clear(screen.getByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Theresa');
    await user.type(screen.getByLabelText(/Bio/), '  Runs the Tuesday club.  ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(api.named('UpdateProfile')[0]?.variables).toEqual({
      input: { firstName: 'Theresa', lastName: 'Shell', userName: 'tess', bio: 'Runs the Tuesday club.' },
    });
    await waitFor(() => expect(api.named('CurrentUser').length).toBeGreaterThan(loadsBefore));
    // Saved: nothing left to save.
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it("shows the server's message when saving fails", async () => {
    signInForTest();
    profileServer({ updateError: 'This username is already taken. Please choose another one.' });
    const { user } = await openPage();

    await user.clear(screen.getByLabelText(/Username/));
    await user.type(screen.getByLabelText(/Username/), 'taken');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('This username is already taken. Please choose another one.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your profile was saved.')).not.toBeInTheDocument();
  });

  it('uploads a photo as the multipart field `file` and shows it in the header at once', async () => {
    signInForTest();
    const api = profileServer();
    const uploads = stubAvatarUpload(api.fetchMock, { status: 200, body: { avatarUrl: NEW_AVATAR } }, api.me);
    const { user, container } = await openPage();

    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, png());

    expect(await screen.findByText('Your photo was updated.')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.get('file')).toBeInstanceOf(File);
    const accountMenu = screen.getByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(accountMenu.querySelector('img')).toHaveAttribute('src', NEW_AVATAR));
    expect(screen.getByTestId('profile-avatar').querySelector('img')).toHaveAttribute('src', NEW_AVATAR);
  });

  it("shows the server's message when the upload is refused", async () => {
    signInForTest();
    const api = profileServer();
    stubAvatarUpload(api.fetchMock, {
      status: 400,
      body: { error: { code: 'BAD_USER_INPUT', message: 'Please choose a JPEG, PNG, WEBP or GIF image.' } },
    });
    const { user, container } = await openPage();

    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, png());

    expect(await screen.findByText('Please choose a JPEG, PNG, WEBP or GIF image.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a photo' })).toBeEnabled();
  });

  it('deletes the account after the confirmation and goes to /auth/recover', async () => {
    signInForTest();
    const api = profileServer();
    const { user, router } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('You have 90 days to change your mind');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.named('DeleteAccount')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete your account?' })).getByRole('button', {
        name: 'Delete my account',
      }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/recover'));
    expect(api.named('DeleteAccount')).toHaveLength(1);
    expect(getSession().authInfo?.isDeleted).toBe(true);
  });

  it("shows 'Delete account failure!' when the deletion fails and stays", async () => {
    signInForTest();
    const api = mockGraphQL({
      CurrentUser: () => ({ me: TEST_ME }),
      Notifications: () => ({ notifications: { unreadCount: 0, nodes: [] } }),
      DeleteAccount: () => {
        throw new Error('This action is not available while impersonating a user.');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete your account?' })).getByRole('button', {
        name: 'Delete my account',
      }),
    );

    expect(await screen.findByText('Delete account failure!')).toBeInTheDocument();
    expect(
      within(screen.getByRole('dialog')).getByText(
        'This action is not available while impersonating a user.',
      ),
    ).toBeInTheDocument();
    expect(api.named('DeleteAccount')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/profile/information');
    expect(getSession().authInfo?.isDeleted).toBe(false);
  });
});
