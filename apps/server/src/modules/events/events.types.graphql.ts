import { builder } from '../../platform/graphql/builder';
import type { EventFaq, EventLocation, EventLocationRadius, EventOptIns } from './events.tables';
import type { QuestionRow, TicketTypeRow } from './events.repository';
import type { EventView, EventsService, TicketView } from './events.service';
import { UserRef } from '../users/users.module';

// The output types of events (the Event type and what it holds); the queries and mutations are in
// events.graphql.ts and the sub-domains' folders (docs/decisions/068).

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
    allInPrice: t.int({
      description:
        'Cents: one ticket bought alone, everything included (price, service fee, tax, the preset gratuity and ' +
        'the processing fee), as calculateTicketCost and the checkout charge it; 0 for a free ticket ' +
        '(docs/decisions/115).',
      resolve: (v, _args, ctx) => ctx.services.events.allInPrice(v.row),
    }),
    currency: t.string({ resolve: (v) => v.row.currency }),
    repPoints: t.int({
      nullable: true,
      description:
        'Rep points the holder earns at the first check-in, in each rep club of the event (decision 101).',
      resolve: (v) => v.row.repPoints,
    }),
    pointsPrice: t.int({
      nullable: true,
      description: 'The price in points of pointsClubId; null when the ticket cannot be paid with points.',
      resolve: (v) => v.row.pointsPrice,
    }),
    pointsClubId: t.id({ nullable: true, resolve: (v) => v.row.pointsClubId }),
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

type HostCounters = NonNullable<Awaited<ReturnType<EventsService['hostCounters']>>[number]>;

const HostCountersRef = builder.objectRef<HostCounters>('EventHostCounters').implement({
  description: "An event's counters for its team (domain §3 Event counters; docs/decisions/072).",
  fields: (t) => ({
    approved: t.exposeInt('approved', { description: 'Attendees approved or checked in.' }),
    pending: t.exposeInt('pending', { description: "Attendees waiting for the host's approval." }),
    totalAttendees: t.exposeInt('totalAttendees', { description: 'Attendees not declined.' }),
    approvedTickets: t.exposeInt('approvedTickets', {
      description: 'Active tickets held by approved or checked-in attendees.',
    }),
    scannedTickets: t.exposeInt('scannedTickets', { description: 'Tickets scanned in at the door.' }),
    totalAvailableTickets: t.exposeInt('totalAvailableTickets'),
    invitedAttendees: t.exposeInt('invitedAttendees'),
    waitingTickets: t.exposeInt('waitingTickets', { description: 'Tickets asked for on the waiting lists.' }),
    isListFull: t.exposeBoolean('isListFull'),
    isExpired: t.exposeBoolean('isExpired'),
  }),
});

/** Whether the viewer sees the event's details (visibility.ts, docs/decisions/108). */
const details = (ctx: { services: { events: EventsService } }, v: EventView) =>
  ctx.services.events.visibilityOf(v).details;

export const EventRef = builder.objectRef<EventView>('Event').implement({
  description: 'An event (domain §3) as the viewer may see it (docs/decisions/029).',
  fields: (t) => ({
    eventId: t.id({ resolve: (v) => v.row.id }),
    slug: t.string({ resolve: (v) => v.row.slug }),
    eventType: t.string({ resolve: (v) => v.row.eventType }),
    displayName: t.string({ resolve: (v) => v.row.displayName }),
    previewOnly: t.boolean({
      description:
        'The viewer is a visitor (not signed in) and the host keeps the public preview off: a teaser, and ' +
        'signing in shows more (docs/decisions/086). showsDetails is false then too.',
      resolve: (v, _args, ctx) => ctx.services.events.visibilityOf(v).previewOnly,
    }),
    showsDetails: t.boolean({
      description:
        'The viewer sees the details (description, note, terms, FAQ, purchase policy, questions, ticket types, ' +
        'music, comments): false for a visitor held to the teaser (previewOnly) and, for a private event, for ' +
        'anyone but its team and attendees; those fields are then null or empty (docs/decisions/108).',
      resolve: (v, _args, ctx) => ctx.services.events.visibilityOf(v).details,
    }),
    description: t.string({
      nullable: true,
      description: 'Null unless the viewer sees the details (showsDetails).',
      resolve: (v, _args, ctx) => (details(ctx, v) ? v.row.description : null),
    }),
    note: t.string({
      nullable: true,
      description: 'Null unless the viewer sees the details (showsDetails).',
      resolve: (v, _args, ctx) => (details(ctx, v) ? v.row.note : null),
    }),
    terms: t.string({
      nullable: true,
      description: 'Null unless the viewer sees the details (showsDetails).',
      resolve: (v, _args, ctx) => (details(ctx, v) ? v.row.terms : null),
    }),
    faqs: t.field({
      type: [FaqRef],
      description: 'Empty unless the viewer sees the details (showsDetails).',
      resolve: (v, _args, ctx) => (details(ctx, v) ? v.row.faqs : []),
    }),
    goingCount: t.loadable({
      type: 'Int',
      nullable: true,
      description:
        'Attendees approved or checked in ("N going"): shown to everyone who may see the event when the host ' +
        'turns the guest count on; otherwise to the team only (docs/decisions/086).',
      load: (views: EventView[], ctx) => ctx.services.events.goingCounts(views),
      resolve: (v) => v,
    }),
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
        'Null unless the viewer sees the details, and, when the host shows the address to approved attendees ' +
        'only, unless the viewer is of the team or one of them (docs/decisions/108).',
      resolve: (v, _args, ctx) => (ctx.services.events.visibilityOf(v).location ? v.row.location : null),
    }),
    city: t.string({
      nullable: true,
      description: "Public events: everyone's; private ones: with the details (docs/decisions/108).",
      resolve: (v, _args, ctx) => (ctx.services.events.visibilityOf(v).card ? v.row.city : null),
    }),
    locationRadius: t.field({
      type: LocationRadiusRef,
      nullable: true,
      description: 'As location.',
      resolve: (v, _args, ctx) =>
        ctx.services.events.visibilityOf(v).location ? v.row.locationRadius : null,
    }),
    optIns: t.field({
      type: OptInsRef,
      description:
        'The music embed and the waiver are null unless the viewer sees the details (showsDetails).',
      resolve: (v, _args, ctx) =>
        details(ctx, v) ? v.row.optIns : { ...v.row.optIns, musicEmbed: null, privacyPolicy: null },
    }),
    // The per-event reads below are loaded for the whole page at once (docs/decisions/068).
    questions: t.loadableGroup({
      type: QuestionRef,
      description: 'Empty unless the viewer sees the details (showsDetails).',
      // Without the details the key matches no question: none are read or shown.
      load: (ids: string[], ctx) => ctx.services.events.questionsOf(ids.filter((id) => !id.startsWith('-'))),
      group: (question) => question.eventId,
      resolve: (v, _args, ctx) => (details(ctx, v) ? v.row.id : `-${v.row.id}`),
    }),
    ticketTermsPurchasePolicy: t.string({
      nullable: true,
      description: 'Null unless the viewer sees the details (showsDetails).',
      resolve: (v, _args, ctx) => (details(ctx, v) ? v.row.ticketTermsPurchasePolicy : null),
    }),
    seriesId: t.id({ nullable: true, resolve: (v) => v.row.seriesId }),
    createdBy: t.loadable({
      type: UserRef,
      nullable: true,
      load: (ids: string[], ctx) => ctx.services.events.users(ctx.viewer, ids),
      resolve: (v) => v.row.createdBy,
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
    hostCounters: t.loadable({
      type: HostCountersRef,
      nullable: true,
      description: 'For its team with CanViewAttendees; null for everyone else.',
      load: (views: EventView[], ctx) => ctx.services.events.hostCounters(views),
      resolve: (v) => v,
    }),
    distance: t.float({
      nullable: true,
      description: 'Near-me results only: the distance in the unit asked, to 0.1.',
      resolve: (v) => v.distance,
    }),
  }),
});
