import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modeForIdentifier } from '@/features/auth/login/login-wizard';
import { visibleProviders } from '@/features/auth/social-sign-in';
import { renderApp } from '@/test/render-app';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('phone detection', () => {
  it('switches to phone mode for phone-like input and to password mode otherwise', () => {
    expect(modeForIdentifier('(213) 555-0123')).toBe('phone');
    expect(modeForIdentifier('+12135550123')).toBe('phone');
    expect(modeForIdentifier('213.555.0123')).toBe('phone');
    expect(modeForIdentifier('someone@example.com')).toBe('password');
    expect(modeForIdentifier('sam_tester')).toBe('password');
    expect(modeForIdentifier('123456')).toBe('password');
  });

  it('hides Google and Facebook inside Instagram', () => {
    expect(visibleProviders('Mozilla/5.0 Chrome/120')).toEqual(['google', 'facebook', 'apple']);
    expect(visibleProviders('Mozilla/5.0 Instagram 300.0')).toEqual(['apple']);
  });
});

describe('the login wizard', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('requires an identifier, then opens password mode for an email', async () => {
    const { user } = renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your email, username, or phone number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email, username or phone number'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Enter Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Change email, username or phone number' }));
    expect(await screen.findByLabelText('Email, username or phone number')).toHaveValue('sam@example.com');
  });

  it('opens code entry for a phone number, with the expiry countdown stored locally', async () => {
    const now = Date.now();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        message: 'Verification code sent to your phone',
        nextResend: new Date(now + 30_000).toISOString(),
        expiredDate: new Date(now + 600_000).toISOString(),
        blockedUntil: null,
      }),
    );
    const { user } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email, username or phone number'), '(213) 555-0123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Enter Verification Code' })).toBeInTheDocument();
    expect(screen.getByText('Verification code sent to your phone')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/phone/start');
    expect(JSON.parse(String(init?.body))).toEqual({ phoneNumber: '+12135550123' });
    expect((await screen.findByTestId('code-expiry')).textContent).toMatch(/^(09:5\d|10:00)$/);
    expect(window.localStorage.getItem('phoneCodeExpiresAt')).toBe(new Date(now + 600_000).toISOString());

    await user.type(screen.getByLabelText(/Verification code/), '12');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Verification code must be 6 digits')).toBeInTheDocument();
  });

  it('shows a wrong code in a red notice and blocks after the third', async () => {
    const now = Date.now();
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(200, {
          message: 'Verification code sent to your phone',
          nextResend: new Date(now + 30_000).toISOString(),
          expiredDate: new Date(now + 600_000).toISOString(),
          blockedUntil: null,
        }),
      )
      .mockResolvedValueOnce(
        jsonResponse(429, {
          error: {
            code: 'RATE_LIMITED',
            message: 'Too many failed attempts. You are blocked for 30 minutes.',
            blockedUntil: new Date(now + 1_800_000).toISOString(),
          },
        }),
      );
    const { user } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email, username or phone number'), '+12135550123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(
      await screen.findByText('Too many failed attempts. You are blocked for 30 minutes.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('block-countdown').textContent).toMatch(/^(30m 00s|29m \d\ds)$/),
    );
    expect(screen.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
  });

  it('treats a phone-step error about the verification code as a sent code', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, {
        error: {
          code: 'RATE_LIMITED',
          message:
            'A verification code was sent recently. Please wait 12 seconds before requesting another one.',
          nextResend: new Date(Date.now() + 12_000).toISOString(),
        },
      }),
    );
    const { user } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email, username or phone number'), '2135550123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Enter Verification Code' })).toBeInTheDocument();
    expect(screen.getByText('Verification code sent to your phone')).toBeInTheDocument();
  });
});

describe('the /auth/process guard', () => {
  it('sends a link without its tokens to /404', async () => {
    const { router } = renderApp('/auth/process?token=only');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('shows the error of a failed social sign-in', async () => {
    renderApp('/auth/process?error=Sign-in%20with%20Google%20was%20cancelled.');
    expect(await screen.findByText('Sign-in with Google was cancelled.')).toBeInTheDocument();
  });
});
