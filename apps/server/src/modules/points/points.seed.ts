import { demoSeedViewer, type Viewer } from '../../platform/viewer';
import type { UsersRepository } from '../users/users.module';
import type { PointsService } from './points.service';
import type { PurchasesService } from './purchases/purchases.service';

/** The demo club of the clubs module's seed (README "Demo accounts"). */
const DEMO_CLUB_SLUG = 'sunset-social-club';

/**
 * Points in the demo club (README "Demo accounts"), through the points services as the host: two points packages
 * to buy in the sandbox, and points granted to Casey (650, Silver), Riley (120, Bronze) and the guest account, which
 * joins the club with 250 points to send and trade. Seeded once: skipped when the club already has packages.
 */
export async function seedDemoPoints(deps: {
  clubsRepo: { bySlug: (slug: string) => Promise<{ id: string } | null | undefined> };
  memberships: { joinClub: (viewer: Viewer, clubId: string, inviteId: null) => Promise<unknown> };
  points: PointsService;
  purchases: PurchasesService;
  users: UsersRepository;
}) {
  const { clubsRepo, memberships, points, purchases, users } = deps;
  const club = await clubsRepo.bySlug(DEMO_CLUB_SLUG);
  const host = await users.byEmail('host@repclub.example');
  if (!club || !host) return;
  const asHost = demoSeedViewer(host);
  if ((await purchases.packagesOf([club.id]))[0]?.length) return;
  await purchases.setClubPointsPackages(asHost, club.id, [
    { pointsAmount: 500, repPointsMultiplier: 1, price: 500, originalPrice: null },
    { pointsAmount: 1000, repPointsMultiplier: 1.2, price: 1000, originalPrice: 1200 },
  ]);
  const guest = await users.byEmail('guest@repclub.example');
  if (guest) await memberships.joinClub(demoSeedViewer(guest), club.id, null);
  const grants: [string, number][] = [
    ['casey', 650],
    ['riley', 120],
    ['guest', 250],
  ];
  for (const [name, amount] of grants) {
    const user = await users.byEmail(`${name}@repclub.example`);
    if (!user) continue;
    await points.grantPoints(asHost, {
      clubId: club.id,
      toUserId: user.id,
      amount,
      memo: 'Welcome to Sunset Social Club',
      idempotencyKey: `demo-welcome-${name}`,
    });
  }
}
