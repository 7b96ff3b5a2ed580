import { MESSAGES } from '@repclub/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubApi(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input.toString();
    return answers[path]?.() ?? json(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('/auth/confirm-email', () => {
  it('goes to /404 without a token', async () => {
    const { router } = renderApp('/auth/confirm-email');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('verifies the token once and offers to continue to login', async () => {
    const fetchMock = stubApi({
      '/api/auth/password/verify-email-token': () => json(200, { verified: true, userId: 'u1' }),
    });
    const { user, router } = renderApp('/auth/confirm-email?token=emailed-token-1');

    expect(await screen.findByRole('heading', { name: MESSAGES.verifiedTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.verifiedText)).toBeInTheDocument();
    const calls = fetchMock.mock.calls.filter(([path]) => String(path).includes('verify-email-token'));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ token: 'emailed-token-1' });

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('shows the server message for a used link and sends a new email on request', async () => {
    stubApi({
      '/api/auth/password/verify-email-token': () =>
        json(400, { error: { code: 'BAD_USER_INPUT', message: 'This link is invalid or has expired.' } }),
      '/api/auth/password/resend-register-email': () => json(200, { message: MESSAGES.signUpResent }),
    });
    const { user } = renderApp('/tabs/profile/confirm-email?token=used-token-1');

    expect(await screen.findByText('This link is invalid or has expired.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(MESSAGES.signUpResent)).toBeInTheDocument();
  });
});
