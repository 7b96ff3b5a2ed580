import { type EventType, formatRoleInviteId, scanningZoneInputSchema } from '@repclub/shared';
import sharp from 'sharp';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { demoSeedViewer } from '../../platform/viewer';
import type { EventsService } from './events.service';
import { eventsRepository } from './events.repository';
import type { EventOptIns } from './events.tables';
import { localTimeOn } from './local-time';
import type { MediaService } from '../media/media.module';
import type { UsersRepository } from '../users/users.module';
import { type Clubs, DEMO_CLUB_SLUG } from '../clubs/clubs.module';

/**
 * Demo events (README "Demo accounts"): a dozen events of the demo host across event types, cities and the
 * coming weeks (dates relative to the clock when they are seeded), each with a generated cover image. Seeded
 * when missing (by slug), never rewritten, so a restart changes nothing.
 */

const DEMO_OPT_INS: EventOptIns = {
  guestList: false,
  guestCount: false,
  // The demo's events are public: visitors see the whole page (docs/decisions/086).
  publicPreview: true,
  displayRepScore: false,
  qrPass: true,
  guestsInvitingOthers: false,
  ageLimit: false,
  privacyPolicy: null,
  socialAccountRequirements: [],
  questionRequirements: false,
  musicEmbed: null,
};

type DemoTicket = {
  ticketType: string;
  price: number;
  limitedAmount: number;
  color?: string;
  isRequiredApproval?: boolean;
  gratuityPercentage?: number;
  optInShowTicketAmount?: boolean;
  note?: string;
};

type DemoEvent = {
  slug: string;
  eventType: EventType;
  displayName: string;
  description: string;
  note: string;
  city: string;
  address: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  inDays: number;
  hour: number;
  hours: number;
  colors: [string, string];
  tickets: DemoTicket[];
  isFeatured?: boolean;
  ageLimit?: number;
  isAllInPricing?: boolean;
  hideAddress?: boolean;
  questions?: { question: string; isRequired: boolean }[];
  faqs?: { question: string; answer: string }[];
};

export const DEMO_EVENTS: DemoEvent[] = [
  {
    slug: 'sunset-rooftop-party',
    eventType: 'PARTY',
    displayName: 'Sunset Rooftop Party',
    description:
      'Golden-hour sets from three local DJs on a downtown rooftop, with skyline views, a taco bar and a dance ' +
      'floor that stays open until midnight.',
    note: 'Bring a photo ID. Doors open at 6 pm; the roof is reached by the lift in the lobby.',
    city: 'Los Angeles',
    address: '550 S Flower St, Los Angeles, CA 90071',
    latitude: 34.0507,
    longitude: -118.2567,
    timeZone: 'America/Los_Angeles',
    inDays: 3,
    hour: 18,
    hours: 6,
    colors: ['#FF7E5F', '#3D1277'],
    isFeatured: true,
    ageLimit: 21,
    tickets: [
      { ticketType: 'General Admission', price: 2500, limitedAmount: 200, optInShowTicketAmount: true },
      {
        ticketType: 'VIP Cabana',
        price: 7500,
        limitedAmount: 40,
        color: '#C9A227',
        isRequiredApproval: true,
        gratuityPercentage: 15,
        note: 'A host approves every cabana request.',
      },
    ],
    faqs: [
      { question: 'Is there parking?', answer: 'Validated parking in the building garage on Flower St.' },
    ],
    questions: [{ question: 'Who are you coming with?', isRequired: false }],
  },
  {
    slug: 'brooklyn-comedy-night',
    eventType: 'COMEDY_SHOW',
    displayName: 'Brooklyn Comedy Night',
    description:
      'Six up-and-coming comics, one legendary headliner, and a two-drink minimum you will not regret.',
    note: 'Seating is first come, first served.',
    city: 'New York',
    address: '123 Bedford Ave, Brooklyn, NY 11211',
    latitude: 40.7174,
    longitude: -73.9565,
    timeZone: 'America/New_York',
    inDays: 5,
    hour: 20,
    hours: 2,
    colors: ['#F9D423', '#E65C00'],
    tickets: [{ ticketType: 'Standard Seat', price: 2000, limitedAmount: 120 }],
  },
  {
    slug: 'austin-indie-showcase',
    eventType: 'CONCERT',
    displayName: 'Austin Indie Music Showcase',
    description:
      'Five indie bands from across Texas on one stage, with food trucks outside and vinyl for sale.',
    note: 'Earplugs at the bar. Re-entry allowed until 10 pm.',
    city: 'Austin',
    address: '1100 E 6th St, Austin, TX 78702',
    latitude: 30.2642,
    longitude: -97.7296,
    timeZone: 'America/Chicago',
    inDays: 8,
    hour: 19,
    hours: 5,
    colors: ['#00C9FF', '#92FE9D'],
    tickets: [
      { ticketType: 'General Admission', price: 3500, limitedAmount: 300 },
      { ticketType: 'Front Row', price: 6000, limitedAmount: 30, color: '#E91E63' },
    ],
  },
  {
    slug: 'chicago-design-conference',
    eventType: 'CONFERENCE',
    displayName: 'Chicago Design Systems Conference',
    description:
      'A day of talks and workshops on design systems, accessibility and design-to-code workflows, with lunch ' +
      'and an evening reception.',
    note: 'Check in from 8 am. Slides are shared with attendees after the event.',
    city: 'Chicago',
    address: '301 E Cermak Rd, Chicago, IL 60616',
    latitude: 41.8528,
    longitude: -87.6184,
    timeZone: 'America/Chicago',
    inDays: 12,
    hour: 9,
    hours: 9,
    colors: ['#4B6CB7', '#182848'],
    isAllInPricing: true,
    tickets: [
      { ticketType: 'Full Day Pass', price: 19900, limitedAmount: 400 },
      { ticketType: 'Student Pass', price: 4900, limitedAmount: 50, color: '#2E7D32' },
    ],
    questions: [
      { question: 'Company or school', isRequired: true },
      { question: 'Dietary requirements for lunch', isRequired: false },
    ],
  },
  {
    slug: 'miami-beach-art-walk',
    eventType: 'ART_SHOW',
    displayName: 'Miami Beach Art Walk',
    description:
      'An evening stroll through twelve open galleries and pop-up studios along Lincoln Road. Free to join.',
    note: 'RSVP so that the galleries know how many guests to expect.',
    city: 'Miami',
    address: 'Lincoln Rd & Washington Ave, Miami Beach, FL 33139',
    latitude: 25.7907,
    longitude: -80.13,
    timeZone: 'America/New_York',
    inDays: 6,
    hour: 18,
    hours: 4,
    colors: ['#12C2E9', '#F64F59'],
    tickets: [{ ticketType: 'Free RSVP', price: 0, limitedAmount: 500, color: '#00897B' }],
  },
  {
    slug: 'golden-gate-10k',
    eventType: 'SPORTING',
    displayName: 'Golden Gate Run Club 10K',
    description:
      'A scenic 10K from Crissy Field to the bridge and back, with pacers for every level and coffee after.',
    note: 'Bib pickup from 7 am at the start line.',
    city: 'San Francisco',
    address: 'Crissy Field, 1199 E Beach, San Francisco, CA 94129',
    latitude: 37.8039,
    longitude: -122.4644,
    timeZone: 'America/Los_Angeles',
    inDays: 4,
    hour: 8,
    hours: 3,
    colors: ['#F12711', '#F5AF19'],
    tickets: [{ ticketType: 'Runner', price: 1500, limitedAmount: 250 }],
  },
  {
    slug: 'nashville-songwriters-festival',
    eventType: 'FESTIVAL',
    displayName: 'Nashville Songwriters Festival',
    description:
      'Two days of writers-in-the-round sessions across four stages in The Gulch, with stories behind the hits.',
    note: 'The wristband is valid for both days.',
    city: 'Nashville',
    address: '600 12th Ave S, Nashville, TN 37203',
    latitude: 36.1522,
    longitude: -86.7846,
    timeZone: 'America/Chicago',
    inDays: 18,
    hour: 12,
    hours: 34,
    colors: ['#8E2DE2', '#4A00E0'],
    tickets: [
      { ticketType: 'Weekend Wristband', price: 8900, limitedAmount: 1000 },
      { ticketType: 'Day Pass', price: 4900, limitedAmount: 500, color: '#5E35B1' },
    ],
  },
  {
    slug: 'seattle-pottery-workshop',
    eventType: 'WORKSHOP',
    displayName: 'Wheel Throwing for Beginners',
    description:
      'Learn to center, open and pull your first bowl on the wheel. Clay, tools and firing are included.',
    note: 'Wear clothes that can get muddy. Pieces are ready for pickup two weeks later.',
    city: 'Seattle',
    address: '1500 Westlake Ave N, Seattle, WA 98109',
    latitude: 47.6332,
    longitude: -122.3405,
    timeZone: 'America/Los_Angeles',
    inDays: 10,
    hour: 14,
    hours: 3,
    colors: ['#B79891', '#94716B'],
    tickets: [{ ticketType: 'Workshop Seat', price: 4500, limitedAmount: 12, optInShowTicketAmount: true }],
    questions: [{ question: 'Have you used a pottery wheel before?', isRequired: true }],
  },
  {
    slug: 'creators-live-podcast',
    eventType: 'PODCAST',
    displayName: 'Creators Live: Podcast Taping',
    description:
      'Sit in on a live taping with three creators talking audience, burnout and what they would do again.',
    note: 'Phones on silent during the recording, please.',
    city: 'Los Angeles',
    address: '6801 Hollywood Blvd, Los Angeles, CA 90028',
    latitude: 34.1022,
    longitude: -118.3406,
    timeZone: 'America/Los_Angeles',
    inDays: 14,
    hour: 19,
    hours: 2,
    colors: ['#0F2027', '#2C5364'],
    hideAddress: true,
    tickets: [{ ticketType: 'Studio Audience', price: 1000, limitedAmount: 80 }],
  },
  {
    slug: 'denver-craft-beer-festival',
    eventType: 'FESTIVAL',
    displayName: 'Denver Craft Beer Festival',
    description:
      'Forty Colorado breweries, unlimited 3 oz tastings, live bluegrass and food from local kitchens.',
    note: 'Valid ID required at the gate; designated drivers enter at a reduced price.',
    city: 'Denver',
    address: '1701 Bryant St, Denver, CO 80204',
    latitude: 39.7439,
    longitude: -105.02,
    timeZone: 'America/Denver',
    inDays: 21,
    hour: 13,
    hours: 5,
    colors: ['#F7971E', '#FFD200'],
    ageLimit: 21,
    tickets: [
      { ticketType: 'Tasting Pass', price: 4000, limitedAmount: 600 },
      { ticketType: 'Designated Driver', price: 1500, limitedAmount: 100, color: '#546E7A' },
    ],
  },
  {
    slug: 'harlem-jazz-brunch',
    eventType: 'CONCERT',
    displayName: 'Harlem Jazz Brunch',
    description: 'A quartet plays standards and originals over a Southern brunch in a Harlem supper club.',
    note: 'Tables of four; tell us who you are sitting with in the questions.',
    city: 'New York',
    address: '2247 Adam Clayton Powell Jr Blvd, New York, NY 10027',
    latitude: 40.8116,
    longitude: -73.9465,
    timeZone: 'America/New_York',
    inDays: 9,
    hour: 11,
    hours: 3,
    colors: ['#C33764', '#1D2671'],
    tickets: [{ ticketType: 'Brunch Seat', price: 5500, limitedAmount: 60, gratuityPercentage: 18 }],
    questions: [{ question: 'Who are you sitting with?', isRequired: false }],
  },
  {
    slug: 'sf-founders-mixer',
    eventType: 'OTHER',
    displayName: 'SF Founders & Builders Mixer',
    description:
      'Meet founders, engineers and designers building in the Bay Area. Short demos at 7, drinks after.',
    note: 'Name tags at the door.',
    city: 'San Francisco',
    address: '2 Embarcadero Center, San Francisco, CA 94111',
    latitude: 37.7946,
    longitude: -122.3999,
    timeZone: 'America/Los_Angeles',
    inDays: 2,
    hour: 18,
    hours: 3,
    colors: ['#11998E', '#38EF7D'],
    tickets: [{ ticketType: 'Entry', price: 1000, limitedAmount: 150 }],
  },
];

/** The demo event whose team, attendees, guests and invitations are seeded (README "Demo accounts"). */
export const DEMO_TEAM_EVENT_SLUG = 'sunset-rooftop-party';

/**
 * A demo event that is over (dates relative to the seeding day, like the others): bookings seeds its completed
 * sales, so the host's revenue page shows earnings. Not in discovery (it has ended).
 */
export const DEMO_PAST_EVENTS: DemoEvent[] = [
  {
    slug: 'downtown-warehouse-party',
    eventType: 'PARTY',
    displayName: 'Downtown Warehouse Party',
    description:
      'House and disco all night in a converted Arts District warehouse, with a light show and a late-night ' +
      'food truck.',
    note: 'Photo ID at the door. No re-entry after midnight.',
    city: 'Los Angeles',
    address: '1000 E 4th St, Los Angeles, CA 90013',
    latitude: 34.0441,
    longitude: -118.2363,
    timeZone: 'America/Los_Angeles',
    inDays: -12,
    hour: 21,
    hours: 5,
    colors: ['#DA22FF', '#3D1277'],
    ageLimit: 21,
    tickets: [
      { ticketType: 'General Admission', price: 3000, limitedAmount: 300 },
      {
        ticketType: 'VIP Mezzanine',
        price: 8000,
        limitedAmount: 40,
        color: '#C9A227',
        gratuityPercentage: 10,
      },
    ],
  },
];

/** An abstract cover (no text: fonts differ between machines): a two-colour gradient with soft circles. */
function coverSvg([from, to]: [string, string], seed: number): Buffer {
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = (seed * 137 + i * 211) % 1600;
    const y = (seed * 89 + i * 157) % 900;
    const r = 80 + ((seed * 31 + i * 53) % 220);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${0.06 + (i % 3) * 0.04}"/>`;
  }).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
      <rect width="1600" height="900" fill="url(#g)"/>${circles}</svg>`,
  );
}

export async function seedDemoEvents(
  db: Db,
  { media, users }: { media: MediaService; users: UsersRepository },
  clock: Clock,
): Promise<void> {
  const host = await users.byEmail('host@repclub.example');
  if (!host) return;
  const repo = eventsRepository(db);
  const now = clock.now();
  for (const [index, demo] of [...DEMO_EVENTS, ...DEMO_PAST_EVENTS].entries()) {
    if (await repo.slugExists(demo.slug)) continue;
    const png = await sharp(coverSvg(demo.colors, index + 1))
      .png()
      .toBuffer();
    const { url } = await media.uploadEventCover({ userId: host.id, isDeleted: false }, png);
    const startDate = localTimeOn(now, demo.timeZone, demo.inDays, demo.hour);
    // The event, its ticket types and questions in one transaction: a restart never finds half an event.
    await repo.insertCopies(
      [
        {
          slug: demo.slug,
          createdBy: host.id,
          eventType: demo.eventType,
          displayName: demo.displayName,
          description: demo.description,
          note: demo.note,
          faqs: demo.faqs ?? [],
          avatarUrl: url,
          startDate,
          endDate: new Date(startDate.getTime() + demo.hours * 3_600_000),
          timeZone: demo.timeZone,
          status: 'PUBLISHED',
          publishedAt: demo.inDays < 0 ? new Date(now.getTime() + (demo.inDays - 14) * 86_400_000) : now,
          isFeatured: demo.isFeatured ?? false,
          isAllInPricing: demo.isAllInPricing ?? false,
          ageLimit: demo.ageLimit ?? null,
          location: {
            address: demo.address,
            latitude: demo.latitude,
            longitude: demo.longitude,
            isOnlyVisibleToApprovedAttendees: demo.hideAddress ?? false,
          },
          city: demo.city,
          latitude: demo.latitude,
          longitude: demo.longitude,
          optIns: {
            ...DEMO_OPT_INS,
            ageLimit: demo.ageLimit !== undefined,
            questionRequirements: !!demo.questions,
          },
        },
      ],
      demo.tickets.map((ticket, position) => ({
        ticketType: ticket.ticketType,
        price: ticket.price,
        limitedAmount: ticket.limitedAmount,
        color: ticket.color ?? '#3D1277',
        isRequiredApproval: ticket.isRequiredApproval ?? false,
        gratuityPercentage: ticket.gratuityPercentage ?? 0,
        optInShowTicketAmount: ticket.optInShowTicketAmount ?? false,
        note: ticket.note ?? null,
        position,
      })),
      demo.questions ?? [],
    );
  }
}

/**
 * The demo event's team (decision 073), through the team service as the people themselves would: Casey was
 * invited as co-host and accepted; a promoter invitation by e-mail waits for an answer; and one for the door waits
 * for the demo guest (gabrielguest), who can open /accept-invite/role-… to try accepting. Seeded once: skipped
 * when Casey already co-hosts.
 */
export async function seedDemoTeam(
  db: Db,
  { events, users }: { events: EventsService; users: UsersRepository },
  clock: Clock,
) {
  const repo = eventsRepository(db);
  const [host, casey, guest, event] = await Promise.all([
    users.byEmail('host@repclub.example'),
    users.byEmail('casey@repclub.example'),
    users.byEmail('guest@repclub.example'),
    repo.bySlug(DEMO_TEAM_EVENT_SLUG),
  ]);
  if (!host || !casey || !guest || !event || event.createdBy !== host.id) return;
  if (await repo.holdsRole(event.id, casey.id, 'CO_HOST')) return;
  // The event is over (a demo database kept for weeks): the team service refuses invitations to it.
  if (event.endDate.getTime() <= clock.now().getTime()) return;
  const asHost = demoSeedViewer(host);
  const invited = await events.inviteEventTeamMember(asHost, event.id, { role: 'CO_HOST', userId: casey.id });
  await events.acceptEventRoleInvitation(demoSeedViewer(casey), formatRoleInviteId(invited.row.id));
  await events.inviteEventTeamMember(asHost, event.id, {
    role: 'PROMOTER',
    email: 'jordan.promoter@example.com',
  });
  await events.inviteEventTeamMember(asHost, event.id, { role: 'DOOR', userId: guest.id });
}

/**
 * The demo team event's scanning zones (docs/decisions/080), through the zones service as the host: the main
 * entrance for every ticket type, scanned once, and the VIP deck for VIP Cabana tickets, scanned up to twice.
 * The demo guest tries them in the scanner after accepting the door invitation. Seeded once: skipped when the
 * event has zones.
 */
export const DEMO_ZONES = [
  { name: 'Main entrance', ticketTypes: [] as string[], maxScans: 1 },
  { name: 'VIP deck', ticketTypes: ['VIP Cabana'], maxScans: 2 },
];

export async function seedDemoZones(
  db: Db,
  { events, users }: { events: EventsService; users: UsersRepository },
) {
  const repo = eventsRepository(db);
  const [host, event] = await Promise.all([
    users.byEmail('host@repclub.example'),
    repo.bySlug(DEMO_TEAM_EVENT_SLUG),
  ]);
  if (!host || !event || event.createdBy !== host.id) return;
  if ((await repo.zonesOfEvents([event.id])).length > 0) return;
  const ticketTypes = await repo.ticketTypesOf([event.id]);
  const asHost = demoSeedViewer(host);
  for (const zone of DEMO_ZONES) {
    const eventTicketIds = zone.ticketTypes.flatMap((name) =>
      ticketTypes.filter((t) => t.ticketType === name).map((t) => t.id),
    );
    await events.saveScanningZone(
      asHost,
      event.id,
      scanningZoneInputSchema.parse({ name: zone.name, eventTicketIds, maxScans: zone.maxScans }),
    );
  }
}

/**
 * The demo club (clubs.seed.ts) on the demo team event, through setEventClubs as the host (who owns both). Seeded
 * once: skipped when the event has clubs.
 */
export async function seedDemoEventClubs(
  db: Db,
  { events, users, clubs }: { events: EventsService; users: UsersRepository; clubs: Clubs },
) {
  const repo = eventsRepository(db);
  const [host, event] = await Promise.all([
    users.byEmail('host@repclub.example'),
    repo.bySlug(DEMO_TEAM_EVENT_SLUG),
  ]);
  if (!host || !event || event.createdBy !== host.id) return;
  if ((await repo.clubIdsOf(event.id)).length > 0) return;
  const club = await clubs.club(demoSeedViewer(host), DEMO_CLUB_SLUG);
  if (!club || club.row.ownerId !== host.id) return;
  await events.setEventClubs(demoSeedViewer(host), event.id, [club.row.id]);
}
