import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationsPage, NOTIFICATIONS_PAGE_TEXT } from '@/features/notifications/notifications-page';
import { mockGraphQL, notificationNode, signInForTest } from '@/test/mock-graphql';
import { LOAD_MORE, TRY_AGAIN } from '@/ui/load-state';
import { renderWithRouter } from '@/test/render-with-router';

type Node = ReturnType<typeof notificationNode>;

/** A server holding `nodes` (newest first) that pages them `first` at a time and remembers read marks. */
function historyServer(nodes: Node[]) {
  const readAt = '2026-01-03T00:00:00.000Z';
  return {
    NotificationHistory: ({ first, after, isRead }: Record<string, unknown>) => {
      const kept = nodes.filter((node) => (isRead === false ? !node.isRead : true));
      const start = after ? kept.findIndex((node) => node.notificationId === after) + 1 : 0;
      const page = kept.slice(start, start + Number(first));
      const last = page.at(-1);
      return {
        notifications: {
          unreadCount: nodes.filter((node) => !node.isRead).length,
          pageInfo: {
            hasNextPage: start + page.length < kept.length,
            endCursor: last?.notificationId ?? null,
          },
          nodes: page,
        },
      };
    },
    Notifications: () => ({ notifications: { unreadCount: 0, nodes: [] } }),
    MarkNotificationRead: ({ id }: Record<string, unknown>) => {
      const node = nodes.find((candidate) => candidate.notificationId === id);
      if (node) Object.assign(node, { isRead: true, readAt });
      return { markNotificationRead: { notificationId: String(id), isRead: true, readAt } };
    },
    MarkAllNotificationsRead: () => {
      const unread = nodes.filter((node) => !node.isRead);
      unread.forEach((node) => Object.assign(node, { isRead: true, readAt }));
      return { markAllNotificationsRead: unread.length };
    },
  };
}

const many = (count: number, read = false) =>
  Array.from({ length: count }, (_, index) =>
    notificationNode(`n${index + 1}`, {
      isRead: read,
      createdAt: new Date(Date.UTC(2026, 0, 30 - index)).toISOString(),
      message: `Notification ${index + 1}`,
    }),
  );

const items = () => screen.findAllByTestId('notification-item');

describe('NotificationsPage', () => {
  it('lists the notifications 10 at a time, and Load more appends the next page with the cursor', async () => {
    signInForTest();
    const api = mockGraphQL(historyServer(many(13)));
    renderWithRouter(<NotificationsPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await items()).toHaveLength(10);
    expect(screen.getByText('13 unread')).toBeInTheDocument();
    expect(api.named('NotificationHistory')[0]?.variables).toEqual({ first: 10, after: null, isRead: null });

    fireEvent.click(screen.getByRole('button', { name: LOAD_MORE }));
    await waitFor(async () => expect(await items()).toHaveLength(13));
    expect(api.named('NotificationHistory')[1]?.variables).toMatchObject({ first: 10, after: 'n10' });
    expect((await items()).at(-1)).toHaveTextContent('Notification 13');
    // The last page: no more to load.
    expect(screen.queryByRole('button', { name: LOAD_MORE })).not.toBeInTheDocument();
  });

  it('filters to unread notifications (isRead: false), with its own empty state', async () => {
    signInForTest();
    const nodes = [
      notificationNode('u1', { message: 'Unread one' }),
      notificationNode('r1', { isRead: true, message: 'Read one' }),
    ];
    const api = mockGraphQL(historyServer(nodes));
    renderWithRouter(<NotificationsPage />);
    expect(await items()).toHaveLength(2);

    fireEvent.click(screen.getByRole('radio', { name: NOTIFICATIONS_PAGE_TEXT.unread }));
    await waitFor(() => expect(api.named('NotificationHistory').at(-1)?.variables.isRead).toBe(false));
    await waitFor(async () => expect(await items()).toHaveLength(1));
    expect(screen.getByText('Unread one')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: NOTIFICATIONS_PAGE_TEXT.unreadSection })).toBeInTheDocument();

    // Mark all read: the dot goes at once; switching back to Unread after a reload shows the empty state.
    fireEvent.click(screen.getByRole('button', { name: NOTIFICATIONS_PAGE_TEXT.markAllRead }));
    await waitFor(() => expect(api.named('MarkAllNotificationsRead')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Mark as read/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('0 unread')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: NOTIFICATIONS_PAGE_TEXT.markAllRead })).toBeDisabled();
  });

  it('shows the empty states', async () => {
    signInForTest();
    mockGraphQL(historyServer([]));
    renderWithRouter(<NotificationsPage />);
    expect(await screen.findByText(NOTIFICATIONS_PAGE_TEXT.emptyAll)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: NOTIFICATIONS_PAGE_TEXT.unread }));
    expect(await screen.findByText(NOTIFICATIONS_PAGE_TEXT.emptyUnread)).toBeInTheDocument();
  });

  it('a click marks the notification read and opens its target (accounts §4.3)', async () => {
    signInForTest();
    const nodes = [
      notificationNode('e1', { type: 'EventApproved', message: 'Approved!' }, { EventSlug: 'summer-party' }),
    ];
    const api = mockGraphQL(historyServer(nodes));
    const { router } = renderWithRouter(<NotificationsPage />, { extraPaths: ['/events/$slug'] });

    fireEvent.click(await screen.findByText('Approved!'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/summer-party'));
    expect(api.named('MarkNotificationRead')[0]?.variables).toEqual({ id: 'e1' });
  });

  it('the dot marks one notification read, at once', async () => {
    signInForTest();
    const api = mockGraphQL(historyServer([notificationNode('d1', { message: 'Dot me' })]));
    renderWithRouter(<NotificationsPage />);
    const item = (await items())[0]!;
    fireEvent.click(within(item).getByRole('button', { name: 'Mark as read: Dot me' }));
    await waitFor(() => expect(within(item).queryByRole('button', { name: /^Mark as read/ })).toBeNull());
    expect(screen.getByText('0 unread')).toBeInTheDocument();
    await waitFor(() => expect(api.named('MarkNotificationRead')).toHaveLength(1));
  });

  it('shows a failed load with Try again', async () => {
    signInForTest();
    let fail = true;
    const server = historyServer([notificationNode('x1', { message: 'Back again' })]);
    mockGraphQL({
      ...server,
      NotificationHistory: (variables) => {
        if (fail) throw new Error('Something went wrong on our side.');
        return server.NotificationHistory(variables);
      },
    });
    renderWithRouter(<NotificationsPage />);
    expect(
      await screen.findByText('Something went wrong on our side.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: TRY_AGAIN }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});
