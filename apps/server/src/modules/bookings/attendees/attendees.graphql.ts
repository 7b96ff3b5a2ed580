import { attendeeNoteSchema, attendeeStateFilterSchema, eventAttendeesFilterSchema } from '@repclub/shared';
import { type GraphQLContext, builder } from '../../../platform/graphql/builder';
import type { Services } from '../../../platform/module';
import { parseInput } from '../../../platform/http/parse';
import type { AttendeeRow } from '../bookings.repository';
import { BookingRef, TicketRef } from '../bookings.types.graphql';
import { WaitingListEntryRef } from '../waiting-list/waiting-list.graphql';
import { EventRef } from '../../events/events.module';
import { UserRef } from '../../users/users.module';

// An event's attendees and their approval, and what the viewer holds at an event (its viewer* fields).

export const QuestionAnswerRef = builder
  .objectRef<{ questionId: string; question: string; answer: string }>('QuestionAnswer')
  .implement({
    fields: (t) => ({
      questionId: t.exposeID('questionId'),
      question: t.exposeString('question'),
      answer: t.exposeString('answer'),
    }),
  });

/** The key of an attendee's rows in the detail's batches. */
const pairKey = (p: { eventId: string; userId: string }) => `${p.eventId}:${p.userId}`;
const pairsOf = (keys: readonly string[]) =>
  keys.map((key) => {
    const [eventId = '', userId = ''] = key.split(':');
    return { eventId, userId };
  });

export const EventAttendeeRef = builder.objectRef<AttendeeRow>('EventAttendee').implement({
  description:
    "A person's place at an event (domain §3 Event attendee record, attendeeInfo), for its team: the related " +
    'rows load for a whole page at once.',
  fields: (t) => ({
    attendeeId: t.id({
      description: 'eventId:userId.',
      resolve: (a) => pairKey(a),
    }),
    eventId: t.exposeID('eventId'),
    userId: t.exposeID('userId'),
    attendeeState: t.exposeString('state', { description: 'PENDING, APPROVED, DECLINED or CHECKED_IN.' }),
    status: t.exposeString('state', {
      description:
        "The record's status (domain §3): the attendee's state, PENDING, APPROVED, DECLINED or CHECKED_IN " +
        '(docs/decisions/072; the spec shows no other values).',
    }),
    permissions: t.loadableList({
      type: 'String',
      description:
        'The event permissions they hold there (Can…): all for the creator, those of their APPROVED team roles ' +
        'otherwise, none for an attendee only. Loaded for a whole page at once.',
      load: (keys: string[], ctx) => ctx.services.bookings.permissionsOfPairs(pairsOf(keys)),
      resolve: (a) => pairKey(a),
    }),
    privacyPolicyState: t.exposeString('privacyPolicyState', { nullable: true }),
    approvalAt: t.string({
      nullable: true,
      description: 'When the last approval or decline was made.',
      resolve: (a) => a.approvalAt?.toISOString() ?? null,
    }),
    createdAt: t.string({
      description: 'When they first booked or asked.',
      resolve: (a) => a.createdAt.toISOString(),
    }),
    note: t.exposeString('note', { nullable: true, description: "The team's note (setAttendeeNote)." }),
    checkedInCount: t.exposeInt('checkedInCount', { description: 'Admissions scanned at the door.' }),
    questionRequirementAnswers: t.field({ type: [QuestionAnswerRef], resolve: (a) => a.answers }),
    user: t.loadable({
      type: UserRef,
      nullable: true,
      load: (ids: string[], ctx) => ctx.services.events.users(ctx.viewer, ids),
      resolve: (a) => a.userId,
    }),
    referredBy: t.loadable({
      type: UserRef,
      nullable: true,
      description: 'Whose referral code brought them (the first booking that carried one).',
      load: (ids: string[], ctx) => ctx.services.events.users(ctx.viewer, ids),
      resolve: (a) => a.referredByUserId,
    }),
    approvalUser: t.loadable({
      type: UserRef,
      nullable: true,
      description: 'Who approved or declined them last.',
      load: (ids: string[], ctx) => ctx.services.events.users(ctx.viewer, ids),
      resolve: (a) => a.approvedBy,
    }),
    attendeeRoles: t.loadableList({
      type: 'String',
      description:
        'The team roles they hold at the event (APPROVED), e.g. PROMOTER; empty for an attendee only.',
      load: async (keys: string[], ctx) => {
        const roles = await ctx.services.bookings.rolesOfPairs(pairsOf(keys));
        return keys.map((key) => roles.filter((r) => pairKey(r) === key).map((r) => r.role));
      },
      resolve: (a) => pairKey(a),
    }),
    attendeeRole: t.loadable({
      type: 'String',
      description: 'Their first team role, or ATTENDEE.',
      load: async (keys: string[], ctx) => {
        const roles = await ctx.services.bookings.rolesOfPairs(pairsOf(keys));
        return keys.map((key) => roles.find((r) => pairKey(r) === key)?.role ?? 'ATTENDEE');
      },
      resolve: (a) => pairKey(a),
    }),
    tickets: t.loadableGroup({
      type: TicketRef,
      description: 'Every ticket they hold or held at the event (any status).',
      load: (keys: string[], ctx) => ctx.services.bookings.ticketsOfPairs(pairsOf(keys)),
      group: (ticket) => pairKey(ticket),
      resolve: (a) => pairKey(a),
    }),
    isActive: t.loadable({
      type: 'Boolean',
      description: 'They hold an active ticket.',
      load: async (keys: string[], ctx) => {
        const held = await ctx.services.bookings.ticketsOfPairs(pairsOf(keys));
        return keys.map((key) =>
          held.some((ticket) => ticket.status === 'ACTIVE' && pairKey(ticket) === key),
        );
      },
      resolve: (a) => pairKey(a),
    }),
    bookings: t.loadableList({
      type: BookingRef,
      description: 'Their bookings at the event, and gifts to them.',
      load: async (keys: string[], ctx) => {
        const orders = await ctx.services.bookings.ordersOfPairs(pairsOf(keys));
        return pairsOf(keys).map((a) =>
          orders.filter(
            (order) =>
              order.eventId === a.eventId &&
              (order.userId === a.userId || order.recipientUserId === a.userId),
          ),
        );
      },
      resolve: (a) => pairKey(a),
    }),
  }),
});

const AttendeeCountsRef = builder.objectRef<Map<string, number>>('EventAttendeeCounts').implement({
  description: 'Attendees matching the filters other than state, per state.',
  fields: (t) => ({
    all: t.int({ resolve: (m) => [...m.values()].reduce((sum, n) => sum + n, 0) }),
    pending: t.int({ resolve: (m) => m.get('PENDING') ?? 0 }),
    approved: t.int({ resolve: (m) => m.get('APPROVED') ?? 0 }),
    declined: t.int({ resolve: (m) => m.get('DECLINED') ?? 0 }),
    checkedIn: t.int({ resolve: (m) => m.get('CHECKED_IN') ?? 0 }),
  }),
});

const EventAttendeesFilterInput = builder.inputType('EventAttendeesFilterInput', {
  description: "The host's attendee list filters (all optional).",
  fields: (t) => ({
    state: t.string({ description: 'PENDING, APPROVED, DECLINED or CHECKED_IN.' }),
    attendeeRole: t.string({ description: 'ATTENDEE (no team role) or a team role: CO_HOST, PROMOTER, …' }),
    eventTicketId: t.id({ description: 'Holding an active ticket of this type.' }),
    referredBy: t.string({ description: '"me" or a user id.' }),
    search: t.string({ description: 'Part of the name or username.' }),
  }),
});

type CountedConnection = { counts: () => Promise<Map<string, number>> };

builder.queryField('eventAttendees', (t) =>
  t.withAuth({ signedIn: true }).connection(
    {
      type: EventAttendeeRef,
      description:
        "An event's attendees (domain §7), oldest first, 50 a page by default: all of them for its team with " +
        'CanViewAttendees or CanApproveAttendee, only those the viewer referred with CanApproveMyAttendee alone. ' +
        'Give slugOrId (or eventId); `filter` narrows the list, `counts` counts it per state.',
      args: {
        slugOrId: t.arg.string(),
        eventId: t.arg.id({ description: 'The same as slugOrId, for callers that hold the id.' }),
        filter: t.arg({ type: EventAttendeesFilterInput }),
        state: t.arg.string({ description: 'Shorthand of filter.state.' }),
        referredByMe: t.arg.boolean({ description: 'Shorthand of filter.referredBy "me".' }),
      },
      resolve: (_root, args, ctx) => {
        const state = parseInput(attendeeStateFilterSchema, args.state);
        const filter = parseInput(eventAttendeesFilterSchema, args.filter);
        return ctx.services.bookings.eventAttendees(
          ctx.viewer,
          { slugOrId: args.slugOrId, eventId: args.eventId ? String(args.eventId) : null },
          {
            ...filter,
            state: filter.state ?? state,
            referredBy: filter.referredBy ?? (args.referredByMe ? 'me' : null),
          },
          args,
        );
      },
    },
    {
      name: 'EventAttendeeConnection',
      fields: (tc) => ({
        nodes: tc.field({
          type: [EventAttendeeRef],
          resolve: (connection) => connection.edges.flatMap((edge) => (edge ? [edge.node] : [])),
        }),
        counts: tc.field({
          type: AttendeeCountsRef,
          description: 'Per state, under the other filters.',
          resolve: (connection) => (connection as unknown as CountedConnection).counts(),
        }),
      }),
    },
  ),
);

builder.queryField('eventAttendee', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventAttendeeRef,
    description:
      "One attendee's detail (domain §7 One attendee), for whoever may see them in eventAttendees; NOT_FOUND " +
      'for someone who is not an attendee (or, for a promoter, not one they referred).',
    args: { eventId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.bookings.eventAttendee(ctx.viewer, String(args.eventId), String(args.userId)),
  }),
);

const AgeRangeCountRef = builder
  .objectRef<{ range: string; count: number }>('AttendeeAgeRangeCount')
  .implement({ fields: (t) => ({ range: t.exposeString('range'), count: t.exposeInt('count') }) });
const GenderCountRef = builder
  .objectRef<{ gender: string; count: number }>('AttendeeGenderCount')
  .implement({ fields: (t) => ({ gender: t.exposeString('gender'), count: t.exposeInt('count') }) });

type Statistics = Awaited<ReturnType<Services['bookings']['attendeeStatistics']>>;
const AttendeeStatisticsRef = builder.objectRef<Statistics>('AttendeeStatistics').implement({
  description:
    "Attendees (pending, approved, checked in) by age on the event day and by gender; counts only (no one's " +
    'birth date).',
  fields: (t) => ({
    total: t.exposeInt('total'),
    ageRanges: t.field({ type: [AgeRangeCountRef], resolve: (s) => s.ageRanges }),
    underEighteen: t.exposeInt('underEighteen'),
    ageUnknown: t.exposeInt('ageUnknown', { description: 'No date of birth on their profile.' }),
    genders: t.field({
      type: [GenderCountRef],
      description: 'Female, Male, Other, Not Disclosed (none given counts as Not Disclosed).',
      resolve: (s) => s.genders,
    }),
  }),
});

builder.queryField('attendeeStatistics', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AttendeeStatisticsRef,
    description:
      "An event's attendees by age range and gender (CanFilterStatistics: the creator and co-hosts).",
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.bookings.attendeeStatistics(ctx.viewer, String(args.eventId)),
  }),
);

type SummaryRow = Awaited<ReturnType<Services['bookings']['eventTicketSummary']>>[number];
const TicketSummaryRef = builder.objectRef<SummaryRow>('EventTicketSummary').implement({
  description: 'One ticket type: tickets approved, waiting for approval and checked in.',
  fields: (t) => ({
    eventTicketId: t.exposeID('eventTicketId'),
    ticketType: t.exposeString('ticketType'),
    limitedAmount: t.exposeInt('limitedAmount'),
    approvedTickets: t.exposeInt('approved'),
    pendingTickets: t.exposeInt('pending'),
    checkedInTickets: t.exposeInt('checkedIn'),
  }),
});

builder.queryField('eventTicketSummary', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [TicketSummaryRef],
    description:
      'The checked-in ticket summary per ticket type (domain §2), for the team with CanViewAttendees.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.bookings.eventTicketSummary(ctx.viewer, String(args.eventId)),
  }),
);

type Holdings = Awaited<ReturnType<Services['bookings']['viewerHoldingsAt']>>;
/** The viewer's holdings per event, read once per request for the three fields below. */
const holdingsOfRequest = new WeakMap<object, Map<string, Promise<Holdings>>>();
function holdingsAt(ctx: GraphQLContext, eventId: string): Promise<Holdings> | Holdings {
  if (!ctx.viewer) return { tickets: [], pending: [], waiting: [] };
  let byEvent = holdingsOfRequest.get(ctx);
  if (!byEvent) holdingsOfRequest.set(ctx, (byEvent = new Map()));
  let holdings = byEvent.get(eventId);
  if (!holdings)
    byEvent.set(eventId, (holdings = ctx.services.bookings.viewerHoldingsAt(ctx.viewer, eventId)));
  return holdings;
}

/**
 * One kind of the viewer's holdings for a batch of events: on an event page (one event) the three fields share
 * one probe (holdingsAt); on a list of events each field costs one statement for the whole page.
 */
function holdingsOfEvents<K extends keyof Holdings>(
  kind: K,
  readMany: (
    ctx: GraphQLContext,
    viewer: NonNullable<GraphQLContext['viewer']>,
    eventIds: string[],
  ) => Promise<Holdings[K]>,
) {
  return async (eventIds: string[], ctx: GraphQLContext): Promise<Holdings[K]> => {
    if (!ctx.viewer) return [];
    if (eventIds.length === 1) return (await holdingsAt(ctx, eventIds[0]!))[kind];
    return readMany(ctx, ctx.viewer, eventIds);
  };
}

builder.objectFields(EventRef, (t) => ({
  viewerTickets: t.loadableGroup({
    type: TicketRef,
    description: "The viewer's active tickets for this event (none for visitors).",
    load: holdingsOfEvents('tickets', (ctx, viewer, ids) =>
      ctx.services.bookings.viewerTicketsAt(viewer, ids),
    ),
    group: (ticket) => ticket.eventId,
    resolve: (v) => v.row.id,
  }),
  viewerPendingBookings: t.loadableGroup({
    type: BookingRef,
    description:
      "The viewer's open checkouts, waiting-list offers and paid requests waiting for the host (AUTHORIZED) for this event.",
    load: holdingsOfEvents('pending', (ctx, viewer, ids) =>
      ctx.services.bookings.viewerPendingBookingsAt(viewer, ids),
    ),
    group: (order) => order.eventId,
    resolve: (v) => v.row.id,
  }),
  viewerWaitingList: t.loadableGroup({
    type: WaitingListEntryRef,
    description: "The viewer's places on this event's waiting lists.",
    load: holdingsOfEvents('waiting', (ctx, viewer, ids) =>
      ctx.services.bookings.viewerWaitingListAt(viewer, ids),
    ),
    group: (entry) => entry.eventId,
    resolve: (v) => v.row.id,
  }),
}));

builder.mutationField('approveAttendee', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventAttendeeRef,
    description:
      'Approves a person waiting for approval (CanApproveAttendee, or CanApproveMyAttendee for people the ' +
      'viewer referred); they are notified.',
    args: { eventId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.bookings.approveAttendee(ctx.viewer, String(args.eventId), String(args.userId)),
  }),
);

builder.mutationField('declineAttendee', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventAttendeeRef,
    description:
      'Declines a person waiting for approval (CanDeclineAttendee, or CanDeclineMyAttendee for people the ' +
      'viewer referred): their bookings are refunded.',
    args: { eventId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.bookings.declineAttendee(ctx.viewer, String(args.eventId), String(args.userId)),
  }),
);

builder.mutationField('undoAttendee', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventAttendeeRef,
    description:
      'Returns an approved attendee, or a declined one who still holds a ticket, to PENDING (CanUndoAttendee, ' +
      'or CanUndoMyAttendee for people the viewer referred). A refunded decline is not undone.',
    args: { eventId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.bookings.undoAttendee(ctx.viewer, String(args.eventId), String(args.userId)),
  }),
);

builder.mutationField('setAttendeeNote', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventAttendeeRef,
    description: "The team's note on an attendee (whoever may see the attendee); empty clears it.",
    args: {
      eventId: t.arg.id({ required: true }),
      userId: t.arg.id({ required: true }),
      note: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.bookings.setAttendeeNote(
        ctx.viewer,
        String(args.eventId),
        String(args.userId),
        parseInput(attendeeNoteSchema, args.note),
      ),
  }),
);
