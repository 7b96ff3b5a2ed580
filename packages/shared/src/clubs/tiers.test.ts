import { describe, expect, it } from 'vitest';
import { clubPermissionsOf, CLUB_ROLE_PERMISSIONS } from './permissions';
import { clubInviteSchema, clubSlugSchema, clubTiersSchema } from './schemas';
import { nextTierFor, tierFor } from './tiers';

const tiers = [
  { level: 1, name: 'Bronze', minimumPoints: 0 },
  { level: 2, name: 'Silver', minimumPoints: 500 },
  { level: 3, name: 'Gold', minimumPoints: 2000 },
];
const colors = { primary: '#3D1277', secondary: '#FFFFFF' };

describe('tierFor', () => {
  it('is the highest tier whose minimum is reached', () => {
    expect(tierFor(0, tiers)?.name).toBe('Bronze');
    expect(tierFor(499, tiers)?.name).toBe('Bronze');
    expect(tierFor(500, tiers)?.name).toBe('Silver');
    expect(tierFor(1999, tiers)?.name).toBe('Silver');
    expect(tierFor(2000, tiers)?.name).toBe('Gold');
    expect(tierFor(10 ** 9, tiers)?.name).toBe('Gold');
  });
  it('is none below the first minimum, or without tiers', () => {
    expect(tierFor(99, [{ level: 1, minimumPoints: 100 }])).toBeNull();
    expect(tierFor(5, [])).toBeNull();
  });
  it('tells the next tier and the points to go', () => {
    expect(nextTierFor(120, tiers)).toEqual({ tier: tiers[1], pointsToGo: 380 });
    expect(nextTierFor(2000, tiers)).toBeNull();
  });
});

describe('club schemas', () => {
  it('accepts lower-case links and refuses others, UUIDs and reserved words', () => {
    expect(clubSlugSchema.parse(' Sunset-Club ')).toBe('sunset-club');
    for (const bad of [
      'ab',
      'a--b',
      '-ab',
      'a b',
      'x'.repeat(41),
      'create',
      '0e4f3c1a-1111-4a2b-8c3d-123456789abc',
    ])
      expect(clubSlugSchema.safeParse(bad).success, bad).toBe(false);
  });
  it('wants strictly increasing minimums and unique names', () => {
    const ok = clubTiersSchema.safeParse([
      { name: 'Bronze', colors, minimumPoints: 0 },
      { name: 'Silver', colors, minimumPoints: 500 },
    ]);
    expect(ok.success).toBe(true);
    expect(
      clubTiersSchema.safeParse([
        { name: 'Bronze', colors, minimumPoints: 10 },
        { name: 'Silver', colors, minimumPoints: 10 },
      ]).success,
    ).toBe(false);
    expect(
      clubTiersSchema.safeParse([
        { name: 'Gold', colors, minimumPoints: 0 },
        { name: 'gold', colors, minimumPoints: 10 },
      ]).success,
    ).toBe(false);
    expect(clubTiersSchema.safeParse([{ name: 'X', colors, minimumPoints: -1 }]).success).toBe(false);
  });
  it('limits collaborators to event and offer managers', () => {
    const clubId = '0e4f3c1a-1111-4a2b-8c3d-123456789abc';
    expect(clubInviteSchema.safeParse({ clubId, kind: 'COLLABORATOR', role: 'ADMIN' }).success).toBe(false);
    expect(clubInviteSchema.safeParse({ clubId, kind: 'COLLABORATOR', role: 'EVENT_MANAGER' }).success).toBe(
      true,
    );
    expect(clubInviteSchema.safeParse({ clubId, kind: 'COLLABORATOR' }).success).toBe(false);
  });
  it('gives the owner every permission and an admin all but transferring ownership', () => {
    expect(clubPermissionsOf({ isOwner: true, role: null })).toContain('TRANSFER_OWNERSHIP');
    expect(CLUB_ROLE_PERMISSIONS.ADMIN).not.toContain('TRANSFER_OWNERSHIP');
    expect(clubPermissionsOf({ isOwner: false, role: null })).toEqual([]);
  });
});
