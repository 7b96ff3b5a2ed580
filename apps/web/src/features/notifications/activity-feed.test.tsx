import { activityFeedTypes, type ActivityFeedFilter } from '@repclub/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_FEED_TEXT, ActivityFeed } from '@/features/notifications/activity-feed';
import { mockGraphQL, notificationNode, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const nodes = [
  notificationNode('a1', { type: 'ReceiveAchievement', message: 'You received the OG Supporter badge' }),
  notificationNode('e1', { type: 'EventApproved', message: 'You are in: Rooftop Party' }),
  notificationNode('r1', { type: 'TradeRequestReceived', message: 'Ada asks you for 50 points' }),
];

/** A server that filters by the activity kind the way the server does (the shared type lists). */
function feedServer() {
  return {
    ActivityFeed: ({ activity }: Record<string, unknown>) => {
      const types = activityFeedTypes(activity as ActivityFeedFilter);
      const page = nodes.filter(
        (node) => !types || types.some((t) => t === node.content.defaultPayload.notificationType),
      );
      return { notifications: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: page } };
    },
    Notifications: () => ({ notifications: { unreadCount: 0, nodes: [] } }),
  };
}

describe('ActivityFeed', () => {
  it('shows everything, then each kind the member picks, with the empty text of that kind', async () => {
    signInForTest();
    const api = mockGraphQL(feedServer());
    renderWithRouter(<ActivityFeed />);

    expect(await screen.findByText('You received the OG Supporter badge')).toBeInTheDocument();
    expect(screen.getAllByTestId('notification-item')).toHaveLength(3);
    expect(api.named('ActivityFeed')[0]?.variables).toEqual({ first: 10, after: null, activity: 'all' });

    fireEvent.click(screen.getByRole('radio', { name: 'Requests' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(1));
    expect(screen.getByText('Ada asks you for 50 points')).toBeInTheDocument();
    expect(api.named('ActivityFeed').at(-1)?.variables).toMatchObject({ activity: 'requests' });

    fireEvent.click(screen.getByRole('radio', { name: 'Offers' }));
    expect(await screen.findByText(ACTIVITY_FEED_TEXT.empty.offers)).toBeInTheDocument();
    expect(screen.queryAllByTestId('notification-item')).toHaveLength(0);
  });
});
