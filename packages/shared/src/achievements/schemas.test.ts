import { describe, expect, it } from 'vitest';
import { achievementSlugFrom } from './constants';
import { ACHIEVEMENT_BADGE_TYPE_LABELS, ACHIEVEMENT_BADGE_TYPES } from './enums';
import { ACHIEVEMENT_MESSAGES as M } from './messages';
import { achievementInputSchema } from './schemas';

const CLUB = '11111111-1111-4111-8111-111111111111';
const base = {
  clubId: CLUB,
  displayName: 'Launch Day',
  slug: 'launch-day',
  category: 'LAUNCH_DAY_SUPPORTER',
};
const messageOf = (input: Record<string, unknown>) => {
  const parsed = achievementInputSchema.safeParse({ ...base, ...input });
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('achievement input', () => {
  it('has the eleven badge types of domain §4 with their labels', () => {
    expect(ACHIEVEMENT_BADGE_TYPES).toHaveLength(11);
    expect(ACHIEVEMENT_BADGE_TYPE_LABELS.LAUNCH_DAY_SUPPORTER).toBe('Launch Day supporter');
    expect(ACHIEVEMENT_BADGE_TYPE_LABELS.TIER_DIAMOND).toBe('Tier Diamond');
  });

  it('fills defaults: not hidden, no window, unlimited supply, blanks as null', () => {
    expect(achievementInputSchema.parse({ ...base, bio: '', avatarUrl: '', activeFrom: '' })).toEqual({
      ...base,
      achievementId: null,
      bio: null,
      avatarUrl: null,
      isHidden: false,
      activeFrom: null,
      activeTo: null,
      maxSupply: null,
    });
  });

  it('checks the link, the supply and the window on a 15-minute step', () => {
    expect(messageOf({ slug: 'Launch Day' })).toBe(M.slugInvalid);
    expect(messageOf({ slug: 'a' })).toBe(M.slugInvalid);
    expect(messageOf({ maxSupply: 0 })).toBe(M.maxSupplyInvalid);
    expect(messageOf({ maxSupply: 2.5 })).toBe(M.maxSupplyInvalid);
    expect(messageOf({ activeFrom: '2026-12-01T10:10:00Z' })).toBe(M.stepInvalid);
    expect(messageOf({ activeFrom: 'tomorrow' })).toBe(M.dateInvalid);
    expect(messageOf({ activeFrom: '2026-12-02T10:00:00Z', activeTo: '2026-12-01T10:00:00Z' })).toBe(
      M.windowInvalid,
    );
    expect(messageOf({ activeFrom: '2026-12-01T10:00:00Z', activeTo: '2026-12-01T10:15:00Z' })).toBeNull();
    expect(messageOf({ category: 'GOLD' })).toBe(M.categoryRequired);
  });

  it('makes a link from a name', () => {
    expect(achievementSlugFrom('Launch Day Supporter!')).toBe('launch-day-supporter');
    expect(achievementSlugFrom('  Crème brûlée  ')).toBe('creme-brulee');
  });
});
