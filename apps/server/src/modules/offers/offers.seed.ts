import { type OfferFormInput, roundUpToStep } from '@repclub/shared';
import { demoSeedViewer } from '../../platform/viewer';
import { DEMO_CLUB_SLUG } from '../clubs/clubs.module';
import type { UsersRepository } from '../users/users.module';
import type { offersEditing } from './offers.service';

type Editing = Pick<ReturnType<typeof offersEditing>, 'createOrUpdateOffer' | 'publishOffer' | 'offerBySlug'>;

/** One published offer of each program on the demo club (issue 23), made by its owner through the service. */
export async function seedDemoOffers(deps: {
  offers: Editing;
  clubsRepo: { bySlug: (slug: string) => Promise<{ id: string } | undefined> };
  usersRepo: UsersRepository;
}) {
  const { offers, clubsRepo, usersRepo } = deps;
  const club = await clubsRepo.bySlug(DEMO_CLUB_SLUG);
  const host = await usersRepo.byEmail('host@repclub.example');
  if (!club || !host) return;
  const asHost = demoSeedViewer(host);
  const start = roundUpToStep(new Date(Date.now() + 15 * 60_000));
  const end = new Date(start.getTime() + 30 * 86_400_000);
  const timeFrame = { startAt: start.toISOString(), endAt: end.toISOString() };
  const demo: Omit<OfferFormInput, 'timeFrame'>[] = [
    {
      details: {
        programType: 'earn-points',
        subType: 'streak',
        displayName: 'Sunset streak',
        slug: 'sunset-streak',
        description: 'Check in five days in a row and earn 250 points.',
      },
      requirements: { requirements: [{ type: 'NONE' }] },
      settings: { streakDays: 5 },
      reward: { points: 250 },
    },
    {
      details: {
        programType: 'buy-points',
        subType: 'bonus-buys',
        displayName: 'Bonus buys',
        slug: 'bonus-buys',
        description: 'Buy any points package this month and get 20% more points.',
      },
      requirements: { requirements: [{ type: 'NONE' }] },
      settings: { bonusPercent: 20 },
    },
    {
      details: {
        programType: 'earn-status',
        subType: 'promo',
        displayName: 'Silver for regulars',
        slug: 'silver-for-regulars',
        description: 'Enter the code from our last rooftop night to reach Silver.',
        access: 'MEMBERS',
      },
      requirements: { requirements: [{ type: 'NONE' }] },
      settings: { promoCode: 'ROOFTOP' },
      reward: { tierLevel: 2 },
    },
    {
      details: {
        programType: 'reward-members',
        subType: 'vip-pass',
        displayName: 'VIP pass raffle',
        slug: 'vip-pass-raffle',
        description: 'Enter for 100 points: three members win a VIP pass to the summer party.',
        category: 'Draw',
        access: 'MEMBERS',
      },
      requirements: { requirements: [{ type: 'PRICE', value: 100 }] },
      settings: { maxWinners: 3 },
      redemption: { redeemType: 'QR_CODE' },
    },
  ];
  for (const input of demo) {
    if (await offers.offerBySlug(asHost, club.id, String(input.details.slug))) continue;
    const view = await offers.createOrUpdateOffer(asHost, { ...input, timeFrame, clubId: club.id });
    await offers.publishOffer(asHost, view.row.id, true);
  }
}
