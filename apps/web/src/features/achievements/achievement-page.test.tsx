import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AchievementPage } from '@/features/achievements/achievement-page';
import { ACHIEVEMENTS_TEXT as T } from '@/features/achievements/achievements-text';
import { CLUB_ID, achievement, connection } from '@/features/achievements/test-data';
import { mockGraphQL, signInForTest, TEST_ME } from '@/test/mock-graphql';
import { renderApp } from '@/test/render-app';
import { renderWithRouter } from '@/test/render-with-router';

const ID = '44444444-4444-4444-8444-444444444444';
const PATHS = ['/rep-clubs/$clubId', '/rep-club/$id/achievement/$achievementId/edit'];

const statistics = {
  total: 5,
  underEighteen: 0,
  ageUnknown: 1,
  ageRanges: [
    { range: '18-24', count: 1 },
    { range: '25-34', count: 2 },
    { range: '35-44', count: 0 },
    { range: '45+', count: 1 },
  ],
  genders: [
    { gender: 'Female', count: 2 },
    { gender: 'Male', count: 2 },
    { gender: 'Other', count: 0 },
    { gender: 'Not Disclosed', count: 1 },
  ],
};

describe('AchievementPage', () => {
  it('shows the badge, its supply and, to the team, holders by age range and gender', async () => {
    signInForTest();
    mockGraphQL({
      AchievementDetail: () => ({
        achievement: achievement(ID, {
          displayName: 'OG Supporter',
          bio: 'Here from day one.',
          maxSupply: 100,
          awardedCount: 5,
          remainingSupply: 95,
          statistics,
        }),
      }),
    });
    renderWithRouter(<AchievementPage clubId={CLUB_ID} achievementId={ID} />, { extraPaths: PATHS });
    expect(await screen.findByRole('heading', { level: 1, name: 'OG Supporter' })).toBeInTheDocument();
    expect(screen.getByText('Here from day one.')).toBeInTheDocument();
    expect(screen.getByText('95')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.award })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.edit })).toHaveAttribute(
      'href',
      `/rep-club/${CLUB_ID}/achievement/${ID}/edit`,
    );
    const ages = screen.getByRole('table', { name: T.ageRange });
    expect(within(ages).getByRole('row', { name: 'Over 44 1' })).toBeInTheDocument();
    expect(within(ages).getByRole('row', { name: `${T.ageUnknown} 1` })).toBeInTheDocument();
    const genders = screen.getByRole('table', { name: T.gender });
    expect(within(genders).getByRole('row', { name: 'Not Disclosed 1' })).toBeInTheDocument();
  });

  it('shows a member the badge without statistics or actions, and says when they earned it', async () => {
    signInForTest();
    mockGraphQL({
      AchievementDetail: () => ({
        achievement: achievement(ID, {
          displayName: 'OG Supporter',
          viewerCanManage: false,
          viewerHolds: true,
          viewerAwardedAt: '2026-11-20T10:00:00.000Z',
        }),
      }),
    });
    renderWithRouter(<AchievementPage clubId={CLUB_ID} achievementId={ID} />, { extraPaths: PATHS });
    expect(await screen.findByText(T.youHold('Nov 20, 2026'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.award })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is not found for another club’s achievement or a hidden one', async () => {
    signInForTest();
    mockGraphQL({ AchievementDetail: () => ({ achievement: null }) });
    renderWithRouter(<AchievementPage clubId={CLUB_ID} achievementId={ID} />, { extraPaths: PATHS });
    expect(await screen.findByRole('heading', { name: T.notFoundTitle })).toBeInTheDocument();
  });
});

describe('/profile?achievement={id}', () => {
  it('shows the member’s badges and opens the one of the notification', async () => {
    signInForTest();
    const held = achievement(ID, {
      displayName: 'OG Supporter',
      viewerCanManage: false,
      viewerHolds: true,
      viewerAwardedAt: '2026-11-20T10:00:00.000Z',
      holderAwardedAt: '2026-11-20T10:00:00.000Z',
    });
    const api = mockGraphQL({
      CurrentUser: () => ({ me: TEST_ME }),
      Notifications: () => ({ notifications: { unreadCount: 0, nodes: [] } }),
      TermsAndPrivacy: () => ({
        termsAndPrivacy: { version: 2, termsAndConditionsUrl: '/t/2', privacyPolicyUrl: '/p/2' },
      }),
      UserAchievements: () => ({ userAchievements: connection([held]) }),
      AchievementDetail: () => ({ achievement: held }),
    });
    const { router } = renderApp(`/profile?achievement=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: T.badgeDialogLabel }, { timeout: 5000 });
    expect(await within(dialog).findByRole('heading', { name: 'OG Supporter' })).toBeInTheDocument();
    expect(within(dialog).getByText(T.youHold('Nov 20, 2026'))).toBeInTheDocument();
    expect(api.named('AchievementDetail')[0]!.variables).toEqual({ achievementId: ID });
    const badges = screen.getByRole('region', { name: T.myBadges });
    expect(within(badges).getByRole('button', { name: 'OG Supporter' })).toBeInTheDocument();
    expect(within(badges).getByText(T.earnedOn('Nov 20, 2026'))).toBeInTheDocument();
    // Closing the dialog drops the parameter.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
