import { achievementsModule } from '../achievements/achievements.module';
import { bookingsModule } from '../bookings/bookings.module';
import { clubsModule } from '../clubs/clubs.module';
import { eventsModule } from '../events/events.module';
import { ledgerModule } from '../ledger/ledger.module';
import { messagingModule } from '../messaging/messaging.module';
import { notificationsModule } from '../notifications/notifications.module';
import { pointsModule } from '../points/points.module';
import { socialModule } from '../social/social.module';
import { usersModule } from '../users/users.module';
import { defineModule } from '../../platform/module';
import { offersCore } from './offers.context';
import './offers.graphql';
import { offersRepository } from './offers.repository';
import { seedDemoOffers } from './offers.seed';
import { offersEditing } from './offers.service';
import { offersDraws } from './draws.service';
import { offersParticipation } from './participation.service';
import { offersRedemptions } from './redemptions.service';

/**
 * Offers (domain §3 Offer, §4, §5, §7; docs/decisions/131–138): a club's four programs and their sub-types, the
 * wizard's save, publishing, taking part and completing (verified per sub-type, rewarded once through the ledger,
 * the clubs module's granted tier and the achievements module), redemptions held in the ledger, and draws with a
 * committed seed. Owns offers, offer_participations and offer_redemptions.
 */
export const offersModule = defineModule({
  name: 'offers',
  needs: [
    usersModule,
    socialModule,
    ledgerModule,
    clubsModule,
    eventsModule,
    bookingsModule,
    pointsModule,
    notificationsModule,
    messagingModule,
    achievementsModule,
  ],
  create: ({ db, clock, log, config }, { ledger, clubs, achievements, notifications, messaging, optIns }) => {
    const core = offersCore({
      repo: offersRepository(db),
      ledger,
      clubs,
      achievements,
      notifications,
      sendEmail: (email) => messaging.sendEmail(email),
      repScoresOf: (ids) => optIns.repScoresOf(ids),
      clock,
      log,
      publicUrl: config.publicUrl,
    });
    const participation = offersParticipation(core);
    return {
      offers: {
        ...offersEditing(core),
        ...participation,
        ...offersRedemptions(core),
        ...offersDraws(core, participation),
      },
    };
  },
  demoSeed: ({ offers, clubsRepo, usersRepo }) => seedDemoOffers({ offers, clubsRepo, usersRepo }),
});

// What other modules use of this one.
export type OffersService = ReturnType<(typeof offersModule)['create']>['offers'];
export { OfferRef } from './offers.graphql';
