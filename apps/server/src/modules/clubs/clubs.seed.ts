import { clubTiersSchema, createClubSchema } from '@repclub/shared';
import { demoSeedViewer } from '../../platform/viewer';
import type { UsersRepository } from '../users/users.module';
import type { ClubsRepository } from './clubs.repository';
import type { ClubsService } from './clubs.service';
import type { MembershipsService } from './memberships.service';
import type { TeamService } from './team.service';

/** The demo host's rep club (README "Demo accounts"); the events module links it to the demo team event. */
export const DEMO_CLUB_SLUG = 'sunset-social-club';

const DEMO_TIERS = [
  { name: 'Bronze', colors: { primary: '#CD7F32', secondary: '#FFFFFF' }, minimumPoints: 0 },
  { name: 'Silver', colors: { primary: '#A8A9AD', secondary: '#1A1A1A' }, minimumPoints: 500 },
  { name: 'Gold', colors: { primary: '#D4AF37', secondary: '#1A1A1A' }, minimumPoints: 2000 },
];

/**
 * The demo club (issue 15), through the clubs services as its people: owned by the demo host, published, three
 * tiers, Casey and Riley members, Morgan its Account Manager, and an open Event Manager invite to the guest
 * account. Seeded once: skipped when the club exists.
 */
export async function seedDemoClub(deps: {
  repo: ClubsRepository;
  clubs: ClubsService;
  memberships: MembershipsService;
  team: TeamService;
  users: UsersRepository;
}) {
  const { repo, clubs, memberships, team, users } = deps;
  if (await repo.bySlug(DEMO_CLUB_SLUG)) return;
  const [host, casey, riley, morgan, guest] = await Promise.all(
    ['host', 'casey', 'riley', 'morgan', 'guest'].map((name) => users.byEmail(`${name}@repclub.example`)),
  );
  if (!host) return;
  const asHost = demoSeedViewer(host);
  const club = await clubs.createClub(
    asHost,
    createClubSchema.parse({
      displayName: 'Sunset Social Club',
      slug: DEMO_CLUB_SLUG,
      bio: 'Rooftop parties, beach clean-ups and the best sunsets in town. Earn points at every event.',
      colors: { primary: '#3D1277', secondary: '#FFB86B' },
      socialAccounts: [{ provider: 'instagram', handle: 'sunsetsocial' }],
    }),
  );
  const clubId = club.row.id;
  await clubs.publishClub(asHost, clubId);
  await clubs.setClubTiers(asHost, clubId, clubTiersSchema.parse(DEMO_TIERS));
  for (const member of [casey, riley])
    if (member) await memberships.joinClub(demoSeedViewer(member), clubId, null);
  if (morgan) {
    const invite = await team.createClubInvite(asHost, {
      clubId,
      kind: 'MEMBER',
      role: 'ACCOUNT_MANAGER',
      userId: morgan.id,
      email: null,
      memo: null,
      expiresAt: null,
      usesPerInvite: 1,
    });
    await team.acceptClubInvite(demoSeedViewer(morgan), invite.row.id);
  }
  if (guest)
    await team.createClubInvite(asHost, {
      clubId,
      kind: 'COLLABORATOR',
      role: 'EVENT_MANAGER',
      userId: guest.id,
      email: null,
      memo: 'Help us run the door at our rooftop nights?',
      expiresAt: null,
      usesPerInvite: 1,
    });
}
