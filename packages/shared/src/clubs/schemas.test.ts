import { describe, expect, it } from 'vitest';
import { CLUB_MESSAGES as M } from './messages';
import { clubInviteSchema, clubSlugSchema, clubTiersSchema, createClubSchema } from './schemas';

const colors = { primary: '#3d1277', secondary: '#ffffff' };

describe('club schemas', () => {
  it('fills the defaults of a new club and upper-cases colours', () => {
    const club = createClubSchema.parse({ displayName: ' Night Owls ', slug: 'Night-Owls', colors });
    expect(club).toMatchObject({
      displayName: 'Night Owls',
      slug: 'night-owls',
      access: 'PUBLIC',
      socialAccounts: [],
      colors: { primary: '#3D1277', secondary: '#FFFFFF' },
    });
  });

  it('refuses a bad link and a network given twice', () => {
    expect(clubSlugSchema.safeParse('a b').error?.issues[0]?.message).toBe(M.slugInvalid);
    const twice = createClubSchema.safeParse({
      displayName: 'X',
      slug: 'xyz',
      socialAccounts: [
        { provider: 'instagram', handle: '@one' },
        { provider: 'instagram', handle: 'two' },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe(M.socialProviderDuplicate);
  });

  it('wants tiers with strictly increasing minimum points', () => {
    const tier = (name: string, minimumPoints: number) => ({ name, colors, minimumPoints });
    expect(clubTiersSchema.safeParse([tier('Bronze', 0), tier('Silver', 100)]).success).toBe(true);
    expect(clubTiersSchema.safeParse([tier('Bronze', 0), tier('Silver', 0)]).error?.issues[0]).toMatchObject({
      message: M.tiersNotIncreasing,
      path: [1, 'minimumPoints'],
    });
    expect(clubTiersSchema.safeParse([]).error?.issues[0]?.message).toBe(M.tiersRequired);
  });

  it('limits collaborators to event and offer managers', () => {
    const invite = { clubId: 'c1', kind: 'COLLABORATOR', role: 'ADMIN', email: 'a@example.com' };
    expect(clubInviteSchema.safeParse(invite).error?.issues[0]?.message).toBe(M.collaboratorRoleInvalid);
    expect(clubInviteSchema.parse({ ...invite, role: 'EVENT_MANAGER' }).usesPerInvite).toBe(1);
  });
});
