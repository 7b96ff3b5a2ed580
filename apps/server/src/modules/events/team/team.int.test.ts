import { EVENT_MESSAGES as M, EVENT_TEAM_MESSAGES as T } from '@repclub/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../platform/clock';
import { type TestServer, graphqlResult, startTestServer } from '../../../test/server';
import { insertUser, signInRow } from '../../users/users.test-helpers';
import { insertEvent } from '../../bookings/bookings.test-support';
import { notifications } from '../../notifications/notifications.tables';
import { eventRoleInvitations, eventRoles, events } from '../events.tables';
import { giveRole } from '../events.test-support';

// Team roles are invitations (docs/decisions/073): invite, accept, decline, withdraw, remove, leave; flags.

const clock = fixedClock('2026-06-01T12:00:00.000Z');
let server: TestServer;

type Person = { userId: string; email: string; name: string; headers: Record<string, string> };
let counter = 0;

async function person(email?: string): Promise<Person> {
  counter += 1;
  const unique = `${counter}${Math.random().toString(36).slice(2, 8)}`;
  const name = `Team Person ${counter}`;
  const row = await insertUser(server, {
    email: email ?? `team-${unique}@example.com`,
    name,
    userName: `team${unique}`,
    dateOfBirth: '1990-01-01',
  });
  return { userId: row.id, email: row.email!, name, headers: await signInRow(server, row, clock) };
}

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => server?.close());

/** The data, and the first error as { code, message } (null when none). */
async function gql<T>(
  query: string,
  variables: Record<string, unknown>,
  as: { headers: Record<string, string> },
) {
  const { data, error } = await graphqlResult<T>(server, query, variables, as.headers);
  return { data, error: error ? { code: error.extensions?.code, message: error.message } : null };
}

const INVITATION = `invitationId role roleDisplayName status isExpired emailAddress eventId eventName eventSlug
  invitedBy { userId } invitee { userId }`;

type Invitation = {
  invitationId: string;
  role: string;
  roleDisplayName: string | null;
  status: string;
  isExpired: boolean;
  emailAddress: string | null;
  eventId: string;
  eventName: string;
  eventSlug: string;
  invitedBy: { userId: string } | null;
  invitee: { userId: string } | null;
};

const invite = (eventId: string, by: Person, to: { userId?: string; email?: string }, role: string) =>
  gql<{ inviteEventTeamMember: Invitation }>(
    `mutation($e: ID!, $r: String!, $u: ID, $m: String) {
      inviteEventTeamMember(eventId: $e, role: $r, userId: $u, email: $m) { ${INVITATION} } }`,
    { e: eventId, r: role, u: to.userId ?? null, m: to.email ?? null },
    by,
  );
const accept = (id: string, as: Person) =>
  gql<{ acceptEventRoleInvitation: Invitation }>(
    `mutation($i: String!) { acceptEventRoleInvitation(invitationId: $i) { ${INVITATION} } }`,
    { i: id },
    as,
  );
const decline = (id: string, as: Person) =>
  gql<{ declineEventRoleInvitation: Invitation }>(
    `mutation($i: String!) { declineEventRoleInvitation(invitationId: $i) { ${INVITATION} } }`,
    { i: id },
    as,
  );
const readInvitation = (id: string, as: Person) =>
  gql<{ eventRoleInvitation: Invitation | null }>(
    `query($i: String!) { eventRoleInvitation(invitationId: $i) { ${INVITATION} } }`,
    { i: id },
    as,
  );
const remove = (eventId: string, userId: string, role: string, as: Person) =>
  gql<{ removeEventRole: { eventId: string } }>(
    `mutation($e: ID!, $u: ID!, $r: String!) { removeEventRole(eventId: $e, userId: $u, role: $r) { eventId } }`,
    { e: eventId, u: userId, r: role },
    as,
  );
const leave = (eventId: string, role: string, as: Person) =>
  gql<{ leaveEventRole: boolean }>(
    `mutation($e: ID!, $r: String!) { leaveEventRole(eventId: $e, role: $r) }`,
    { e: eventId, r: role },
    as,
  );

type TeamEvent = {
  coHosts: { userId: string }[];
  promoters: { userId: string }[];
  sponsors: { userId: string }[];
  doors: { userId: string }[];
  coordinators: { userId: string }[];
  talents: { userId: string }[];
  usersRoles: { user: { userId: string }; role: string; displayName: string | null }[];
  viewerPermissions: string[];
  viewerRoles: string[];
  viewerRoleName: string | null;
  roleInvitations: { invitationId: string; role: string; invitee: { userId: string } | null }[] | null;
};
const eventAs = (eventId: string, as: Person) =>
  gql<{ event: TeamEvent }>(
    `query($s: String!) { event(slugOrId: $s) {
      coHosts { userId } promoters { userId } sponsors { userId } doors { userId } coordinators { userId }
      talents { userId } usersRoles { user { userId } role displayName }
      viewerPermissions viewerRoles viewerRoleName roleInvitations { invitationId role invitee { userId } } } }`,
    { s: eventId },
    as,
  );

async function notificationsOf(userId: string, type: string) {
  return server.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

/** A published event of `host`, a week ahead. */
async function eventOf(host: Person, status = 'PUBLISHED') {
  const { event } = await insertEvent(server, host.userId, { now: clock.now(), status });
  return event!;
}

describe('inviting to a team role', () => {
  it('invites a co-host, who is notified and e-mailed, sees nothing until accepting, then holds the role', async () => {
    const host = await person();
    const coHost = await person();
    const stranger = await person();
    const event = await eventOf(host, 'DRAFT');

    const invited = await invite(event.id, host, { userId: coHost.userId }, 'CO_HOST');
    expect(invited.error).toBeNull();
    const invitation = invited.data!.inviteEventTeamMember;
    expect(invitation).toMatchObject({
      role: 'CO_HOST',
      roleDisplayName: 'Manager',
      status: 'INVITED',
      isExpired: false,
      eventId: event.id,
      invitedBy: { userId: host.userId },
      invitee: { userId: coHost.userId },
    });
    expect(invitation.invitationId).toMatch(/^role-[0-9a-f-]{36}$/);

    // The notification (accounts §3) with its properties, and the e-mail with the link.
    const [note] = await notificationsOf(coHost.userId, 'EventCoHostInvitation');
    expect(note?.properties).toMatchObject({
      FormattedInviteId: invitation.invitationId,
      RoleType: 'CO_HOST',
      AttendeeRole: 'CO_HOST',
      EventName: event.displayName,
      EventSlug: event.slug,
      EventAvatar: event.avatarUrl,
      SenderName: host.name,
    });
    const [mail] = await server.outbox(coHost.email);
    expect(mail?.link).toBe(`${server.config.publicUrl}/accept-invite/${invitation.invitationId}`);

    // Pending: no permission, not listed, a draft stays hidden; the host sees the open invitation.
    expect((await eventAs(event.id, coHost)).error?.code).toBe('NOT_FOUND');
    const asHost = (await eventAs(event.id, host)).data!.event;
    expect(asHost.coHosts).toEqual([]);
    expect(asHost.roleInvitations).toEqual([
      { invitationId: invitation.invitationId, role: 'CO_HOST', invitee: { userId: coHost.userId } },
    ]);

    // The invitee and the host read it; anyone else gets null.
    expect((await readInvitation(invitation.invitationId, coHost)).data!.eventRoleInvitation?.status).toBe(
      'INVITED',
    );
    expect((await readInvitation(invitation.invitationId, host)).data!.eventRoleInvitation?.role).toBe(
      'CO_HOST',
    );
    expect((await readInvitation(invitation.invitationId, stranger)).data!.eventRoleInvitation).toBeNull();

    // Someone else cannot accept it.
    expect((await accept(invitation.invitationId, stranger)).error).toEqual({
      code: 'AUTH_NOT_AUTHORIZED',
      message: T.invitationOtherPerson,
    });

    const accepted = await accept(invitation.invitationId, coHost);
    expect(accepted.data!.acceptEventRoleInvitation.status).toBe('APPROVED');
    const asCoHost = (await eventAs(event.id, coHost)).data!.event;
    expect(asCoHost.viewerPermissions).toContain('CanEditEvent');
    expect(asCoHost.viewerRoles).toEqual(['CO_HOST']);
    expect(asCoHost.viewerRoleName).toBe('Manager');
    expect(asCoHost.coHosts).toEqual([{ userId: coHost.userId }]);
    expect((await eventAs(event.id, host)).data!.event.roleInvitations).toEqual([]);

    // The inviter is told (EventRoleUpdate).
    const [update] = await notificationsOf(host.userId, 'EventRoleUpdate');
    expect(update?.properties).toMatchObject({ RoleType: 'CO_HOST', EventSlug: event.slug });
    expect(update?.message).toBe(T.accepted(coHost.name, 'Manager (co-host)', event.displayName));
  });

  it('refuses duplicates, members, the creator and oneself; checks the input', async () => {
    const host = await person();
    const promoter = await person();
    const event = await eventOf(host);
    const first = await invite(event.id, host, { userId: promoter.userId }, 'PROMOTER');
    expect((await invite(event.id, host, { userId: promoter.userId }, 'PROMOTER')).error).toEqual({
      code: 'CONFLICT',
      message: T.alreadyInvited,
    });
    await accept(first.data!.inviteEventTeamMember.invitationId, promoter);
    expect((await invite(event.id, host, { userId: promoter.userId }, 'PROMOTER')).error).toEqual({
      code: 'CONFLICT',
      message: T.alreadyMember,
    });
    expect((await invite(event.id, host, { userId: host.userId }, 'DOOR')).error?.message).toBe(M.roleSelf);
    expect((await invite(event.id, host, { userId: promoter.userId }, 'BOSS')).error).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.roleInvalid,
    });
    expect((await invite(event.id, host, {}, 'DOOR')).error).toEqual({
      code: 'BAD_USER_INPUT',
      message: T.inviteeRequired,
    });
    expect(
      (await invite(event.id, host, { userId: '00000000-0000-4000-8000-000000000000' }, 'DOOR')).error,
    ).toEqual({ code: 'NOT_FOUND', message: M.userNotFound });
  });

  it('checks each add against the role flag: creator, co-host, coordinator adding a door; promoter and stranger refused', async () => {
    const host = await person();
    const [coHost, coordinator, promoter, stranger] = await Promise.all([
      person(),
      person(),
      person(),
      person(),
    ]);
    const event = await eventOf(host);
    await giveRole(server, event.id, coHost, 'CO_HOST', host);
    // A co-host adds a coordinator (CanAddCoordinatorAttendee) but not another co-host.
    await giveRole(server, event.id, coordinator, 'COORDINATOR', coHost);
    await giveRole(server, event.id, promoter, 'PROMOTER', coHost);
    const target = await person();
    expect((await invite(event.id, coHost, { userId: target.userId }, 'CO_HOST')).error).toEqual({
      code: 'AUTH_NOT_AUTHORIZED',
      message: M.forbidden,
    });
    // A coordinator adds a door, nothing else.
    expect((await invite(event.id, coordinator, { userId: target.userId }, 'DOOR')).error).toBeNull();
    expect((await invite(event.id, coordinator, { userId: target.userId }, 'PROMOTER')).error?.code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    expect((await invite(event.id, promoter, { userId: target.userId }, 'SPONSOR')).error?.code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    expect((await invite(event.id, stranger, { userId: target.userId }, 'SPONSOR')).error?.code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    // A stranger does not even see a draft.
    const draft = await eventOf(host, 'DRAFT');
    expect((await invite(draft.id, stranger, { userId: target.userId }, 'DOOR')).error?.code).toBe(
      'NOT_FOUND',
    );

    // The coordinator sees open invitations (may add people); the promoter does not.
    expect((await eventAs(event.id, coordinator)).data!.event.roleInvitations).toHaveLength(1);
    expect((await eventAs(event.id, promoter)).data!.event.roleInvitations).toBeNull();

    // People by role with the display names of domain §6.
    const asStranger = (await eventAs(event.id, stranger)).data!.event;
    expect(asStranger.usersRoles.map((m) => [m.user.userId, m.role, m.displayName])).toEqual([
      [host.userId, 'CREATOR', 'Producer'],
      [coHost.userId, 'CO_HOST', 'Manager'],
      [coordinator.userId, 'COORDINATOR', 'Host'],
      [promoter.userId, 'PROMOTER', 'Promoter'],
    ]);
    expect(asStranger.coordinators).toEqual([{ userId: coordinator.userId }]);
    expect(asStranger.doors).toEqual([]);
    expect(asStranger.viewerRoleName).toBeNull();
    expect((await eventAs(event.id, host)).data!.event.viewerRoleName).toBe('Producer');
    expect((await eventAs(event.id, coordinator)).data!.event.viewerRoleName).toBe('Host');
  });

  it('keeps a pending co-host away from the host tools, and lets an accepted one in', async () => {
    const host = await person();
    const coHost = await person();
    const event = await eventOf(host);
    const attendees = () =>
      gql(
        'query($e: ID!) { eventAttendees(eventId: $e, first: 5) { edges { cursor } } }',
        { e: event.id },
        coHost,
      );
    const invited = await invite(event.id, host, { userId: coHost.userId }, 'CO_HOST');
    expect((await eventAs(event.id, coHost)).data!.event.viewerPermissions).toEqual([]);
    expect((await attendees()).error?.code).toBe('AUTH_NOT_AUTHORIZED');
    await accept(invited.data!.inviteEventTeamMember.invitationId, coHost);
    expect((await attendees()).error).toBeNull();
  });
});

describe('answering an invitation', () => {
  it('accepts twice in parallel as one change', async () => {
    const host = await person();
    const door = await person();
    const event = await eventOf(host);
    const id = (await invite(event.id, host, { userId: door.userId }, 'DOOR')).data!.inviteEventTeamMember
      .invitationId;
    const results = await Promise.all([accept(id, door), accept(id, door), accept(id, door)]);
    for (const result of results) expect(result.data?.acceptEventRoleInvitation.status).toBe('APPROVED');
    const roles = await server.database.db
      .select()
      .from(eventRoles)
      .where(and(eq(eventRoles.eventId, event.id), eq(eventRoles.userId, door.userId)));
    expect(roles).toHaveLength(1);
    expect(await notificationsOf(host.userId, 'EventRoleUpdate')).toHaveLength(1);
    // The door's notification is EventInvitation (accounts §3).
    expect(await notificationsOf(door.userId, 'EventInvitation')).toHaveLength(1);
  });

  it('declines: nothing is granted, the inviter is told, and the answer is final', async () => {
    const host = await person();
    const sponsor = await person();
    const event = await eventOf(host);
    const id = (await invite(event.id, host, { userId: sponsor.userId }, 'SPONSOR')).data!
      .inviteEventTeamMember.invitationId;
    expect(await notificationsOf(sponsor.userId, 'EventSponsorInvitation')).toHaveLength(1);
    expect((await decline(id, sponsor)).data!.declineEventRoleInvitation.status).toBe('INVITEE_DECLINED');
    expect((await decline(id, sponsor)).data!.declineEventRoleInvitation.status).toBe('INVITEE_DECLINED');
    expect((await accept(id, sponsor)).error).toEqual({ code: 'CONFLICT', message: T.invitationAnswered });
    expect((await eventAs(event.id, host)).data!.event.sponsors).toEqual([]);
    const [update] = await notificationsOf(host.userId, 'EventRoleUpdate');
    expect(update?.message).toBe(T.declined(sponsor.name, 'Sponsor', event.displayName));
    // A new invitation can be sent after a decline.
    expect((await invite(event.id, host, { userId: sponsor.userId }, 'SPONSOR')).error).toBeNull();
  });

  it('refuses an expired, a withdrawn and an unknown invitation with a clear message', async () => {
    const host = await person();
    const talent = await person();
    const event = await eventOf(host);
    const expired = (await invite(event.id, host, { userId: talent.userId }, 'TALENT')).data!
      .inviteEventTeamMember.invitationId;
    await server.database.db
      .update(eventRoleInvitations)
      .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(eventRoleInvitations.id, expired.slice('role-'.length)));
    expect((await accept(expired, talent)).error).toEqual({ code: 'CONFLICT', message: T.invitationExpired });
    expect((await readInvitation(expired, talent)).data!.eventRoleInvitation?.isExpired).toBe(true);
    expect((await eventAs(event.id, host)).data!.event.roleInvitations).toEqual([]);

    // The host withdraws an invitation; a promoter may not.
    const promoter = await person();
    await giveRole(server, event.id, promoter, 'PROMOTER', host);
    const open = (await invite(event.id, host, { userId: talent.userId }, 'TALENT')).data!
      .inviteEventTeamMember.invitationId;
    const cancel = (as: Person) =>
      gql(
        `mutation($i: String!) { cancelEventRoleInvitation(invitationId: $i) { eventId } }`,
        { i: open },
        as,
      );
    expect((await cancel(promoter)).error?.code).toBe('AUTH_NOT_AUTHORIZED');
    expect((await cancel(host)).error).toBeNull();
    expect((await accept(open, talent)).error).toEqual({ code: 'CONFLICT', message: T.invitationWithdrawn });
    expect((await accept(expired, talent)).error).toEqual({ code: 'CONFLICT', message: T.invitationExpired });
    expect((await accept('role-00000000-0000-4000-8000-000000000000', talent)).error).toEqual({
      code: 'NOT_FOUND',
      message: T.invitationNotFound,
    });
    expect((await accept('nonsense', talent)).error?.code).toBe('NOT_FOUND');

    // A cancelled event takes no new team and its open invitations cannot be accepted.
    const later = (await invite(event.id, host, { userId: talent.userId }, 'TALENT')).data!
      .inviteEventTeamMember.invitationId;
    await server.database.db.update(events).set({ status: 'CANCELLED' }).where(eq(events.id, event.id));
    expect((await accept(later, talent)).error).toEqual({ code: 'CONFLICT', message: T.invitationEventOver });
    expect((await invite(event.id, host, { userId: promoter.userId }, 'SPONSOR')).error).toEqual({
      code: 'CONFLICT',
      message: T.invitationEventOver,
    });
  });

  it('invites an e-mail address without an account; whoever signs up with it accepts', async () => {
    const host = await person();
    const event = await eventOf(host);
    const address = `newcomer-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const invited = await invite(event.id, host, { email: address.toUpperCase() }, 'COORDINATOR');
    expect(invited.error).toBeNull();
    const invitation = invited.data!.inviteEventTeamMember;
    expect(invitation).toMatchObject({ invitee: null, emailAddress: address, roleDisplayName: 'Host' });
    const [mail] = await server.outbox(address);
    expect(mail?.link).toBe(
      `${server.config.publicUrl}/accept-invite/${invitation.invitationId}?email=${encodeURIComponent(address)}`,
    );
    const other = await person();
    expect((await accept(invitation.invitationId, other)).error?.message).toBe(T.invitationOtherPerson);

    const newcomer = await person(address);
    const read = (await readInvitation(invitation.invitationId, newcomer)).data!.eventRoleInvitation;
    expect(read).toMatchObject({ status: 'INVITED', emailAddress: null });
    expect((await accept(invitation.invitationId, newcomer)).data!.acceptEventRoleInvitation).toMatchObject({
      status: 'APPROVED',
      invitee: { userId: newcomer.userId },
    });
    expect((await eventAs(event.id, newcomer)).data!.event.viewerRoles).toEqual(['COORDINATOR']);

    // An address of an existing account invites the account (notified), without telling the inviter whose it is.
    const member = await person();
    const byEmail = await invite(event.id, host, { email: member.email }, 'TALENT');
    expect(byEmail.data!.inviteEventTeamMember).toMatchObject({ invitee: null, emailAddress: member.email });
    const [note] = await notificationsOf(member.userId, 'EventInvitation');
    expect(note?.properties).toMatchObject({
      FormattedInviteId: byEmail.data!.inviteEventTeamMember.invitationId,
    });
    expect((await eventAs(event.id, host)).data!.event.roleInvitations).toContainEqual({
      invitationId: byEmail.data!.inviteEventTeamMember.invitationId,
      role: 'TALENT',
      invitee: null,
    });
    expect((await accept(byEmail.data!.inviteEventTeamMember.invitationId, member)).data).toMatchObject({
      acceptEventRoleInvitation: { status: 'APPROVED', invitee: { userId: member.userId } },
    });
  });
});

describe('removing and leaving', () => {
  it('removes per the role flag, tells the member, and lets a member leave', async () => {
    const host = await person();
    const [coHost, coordinator, door, promoter] = await Promise.all([person(), person(), person(), person()]);
    const event = await eventOf(host);
    await giveRole(server, event.id, coHost, 'CO_HOST', host);
    await giveRole(server, event.id, coordinator, 'COORDINATOR', host);
    await giveRole(server, event.id, door, 'DOOR', host);
    await giveRole(server, event.id, promoter, 'PROMOTER', host);

    // A promoter removes nobody; a coordinator removes a door only; a co-host not another co-host.
    expect((await remove(event.id, door.userId, 'DOOR', promoter)).error?.code).toBe('AUTH_NOT_AUTHORIZED');
    expect((await remove(event.id, promoter.userId, 'PROMOTER', coordinator)).error?.code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    expect((await remove(event.id, coHost.userId, 'CO_HOST', coHost)).error?.code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    expect((await remove(event.id, door.userId, 'DOOR', coordinator)).error).toBeNull();
    const [removed] = await notificationsOf(door.userId, 'EventRoleUpdate');
    expect(removed?.message).toBe(T.removed('Scanner (door)', event.displayName));
    expect(removed?.properties).toMatchObject({ RoleType: 'NONE', AttendeeRole: 'ATTENDEE' });
    expect((await remove(event.id, door.userId, 'DOOR', coordinator)).error).toEqual({
      code: 'NOT_FOUND',
      message: M.roleNotFound,
    });
    expect((await remove(event.id, promoter.userId, 'PROMOTER', coHost)).error).toBeNull();
    expect((await remove(event.id, coHost.userId, 'CO_HOST', host)).error).toBeNull();
    expect((await eventAs(event.id, coHost)).data!.event.viewerPermissions).toEqual([]);

    // The coordinator leaves; the creator is told; leaving again is refused.
    expect((await leave(event.id, 'COORDINATOR', coordinator)).data!.leaveEventRole).toBe(true);
    expect((await eventAs(event.id, coordinator)).data!.event.viewerRoles).toEqual([]);
    const updates = await notificationsOf(host.userId, 'EventRoleUpdate');
    expect(updates.map((n) => n.message)).toContain(
      T.left(coordinator.name, 'Host (coordinator)', event.displayName),
    );
    expect((await leave(event.id, 'COORDINATOR', coordinator)).error).toEqual({
      code: 'NOT_FOUND',
      message: T.notMember,
    });
  });
});
