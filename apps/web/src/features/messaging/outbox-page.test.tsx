import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboxPage } from '@/features/messaging/outbox-page';
import { theme } from '@/ui/theme';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <OutboxPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('OutboxPage', () => {
  it('lists messages with their code and link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json([
          {
            id: '1',
            channel: 'email',
            to: 'ada@example.com',
            subject: 'Confirm your email for RepClub',
            text: 'Please confirm…',
            code: '123456',
            token: 'tok',
            link: 'http://localhost/auth/confirm-email?token=tok',
            createdAt: '2026-11-22T10:00:00.000Z',
          },
        ]),
      ),
    );
    renderPage();
    expect(await screen.findByText('Confirm your email for RepClub')).toBeInTheDocument();
    expect(screen.getByText('123456')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open link' })).toHaveAttribute(
      'href',
      'http://localhost/auth/confirm-email?token=tok',
    );
  });

  it('explains when the server does not serve the outbox', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'NOT_FOUND', message: 'No route' } }, { status: 404 }),
      ),
    );
    renderPage();
    expect(await screen.findByText(/The outbox is not available/)).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    renderPage();
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });
});
