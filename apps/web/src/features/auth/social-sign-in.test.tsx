import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

// The real provider list from the server (test/setup.ts answers all three for the other tests).
vi.unmock('@/features/auth/social-providers');

function providersAnswer(providers: string[]) {
  return new Response(JSON.stringify({ providers }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('social sign-in buttons', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows only the providers the server has set up', async () => {
    fetchMock.mockImplementation(async () => providersAnswer(['google', 'amazon']));
    renderApp('/auth/login');
    expect(
      await screen.findByRole('button', { name: 'Sign in with Google' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Facebook' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Apple' })).not.toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/auth/social-providers');
  });

  it('shows no social button and no "or" when none is set up', async () => {
    fetchMock.mockImplementation(async () => providersAnswer([]));
    renderApp('/auth/login');
    expect(
      await screen.findByRole('button', { name: 'Sign in with a passkey' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Sign in with (Google|Facebook|Apple)$/ })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('shows only the configured ones on the sign-up page, with "or sign up with email" only then', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/api/auth/social-providers')
        ? providersAnswer(['apple'])
        : new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    renderApp('/auth/sign-up');
    expect(
      await screen.findByRole('button', { name: 'Sign up with Apple' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up with Google' })).toBeNull();
    expect(screen.getByText('or sign up with email')).toBeInTheDocument();
  });
});
