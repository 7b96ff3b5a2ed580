import {
  addGuestInputSchema,
  guestListCapacitySchema,
  guestSearchSchema,
  saveGuestListInputSchema,
  savedGuestListNameSchema,
  updateGuestInputSchema,
} from '@repclub/shared';
import { builder } from '../../platform/graphql/builder';
import { parseInput } from '../../platform/http/parse';
import { EventRef, type EventView } from '../events/events.module';
import type { GuestTicketRow, GuestView, SavedGuestListRow } from './guests.repository';
import type { GuestCustomField, SavedGuestEntry } from './guests.tables';
import type { GuestPassView } from './guests.service';

// Guests and guest lists (domain §3 Guest, saved guest list; §7 search event guests, saved guest list names,
// saved guest lists, guests and guest tickets). Every Guest is answered only to the event team that may see it.

const GuestCustomFieldRef = builder.objectRef<GuestCustomField>('GuestCustomField').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    label: t.exposeString('label'),
    value: t.exposeString('value'),
  }),
});

const GuestTicketRef = builder.objectRef<GuestTicketRow & { qrPass: boolean }>('GuestTicket').implement({
  description: 'One admitted person of a guest: ticket 1 is the guest, the others their plus-ones.',
  fields: (t) => ({
    ticketNo: t.exposeInt('ticketNo'),
    guestTicketId: t.exposeID('id'),
    passCode: t.string({
      nullable: true,
      description:
        "What the guest pass's QR code encodes (repclub:guest:<guestTicketId>:<secret>); null unless the event's QR pass opt-in is on.",
      resolve: (g) => (g.qrPass ? `repclub:guest:${g.id}:${g.secret}` : null),
    }),
    checkedInAt: t.string({ nullable: true, resolve: (g) => g.checkedInAt?.toISOString() ?? null }),
  }),
});

const GuestRef = builder.objectRef<GuestView>('Guest').implement({
  description:
    "A person on an event's guest list. Only the event team holding CanSearchGuests or CanAddGuest (and " +
    'administrators) is answered guests, so the e-mail address and phone number go to them alone.',
  fields: (t) => ({
    guestId: t.exposeID('id'),
    eventId: t.exposeID('eventId'),
    fullName: t.exposeString('fullName'),
    emailAddress: t.exposeString('email', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    note: t.exposeString('note', { nullable: true }),
    customFields: t.field({ type: [GuestCustomFieldRef], resolve: (g) => g.customFields }),
    quantity: t.exposeInt('quantity', { description: 'The guest and their plus-ones.' }),
    eventTicketId: t.exposeID('eventTicketId', {
      nullable: true,
      description: 'The ticket type the guest tickets were taken from, if any.',
    }),
    inviteStatus: t.exposeString('inviteStatus', { description: 'NOT_INVITED, INVITE_PENDING or INVITED.' }),
    invitedAt: t.string({ nullable: true, resolve: (g) => g.invitedAt?.toISOString() ?? null }),
    gender: t.string({
      nullable: true,
      description: "The guest's gender as the host gave it, else a matching registered user's.",
      resolve: (g) => g.effectiveGender,
    }),
    ageRange: t.string({
      nullable: true,
      description: "The guest's age range as the host gave it, else a matching registered user's.",
      resolve: (g) => g.effectiveAgeRange,
    }),
    recordedGender: t.exposeString('gender', {
      nullable: true,
      description: 'The gender the host recorded (what the edit form shows).',
    }),
    recordedAgeRange: t.exposeString('ageRange', {
      nullable: true,
      description: 'The age range the host recorded (what the edit form shows).',
    }),
    createdAt: t.string({ resolve: (g) => g.createdAt.toISOString() }),
    tickets: t.loadableGroup({
      type: GuestTicketRef,
      load: (ids: string[], ctx) => ctx.services.guests.ticketsOf(ids),
      group: (ticket) => ticket.guestId,
      resolve: (g) => g.id,
    }),
    checkedInQuantity: t.exposeInt('checkedInQuantity'),
    passLink: t.loadable({
      type: 'String',
      nullable: true,
      description:
        "The guest's own pass page (/guest-pass/<token>, no account needed), null unless the event's QR pass " +
        'opt-in is on. Whoever holds the link sees the passes: share it with the guest only.',
      load: (ids: string[], ctx) => ctx.services.guests.passLinksOf(ids),
      resolve: (g) => g.id,
    }),
  }),
});

const GuestPassTicketRef = builder.objectRef<GuestPassView['passes'][number]>('GuestPassTicket').implement({
  description: "One person's pass on a guest's pass page.",
  fields: (t) => ({
    ticketNo: t.exposeInt('ticketNo', { description: '1 is the guest, the others their plus-ones.' }),
    passCode: t.string({
      description: "What the pass's QR code encodes (repclub:guest:<guestTicketId>:<secret>).",
      resolve: (p) => `repclub:guest:${p.id}:${p.secret}`,
    }),
    checkedInAt: t.string({ nullable: true, resolve: (p) => p.checkedInAt?.toISOString() ?? null }),
  }),
});

const GuestPassEventRef = builder.objectRef<GuestPassView['event']>('GuestPassEvent').implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    displayName: t.exposeString('displayName'),
    startDate: t.string({ resolve: (e) => e.startDate.toISOString() }),
    endDate: t.string({ resolve: (e) => e.endDate.toISOString() }),
    timeZone: t.exposeString('timeZone'),
    city: t.exposeString('city', { nullable: true }),
    address: t.exposeString('address', {
      nullable: true,
      description: 'Null when the host shows the address to approved attendees only.',
    }),
    isCancelled: t.exposeBoolean('isCancelled'),
  }),
});

const GuestPassRef = builder.objectRef<GuestPassView>('GuestPass').implement({
  description:
    "A guest's own pass page (docs/decisions/092): the event, the guest's name and one QR pass per person. No " +
    'e-mail, phone or note of the guest.',
  fields: (t) => ({
    event: t.field({ type: GuestPassEventRef, resolve: (p) => p.event }),
    guestName: t.exposeString('guestName'),
    quantity: t.exposeInt('quantity', { description: 'The guest and their plus-ones.' }),
    passes: t.field({ type: [GuestPassTicketRef], resolve: (p) => p.passes }),
  }),
});

const GuestCountersRef = builder
  .objectRef<{ guests: number; tickets: number; checkedIn: number; capacity: number | null }>('GuestCounters')
  .implement({
    fields: (t) => ({
      guests: t.exposeInt('guests', { description: 'Guests on the list.' }),
      guestTickets: t.exposeInt('tickets', {
        description: 'People on the list: guests and their plus-ones.',
      }),
      checkedInGuestTickets: t.exposeInt('checkedIn'),
      capacity: t.exposeInt('capacity', {
        nullable: true,
        description: 'People the list may hold; null: no limit.',
      }),
    }),
  });

builder.objectFields(EventRef, (t) => ({
  guestCounters: t.loadable({
    type: GuestCountersRef,
    nullable: true,
    description:
      "The guest list's counters, for the event team that may see or add guests (null for others).",
    load: (views: EventView[], ctx) => ctx.services.guests.countersOf(views),
    resolve: (v) => v,
  }),
}));

const SavedGuestRef = builder.objectRef<SavedGuestEntry>('SavedGuest').implement({
  fields: (t) => ({
    fullName: t.exposeString('fullName'),
    phoneNumber: t.string({ nullable: true, resolve: (g) => g.phoneNumber ?? null }),
    email: t.string({ nullable: true, resolve: (g) => g.email ?? null }),
    plus1: t.exposeInt('plus1'),
  }),
});

const SavedGuestListRef = builder.objectRef<SavedGuestListRow>('SavedGuestList').implement({
  description: "A host's saved guest list (only its owner is answered it).",
  fields: (t) => ({
    name: t.exposeString('name'),
    guests: t.field({ type: [SavedGuestRef], resolve: (l) => l.guests }),
  }),
});

const LoadedGuestListRef = builder
  .objectRef<{ added: number; skipped: SavedGuestEntry[] }>('LoadedGuestList')
  .implement({
    fields: (t) => ({
      added: t.exposeInt('added'),
      skipped: t.field({
        type: [SavedGuestRef],
        description: 'Guests whose e-mail or phone was already on the list.',
        resolve: (l) => l.skipped,
      }),
    }),
  });

const GuestCustomFieldInput = builder.inputType('GuestCustomFieldInput', {
  fields: (t) => ({
    key: t.string(),
    label: t.string({ required: true }),
    value: t.string({ required: true }),
  }),
});

const GuestInput = builder.inputType('GuestInput', {
  fields: (t) => ({
    fullName: t.string({ required: true }),
    emailAddress: t.string(),
    phoneNumber: t.string(),
    note: t.string(),
    customFields: t.field({ type: [GuestCustomFieldInput] }),
    quantity: t.int({ required: true, description: 'The guest and their plus-ones.' }),
    eventTicketId: t.id({ description: 'Take the guest tickets from this ticket type.' }),
    gender: t.string(),
    ageRange: t.string({ description: '18-24, 25-34, 35-44 or 45+.' }),
  }),
});

const GuestFilterInput = builder.inputType('GuestFilterInput', {
  fields: (t) => ({
    inviteStatus: t.string({ description: 'ALL (default), INVITE_PENDING, INVITED or NOT_INVITED.' }),
    gender: t.string(),
    ageRange: t.string({ description: '18-24, 25-34, 35-44 or 45+.' }),
  }),
});

const SavedGuestInput = builder.inputType('SavedGuestInput', {
  fields: (t) => ({
    fullName: t.string({ required: true }),
    phoneNumber: t.string(),
    email: t.string(),
    plus1: t.int(),
  }),
});

/** GraphQL leaves absent arguments undefined and explicit ones null; the schemas take undefined. */
function fieldsOf(input: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
}

builder.queryField('searchEventGuests', (t) =>
  t.withAuth({ signedIn: true }).connection(
    {
      type: GuestRef,
      description:
        "An event's guests by name (CanSearchGuests; with CanAddGuest alone, the guests the viewer added): " +
        '`query` matches the name, e-mail or phone; the filter by invite status, gender and age range.',
      args: {
        eventId: t.arg.id({ required: true }),
        query: t.arg.string(),
        filter: t.arg({ type: GuestFilterInput }),
      },
      resolve: (_root, args, ctx) =>
        ctx.services.guests.searchEventGuests(
          ctx.viewer,
          String(args.eventId),
          parseInput(guestSearchSchema, fieldsOf({ query: args.query, ...(args.filter ?? {}) })),
          args,
        ),
    },
    {
      name: 'GuestConnection',
      fields: (tc) => ({
        nodes: tc.field({
          type: [GuestRef],
          resolve: (connection) => connection.edges.flatMap((edge) => (edge ? [edge.node] : [])),
        }),
      }),
    },
  ),
);

builder.queryField('guestPass', (t) =>
  t.field({
    type: GuestPassRef,
    description:
      "A guest's passes by their pass page's token (the link in the invitation e-mail). Open to visitors: the " +
      "token is the key. NOT_FOUND for an unknown token, a removed guest, or when the event's QR pass opt-in is off.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.guests.guestPass(args.token),
  }),
);

builder.queryField('savedGuestListNames', (t) =>
  t.withAuth({ signedIn: true }).stringList({
    description: "The names of the viewer's saved guest lists.",
    resolve: (_root, _args, ctx) => ctx.services.guests.savedGuestListNames(ctx.viewer),
  }),
);

builder.mutationField('addGuest', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: GuestRef,
    description:
      'Adds a guest (CanAddGuest; CanAddExtraTicket for plus-ones; CanAddVip for a special guest ticket type). ' +
      "The guest's people count against the guest list's capacity, and their tickets against the ticket type's.",
    args: { eventId: t.arg.id({ required: true }), input: t.arg({ type: GuestInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.guests.addGuest(
        ctx.viewer,
        parseInput(addGuestInputSchema, { ...fieldsOf(args.input), eventId: String(args.eventId) }),
      ),
  }),
);

builder.mutationField('updateGuest', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: GuestRef,
    description:
      'Changes a guest (as addGuest; with CanSearchGuests any guest, otherwise those the viewer added).',
    args: { guestId: t.arg.id({ required: true }), input: t.arg({ type: GuestInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.guests.updateGuest(
        ctx.viewer,
        parseInput(updateGuestInputSchema, { ...fieldsOf(args.input), guestId: String(args.guestId) }),
      ),
  }),
);

builder.mutationField('removeGuest', (t) =>
  t.withAuth({ signedIn: true }).id({
    description: "Removes a guest none of whose tickets was used; the ticket type's tickets return.",
    args: { guestId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      (await ctx.services.guests.removeGuest(ctx.viewer, String(args.guestId))).id,
  }),
);

builder.mutationField('sendGuestInvite', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: GuestRef,
    description:
      "E-mails the guest the event's link (and their pass page's link when the event's QR pass opt-in is on); " +
      'their invite status becomes INVITED. May be sent again, e.g. after QR passes were turned on.',
    args: { guestId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.guests.sendGuestInvite(ctx.viewer, String(args.guestId)),
  }),
);

builder.mutationField('setGuestListCapacity', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: GuestCountersRef,
    description: 'How many people the guest list may hold, or null for no limit (CanEditEvent).',
    args: { eventId: t.arg.id({ required: true }), capacity: t.arg.int() },
    resolve: (_root, args, ctx) =>
      ctx.services.guests.setGuestListCapacity(
        ctx.viewer,
        String(args.eventId),
        parseInput(guestListCapacitySchema, args.capacity ?? null),
      ),
  }),
);

builder.mutationField('saveGuestList', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: SavedGuestListRef,
    description:
      "Saves a guest list under a name, replacing the viewer's list of that name: the guests given (CanAddGuest " +
      "at the event), or the event's guests (CanSearchGuests).",
    args: {
      eventId: t.arg.id({ required: true }),
      name: t.arg.string({ required: true }),
      guests: t.arg({ type: [SavedGuestInput] }),
    },
    resolve: (_root, args, ctx) => {
      const input = parseInput(saveGuestListInputSchema, {
        eventId: String(args.eventId),
        name: args.name,
        guests: args.guests?.map((g) => fieldsOf(g)) ?? null,
      });
      return ctx.services.guests.saveGuestList(ctx.viewer, input.eventId, input.name, input.guests);
    },
  }),
);

builder.mutationField('loadSavedGuestList', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: LoadedGuestListRef,
    description:
      "Adds the viewer's saved list to an event's guest list (CanAddGuest; CanAddExtraTicket for plus-ones); " +
      'guests whose e-mail or phone is already there are skipped and answered.',
    args: { eventId: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.guests.loadSavedGuestList(
        ctx.viewer,
        String(args.eventId),
        parseInput(savedGuestListNameSchema, args.name),
      ),
  }),
);

builder.mutationField('deleteSavedGuestList', (t) =>
  t.withAuth({ signedIn: true }).boolean({
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.guests.deleteSavedGuestList(ctx.viewer, parseInput(savedGuestListNameSchema, args.name)),
  }),
);
