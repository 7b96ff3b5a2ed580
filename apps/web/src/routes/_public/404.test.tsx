import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('/404', () => {
  it('shows the not-found page in the public layout', async () => {
    renderApp('/404');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | RepClub'));
  });

  it('replaces an unknown path with /404', async () => {
    const { router, history } = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    // Replaced, not pushed: Back does not return to the unknown address.
    expect(history.length).toBe(1);
  });

  it('redirects / to /home, which sends a visitor to sign up with /home as the target', async () => {
    const { router } = renderApp('/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-up'));
    expect(router.state.location.search).toMatchObject({ to: '/home' });
  });
});
