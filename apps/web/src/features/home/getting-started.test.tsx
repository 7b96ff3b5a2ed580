import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  GETTING_STARTED_STEPS,
  GETTING_STARTED_TEXT,
  GettingStarted,
  WALKTHROUGH_DISMISSED,
} from '@/features/home/getting-started';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const me = (changes: Record<string, unknown> = {}) => ({
  me: {
    userId: 'u1',
    walkthrough: [],
    socialMedias: [],
    pendingInvites: [],
    acceptedInvites: [],
    payoutAccounts: [],
    ...changes,
  },
});

describe('GettingStarted', () => {
  it('ticks steps from the data and from the walkthrough, and records a step when it is opened', async () => {
    signInForTest();
    const api = mockGraphQL({
      GettingStarted: () =>
        me({ walkthrough: ['explore-events'], socialMedias: [{ provider: 'instagram' }] }),
      UpdateWalkthrough: ({ steps }) => ({ updateWalkthrough: { userId: 'u1', walkthrough: steps } }),
    });
    renderWithRouter(<GettingStarted />);
    expect(await screen.findByText(GETTING_STARTED_TEXT.progress(2, 5))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Find an event \(Done\)/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Connect a social account \(Done\)/ })).toBeInTheDocument();
    const invite = screen.getByRole('link', { name: /^Invite a friend/ });
    expect(invite).toHaveAttribute('href', '/profile/invites');
    fireEvent.click(invite);
    await waitFor(() =>
      expect(api.named('UpdateWalkthrough')[0]?.variables).toEqual({
        steps: ['explore-events', 'invite-friend'],
      }),
    );
    expect(GETTING_STARTED_STEPS).toHaveLength(5);
  });

  it('hides for good with Hide, and is not shown once hidden or done', async () => {
    signInForTest();
    const api = mockGraphQL({
      GettingStarted: () => me(),
      UpdateWalkthrough: ({ steps }) => ({ updateWalkthrough: { userId: 'u1', walkthrough: steps } }),
    });
    renderWithRouter(<GettingStarted />);
    fireEvent.click(await screen.findByRole('button', { name: GETTING_STARTED_TEXT.hide }));
    await waitFor(() =>
      expect(api.named('UpdateWalkthrough')[0]?.variables).toEqual({ steps: [WALKTHROUGH_DISMISSED] }),
    );
  });

  it('renders nothing when the guide was hidden', async () => {
    signInForTest();
    const api = mockGraphQL({ GettingStarted: () => me({ walkthrough: [WALKTHROUGH_DISMISSED] }) });
    const { container } = renderWithRouter(<GettingStarted />);
    await waitFor(() => expect(api.named('GettingStarted')).toHaveLength(1));
    expect(container.querySelector('section')).toBeNull();
  });

  it('renders nothing once every step is done, from the data and the recorded steps', async () => {
    signInForTest();
    const api = mockGraphQL({
      GettingStarted: () =>
        me({
          walkthrough: ['explore-events', 'email-settings'],
          socialMedias: [{ provider: 'instagram' }],
          acceptedInvites: [{ inviteId: 'i1' }],
          payoutAccounts: [{ payoutAccountId: 'p1' }],
        }),
    });
    const { container } = renderWithRouter(<GettingStarted />);
    await waitFor(() => expect(api.named('GettingStarted')).toHaveLength(1));
    expect(container.querySelector('section')).toBeNull();
  });

  it('goes away after Hide once the server has recorded it', async () => {
    signInForTest();
    let walkthrough: string[] = ['explore-events'];
    mockGraphQL({
      GettingStarted: () => me({ walkthrough }),
      UpdateWalkthrough: ({ steps }) => {
        walkthrough = steps as string[];
        return { updateWalkthrough: { userId: 'u1', walkthrough } };
      },
    });
    renderWithRouter(<GettingStarted />);
    fireEvent.click(await screen.findByRole('button', { name: GETTING_STARTED_TEXT.hide }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: GETTING_STARTED_TEXT.title })).not.toBeInTheDocument(),
    );
    expect(walkthrough).toEqual(['explore-events', WALKTHROUGH_DISMISSED]);
  });
});
