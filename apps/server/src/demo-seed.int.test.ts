import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES, createServices } from './modules';
import { bookingOrders, eventAttendees, tickets } from './modules/bookings/bookings.tables';
import { contactGroups, contacts, eventInvitations } from './modules/contacts/contacts.tables';
import {
  commentReactions,
  eventComments,
  eventMessageRecipients,
  eventMessages,
} from './modules/conversations/conversations.tables';
import { eventPayouts } from './modules/earnings/earnings.tables';
import { eventRoleInvitations, eventRoles, eventScanningZones, events } from './modules/events/events.tables';
import { guests, savedGuestLists } from './modules/guests/guests.tables';
import { offers } from './modules/offers/offers.tables';
import { transactions } from './modules/payments/payments.tables';
import { users } from './modules/users/users.tables';
import { systemClock } from './platform/clock';
import { createRateLimiter } from './platform/http/rate-limit';
import { runModuleHooks } from './platform/module';
import { type TestServer, startTestServer } from './test/server';

/**
 * The demo seed (README "Demo accounts") fills the host's event pages — team, attendees, guests, invitations,
 * revenue, with a sandbox payout, scanning zones, comments and a group message — and seeding again (every demo start) adds nothing.
 */

let server: TestServer;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'repclub-demo-seed-'));
  server = await startTestServer({ env: { SEED_DEMO: 'true', DATA_DIR: dataDir } });
  const signIn = await server.post<{ token: string }>('/api/auth/password/sign-in', {
    userName: 'host@repclub.example',
    password: 'Host1234!',
  });
  token = signIn.body.token;
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const asHost = <T>(query: string, variables: Record<string, unknown> = {}) =>
  server.graphql<T>(query, variables, { authorization: `Bearer ${token}` });

async function eventId(slug: string): Promise<string> {
  const res = await asHost<{ event: { eventId: string } }>(
    `query($s: String!) { event(slugOrId: $s) { eventId } }`,
    {
      s: slug,
    },
  );
  if (!res.body.data) throw new Error(JSON.stringify(res.body));
  return res.body.data.event.eventId;
}

describe('demo seed', () => {
  it('gives the demo team event a team, attendees in each state, guests, contacts and invitations', async () => {
    const id = await eventId('sunset-rooftop-party');
    const team = await asHost<{
      event: {
        usersRoles: { role: string }[];
        roleInvitations: { role: string; status: string }[];
      };
    }>(`query($s: String!) { event(slugOrId: $s) { usersRoles { role } roleInvitations { role status } } }`, {
      s: id,
    });
    expect(team.body.errors).toStrictEqual(undefined);
    expect(team.body.data!.event.usersRoles.map((r) => r.role)).toEqual(['CREATOR', 'CO_HOST']);
    expect(team.body.data!.event.roleInvitations.map((r) => r.role).sort()).toEqual(['DOOR', 'PROMOTER']);

    const attendees = await asHost<{
      eventAttendees: {
        counts: Record<string, number>;
        nodes: { note: string | null; questionRequirementAnswers: { answer: string }[] }[];
      };
    }>(
      `query($id: ID!) { eventAttendees(eventId: $id) { counts { all approved pending checkedIn declined }
        nodes { note questionRequirementAnswers { answer } } } }`,
      { id },
    );
    expect(attendees.body.errors).toStrictEqual(undefined);
    const { counts, nodes } = attendees.body.data!.eventAttendees;
    expect(counts.approved).toBeGreaterThan(0);
    expect(counts.pending).toBeGreaterThan(0);
    expect(counts.checkedIn).toBeGreaterThan(0);
    expect(counts.declined).toBeGreaterThan(0);
    expect(nodes.some((n) => n.note)).toBe(true);
    expect(nodes.some((n) => n.questionRequirementAnswers.length > 0)).toBe(true);

    const guestList = await asHost<{
      searchEventGuests: { nodes: { quantity: number }[] };
      savedGuestListNames: string[];
    }>(`query($id: ID!) { searchEventGuests(eventId: $id) { nodes { quantity } } savedGuestListNames }`, {
      id,
    });
    expect(guestList.body.errors).toStrictEqual(undefined);
    expect(guestList.body.data!.searchEventGuests.nodes.some((g) => g.quantity > 1)).toBe(true);
    expect(guestList.body.data!.savedGuestListNames).toHaveLength(1);

    const book = await asHost<{
      contactGroups: { groupName: string }[];
      contacts: { nodes: { name: string }[] };
      eventInvitations: { nodes: { status: string }[] };
    }>(
      `query($id: ID!) { contactGroups { groupName } contacts(first: 50) { nodes { name } }
        eventInvitations(eventId: $id, first: 50) { nodes { status } } }`,
      { id },
    );
    expect(book.body.errors).toStrictEqual(undefined);
    expect(book.body.data!.contactGroups).toHaveLength(1);
    expect(book.body.data!.contacts.nodes.length).toBeGreaterThan(3);
    // The overview's "Invited" counter counts the same people, once each.
    const counters = await asHost<{ event: { hostCounters: { invitedAttendees: number } } }>(
      `query($s: String!) { event(slugOrId: $s) { hostCounters { invitedAttendees } } }`,
      { s: id },
    );
    // Withdrawn invitations (DECLINED, "Not Selected") are left out (decision 072).
    expect(counters.body.data!.event.hostCounters.invitedAttendees).toBe(
      book.body.data!.eventInvitations.nodes.filter((n) => n.status !== 'DECLINED').length,
    );
    expect(new Set(book.body.data!.eventInvitations.nodes.map((n) => n.status))).toEqual(
      new Set(['INVITED', 'INVITEE_ACCEPTED', 'INVITEE_DECLINED', 'APPROVED', 'DECLINED']),
    );
  });

  it('gives the demo team event scanning zones, comments with replies and reactions, and a group message', async () => {
    const id = await eventId('sunset-rooftop-party');
    const res = await asHost<{
      event: {
        scanningZones: { name: string; eventTicketIds: string[]; maxScans: number }[];
        tickets: { eventTicketId: string; ticketType: string }[];
        roleInvitations: { role: string; status: string }[];
      };
      eventComments: {
        canComment: boolean;
        nodes: {
          comment: string;
          author: { name: string } | null;
          reactions: { reaction: string; count: number }[];
          replies: { author: { name: string } | null; reactions: { count: number }[] }[];
        }[];
      };
      eventGroupMessages: { subject: string; attendeeStates: string[]; recipientCount: number }[];
    }>(
      `query($s: String!, $id: ID!) {
        event(slugOrId: $s) { scanningZones { name eventTicketIds maxScans } tickets { eventTicketId ticketType }
          roleInvitations { role status } }
        eventComments(eventId: $id) { canComment nodes { comment author { name } reactions { reaction count }
          replies { author { name } reactions { count } } } }
        eventGroupMessages(eventId: $id) { subject attendeeStates recipientCount } }`,
      { s: id, id },
    );
    expect(res.body.errors).toStrictEqual(undefined);
    const { event, eventComments: comments, eventGroupMessages: messages } = res.body.data!;
    const vip = event.tickets.find((t) => t.ticketType === 'VIP Cabana')!.eventTicketId;
    expect(event.scanningZones).toEqual([
      { name: 'Main entrance', eventTicketIds: [], maxScans: 1 },
      { name: 'VIP deck', eventTicketIds: [vip], maxScans: 2 },
    ]);
    // The door invitation stays open: accepting it is how the demo guest gets to the scanner.
    expect(event.roleInvitations).toContainEqual(expect.objectContaining({ role: 'DOOR' }));

    expect(comments.canComment).toBe(true);
    expect(comments.nodes).toHaveLength(3);
    expect(comments.nodes.every((c) => c.author?.name)).toBe(true);
    expect(comments.nodes.flatMap((c) => c.replies)).toHaveLength(2);
    expect(comments.nodes.flatMap((c) => c.replies).map((r) => r.author?.name)).toContain('Harper Host');
    const counts = [...comments.nodes, ...comments.nodes.flatMap((c) => c.replies)].flatMap((c) =>
      c.reactions.map((r) => r.count),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);

    expect(messages).toEqual([
      { subject: 'See you on the roof', attendeeStates: ['APPROVED'], recipientCount: 2 },
    ]);
  });

  it('gives the past demo event completed sales, so the revenue page shows earnings', async () => {
    const id = await eventId('downtown-warehouse-party');
    const res = await asHost<{
      eventEarnings: { netEarnings: number; ticketBreakdown: unknown[] };
      promoterSales: unknown[];
      requestedPayoutInfo: {
        totalBalance: number;
        totalPaidOut: number;
        eventEnded: boolean;
        payouts: { amount: number; status: string }[];
      };
    }>(
      `query($id: ID!) { eventEarnings(eventId: $id) { netEarnings ticketBreakdown { __typename } }
        promoterSales(eventId: $id) { __typename } requestedPayoutInfo(eventId: $id) { totalBalance totalPaidOut eventEnded payouts { amount status } } }`,
      { id },
    );
    expect(res.body.errors).toStrictEqual(undefined);
    const data = res.body.data!;
    expect(data.eventEarnings.netEarnings).toBeGreaterThan(0);
    expect(data.eventEarnings.ticketBreakdown.length).toBe(2);
    expect(data.promoterSales).toHaveLength(1);
    // Half of it was paid out through the sandbox payout provider.
    const paidOut = Math.floor(data.eventEarnings.netEarnings / 2);
    expect(data.requestedPayoutInfo).toEqual({
      totalBalance: data.eventEarnings.netEarnings - paidOut,
      totalPaidOut: paidOut,
      eventEnded: true,
      payouts: [{ amount: paidOut, status: 'COMPLETED' }],
    });
  });

  it('gives the demo club one published offer of each program', async () => {
    const club = await asHost<{ club: { id: string } }>(
      'query { club(idOrSlug: "sunset-social-club") { id } }',
    );
    const list = await asHost<{
      clubOffers: { edges: { node: { programType: string; published: boolean } }[] };
    }>('query($c: ID!) { clubOffers(clubId: $c, first: 20) { edges { node { programType published } } } }', {
      c: club.body.data!.club.id,
    });
    const nodes = list.body.data!.clubOffers.edges.map((e) => e.node);
    expect(new Set(nodes.map((n) => n.programType))).toEqual(
      new Set(['earn-points', 'buy-points', 'earn-status', 'reward-members']),
    );
    expect(nodes.every((n) => n.published)).toBe(true);
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const db = server.database.db;
    const tables = [
      users,
      events,
      eventRoles,
      eventRoleInvitations,
      bookingOrders,
      tickets,
      eventAttendees,
      transactions,
      guests,
      savedGuestLists,
      contactGroups,
      contacts,
      eventInvitations,
      eventPayouts,
      eventScanningZones,
      eventComments,
      commentReactions,
      eventMessages,
      eventMessageRecipients,
      offers,
    ];
    const count = () => Promise.all(tables.map(async (t) => (await db.select().from(t)).length));
    const before = await count();
    const rateLimiter = createRateLimiter(undefined, false);
    const ctx = {
      db,
      config: server.config,
      clock: systemClock,
      jwtSecret: 'demo-seed-test',
      rateLimiter,
    };
    await runModuleHooks(MODULES, createServices(ctx), { ...ctx, log: console, ping: async () => {} }).seed({
      demo: true,
    });
    await rateLimiter.close();
    expect(await count()).toEqual(before);
  });
});
