import { attendeeStateFilterSchema } from '@repclub/shared';
import { type GraphQLContext, builder } from '../../../platform/graphql/builder';
import { parseInput } from '../../../platform/http/parse';
import type { Services } from '../../../modules';
import type { AttendeeRow } from '../bookings.repository';
import { BookingRef, TicketRef } from '../bookings.types.graphql';
import { WaitingListEntryRef } from '../waiting-list/waiting-list.graphql';
import { EventRef } from '../../events/events.module';
import { UserRef } from '../../users/users.module';

// An event's attendees and their approval, and what the viewer holds at an event (its viewer* fields).

const QuestionAnswerRef = builder
  .objectRef<{ questionId: string; question: string; answer: string }>('QuestionAnswer')
  .implement({
    fields: (t) => ({
      questionId: t.exposeID('questionId'),
      question: t.exposeString('question'),
      answer: t.exposeString('answer'),
    }),
  });

const EventAttendeeRef = builder.objectRef<AttendeeRow>('EventAttendee').implement({
  description: "A person's place at an event (attendeeInfo).",
  fields: (t) => ({
    eventId: t.exposeID('eventId'),
    userId: t.exposeID('userId'),
    attendeeState: t.exposeString('state', { description: 'PENDING, APPROVED, DECLINED or CHECKED_IN.' }),
    privacyPolicyState: t.exposeString('privacyPolicyState', { nullable: true }),
    approvalAt: t.string({ nullable: true, resolve: (a) => a.approvalAt?.toISOString() ?? null }),
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
  }),
});

builder.queryField('eventAttendees', (t) =>
  t.withAuth({ signedIn: true }).connection(
    {
      type: EventAttendeeRef,
      description:
        "An event's attendees, oldest first: all of them for its team with CanViewAttendees or " +
        'CanApproveAttendee, only those the viewer referred with CanApproveMyAttendee alone; `state` filters, ' +
        'e.g. PENDING for the approval page.',
      args: {
        eventId: t.arg.id({ required: true }),
        state: t.arg.string(),
        referredByMe: t.arg.boolean({ description: 'Only the attendees the viewer referred.' }),
      },
      resolve: (_root, args, ctx) =>
        ctx.services.bookings.attendees(
          ctx.viewer,
          String(args.eventId),
          parseInput(attendeeStateFilterSchema, args.state),
          args,
        ),
    },
    {
      name: 'EventAttendeeConnection',
      fields: (tc) => ({
        nodes: tc.field({
          type: [EventAttendeeRef],
          resolve: (connection) => connection.edges.flatMap((edge) => (edge ? [edge.node] : [])),
        }),
      }),
    },
  ),
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
    description: "The viewer's open checkouts and waiting-list offers for this event.",
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
