import { achievementInputSchema } from '@repclub/shared';
import { demoSeedViewer } from '../../platform/viewer';
import { DEMO_CLUB_SLUG } from '../clubs/clubs.module';
import type { UsersRepository } from '../users/users.module';
import type { AchievementsService } from './achievements.service';

/**
 * Achievements of the demo club (README "Demo accounts"), through the service as the host: an OG Supporter badge
 * with a supply of 100, held by the guest account and Casey, and a Rooftop Regular event badge nobody holds yet.
 * Seeded once: skipped when the club already has the OG badge.
 */
export async function seedDemoAchievements(deps: {
  achievements: AchievementsService;
  clubsRepo: { bySlug: (slug: string) => Promise<{ id: string } | null | undefined> };
  users: UsersRepository;
}) {
  const { achievements, clubsRepo, users } = deps;
  const club = await clubsRepo.bySlug(DEMO_CLUB_SLUG);
  const host = await users.byEmail('host@repclub.example');
  if (!club || !host) return;
  const asHost = demoSeedViewer(host);
  if (await achievements.achievementBySlug(asHost, club.id, 'og-supporter')) return;
  const og = await achievements.createOrUpdateAchievement(
    asHost,
    achievementInputSchema.parse({
      clubId: club.id,
      displayName: 'OG Supporter',
      slug: 'og-supporter',
      bio: 'One of the first hundred members of Sunset Social Club. Thank you for being here from day one.',
      category: 'OG_SUPPORTER',
      maxSupply: 100,
    }),
  );
  await achievements.createOrUpdateAchievement(
    asHost,
    achievementInputSchema.parse({
      clubId: club.id,
      displayName: 'Rooftop Regular',
      slug: 'rooftop-regular',
      bio: 'Came to three rooftop nights in a season.',
      category: 'EVENT',
    }),
  );
  for (const name of ['guest', 'casey']) {
    const user = await users.byEmail(`${name}@repclub.example`);
    if (user) await achievements.awardAchievement(asHost, og.row.id, user.id);
  }
}
