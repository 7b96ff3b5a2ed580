import { notifications } from '@mantine/notifications';
import { MESSAGES, TOAST_DURATION_MS } from '@repclub/shared';
import { describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { notifyError, notifySuccess } from '@/ui/toast';

describe('toasts', () => {
  it('notifySuccess shows a "Success!" toast for 10 seconds', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    notifySuccess('Saved.');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Success!', message: 'Saved.', autoClose: 10_000, color: 'green' }),
    );
    expect(TOAST_DURATION_MS).toBe(10_000);
  });

  it('notifyError shows an "Oops ..." toast with the given message', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    notifyError('Delete account failure!');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Oops ...',
        message: 'Delete account failure!',
        autoClose: 10_000,
        color: 'red',
      }),
    );
  });

  it('notifyError uses the first server message of an error, else the default message', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');

    notifyError(new GraphQLRequestError({ code: 'CONFLICT', serverMessage: 'Already taken.', status: 200 }));
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Already taken.' }));

    notifyError(new TypeError('Failed to fetch'));
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: MESSAGES.defaultError }));

    notifyError();
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Oops ...',
        message: 'Oops! Looks like something went wrong. Please try again or contact support.',
      }),
    );
  });
});
