import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { demoSeedViewer } from '../../platform/viewer';
import { DEMO_TEAM_EVENT_SLUG, eventReads } from '../events/events.module';
import type { UsersRepository } from '../users/users.module';
import type { ContactsService } from './contacts.service';
import { formattedInviteId, type InvitationsService } from './invitations.service';

/** The demo host's contact group (README "Demo accounts"). */
export const DEMO_CONTACT_GROUP = 'Friends & regulars';

const DEMO_CONTACTS = [
  { name: 'Riley Rivera', emailAddress: 'riley@repclub.example' },
  { name: 'Morgan Lee', emailAddress: 'morgan@repclub.example' },
  { name: 'Jamie Chen', emailAddress: 'jamie@repclub.example' },
  { name: 'Taylor Brooks', emailAddress: 'taylor@repclub.example' },
  { name: 'Sam Patel', emailAddress: 'sam@repclub.example', phoneNumber: '+12135550205' },
  { name: 'Nora Kim', emailAddress: 'nora.kim@example.com' },
  { name: 'Leo Grant', phoneNumber: '+13105550177' },
];

/**
 * The demo host's contact book and invitations (decision 076), through the contacts services as the people
 * themselves would: a group of contacts, and invitations to the demo team event with each badge — sent and
 * unanswered (Riley, Nora by address), accepted and waiting for approval (Morgan), declined by the invitee
 * (Taylor), approved by the host (Sam), withdrawn by the host (Jamie). Seeded once: skipped when the host has a
 * contact group.
 */
export async function seedDemoContacts(
  db: Db,
  {
    contacts,
    invitations,
    users,
  }: { contacts: ContactsService; invitations: InvitationsService; users: UsersRepository },
  clock: Clock,
): Promise<void> {
  const host = await users.byEmail('host@repclub.example');
  const event = await eventReads.bySlug(db, DEMO_TEAM_EVENT_SLUG);
  if (!host || !event || event.createdBy !== host.id) return;
  const asHost = demoSeedViewer(host);
  if ((await contacts.contactGroups(asHost)).length > 0) return;
  const group = await contacts.createContactGroup(asHost, { groupName: DEMO_CONTACT_GROUP });
  const saved = [];
  for (const contact of DEMO_CONTACTS)
    saved.push(await contacts.addContact(asHost, { ...contact, groupId: group.id }));
  // Invitations need an open event (a demo database kept past the event gets the contacts alone).
  if (event.endDate.getTime() <= clock.now().getTime()) return;
  const invited = await invitations.inviteToEvent(asHost, {
    eventId: event.id,
    contactIds: saved.filter((c) => c.email).map((c) => c.id),
    message: 'Come watch the sunset with us!',
  });
  const byEmail = async (email: string) => {
    const row = await users.byEmail(email);
    const invitation = invited.find((i) => i.email === email);
    return row && invitation ? { viewer: demoSeedViewer(row), id: formattedInviteId(invitation) } : null;
  };
  const morgan = await byEmail('morgan@repclub.example');
  if (morgan) await invitations.acceptEventInvitation(morgan.viewer, morgan.id);
  const taylor = await byEmail('taylor@repclub.example');
  if (taylor) await invitations.declineEventInvitation(taylor.viewer, taylor.id);
  const sam = await byEmail('sam@repclub.example');
  if (sam) {
    const accepted = await invitations.acceptEventInvitation(sam.viewer, sam.id);
    await invitations.decideEventInvitation(asHost, accepted.id, true);
  }
  const jamie = invited.find((i) => i.email === 'jamie@repclub.example');
  if (jamie) await invitations.decideEventInvitation(asHost, jamie.id, false);
}
