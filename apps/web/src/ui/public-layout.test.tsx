import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('Public layout', () => {
  it('offers Sign In and Join Now when signed out', async () => {
    renderApp('/404');
    const header = await screen.findByRole('banner');

    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    expect(within(header).getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/auth/sign-up');
    expect(within(header).queryByRole('link', { name: 'Go To Home' })).not.toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'RepClub home' })).toHaveAttribute('href', '/');
  });

  it('offers only Go To Home when a token is stored', async () => {
    window.localStorage.setItem('token', 'a-token');
    renderApp('/404');
    const header = await screen.findByRole('banner');

    expect(within(header).getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/home');
    expect(within(header).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Join Now' })).not.toBeInTheDocument();
  });

  it('has a footer with the legal links, social links and copyright', async () => {
    renderApp('/404');
    const footer = await screen.findByRole('contentinfo');

    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    for (const [name, href] of [
      ['Instagram', 'https://instagram.com/repclub'],
      ['Facebook', 'https://facebook.com/repclub'],
      ['X (Twitter)', 'https://x.com/repclub'],
      ['TikTok', 'https://tiktok.com/@repclub'],
      ['YouTube', 'https://youtube.com/@repclub'],
    ]) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(footer).getByText(`© ${new Date().getFullYear()} RepClub`)).toBeInTheDocument();
  });

  it('navigates inside the app when Sign In is clicked', async () => {
    const { user, router } = renderApp('/404');
    await user.click(await screen.findByRole('link', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
