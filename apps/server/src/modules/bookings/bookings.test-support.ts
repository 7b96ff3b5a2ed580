import { eq } from 'drizzle-orm';
import type { TestServer } from '../../test/server';
import { type EventOptIns, eventQuestions, eventTicketTypes, events } from '../events/events.tables';
import { insertUser, signInRow } from '../users/users.test-helpers';
import type { Clock } from '../../platform/clock';

export const NO_OPT_INS: EventOptIns = {
  guestList: false,
  guestCount: false,
  publicPreview: false,
  displayRepScore: false,
  qrPass: false,
  guestsInvitingOthers: false,
  ageLimit: false,
  privacyPolicy: null,
  socialAccountRequirements: [],
  questionRequirements: false,
  musicEmbed: null,
};

let counter = 0;

/** A published event with ticket types, written straight into the database (bookings tests need no editor). */
export async function insertEvent(
  server: TestServer,
  createdBy: string,
  options: {
    now: Date;
    /** Days from now to the start (default 7). */
    startsInDays?: number;
    displayName?: string;
    status?: string;
    optIns?: Partial<EventOptIns>;
    ageLimit?: number | null;
    minimumRepScore?: number | null;
    isAllInPricing?: boolean;
    tickets?: {
      ticketType?: string;
      price?: number;
      limitedAmount?: number;
      isRequiredApproval?: boolean;
      isActive?: boolean;
      isPrivate?: boolean;
      gratuityPercentage?: number;
      isSpecialGuest?: boolean;
      isEnabledWishList?: boolean;
      optInShowTicketAmount?: boolean;
      additionalGuests?: number;
      visibleStartAt?: Date | null;
      visibleEndAt?: Date | null;
    }[];
    questions?: { question: string; isRequired: boolean }[];
  },
) {
  const db = server.database.db;
  counter += 1;
  const start = new Date(options.now.getTime() + (options.startsInDays ?? 7) * 24 * 3_600_000);
  const [event] = await db
    .insert(events)
    .values({
      slug: `bookings-test-${counter}-${Math.random().toString(36).slice(2, 8)}`,
      createdBy,
      eventType: 'CONCERT',
      displayName: options.displayName ?? `Test concert ${counter}`,
      description: 'A test event.',
      note: 'Doors at 7.',
      avatarUrl: 'https://repclub.test/cover.webp',
      startDate: start,
      endDate: new Date(start.getTime() + 4 * 3_600_000),
      timeZone: 'America/Los_Angeles',
      status: options.status ?? 'PUBLISHED',
      isAllInPricing: options.isAllInPricing ?? false,
      ageLimit: options.ageLimit ?? null,
      minimumRepScore: options.minimumRepScore ?? null,
      optIns: { ...NO_OPT_INS, ...options.optIns },
    })
    .returning();
  const types = [];
  for (const [position, ticket] of (options.tickets ?? [{}]).entries()) {
    const limited = ticket.limitedAmount ?? 100;
    const [row] = await db
      .insert(eventTicketTypes)
      .values({
        eventId: event!.id,
        ticketType: ticket.ticketType ?? `Ticket ${position + 1}`,
        price: ticket.price ?? 2500,
        isRequiredApproval: ticket.isRequiredApproval ?? false,
        isActive: ticket.isActive ?? true,
        isPrivate: ticket.isPrivate ?? false,
        gratuityPercentage: ticket.gratuityPercentage ?? 0,
        isSpecialGuest: ticket.isSpecialGuest ?? false,
        isEnabledWishList: ticket.isEnabledWishList ?? false,
        optInShowTicketAmount: ticket.optInShowTicketAmount ?? false,
        additionalGuests: ticket.additionalGuests ?? 0,
        visibleStartAt: ticket.visibleStartAt ?? null,
        visibleEndAt: ticket.visibleEndAt ?? null,
        position,
        limitedAmount: limited,
        availableAmount: limited,
      })
      .returning();
    types.push(row!);
  }
  const questions = [];
  for (const [position, q] of (options.questions ?? []).entries()) {
    const [row] = await db
      .insert(eventQuestions)
      .values({ eventId: event!.id, position, ...q })
      .returning();
    questions.push(row!);
  }
  return { event: event!, types, questions };
}

export async function balanceOf(server: TestServer, eventTicketId: string) {
  const [row] = await server.database.db
    .select()
    .from(eventTicketTypes)
    .where(eq(eventTicketTypes.id, eventTicketId));
  return {
    limitedAmount: row!.limitedAmount,
    availableAmount: row!.availableAmount,
    lockedAmount: row!.lockedAmount,
    releasedAmount: row!.releasedAmount,
  };
}

/** Many signed-in accounts fast: inserted rows with open sessions (no password hashing). */
export async function manyUsers(server: TestServer, count: number, clock: Clock) {
  const users = [];
  for (let i = 0; i < count; i++) {
    const row = await insertUser(server, {
      email: `buyer-${counter}-${i}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      name: `Buyer ${i}`,
      userName: `buyer${counter}x${i}x${Math.random().toString(36).slice(2, 8)}`,
      dateOfBirth: '1990-01-01',
    });
    users.push({ userId: row.id, row, headers: await signInRow(server, row, clock) });
  }
  return users;
}
