import { GUEST_MESSAGES } from '@repclub/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { graphqlResult, type TestServer, startTestServer } from '../../test/server';
import { type Caller, checkinEvent, scanId } from '../checkin/checkin.test-support';
import { events } from '../events/events.tables';

/** A guest's own pass page (issue 14, docs/decisions/092): the link in the invitation, no account needed. */

const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => server?.close());

const gql = <T>(query: string, variables: Record<string, unknown>, caller: Caller) =>
  graphqlResult<T>(server, query, variables, caller.headers);

const ADD = `mutation($e: ID!, $i: GuestInput!) { addGuest(eventId: $e, input: $i) { guestId passLink } }`;
const INVITE = `mutation($g: ID!) { sendGuestInvite(guestId: $g) { inviteStatus passLink } }`;
const REMOVE = `mutation($g: ID!) { removeGuest(guestId: $g) }`;
const PASS = `query($t: String!) { guestPass(token: $t) {
  event { slug displayName startDate endDate timeZone city address isCancelled }
  guestName quantity passes { ticketNo passCode checkedInAt } } }`;
const CHECK_IN = `mutation($e: ID!, $i: ScanInput!) { checkIn(eventId: $e, input: $i) { outcome refusal admitted guestId } }`;

type Pass = {
  event: { displayName: string; city: string | null; address: string | null; timeZone: string };
  guestName: string;
  quantity: number;
  passes: { ticketNo: number; passCode: string; checkedInAt: string | null }[];
};

const visitor: Caller = { userId: '', headers: {} };
const tokenOf = (link: string) => link.split('/guest-pass/')[1]!;
const code = (result: { error: { extensions?: { code?: string } } | null }) =>
  result.error?.extensions?.code ?? null;

let n = 0;
async function addGuest(caller: Caller, eventId: string, quantity = 3) {
  n += 1;
  const result = await gql<{ addGuest: { guestId: string; passLink: string | null } }>(
    ADD,
    {
      e: eventId,
      i: {
        fullName: `Pat Pass ${n}`,
        emailAddress: `pass.guest.${n}@example.com`,
        phoneNumber: `+1213555${String(1000 + n).slice(-4)}`,
        note: 'secret host note',
        quantity,
      },
    },
    caller,
  );
  if (result.error) throw new Error(`addGuest: ${result.error.message}`);
  return {
    ...result.data!.addGuest,
    email: `pass.guest.${n}@example.com`,
    phone: `+1213555${String(1000 + n).slice(-4)}`,
  };
}

async function setQrPass(eventId: string, on: boolean) {
  await server.database.db
    .update(events)
    .set({ optIns: sql`${events.optIns} || ${JSON.stringify({ qrPass: on })}::jsonb` })
    .where(eq(events.id, eventId));
}

describe('guest pass page', () => {
  it('e-mails the pass link when QR passes are on; the page shows the passes and no contact data', async () => {
    const t = await checkinEvent(server, clock, { qrPass: true });
    await server.database.db
      .update(events)
      .set({
        city: 'Springfield',
        location: {
          address: '12 Hidden Lane',
          latitude: null,
          longitude: null,
          isOnlyVisibleToApprovedAttendees: true,
        },
      })
      .where(eq(events.id, t.event.id));
    const guest = await addGuest(t.creator, t.event.id);
    expect(guest.passLink).toMatch(/^http:\/\/repclub\.test\/guest-pass\/[0-9a-f]{64}$/);

    const sent = await gql<{ sendGuestInvite: { inviteStatus: string; passLink: string } }>(
      INVITE,
      { g: guest.guestId },
      t.creator,
    );
    expect(sent.data!.sendGuestInvite.inviteStatus).toBe('INVITED');
    const [mail] = await server.outbox(guest.email);
    expect(mail?.text).toContain(`Your pass: ${guest.passLink}`);
    const token = tokenOf(guest.passLink!);

    const page = await gql<{ guestPass: Pass }>(PASS, { t: token }, visitor);
    expect(page.error).toBeNull();
    const pass = page.data!.guestPass;
    expect(pass).toMatchObject({
      event: { displayName: t.event.displayName, city: 'Springfield', address: null },
      guestName: expect.stringMatching(/^Pat Pass/),
      quantity: 3,
    });
    expect(pass.passes.map((p) => p.ticketNo)).toEqual([1, 2, 3]);
    expect(pass.passes.every((p) => /^repclub:guest:[0-9a-f-]{36}:[0-9a-f]{64}$/.test(p.passCode))).toBe(
      true,
    );
    // The token is not a scan secret.
    expect(pass.passes.some((p) => p.passCode.includes(token))).toBe(false);
    const raw = JSON.stringify(page.data);
    for (const personal of [
      guest.email,
      guest.phone,
      guest.phone.slice(2),
      'secret host note',
      '12 Hidden Lane',
    ])
      expect(raw).not.toContain(personal);

    // The address shows when the host does not hide it.
    await server.database.db
      .update(events)
      .set({ location: sql`${events.location} || '{"isOnlyVisibleToApprovedAttendees": false}'::jsonb` })
      .where(eq(events.id, t.event.id));
    const open = await gql<{ guestPass: Pass }>(PASS, { t: token }, visitor);
    expect(open.data!.guestPass.event.address).toBe('12 Hidden Lane');

    // A pass code from the page admits at the door once.
    const passCode = pass.passes[1]!.passCode;
    const first = await gql<{ checkIn: { outcome: string; admitted: number } }>(
      CHECK_IN,
      { e: t.event.id, i: { scanId: scanId(), code: passCode } },
      t.door,
    );
    expect(first.data!.checkIn).toMatchObject({ outcome: 'ADMITTED', admitted: 1, guestId: guest.guestId });
    const again = await gql<{ checkIn: { outcome: string; refusal: string } }>(
      CHECK_IN,
      { e: t.event.id, i: { scanId: scanId(), code: passCode } },
      t.door,
    );
    expect(again.data!.checkIn.outcome).not.toBe('ADMITTED');
    const after = await gql<{ guestPass: Pass }>(PASS, { t: token }, visitor);
    expect(after.data!.guestPass.passes.map((p) => p.checkedInAt !== null)).toEqual([false, true, false]);
    // The host overview's "Guests checked in" counts it (it stayed 0: issue 21).
    const counters = await gql<{
      event: { guestCounters: { guestTickets: number; checkedInGuestTickets: number } };
    }>(
      `query($e: String!) { event(slugOrId: $e) { guestCounters { guestTickets checkedInGuestTickets } } }`,
      { e: t.event.id },
      t.creator,
    );
    expect(counters.error).toBeNull();
    expect(counters.data!.event.guestCounters).toEqual({ guestTickets: 3, checkedInGuestTickets: 1 });
  });

  it('answers NOT_FOUND for a bad token, when QR passes are off, and for a removed guest', async () => {
    const t = await checkinEvent(server, clock, { qrPass: true });
    const guest = await addGuest(t.creator, t.event.id, 1);
    const token = tokenOf(guest.passLink!);

    for (const bad of ['', 'nonsense', '0'.repeat(64), `${token}0`, token.toUpperCase(), "' or 1=1 --"]) {
      const result = await gql(PASS, { t: bad }, visitor);
      expect(code(result)).toBe('NOT_FOUND');
      expect(result.error?.message).toBe(GUEST_MESSAGES.passNotFound);
    }

    await setQrPass(t.event.id, false);
    expect(code(await gql(PASS, { t: token }, visitor))).toBe('NOT_FOUND');
    // Off: the team gets no pass link, and the invitation carries none.
    const sent = await gql<{ sendGuestInvite: { passLink: string | null } }>(
      INVITE,
      { g: guest.guestId },
      t.creator,
    );
    expect(sent.data!.sendGuestInvite.passLink).toBeNull();
    expect((await server.outbox(guest.email))[0]?.text).not.toContain('/guest-pass/');

    // Turned on later: the page opens, and sending the invitation again carries the pass link.
    await setQrPass(t.event.id, true);
    expect((await gql(PASS, { t: token }, visitor)).error).toBeNull();
    await gql(INVITE, { g: guest.guestId }, t.creator);
    expect((await server.outbox(guest.email))[0]?.text).toContain(guest.passLink!);

    expect((await gql(REMOVE, { g: guest.guestId }, t.creator)).error).toBeNull();
    expect(code(await gql(PASS, { t: token }, visitor))).toBe('NOT_FOUND');
  });

  it('gives each guest their own token; only the team sees a guest pass link', async () => {
    const t = await checkinEvent(server, clock, { qrPass: true });
    const a = await addGuest(t.creator, t.event.id, 1);
    const b = await addGuest(t.creator, t.event.id, 1);
    expect(a.passLink).not.toBe(b.passLink);
    const pageA = await gql<{ guestPass: Pass }>(PASS, { t: tokenOf(a.passLink!) }, visitor);
    const pageB = await gql<{ guestPass: Pass }>(PASS, { t: tokenOf(b.passLink!) }, visitor);
    expect(pageA.data!.guestPass.guestName).not.toBe(pageB.data!.guestPass.guestName);
    // A stranger signed in learns nothing more than a visitor: the token is the key.
    expect((await gql(PASS, { t: tokenOf(a.passLink!) }, t.stranger)).data).toEqual(pageA.data);
  });
});
