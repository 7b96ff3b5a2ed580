import { builder } from '../../../platform/graphql/builder';
import { EventRef, EventTicketRef } from '../events.types.graphql';

type Input = Record<string, unknown>;

const FaqInput = builder.inputType('EventFaqInput', {
  fields: (t) => ({ question: t.string(), answer: t.string() }),
});

const LocationInput = builder.inputType('EventLocationInput', {
  fields: (t) => ({
    address: t.string(),
    latitude: t.float(),
    longitude: t.float(),
    isOnlyVisibleToApprovedAttendees: t.boolean(),
  }),
});

const LocationRadiusInput = builder.inputType('EventLocationRadiusInput', {
  fields: (t) => ({
    address: t.string(),
    isActive: t.boolean(),
    latitude: t.float(),
    longitude: t.float(),
    radius: t.float({ description: 'Greater than 0 and at most 1000.' }),
    unitLengthType: t.string({ description: 'mi or km.' }),
  }),
});

const PrivacyPolicyInput = builder.inputType('EventPrivacyPolicyInput', {
  fields: (t) => ({ title: t.string(), fileUrl: t.string() }),
});

const MusicEmbedInput = builder.inputType('EventMusicEmbedInput', {
  fields: (t) => ({ url: t.string() }),
});

const OptInsInput = builder.inputType('EventOptInsInput', {
  description: 'Opt-in flags; on update, a flag left out keeps its value.',
  fields: (t) => ({
    guestList: t.boolean(),
    guestCount: t.boolean(),
    publicPreview: t.boolean(),
    displayRepScore: t.boolean(),
    qrPass: t.boolean(),
    guestsInvitingOthers: t.boolean(),
    ageLimit: t.boolean(),
    privacyPolicy: t.field({ type: PrivacyPolicyInput }),
    socialAccountRequirements: t.stringList(),
    questionRequirements: t.boolean(),
    musicEmbed: t.field({ type: MusicEmbedInput }),
  }),
});

const EventInput = builder.inputType('EventInput', {
  description:
    'The editor form (packages/shared eventInputSchema). Create: slug, displayName, description, note, avatarUrl, ' +
    'startDate and endDate are required. Update: a field left out keeps its value, null clears an optional one.',
  fields: (t) => ({
    eventType: t.string(),
    slug: t.string(),
    displayName: t.string(),
    description: t.string(),
    note: t.string(),
    terms: t.string(),
    faqs: t.field({ type: [FaqInput] }),
    avatarUrl: t.string({ description: 'From POST /api/media/event-cover.' }),
    startDate: t.string({ description: 'ISO 8601; in the future.' }),
    endDate: t.string({ description: 'ISO 8601; on or after the start.' }),
    timeZone: t.string({ description: 'IANA; America/Los_Angeles when left out.' }),
    isPrivate: t.boolean(),
    isListed: t.boolean(),
    isFeatured: t.boolean({ description: 'Administrators only.' }),
    isAllInPricing: t.boolean(),
    minimumRepScore: t.int(),
    ageLimit: t.int(),
    location: t.field({ type: LocationInput }),
    city: t.string(),
    locationRadius: t.field({ type: LocationRadiusInput }),
    optIns: t.field({ type: OptInsInput }),
    ticketTermsPurchasePolicy: t.string(),
  }),
});

const EventTicketInput = builder.inputType('EventTicketInput', {
  description:
    'A ticket type (packages/shared eventTicketInputSchema); on update a field left out keeps its value. ' +
    'Changing limitedAmount moves availableAmount by the same difference, never below what is held or sold.',
  fields: (t) => ({
    ticketType: t.string(),
    price: t.int({ description: 'Cents.' }),
    currency: t.string(),
    repPoints: t.int({ description: 'Rep points earned at the first check-in (docs/decisions/101).' }),
    pointsPrice: t.int({
      description: "The price in the points of pointsClubId (one of the event's clubs).",
    }),
    pointsClubId: t.id(),
    color: t.string(),
    isActive: t.boolean(),
    isPrivate: t.boolean(),
    isSpecialGuest: t.boolean(),
    isEnabledWishList: t.boolean(),
    additionalGuests: t.int(),
    optInShowTicketAmount: t.boolean(),
    visibleStartAt: t.string(),
    visibleEndAt: t.string(),
    gratuityPercentage: t.int(),
    isRequiredApproval: t.boolean(),
    note: t.string(),
    limitedAmount: t.int(),
  }),
});

const QuestionInput = builder.inputType('EventQuestionInput', {
  fields: (t) => ({ question: t.string({ required: true }), isRequired: t.boolean() }),
});

const RecurrenceFrequency = builder.enumType('RecurrenceFrequency', {
  values: ['DAILY', 'WEEKLY', 'MONTHLY'] as const,
});

const RecurrenceInput = builder.inputType('RecurrenceInput', {
  fields: (t) => ({
    frequency: t.field({ type: RecurrenceFrequency, required: true }),
    count: t.int({ required: true, description: '1 to 52 copies.' }),
  }),
});

builder.queryField('timeZoneAt', (t) =>
  t.withAuth({ signedIn: true }).string({
    description: "The IANA time zone at a venue's coordinates: the zone an event there is kept and shown in.",
    args: {
      latitude: t.arg.float({ required: true }),
      longitude: t.arg.float({ required: true }),
    },
    resolve: (_root, args, ctx) => ctx.services.events.timeZoneAt(args.latitude, args.longitude),
  }),
);

builder.mutationField('createEvent', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description: 'Creates a DRAFT event of the viewer.',
    args: { input: t.arg({ type: EventInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.events.createEvent(ctx.viewer, args.input as Input),
  }),
);

builder.mutationField('updateEvent', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description: 'Edits an event (CanEditEvent).',
    args: { eventId: t.arg.id({ required: true }), input: t.arg({ type: EventInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.events.updateEvent(ctx.viewer, String(args.eventId), args.input as Input),
  }),
);

builder.mutationField('publishEvent', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description: 'DRAFT → PUBLISHED (CanEditEvent); needs a ticket type and an end in the future.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.events.publishEvent(ctx.viewer, String(args.eventId)),
  }),
);

builder.mutationField('unpublishEvent', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description: 'PUBLISHED → DRAFT (CanEditEvent), only while no ticket is held or sold.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.events.unpublishEvent(ctx.viewer, String(args.eventId)),
  }),
);

builder.mutationField('cancelEvent', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description:
      'Cancels the event (creator only): out of discovery, still visible to its team and attendees.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.events.cancelEvent(ctx.viewer, String(args.eventId)),
  }),
);

builder.mutationField('duplicateEvent', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description:
      'A DRAFT copy with a new slug, ticket types with fresh balances, and questions (CanDuplicateEvent).',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.events.duplicateEvent(ctx.viewer, String(args.eventId)),
  }),
);

builder.mutationField('createRecurringEvents', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [EventRef],
    description: 'Copies of the event every day, week or month after it, in one series (CanDuplicateEvent).',
    args: {
      eventId: t.arg.id({ required: true }),
      recurrence: t.arg({ type: RecurrenceInput, required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.events.createRecurringEvents(ctx.viewer, String(args.eventId), args.recurrence),
  }),
);

builder.mutationField('deleteEvent', (t) =>
  t.withAuth({ signedIn: true }).boolean({
    description: 'Deletes the event (creator only); CONFLICT when any ticket is held or sold.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.events.deleteEvent(ctx.viewer, String(args.eventId)),
  }),
);

builder.mutationField('upsertEventTicket', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventTicketRef,
    description: 'Creates (no eventTicketId; CanCreateTicket) or edits (CanEditTicket) a ticket type.',
    args: {
      eventId: t.arg.id({ required: true }),
      eventTicketId: t.arg.id(),
      input: t.arg({ type: EventTicketInput, required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.events.upsertEventTicket(
        ctx.viewer,
        String(args.eventId),
        args.eventTicketId ? String(args.eventTicketId) : null,
        args.input as Input,
      ),
  }),
);

builder.mutationField('deleteEventTicket', (t) =>
  t.withAuth({ signedIn: true }).boolean({
    description: 'Deletes a ticket type (CanEditTicket); CONFLICT when any of it is held or sold.',
    args: { eventTicketId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.events.deleteEventTicket(ctx.viewer, String(args.eventTicketId)),
  }),
);

builder.mutationField('setEventQuestions', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description: "Replaces the event's questions, in order (CanEditEvent).",
    args: {
      eventId: t.arg.id({ required: true }),
      questions: t.arg({ type: [QuestionInput], required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.events.setEventQuestions(ctx.viewer, String(args.eventId), args.questions),
  }),
);

builder.mutationField('setTicketTypesDisplay', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [EventTicketRef],
    description:
      '"Display tickets" (domain §7; docs/decisions/088): the order the event page shows the ticket types in ' +
      '(CanEditTicket). The given ids first, in that order; the others after them as they were.',
    args: {
      eventId: t.arg.id({ required: true }),
      order: t.arg.idList({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.events.setTicketTypesDisplay(ctx.viewer, String(args.eventId), args.order.map(String)),
  }),
);

builder.queryField('ticketsRequiredForApproval', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [EventTicketRef],
    description:
      "The ticket types the viewer may see at the event that need the host's approval (domain §7): booking " +
      'one makes the attendee PENDING until the team approves.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.events.ticketsRequiredForApproval(ctx.viewer, String(args.eventId)),
  }),
);
