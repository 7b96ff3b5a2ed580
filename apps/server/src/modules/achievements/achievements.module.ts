import { clubsModule } from '../clubs/clubs.module';
import { notificationsModule } from '../notifications/notifications.module';
import { usersModule } from '../users/users.module';
import { defineModule } from '../../platform/module';
import { mediaUrls } from '../../platform/media-urls';
import './achievements.graphql';
import { achievementsRepository } from './achievements.repository';
import { seedDemoAchievements } from './achievements.seed';
import { achievementsService } from './achievements.service';

/**
 * Club achievements (domain §3 Achievement, §4 badge types, §7; docs/decisions/127–129): badges a club's team
 * creates and awards, or an offer awards on completion (`achievements.awardInTx` in the offers module's
 * transaction), within a maximum supply; ReceiveAchievement tells the member. Owns achievements and
 * achievement_awards; other modules read them through `achievementReads`.
 */
export const achievementsModule = defineModule({
  name: 'achievements',
  needs: [usersModule, clubsModule, notificationsModule],
  create: ({ db, clock, log, config }, { clubs, notifications }) => ({
    achievements: achievementsService({
      repo: achievementsRepository(db),
      clubs,
      notifications,
      clock,
      log,
      mediaUrls: mediaUrls(config),
    }),
  }),
  demoSeed: ({ achievements, clubsRepo, usersRepo }) =>
    seedDemoAchievements({ achievements, clubsRepo, users: usersRepo }),
});

// What other modules use of this one.
export { achievementReads } from './achievements.reads';
export type { AchievementReads, AchievementSummary } from './achievements.reads';
export type {
  AchievementsService,
  AchievementView,
  AwardInTxInput,
  AwardInTxResult,
  AwardSource,
} from './achievements.service';
export { AchievementRef } from './achievements.types.graphql';
