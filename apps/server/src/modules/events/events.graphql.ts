import { EVENT_SEARCH_PAGE_SIZE } from '@repclub/shared';
import { builder, viewerOf } from '../../platform/graphql/builder';
import { UserRef } from '../users/users.graphql';
import type { EventFaq, EventLocation, EventLocationRadius, EventOptIns } from './events.tables';
import type { QuestionRow, TicketTypeRow } from './events.repository';
import type { EventView, TeamMember, TicketView } from './events.service';
import './pricing/pricing.graphql';

// Output types --------------------------------------------------------------------------------------

const FaqRef = builder.objectRef<EventFaq>('EventFaq').implement({
  fields: (t) => ({ question: t.exposeString('question'), answer: t.exposeString('answer') }),
});

const LocationRef = builder.objectRef<EventLocation>('EventLocation').implement({
  fields: (t) => ({
    address: t.exposeString('address'),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    isOnlyVisibleToApprovedAttendees: t.exposeBoolean('isOnlyVisibleToApprovedAttendees'),
  }),
});

const LocationRadiusRef = builder.objectRef<EventLocationRadius>('EventLocationRadius').implement({
  fields: (t) => ({
    address: t.exposeString('address'),
    isActive: t.exposeBoolean('isActive'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    radius: t.exposeFloat('radius'),
    unitLengthType: t.exposeString('unitLengthType', { description: 'mi or km.' }),
  }),
});

const PrivacyPolicyRef = builder
  .objectRef<{ title: string; fileUrl: string }>('EventPrivacyPolicy')
  .implement({
    fields: (t) => ({ title: t.exposeString('title'), fileUrl: t.exposeString('fileUrl') }),
  });

const MusicEmbedRef = builder.objectRef<{ url: string }>('EventMusicEmbed').implement({
  fields: (t) => ({ url: t.exposeString('url') }),
});

const OptInsRef = builder.objectRef<EventOptIns>('EventOptIns').implement({
  fields: (t) => ({
    guestList: t.exposeBoolean('guestList'),
    guestCount: t.exposeBoolean('guestCount'),
    publicPreview: t.exposeBoolean('publicPreview'),
    displayRepScore: t.exposeBoolean('displayRepScore'),
    qrPass: t.exposeBoolean('qrPass'),
    guestsInvitingOthers: t.exposeBoolean('guestsInvitingOthers'),
    ageLimit: t.exposeBoolean('ageLimit'),
    privacyPolicy: t.field({ type: PrivacyPolicyRef, nullable: true, resolve: (o) => o.privacyPolicy }),
    socialAccountRequirements: t.exposeStringList('socialAccountRequirements'),
    questionRequirements: t.exposeBoolean('questionRequirements'),
    musicEmbed: t.field({ type: MusicEmbedRef, nullable: true, resolve: (o) => o.musicEmbed }),
  }),
});

const QuestionRef = builder.objectRef<QuestionRow>('EventQuestion').implement({
  fields: (t) => ({
    questionId: t.id({ resolve: (q) => q.id }),
    question: t.exposeString('question'),
    isRequired: t.exposeBoolean('isRequired'),
  }),
});

const BalanceRef = builder.objectRef<TicketTypeRow>('EventTicketBalance').implement({
  description: 'limitedAmount = availableAmount + lockedAmount + releasedAmount, always.',
  fields: (t) => ({
    limitedAmount: t.exposeInt('limitedAmount'),
    availableAmount: t.exposeInt('availableAmount'),
    releasedAmount: t.exposeInt('releasedAmount', { description: 'Issued to buyers.' }),
    lockedAmount: t.exposeInt('lockedAmount', {
      description: 'Held by unpaid checkouts and waiting-list offers.',
    }),
    // One statement for a page of ticket types (each field its own loader).
    awaitingApprovalAmount: t.loadable({
      type: 'Int',
      description:
        "Of the released, those whose holder waits for the host's approval (a request, not a sale).",
      load: (ids: string[], ctx) => ctx.services.events.awaitingApproval(ids),
      resolve: (row) => row.id,
    }),
    soldAmount: t.loadable({
      type: 'Int',
      description: 'Released and approved: releasedAmount less awaitingApprovalAmount.',
      load: async (rows: TicketTypeRow[], ctx) => {
        const awaiting = await ctx.services.events.awaitingApproval(rows.map((row) => row.id));
        return rows.map((row, i) => row.releasedAmount - awaiting[i]!);
      },
      resolve: (row) => row,
    }),
  }),
});

export const EventTicketRef = builder.objectRef<TicketView>('EventTicket').implement({
  description: 'A ticket type of an event (domain §3 EventTicket). Money in integer cents.',
  fields: (t) => ({
    eventTicketId: t.id({ resolve: (v) => v.row.id }),
    ticketType: t.string({ resolve: (v) => v.row.ticketType }),
    price: t.int({ description: 'Cents; 0 for a free ticket (RSVP).', resolve: (v) => v.row.price }),
    currency: t.string({ resolve: (v) => v.row.currency }),
    repPoints: t.int({ nullable: true, resolve: (v) => v.row.repPoints }),
    color: t.string({ resolve: (v) => v.row.color }),
    isActive: t.boolean({ resolve: (v) => v.row.isActive }),
    isFull: t.boolean({ resolve: (v) => v.row.availableAmount === 0 }),
    isPrivate: t.boolean({ resolve: (v) => v.row.isPrivate }),
    isSpecialGuest: t.boolean({ resolve: (v) => v.row.isSpecialGuest }),
    isEnabledWishList: t.boolean({ resolve: (v) => v.row.isEnabledWishList }),
    additionalGuests: t.int({ resolve: (v) => v.row.additionalGuests }),
    optInShowTicketAmount: t.boolean({ resolve: (v) => v.row.optInShowTicketAmount }),
    visibleStartAt: t.string({ nullable: true, resolve: (v) => v.row.visibleStartAt?.toISOString() ?? null }),
    visibleEndAt: t.string({ nullable: true, resolve: (v) => v.row.visibleEndAt?.toISOString() ?? null }),
    gratuityPercentage: t.int({ resolve: (v) => v.row.gratuityPercentage }),
    isRequiredApproval: t.boolean({ resolve: (v) => v.row.isRequiredApproval }),
    note: t.string({ nullable: true, resolve: (v) => v.row.note }),
    balance: t.field({
      type: BalanceRef,
      nullable: true,
      description: "The event's team always; others only when the host shows ticket amounts.",
      resolve: (v) => (v.showBalance ? v.row : null),
    }),
  }),
});

export const EventRef = builder.objectRef<EventView>('Event').implement({
  description: 'An event (domain §3) as the viewer may see it (docs/decisions/029).',
  fields: (t) => ({
    eventId: t.id({ resolve: (v) => v.row.id }),
    slug: t.string({ resolve: (v) => v.row.slug }),
    eventType: t.string({ resolve: (v) => v.row.eventType }),
    displayName: t.string({ resolve: (v) => v.row.displayName }),
    description: t.string({ resolve: (v) => v.row.description }),
    note: t.string({ resolve: (v) => v.row.note }),
    terms: t.string({ nullable: true, resolve: (v) => v.row.terms }),
    faqs: t.field({ type: [FaqRef], resolve: (v) => v.row.faqs }),
    avatarUrl: t.string({ resolve: (v) => v.row.avatarUrl }),
    startDate: t.string({ description: 'ISO 8601.', resolve: (v) => v.row.startDate.toISOString() }),
    endDate: t.string({ description: 'ISO 8601.', resolve: (v) => v.row.endDate.toISOString() }),
    timeZone: t.string({ resolve: (v) => v.row.timeZone }),
    status: t.string({ description: 'DRAFT, PUBLISHED or CANCELLED.', resolve: (v) => v.row.status }),
    isPrivate: t.boolean({ resolve: (v) => v.row.isPrivate }),
    isListed: t.boolean({ resolve: (v) => v.row.isListed }),
    isFeatured: t.boolean({ resolve: (v) => v.row.isFeatured }),
    isAllInPricing: t.boolean({ resolve: (v) => v.row.isAllInPricing }),
    minimumRepScore: t.int({ nullable: true, resolve: (v) => v.row.minimumRepScore }),
    ageLimit: t.int({ nullable: true, resolve: (v) => v.row.ageLimit }),
    location: t.field({
      type: LocationRef,
      nullable: true,
      description:
        'Null when the host shows the address to approved attendees only and the viewer is not one.',
      resolve: (v, _args, ctx) => (ctx.services.events.showsLocation(v) ? v.row.location : null),
    }),
    city: t.string({ nullable: true, resolve: (v) => v.row.city }),
    locationRadius: t.field({
      type: LocationRadiusRef,
      nullable: true,
      resolve: (v, _args, ctx) => (ctx.services.events.showsLocation(v) ? v.row.locationRadius : null),
    }),
    optIns: t.field({ type: OptInsRef, resolve: (v) => v.row.optIns }),
    // The per-event reads below are loaded for the whole page at once (docs/decisions/068).
    questions: t.loadableGroup({
      type: QuestionRef,
      load: (ids: string[], ctx) => ctx.services.events.questionsOf(ids),
      group: (question) => question.eventId,
      resolve: (v) => v.row.id,
    }),
    ticketTermsPurchasePolicy: t.string({ nullable: true, resolve: (v) => v.row.ticketTermsPurchasePolicy }),
    seriesId: t.id({ nullable: true, resolve: (v) => v.row.seriesId }),
    createdBy: t.loadable({
      type: UserRef,
      nullable: true,
      load: (ids: string[], ctx) => ctx.services.events.users(ctx.viewer, ids),
      resolve: (v) => v.row.createdBy,
    }),
    coHosts: t.loadableGroup({
      type: UserRef,
      load: (ids: string[], ctx) => ctx.services.events.teamsOf(ctx.viewer, ids, 'CO_HOST'),
      group: (user) => (user as TeamMember).eventId,
      resolve: (v) => v.row.id,
    }),
    promoters: t.loadableGroup({
      type: UserRef,
      load: (ids: string[], ctx) => ctx.services.events.teamsOf(ctx.viewer, ids, 'PROMOTER'),
      group: (user) => (user as TeamMember).eventId,
      resolve: (v) => v.row.id,
    }),
    tickets: t.field({
      type: [EventTicketRef],
      description: 'The ticket types the viewer may see; the team sees all.',
      resolve: (v, _args, ctx) => ctx.services.events.visibleTickets(v),
    }),
    viewerPermissions: t.stringList({
      description: "The viewer's EVENT_PERMISSIONS for this event.",
      resolve: (v) => v.permissions,
    }),
    viewerAttendeeState: t.string({
      description: 'One of ATTENDEE_STATES.',
      resolve: (v) => v.attendeeState,
    }),
    isExpired: t.boolean({ resolve: (v) => v.row.endDate < v.now }),
    isListFull: t.boolean({
      description: 'Every active ticket type is sold out (false without ticket types).',
      resolve: (v) => {
        const active = v.allTickets.filter((ticket) => ticket.isActive);
        return active.length > 0 && active.every((ticket) => ticket.availableAmount === 0);
      },
    }),
    totalAvailableTickets: t.int({
      description: 'Tickets still for sale across the active ticket types.',
      resolve: (v) =>
        v.allTickets
          .filter((ticket) => ticket.isActive)
          .reduce((sum, ticket) => sum + ticket.availableAmount, 0),
    }),
    distance: t.float({
      nullable: true,
      description: 'Near-me results only: the distance in the unit asked, to 0.1.',
      resolve: (v) => v.distance,
    }),
  }),
});

// Inputs ------------------------------------------------------------------------------------------

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
    repPoints: t.int(),
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

const DistanceUnit = builder.enumType('DistanceUnit', { values: ['mi', 'km'] as const });

const NearInput = builder.inputType('EventNearInput', {
  fields: (t) => ({
    latitude: t.float({ required: true }),
    longitude: t.float({ required: true }),
    radius: t.float({ required: true, description: 'Greater than 0 and at most 1000, in `unit`.' }),
    unit: t.field({ type: DistanceUnit, description: 'mi when left out.' }),
  }),
});

const SearchCriteria = builder.inputType('EventSearchCriteria', {
  fields: (t) => ({
    keyword: t.string({ description: 'Trimmed; matches the name, description or city, ignoring case.' }),
    onlyFeatured: t.boolean(),
    onlyMyEvents: t.boolean({ description: 'Events the viewer created, has a role in or attends.' }),
    startsAfter: t.string({ description: 'ISO 8601, inclusive.' }),
    startsBefore: t.string({ description: 'ISO 8601, exclusive.' }),
    near: t.field({ type: NearInput }),
  }),
});

const MyEventsWhen = builder.enumType('MyEventsWhen', { values: ['UPCOMING', 'PAST'] as const });

// Queries -----------------------------------------------------------------------------------------

builder.queryField('event', (t) =>
  t.field({
    type: EventRef,
    description:
      'An event by slug or id; NOT_FOUND when the viewer may not see it. Visitors see the public page.',
    args: { slugOrId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.events.visibleEvent(ctx.viewer, args.slugOrId),
  }),
);

/** One connection type for every list of events. */
const EventConnectionRef = builder.connectionObject({ type: EventRef, name: 'EventConnection' });

builder.queryField('searchEvents', (t) =>
  t.connection(
    {
      type: EventRef,
      description:
        `Discovery: upcoming published listed public events by start date (nearest first with near), ` +
        `${EVENT_SEARCH_PAGE_SIZE} a page (docs/decisions/030).`,
      args: { criteria: t.arg({ type: SearchCriteria }) },
      resolve: (_root, args, ctx) =>
        ctx.services.events.search(ctx.viewer, args.criteria as Record<string, unknown> | null, args),
    },
    EventConnectionRef,
  ),
);

builder.queryField('myEvents', (t) =>
  t.connection(
    {
      // A connection with a shared connection type cannot take withAuth's narrowed context.
      authScopes: { signedIn: true },
      type: EventRef,
      description:
        'Events the viewer attends, holds tickets for or hosts (not drafts): upcoming soonest first, past latest first.',
      args: { when: t.arg({ type: MyEventsWhen, required: true }) },
      resolve: (_root, args, ctx) => ctx.services.events.myEvents(viewerOf(ctx), args.when, args),
    },
    EventConnectionRef,
  ),
);

builder.queryField('myCreatedEvents', (t) =>
  t.connection(
    {
      // A connection with a shared connection type cannot take withAuth's narrowed context.
      authScopes: { signedIn: true },
      type: EventRef,
      description: 'Events the viewer created or is in the team of, drafts included, latest start first.',
      resolve: (_root, args, ctx) => ctx.services.events.myCreatedEvents(viewerOf(ctx), args),
    },
    EventConnectionRef,
  ),
);

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

builder.queryField('eventCities', (t) =>
  t.stringList({
    description: 'Cities of upcoming discoverable events, alphabetically.',
    resolve: (_root, _args, ctx) => ctx.services.events.cities(),
  }),
);

// Mutations ---------------------------------------------------------------------------------------

type Input = Record<string, unknown>;

builder.mutationField('createEvent', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description: 'Creates a DRAFT event of the viewer.',
    args: { input: t.arg({ type: EventInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.events.create(ctx.viewer, args.input as Input),
  }),
);

builder.mutationField('updateEvent', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description: 'Edits an event (CanEditEvent).',
    args: { eventId: t.arg.id({ required: true }), input: t.arg({ type: EventInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.events.update(ctx.viewer, String(args.eventId), args.input as Input),
  }),
);

builder.mutationField('publishEvent', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description: 'DRAFT → PUBLISHED (CanEditEvent); needs a ticket type and an end in the future.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.events.publish(ctx.viewer, String(args.eventId)),
  }),
);

builder.mutationField('unpublishEvent', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description: 'PUBLISHED → DRAFT (CanEditEvent), only while no ticket is held or sold.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.events.unpublish(ctx.viewer, String(args.eventId)),
  }),
);

builder.mutationField('cancelEvent', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description:
      'Cancels the event (creator only): out of discovery, still visible to its team and attendees.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.events.cancel(ctx.viewer, String(args.eventId)),
  }),
);

builder.mutationField('duplicateEvent', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description:
      'A DRAFT copy with a new slug, ticket types with fresh balances, and questions (CanDuplicateEvent).',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.events.duplicate(ctx.viewer, String(args.eventId)),
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
      ctx.services.events.createRecurring(ctx.viewer, String(args.eventId), args.recurrence),
  }),
);

builder.mutationField('deleteEvent', (t) =>
  t.withAuth({ signedIn: true }).boolean({
    description: 'Deletes the event (creator only); CONFLICT when any ticket is held or sold.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.events.remove(ctx.viewer, String(args.eventId)),
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
      ctx.services.events.upsertTicket(
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
    resolve: (_root, args, ctx) => ctx.services.events.deleteTicket(ctx.viewer, String(args.eventTicketId)),
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
      ctx.services.events.setQuestions(ctx.viewer, String(args.eventId), args.questions),
  }),
);

const roleArgs = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) => ({
  eventId: t.arg.id({ required: true }),
  userId: t.arg.id({ required: true }),
  role: t.arg.string({
    required: true,
    description: 'CO_HOST, PROMOTER, COORDINATOR, DOOR, SPONSOR or TALENT.',
  }),
});

builder.mutationField('setEventRole', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description: 'Gives a user a team role, APPROVED at once (creator only).',
    args: roleArgs(t),
    resolve: (_root, args, ctx) =>
      ctx.services.events.setRole(ctx.viewer, String(args.eventId), String(args.userId), args.role),
  }),
);

builder.mutationField('removeEventRole', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description: 'Takes a team role away from a user (creator only).',
    args: roleArgs(t),
    resolve: (_root, args, ctx) =>
      ctx.services.events.removeRole(ctx.viewer, String(args.eventId), String(args.userId), args.role),
  }),
);
