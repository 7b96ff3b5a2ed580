import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '@/ui/theme';
import toastClasses from '@/ui/toast.module.css';
import { notifyError, notifySuccess } from '@/ui/toast';
import { ToastHost } from '@/ui/toast-host';

afterEach(() => act(() => notifications.clean()));

describe('toasts on screen', () => {
  it('have a close button named "Close" and the contrast classes, and close with it', async () => {
    render(
      <MantineProvider theme={theme}>
        <ToastHost />
      </MantineProvider>,
    );
    act(() => {
      notifySuccess('Saved.');
      notifyError('It failed.');
    });
    expect(toastClasses.closeButton).toEqual(expect.any(String));
    const close = await screen.findAllByRole('button', { name: 'Close' });
    expect(close).toHaveLength(2);
    for (const button of close) expect(button).toHaveClass(toastClasses.closeButton!);
    expect(screen.getByText('Saved.')).toHaveClass(toastClasses.description!);

    await userEvent.click(close[0]!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1));
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });
});
