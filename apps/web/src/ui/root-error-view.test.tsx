import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY, resetChunkReloadStateForTests } from '@/lib/chunk-reload';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { RootErrorView } from '@/ui/root-error-view';
import { theme } from '@/ui/theme';

function renderView(error: unknown, onReload = vi.fn()) {
  render(
    <MantineProvider theme={theme}>
      <RootErrorView error={error} onReload={onReload} />
    </MantineProvider>,
  );
  return onReload;
}

afterEach(() => {
  resetChunkReloadStateForTests();
});

describe('RootErrorView', () => {
  it('shows a friendly error with a Reload button', async () => {
    const onReload = renderView(new Error('kaboom'));

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('Oops! Looks like something went wrong. Please try again or contact support.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('kaboom')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('shows the first server message of a GraphQL error', () => {
    renderView(new GraphQLRequestError({ code: 'NOT_FOUND', serverMessage: 'Nothing here.', status: 200 }));
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
  });

  it('reloads once for a failed lazy chunk instead of showing the error', () => {
    const reload = renderView(
      new TypeError('Failed to fetch dynamically imported module: /assets/404-abc.js'),
    );

    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).not.toBeNull();
    expect(screen.getByLabelText('Reloading')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('shows the error for a second chunk failure soon after the reload', () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now() - 2_000));
    const reload = renderView(
      new TypeError('Failed to fetch dynamically imported module: /assets/404-abc.js'),
    );

    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
