import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACHIEVEMENT_MESSAGES } from '@repclub/shared';
import { describe, expect, it, vi } from 'vitest';
import { ACHIEVEMENTS_TEXT as T } from '@/features/achievements/achievements-text';
import {
  ClubAchievementsAdminPage,
  CreateAchievementPage,
  EditAchievementPage,
} from '@/features/achievements/achievements-admin-page';
import { CLUB_ID, achievement, connection, managerClub } from '@/features/achievements/test-data';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';
import { notifySuccess } from '@/ui/toast';

vi.mock('@/ui/toast', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const PATHS = ['/rep-club/$id/achievement/$achievementId', '/my/rep-clubs/$clubId/achievements/create'];
const ZOE = '22222222-2222-4222-8222-222222222222';
const HELD = '33333333-3333-4333-8333-333333333333';

describe('ClubAchievementsAdminPage', () => {
  it('lists the club’s achievements with status, supply and awarded count, and awards one to a member', async () => {
    signInForTest();
    const api = mockGraphQL({
      AchievementsClubAdmin: () => managerClub(),
      ClubAchievements: () => ({
        clubAchievements: connection([
          achievement('a1', {
            displayName: 'OG Supporter',
            maxSupply: 100,
            awardedCount: 2,
            remainingSupply: 98,
          }),
          achievement('a2', {
            displayName: 'Secret',
            isHidden: true,
            activeFromUtc: '2099-01-01T00:00:00.000Z',
          }),
        ]),
      }),
      UserSearch: () => ({
        searchUsers: { nodes: [{ userId: ZOE, name: 'Zoe Friend', userName: 'zoe', avatarUrl: null }] },
      }),
      AwardAchievement: () => ({
        awardAchievement: { awarded: true, achievement: achievement('a1', { awardedCount: 3 }) },
      }),
    });
    renderWithRouter(<ClubAchievementsAdminPage clubId={CLUB_ID} />, { extraPaths: PATHS });
    const list = await screen.findByRole('list', { name: T.listLabel });
    const og = within(list).getByRole('listitem', { name: 'OG Supporter' });
    expect(within(og).getByText(T.statusActive)).toBeInTheDocument();
    expect(within(og).getByText('100')).toBeInTheDocument();
    expect(within(og).getByText('2')).toBeInTheDocument();
    const secret = within(list).getByRole('listitem', { name: 'Secret' });
    expect(within(secret).getByText(T.statusScheduled)).toBeInTheDocument();
    expect(within(secret).getByText(T.hidden)).toBeInTheDocument();
    expect(within(secret).getByText(T.unlimited)).toBeInTheDocument();
    expect(api.named('ClubAchievements')[0]!.variables).toMatchObject({
      clubId: CLUB_ID,
      includeArchived: false,
    });

    fireEvent.click(within(og).getByRole('button', { name: T.award }));
    const dialog = await screen.findByRole('dialog', { name: T.awardTitle('OG Supporter') });
    fireEvent.click(within(dialog).getByRole('button', { name: T.awardSubmit }));
    expect(await within(dialog).findByText(T.chooseMember)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: T.member }), { target: { value: 'zoe' } });
    const options = await within(dialog).findByRole('listbox', { name: T.member });
    fireEvent.click(within(options).getByRole('option', { name: /Zoe Friend/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: T.awardSubmit }));
    await waitFor(() => expect(api.named('AwardAchievement')).toHaveLength(1));
    expect(api.named('AwardAchievement')[0]!.variables).toEqual({ achievementId: 'a1', userId: ZOE });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(T.awarded('Zoe Friend')));
  });

  it('archives an awarded achievement after asking, and shows archived ones on request', async () => {
    signInForTest();
    const api = mockGraphQL({
      AchievementsClubAdmin: () => managerClub(),
      ClubAchievements: (vars) => ({
        clubAchievements: connection(
          vars.includeArchived
            ? [achievement('a3', { displayName: 'Old', status: 'ARCHIVED', awardedCount: 4 })]
            : [achievement('a1', { displayName: 'Held', awardedCount: 4 })],
        ),
      }),
      DeleteAchievement: () => ({ deleteAchievement: { achievementId: 'a1', archived: true } }),
    });
    renderWithRouter(<ClubAchievementsAdminPage clubId={CLUB_ID} />, { extraPaths: PATHS });
    const held = await screen.findByRole('listitem', { name: 'Held' });
    fireEvent.click(within(held).getByRole('button', { name: T.delete }));
    const confirm = await screen.findByRole('dialog', { name: T.archiveTitle });
    fireEvent.click(within(confirm).getByRole('button', { name: T.archiveConfirm }));
    await waitFor(() => expect(api.named('DeleteAchievement')).toHaveLength(1));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(T.archived));

    fireEvent.click(screen.getByRole('switch', { name: T.showArchived }));
    const old = await screen.findByRole('listitem', { name: 'Old' });
    expect(within(old).getByText(T.statusArchived)).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: T.award })).not.toBeInTheDocument();
  });

  it('tells a team member without MANAGE_ACHIEVEMENTS that they cannot manage them', async () => {
    signInForTest();
    mockGraphQL({ AchievementsClubAdmin: () => managerClub(['MANAGE_EVENTS', 'VIEW_MEMBERS']) });
    renderWithRouter(<ClubAchievementsAdminPage clubId={CLUB_ID} />, { extraPaths: PATHS });
    expect(await screen.findByText(T.noPermission)).toBeInTheDocument();
  });
});

describe('the achievement form', () => {
  it('checks the fields with the shared schema, then creates with the window in UTC and the supply', async () => {
    signInForTest();
    const api = mockGraphQL({
      AchievementsClubAdmin: () => managerClub(),
      SaveAchievement: () => ({ createOrUpdateAchievement: achievement('new') }),
    });
    const { router } = renderWithRouter(<CreateAchievementPage clubId={CLUB_ID} />, { extraPaths: PATHS });
    const save = await screen.findByRole('button', { name: T.save });
    fireEvent.click(save);
    expect(await screen.findByText(ACHIEVEMENT_MESSAGES.displayNameRequired)).toBeInTheDocument();
    expect(screen.getByText(ACHIEVEMENT_MESSAGES.categoryRequired)).toBeInTheDocument();
    expect(api.named('SaveAchievement')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: T.name }), { target: { value: 'Launch Day Crew' } });
    expect(screen.getByRole('textbox', { name: T.slug })).toHaveValue('launch-day-crew');
    fireEvent.click(screen.getByLabelText(new RegExp(T.category), { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Launch Day supporter' }));
    fireEvent.change(screen.getByLabelText(`${T.activeFrom} date`), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByRole('textbox', { name: T.maxSupply }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('switch', { name: new RegExp(T.hiddenLabel) }));
    fireEvent.click(save);
    await waitFor(() => expect(api.named('SaveAchievement')).toHaveLength(1));
    const input = api.named('SaveAchievement')[0]!.variables.input as Record<string, unknown>;
    expect(input).toEqual({
      achievementId: null,
      clubId: CLUB_ID,
      displayName: 'Launch Day Crew',
      slug: 'launch-day-crew',
      bio: null,
      avatarUrl: null,
      category: 'LAUNCH_DAY_SUPPORTER',
      isHidden: true,
      activeFromUtc: new Date('2026-12-01T00:00:00').toISOString(),
      activeToUtc: null,
      maxSupply: 50,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/rep-club/${CLUB_ID}/achievement/new`));
  });

  it('keeps the link of an awarded achievement and shows the server’s refusal', async () => {
    signInForTest();
    mockGraphQL({
      AchievementsClubAdmin: () => managerClub(),
      AchievementDetail: () => ({
        achievement: achievement(HELD, {
          displayName: 'Held',
          awardedCount: 3,
          maxSupply: 10,
          remainingSupply: 7,
        }),
      }),
      SaveAchievement: () => {
        throw new Error(ACHIEVEMENT_MESSAGES.maxSupplyBelowAwarded);
      },
    });
    renderWithRouter(<EditAchievementPage clubId={CLUB_ID} achievementId={HELD} />, { extraPaths: PATHS });
    expect(await screen.findByRole('textbox', { name: T.name })).toHaveValue('Held');
    expect(screen.getByRole('textbox', { name: T.slug })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(ACHIEVEMENT_MESSAGES.maxSupplyBelowAwarded)).toBeInTheDocument();
  });
});
