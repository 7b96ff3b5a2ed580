import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { mockGraphQL, notificationNode, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

afterEach(() => {
  vi.useRealTimers();
});

type Node = ReturnType<typeof notificationNode>;

function notificationsAnswer(nodes: Node[]) {
  return { notifications: { unreadCount: nodes.filter((node) => !node.isRead).length, nodes } };
}

/** A server that remembers what was marked read. */
function notificationServer(nodes: Node[]) {
  const readAt = '2026-01-03T00:00:00.000Z';
  const markOne = (id: unknown) => {
    const node = nodes.find((candidate) => candidate.notificationId === id);
    if (node) Object.assign(node, { isRead: true, readAt });
    return { notificationId: String(id), isRead: true, readAt };
  };
  return {
    Notifications: () => notificationsAnswer(nodes),
    MarkNotificationRead: ({ id }: Record<string, unknown>) => ({ markNotificationRead: markOne(id) }),
    MarkAllNotificationsRead: () => {
      const unread = nodes.filter((node) => !node.isRead);
      unread.forEach((node) => markOne(node.notificationId));
      return { markAllNotificationsRead: unread.length };
    },
  };
}

async function openBell() {
  const bell = await screen.findByRole('button', { name: /Notifications/ });
  fireEvent.click(bell);
  return screen.findByRole('dialog');
}

describe('NotificationBell', () => {
  it('shows the unread count, and the list newest first', async () => {
    signInForTest();
    mockGraphQL({
      Notifications: () =>
        notificationsAnswer([
          notificationNode('old', { createdAt: '2026-01-01T00:00:00.000Z', message: 'Older one' }),
          notificationNode('new', { createdAt: '2026-01-02T00:00:00.000Z', message: 'Newer one' }),
          notificationNode('read', {
            createdAt: '2025-12-01T00:00:00.000Z',
            isRead: true,
            message: 'Read one',
          }),
        ]),
    });
    renderWithRouter(<NotificationBell />);

    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    const dialog = await openBell();
    const items = await within(dialog).findAllByTestId('notification-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Newer one'),
      expect.stringContaining('Older one'),
      expect.stringContaining('Read one'),
    ]);
    // Only unread ones have the dot.
    expect(within(dialog).getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(2);
  });

  it('marks a notification read after 2 seconds under the pointer, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInForTest();
    const api = mockGraphQL(notificationServer([notificationNode('n1', { message: 'Hover me' })]));
    renderWithRouter(<NotificationBell />);
    const dialog = await openBell();
    const item = await within(dialog).findByTestId('notification-item');

    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(1900));
    expect(api.named('MarkNotificationRead')).toHaveLength(0);
    expect(item).toHaveAttribute('data-unread');

    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(api.named('MarkNotificationRead')).toHaveLength(1));
    expect(api.named('MarkNotificationRead')[0]?.variables).toEqual({ id: 'n1' });
    // Optimistic: read at once, the badge gone.
    await waitFor(() => expect(item).not.toHaveAttribute('data-unread'));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('leaving before 2 seconds keeps it unread', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInForTest();
    const api = mockGraphQL({
      Notifications: () => notificationsAnswer([notificationNode('n1')]),
    });
    renderWithRouter(<NotificationBell />);
    const dialog = await openBell();
    const item = await within(dialog).findByTestId('notification-item');

    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(3000));
    expect(api.named('MarkNotificationRead')).toHaveLength(0);
  });

  it('clicking the dot marks one read; Mark all read marks every one', async () => {
    signInForTest();
    const api = mockGraphQL(
      notificationServer([notificationNode('a'), notificationNode('b'), notificationNode('c')]),
    );
    renderWithRouter(<NotificationBell />);
    const dialog = await openBell();

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Mark as read: Message a' }));
    await waitFor(() => expect(api.named('MarkNotificationRead')[0]?.variables).toEqual({ id: 'a' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument(),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(api.named('MarkAllNotificationsRead')).toHaveLength(1));
    await waitFor(() =>
      expect(within(dialog).queryAllByRole('button', { name: /^Mark as read/ })).toHaveLength(0),
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('clicking a notification marks it read and, without a page for it, stays', async () => {
    signInForTest();
    const api = mockGraphQL(
      notificationServer([notificationNode('n1', { type: 'EventApproved' }, { EventSlug: 'fest' })]),
    );
    const { router } = renderWithRouter(<NotificationBell />);
    const dialog = await openBell();

    fireEvent.click(await within(dialog).findByText('Message n1'));
    await waitFor(() => expect(api.named('MarkNotificationRead')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('clicking a notification goes to its page when it exists, else to /profile/notifications', async () => {
    signInForTest();
    mockGraphQL({
      Notifications: () =>
        notificationsAnswer([
          notificationNode('n1', { type: 'EventApproved', isRead: true }, { EventSlug: 'fest' }),
        ]),
    });
    const { router } = renderWithRouter(<NotificationBell />, { extraPaths: ['/profile/notifications'] });
    const dialog = await openBell();

    fireEvent.click(await within(dialog).findByText('Message n1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/notifications'));
  });

  it('shows the empty state, with no badge', async () => {
    signInForTest();
    mockGraphQL({ Notifications: () => notificationsAnswer([]) });
    renderWithRouter(<NotificationBell />);
    const dialog = await openBell();

    expect(await within(dialog).findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('shows the server message when the list cannot be loaded', async () => {
    signInForTest();
    mockGraphQL({
      Notifications: () => {
        throw new Error('Notifications are resting.');
      },
    });
    renderWithRouter(<NotificationBell />);
    const dialog = await openBell();

    expect(await within(dialog).findByText('Notifications are resting.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('polls every 5 seconds while signed in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInForTest();
    const api = mockGraphQL({ Notifications: () => notificationsAnswer([]) });
    renderWithRouter(<NotificationBell />);
    await waitFor(() => expect(api.named('Notifications')).toHaveLength(1));

    await act(async () => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(api.named('Notifications')).toHaveLength(2));
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(api.named('Notifications')).toHaveLength(3));
  });

  it('does not ask for notifications while signed out', async () => {
    const api = mockGraphQL({ Notifications: () => notificationsAnswer([]) });
    renderWithRouter(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications' });
    expect(api.named('Notifications')).toHaveLength(0);
  });
});
