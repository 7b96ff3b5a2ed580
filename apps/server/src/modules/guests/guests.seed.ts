import { addGuestInputSchema } from '@repclub/shared';
import type { Db } from '../../platform/db/client';
import { demoSeedViewer } from '../../platform/viewer';
import { DEMO_TEAM_EVENT_SLUG, eventReads } from '../events/events.module';
import type { UsersRepository } from '../users/users.module';
import { guestsRepository } from './guests.repository';
import type { GuestsService } from './guests.service';

/** The demo host's saved guest list (README "Demo accounts"). */
export const DEMO_GUEST_LIST_NAME = 'Rooftop regulars';

const DEMO_GUESTS = [
  {
    fullName: 'Alex Morgan',
    emailAddress: 'alex.morgan@example.com',
    quantity: 3,
    note: 'Birthday: bring the cake out at 9.',
  },
  { fullName: 'Priya Shah', emailAddress: 'priya.shah@example.com', quantity: 2 },
  { fullName: 'Diego Alvarez', phoneNumber: '+13105550140', quantity: 1, note: 'DJ’s manager' },
  { fullName: 'Mia Thompson', emailAddress: 'mia.thompson@example.com', quantity: 1 },
];

/**
 * Demo guests (decision 074) on the demo team event, through the guests service as the host: guests with
 * plus-ones and a note, one e-mailed their invitation, and the list saved under a name. Seeded once: skipped when
 * the event has guests.
 */
export async function seedDemoGuests(
  db: Db,
  { guests, users }: { guests: GuestsService; users: UsersRepository },
): Promise<void> {
  const host = await users.byEmail('host@repclub.example');
  const event = await eventReads.bySlug(db, DEMO_TEAM_EVENT_SLUG);
  if (!host || !event || event.createdBy !== host.id) return;
  if ((await guestsRepository(db).allOf(event.id)).length > 0) return;
  const asHost = demoSeedViewer(host);
  const added = [];
  for (const guest of DEMO_GUESTS)
    added.push(await guests.addGuest(asHost, addGuestInputSchema.parse({ ...guest, eventId: event.id })));
  await guests.sendGuestInvite(asHost, added[0]!.id);
  await guests.saveGuestList(asHost, event.id, DEMO_GUEST_LIST_NAME);
}
