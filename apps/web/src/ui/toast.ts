import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS, TOAST_TITLES } from '@repclub/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import { createElement } from 'react';
import { getErrorMessage } from '@/lib/error-message';

/** Shows a success toast (top right, 10 s). */
export function notifySuccess(message: string): string {
  return notifications.show({
    title: TOAST_TITLES.success,
    message,
    color: 'green',
    icon: createElement(IconCheck, { size: 18, stroke: 2.5 }),
    autoClose: TOAST_DURATION_MS,
  });
}

/**
 * Shows an error toast (top right, 10 s) with the given message, or the first server message of
 * the given error, or the default message.
 */
export function notifyError(messageOrError?: unknown): string {
  return notifications.show({
    title: TOAST_TITLES.error,
    message: getErrorMessage(messageOrError),
    color: 'red',
    icon: createElement(IconX, { size: 18, stroke: 2.5 }),
    autoClose: TOAST_DURATION_MS,
  });
}
