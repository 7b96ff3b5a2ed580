import { builder } from '../../../platform/graphql/builder';
import { EventRef, EventTicketRef } from '../../events/events.module';
import type { AttendeeRow } from '../bookings.rows';
import { EventAttendeeRef, QuestionAnswerRef } from '../attendees/attendees.graphql';
import { TicketRef } from '../bookings.types.graphql';
import type { TicketTypeRow } from '../bookings.rows';
import type { EventAnswers as Answers, GuestListEntry, SocialReach as Reach } from './opt-ins.service';

// What the event opt-in flags do (docs/decisions/086–089): the guest list, the policy reaction, answers given
// later, social reach and the wish list; and the fields they add to the team's attendees and the ticket types.

const EventGuestRef = builder.objectRef<GuestListEntry>('EventGuest').implement({
  description: 'Someone going to an event, as the guest list shows them: no personal data.',
  fields: (t) => ({
    userId: t.exposeID('userId'),
    name: t.exposeString('name', { nullable: true }),
    userName: t.exposeString('userName', { nullable: true }),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    repScore: t.exposeInt('repScore', {
      nullable: true,
      description:
        'Events they were checked in at (docs/decisions/086); null unless the host turns displayRepScore on.',
    }),
  }),
});

builder.queryField('approvedAttendees', (t) =>
  t.withAuth({ signedIn: true }).connection(
    {
      type: EventGuestRef,
      description:
        "Who's going (domain §7 approved attendees page; docs/decisions/086): approved and checked-in attendees, " +
        'oldest first. The team always; approved and checked-in attendees when the host turns guestList on.',
      args: { eventId: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) =>
        ctx.services.optIns.approvedAttendees(ctx.viewer, String(args.eventId), {
          first: args.first ?? null,
          after: args.after ?? null,
        }),
    },
    {
      name: 'EventGuestConnection',
      fields: (tc) => ({
        nodes: tc.field({
          type: [EventGuestRef],
          resolve: (connection) => connection.edges.flatMap((edge) => (edge ? [edge.node] : [])),
        }),
      }),
    },
  ),
);

builder.queryField('myPolicyReaction', (t) =>
  t.withAuth({ signedIn: true }).string({
    description:
      "The viewer's answer to the event's privacy policy or waiver: ACCEPTED, DECLINED or NONE (docs/decisions/087).",
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.optIns.myPolicyReaction(ctx.viewer, String(args.eventId)),
  }),
);

builder.mutationField('reactToPrivacyPolicy', (t) =>
  t.withAuth({ signedIn: true }).string({
    description:
      "An attendee accepts or declines the event's privacy policy or waiver (domain §7 privacy policy); answers " +
      'ACCEPTED or DECLINED. A declined attendee is shown to the team and refused at the door.',
    args: { eventId: t.arg.id({ required: true }), accept: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.optIns.reactToPrivacyPolicy(ctx.viewer, String(args.eventId), args.accept),
  }),
);

const EventAnswersRef = builder.objectRef<Answers>('EventAnswers').implement({
  description: "An attendee's answers to the event's questions.",
  fields: (t) => ({
    answers: t.field({ type: [QuestionAnswerRef], resolve: (a) => a.answers }),
    missingQuestionIds: t.idList({
      description: 'Required questions still unanswered (when the host requires answers).',
      resolve: (a) => a.missing.map((q) => q.id),
    }),
  }),
});

const AnswerInput = builder.inputType('EventQuestionAnswerInput', {
  fields: (t) => ({ questionId: t.id({ required: true }), answer: t.string({ required: true }) }),
});

builder.queryField('myEventAnswers', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventAnswersRef,
    description: "The viewer's answers at the event and the required questions still unanswered.",
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.optIns.myEventAnswers(ctx.viewer, String(args.eventId)),
  }),
);

builder.mutationField('answerEventQuestions', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventAnswersRef,
    description:
      "Answers the event's questions after booking, or changes answers (domain §7 answer questions): the given " +
      "answers replace those questions' answers, the others stay; checked as at booking. Attendees only.",
    args: {
      eventId: t.arg.id({ required: true }),
      answers: t.arg({ type: [AnswerInput], required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.optIns.answerEventQuestions(
        ctx.viewer,
        String(args.eventId),
        args.answers.map((a) => ({ questionId: String(a.questionId), answer: a.answer })),
      ),
  }),
);

const ProviderReachRef = builder.objectRef<Reach['providers'][number]>('SocialProviderReach').implement({
  fields: (t) => ({
    provider: t.exposeString('provider', { description: 'One of SOCIAL_PROVIDERS.' }),
    isRequired: t.exposeBoolean('isRequired', { description: "In the event's social account requirements." }),
    connected: t.exposeInt('connected', {
      description: 'Approved attendees who connected an account there.',
    }),
  }),
});

const SocialReachRef = builder.objectRef<Reach>('EventSocialReach').implement({
  description: 'Social reach (domain §7; docs/decisions/087).',
  fields: (t) => ({
    approvedAttendees: t.exposeInt('approvedAttendees', { description: 'Attendees approved or checked in.' }),
    providers: t.field({ type: [ProviderReachRef], resolve: (r) => r.providers }),
  }),
});

builder.queryField('eventSocialReach', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: SocialReachRef,
    description:
      "Per social provider, how many of the event's approved attendees connected an account there (the team with " +
      'CanViewAttendees).',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.optIns.eventSocialReach(ctx.viewer, String(args.eventId)),
  }),
);

builder.mutationField('joinTicketWishList', (t) =>
  t.withAuth({ signedIn: true }).boolean({
    description:
      "Puts the viewer on a sold-out ticket type's wish list (isEnabledWishList; docs/decisions/089): they are " +
      'told in the app and by e-mail when tickets are on sale again. Holds nothing (unlike the waiting list).',
    args: { eventTicketId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.optIns.joinTicketWishList(ctx.viewer, String(args.eventTicketId)),
  }),
);

builder.mutationField('leaveTicketWishList', (t) =>
  t.withAuth({ signedIn: true }).boolean({
    description: 'Takes the viewer off a wish list; false when they were not on it.',
    args: { eventTicketId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.optIns.leaveTicketWishList(ctx.viewer, String(args.eventTicketId)),
  }),
);

builder.objectFields(EventTicketRef, (t) => ({
  wishListCount: t.loadable({
    type: 'Int',
    nullable: true,
    description: 'People on the wish list (ticketWishList), for the event team; null for others.',
    load: (ids: string[], ctx) => ctx.services.optIns.wishCounts(ids),
    resolve: (v) => (v.forTeam ? v.row.id : null),
  }),
  viewerOnWishList: t.loadable({
    type: 'Boolean',
    description: "The viewer is on this ticket type's wish list.",
    // Read only for types whose wish list is open (sold out, enabled): the others answer false without a read.
    load: async (keys: string[], ctx) => {
      const ids = keys.filter((key) => !key.startsWith('-'));
      if (!ctx.viewer || ids.length === 0) return keys.map(() => false);
      const wishes = await ctx.services.optIns.wishesOf(ctx.viewer.userId, ids);
      return keys.map((id) => wishes.has(id));
    },
    resolve: (v) => (v.row.isEnabledWishList && v.row.availableAmount === 0 ? v.row.id : `-${v.row.id}`),
  }),
}));

builder.objectFields(EventAttendeeRef, (t) => ({
  repScore: t.loadable({
    type: 'Int',
    description: 'Events they were checked in at (docs/decisions/086).',
    load: (ids: string[], ctx) => ctx.services.optIns.repScoresOf(ids),
    resolve: (a) => a.userId,
  }),
  missingRequiredAnswers: t.loadableList({
    type: 'ID',
    description: 'Required questions they have not answered (when the host requires answers).',
    load: (rows: AttendeeRow[], ctx) => ctx.services.optIns.missingAnswersOf(rows),
    resolve: (a) => a,
  }),
}));

/** The ticket type of each ticket of a page, in one read (for the fields below). */
const typeOf = (
  ids: readonly string[],
  ctx: { services: { bookings: { ticketTypesByIds: (ids: readonly string[]) => Promise<TicketTypeRow[]> } } },
) =>
  ctx.services.bookings
    .ticketTypesByIds([...new Set(ids)])
    .then((types) => ids.map((id) => types.find((t) => t.id === id)));

builder.objectFields(TicketRef, (t) => ({
  isSpecialGuest: t.loadable({
    type: 'Boolean',
    description: 'A special-guest ticket (granted by the team, never sold; docs/decisions/088).',
    load: async (ids: string[], ctx) => (await typeOf(ids, ctx)).map((type) => type?.isSpecialGuest ?? false),
    resolve: (ticket) => ticket.eventTicketId,
  }),
  additionalGuests: t.loadable({
    type: 'Int',
    description: 'People the holder may bring: the ticket admits 1 + additionalGuests (docs/decisions/088).',
    load: async (ids: string[], ctx) => (await typeOf(ids, ctx)).map((type) => type?.additionalGuests ?? 0),
    resolve: (ticket) => ticket.eventTicketId,
  }),
}));

builder.objectFields(EventRef, (t) => ({
  viewerRepScore: t.loadable({
    type: 'Int',
    nullable: true,
    description:
      "The viewer's rep score (docs/decisions/086: events they were checked in at), to set against the event's " +
      'minimumRepScore before booking (docs/decisions/102); null for visitors and for events without a minimum ' +
      '(nothing to set it against, and the event page spends no statement on it).',
    load: (ids: string[], ctx) => ctx.services.optIns.repScoresOf(ids),
    resolve: (event, _args, ctx) => (event.row.minimumRepScore ? (ctx.viewer?.userId ?? null) : null),
  }),
}));
