import { EVENT_INVITATION_STATUSES } from '@repclub/shared';
import { builder } from '../../platform/graphql/builder';
import type { GraphQLContext } from '../../platform/graphql/builder';
import { EventRef } from '../events/events.module';
import { UserRef } from '../users/users.module';
import type { ContactGroupRow, ContactRow, InvitationRow } from './contacts.repository';
import type { ContactCustomField } from './contacts.tables';
import type { ImportOutcome } from './contacts.service';
import { formattedInviteId, type InvitationView } from './invitations.service';

// Contacts, contact groups, event invitations and invite links (domain §3 Contacts, §7; decision 076).

type InviteTicket = { name: string; quantity: number };
type InviteInfo = { giftTicket: InviteTicket | null; privateTicket: InviteTicket | null };
type ContactNode = { row: ContactRow; invitation: InvitationRow | null };

const CustomFieldRef = builder.objectRef<ContactCustomField>('ContactCustomField').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    label: t.exposeString('label'),
    value: t.exposeString('value'),
  }),
});

const CustomFieldInput = builder.inputType('ContactCustomFieldInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    label: t.string({ required: true }),
    value: t.string({ required: true }),
  }),
});

const ContactGroupRef = builder.objectRef<ContactGroupRow>('ContactGroup').implement({
  description: 'A group of contacts of their owner (domain §3 Contact group).',
  fields: (t) => ({ groupId: t.exposeID('id'), groupName: t.exposeString('name') }),
});

const InviteTicketRef = builder.objectRef<InviteTicket>('InviteTicket').implement({
  fields: (t) => ({ name: t.exposeString('name'), quantity: t.exposeInt('quantity') }),
});

const InviteInfoRef = builder.objectRef<InviteInfo>('InviteInfo').implement({
  description:
    'What an invitation gives: a gift ticket or a private ticket (its name and quantity), or nothing.',
  fields: (t) => ({
    giftTicket: t.field({ type: InviteTicketRef, nullable: true, resolve: (i) => i.giftTicket }),
    privateTicket: t.field({ type: InviteTicketRef, nullable: true, resolve: (i) => i.privateTicket }),
  }),
});

/** The invitation's tickets, with the names of a page of invitations read in one statement. */
async function inviteInfos(invitations: readonly (InvitationRow | null)[], ctx: GraphQLContext) {
  const ids = [...new Set(invitations.flatMap((i) => (i?.eventTicketId ? [i.eventTicketId] : [])))];
  const types = ids.length > 0 ? await ctx.services.bookings.ticketTypesByIds(ids) : [];
  return invitations.map((invitation): InviteInfo | null => {
    if (!invitation) return null;
    const type = types.find((t) => t.id === invitation.eventTicketId);
    const ticket =
      type && invitation.ticketQuantity
        ? { name: type.ticketType, quantity: invitation.ticketQuantity }
        : null;
    return {
      giftTicket: invitation.ticketKind === 'GIFT' ? ticket : null,
      privateTicket: invitation.ticketKind === 'PRIVATE' ? ticket : null,
    };
  });
}

const ContactRef = builder.objectRef<ContactNode>('Contact').implement({
  description: "A contact of the signed-in user's contact book (domain §3 Contact); only its owner reads it.",
  fields: (t) => ({
    contactId: t.id({ resolve: (c) => c.row.id }),
    name: t.string({ resolve: (c) => c.row.name }),
    emailAddress: t.string({ nullable: true, resolve: (c) => c.row.email }),
    phoneNumber: t.string({ nullable: true, resolve: (c) => c.row.phone }),
    userId: t.id({
      nullable: true,
      description: 'The RepClub account with this e-mail.',
      resolve: (c) => c.row.userId,
    }),
    customFields: t.field({ type: [CustomFieldRef], resolve: (c) => c.row.customFields }),
    group: t.loadable({
      type: ContactGroupRef,
      nullable: true,
      load: async (ids: string[], ctx) => {
        const rows = await ctx.services.contacts.groupsByIds(ids);
        return ids.map((id) => rows.find((g) => g.id === id) ?? null);
      },
      resolve: (c) => c.row.groupId,
    }),
    invitationStatus: t.string({
      nullable: true,
      description: `The contact's invitation to the event asked for in contacts(eventId): ${EVENT_INVITATION_STATUSES.join(', ')}.`,
      resolve: (c) => c.invitation?.status ?? null,
    }),
    inviteInfo: t.loadable({
      type: InviteInfoRef,
      nullable: true,
      load: (invitations: (InvitationRow | null)[], ctx) => inviteInfos(invitations, ctx),
      resolve: (c) => c.invitation,
    }),
  }),
});

const EventInvitationRef = builder.objectRef<InvitationRow>('EventInvitation').implement({
  description: 'An invitation to an event (decision 076), as the event team sees it.',
  fields: (t) => ({
    invitationId: t.exposeID('id'),
    formattedInviteId: t.string({
      description: 'The id in /accept-invite/{id}.',
      resolve: (i) => formattedInviteId(i),
    }),
    eventId: t.exposeID('eventId'),
    emailAddress: t.string({
      nullable: true,
      description: "The invitee's address: shown to the event team holding an invite permission.",
      resolve: (i) => i.email,
    }),
    user: t.loadable({
      type: UserRef,
      nullable: true,
      load: (ids: string[], ctx) => ctx.services.events.users(ctx.viewer, ids),
      resolve: (i) => i.userId,
    }),
    contactId: t.id({ nullable: true, resolve: (i) => i.contactId }),
    status: t.string({ description: EVENT_INVITATION_STATUSES.join(', '), resolve: (i) => i.status }),
    source: t.string({
      description: 'DIRECT, or LINK (asked through the invite link).',
      resolve: (i) => i.source,
    }),
    message: t.string({ nullable: true, resolve: (i) => i.message }),
    inviteInfo: t.loadable({
      type: InviteInfoRef,
      nullable: true,
      load: (invitations: InvitationRow[], ctx) => inviteInfos(invitations, ctx),
      resolve: (i) => i,
    }),
    createdAt: t.string({ resolve: (i) => i.createdAt.toISOString() }),
    respondedAt: t.string({ nullable: true, resolve: (i) => i.respondedAt?.toISOString() ?? null }),
  }),
});

const InvitationViewRef = builder.objectRef<InvitationView>('EventInvitationView').implement({
  description:
    'What /accept-invite/{id} shows the signed-in invitee: the event, who invites, what comes with it.',
  fields: (t) => ({
    formattedInviteId: t.exposeString('formattedInviteId'),
    isLink: t.exposeBoolean('isLink', { description: "An event's invite link (accepting asks to come)." }),
    status: t.string({ nullable: true, resolve: (v) => v.invitation?.status ?? null }),
    message: t.string({ nullable: true, resolve: (v) => v.invitation?.message ?? null }),
    event: t.field({ type: EventRef, resolve: (v) => v.event }),
    inviterName: t.string({
      resolve: async (v, _args, ctx) => {
        const user = await ctx.services.eventInvitations.inviterOf(v.inviterId);
        return user?.name ?? user?.userName ?? 'A RepClub member';
      },
    }),
    inviteInfo: t.field({
      type: InviteInfoRef,
      nullable: true,
      resolve: async (v, _args, ctx) => (await inviteInfos([v.invitation], ctx))[0] ?? null,
    }),
  }),
});

const ImportResultRef = builder.objectRef<ImportOutcome>('ContactImportResult').implement({
  description: 'One row of an import: CREATED, DUPLICATE or INVALID, with why.',
  fields: (t) => ({
    row: t.exposeInt('row', { description: 'The row number, from 1 (CSV: after the header).' }),
    status: t.exposeString('status'),
    message: t.string({ nullable: true, resolve: (r) => r.message }),
    contact: t.field({
      type: ContactRef,
      nullable: true,
      resolve: (r) => (r.contact ? { row: r.contact, invitation: null } : null),
    }),
  }),
});

const EmailExistsRef = builder
  .objectRef<{ emailAddress: string; exists: boolean }>('ContactEmailExists')
  .implement({
    fields: (t) => ({ emailAddress: t.exposeString('emailAddress'), exists: t.exposeBoolean('exists') }),
  });

const PhoneExistsRef = builder
  .objectRef<{ phoneNumber: string; exists: boolean }>('ContactPhoneExists')
  .implement({
    fields: (t) => ({ phoneNumber: t.exposeString('phoneNumber'), exists: t.exposeBoolean('exists') }),
  });

const InviteLinkRef = builder
  .objectRef<{ url: string; formattedInviteId: string }>('EventInviteLink')
  .implement({
    fields: (t) => ({ url: t.exposeString('url'), formattedInviteId: t.exposeString('formattedInviteId') }),
  });

const ContactInput = builder.inputType('ContactInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    emailAddress: t.string(),
    phoneNumber: t.string(),
    groupId: t.id(),
    customFields: t.field({ type: [CustomFieldInput] }),
  }),
});

const ContactImportRowInput = builder.inputType('ContactImportRowInput', {
  fields: (t) => ({ name: t.string(), emailAddress: t.string(), phoneNumber: t.string() }),
});

const InviteTicketInput = builder.inputType('InviteTicketInput', {
  fields: (t) => ({
    kind: t.string({ required: true, description: 'GIFT or PRIVATE (a private ticket type).' }),
    eventTicketId: t.id({ required: true }),
    quantity: t.int({ required: true }),
  }),
});

const InviteToEventInput = builder.inputType('InviteToEventInput', {
  fields: (t) => ({
    eventId: t.id({ required: true }),
    contactIds: t.idList(),
    emails: t.stringList(),
    ticket: t.field({ type: InviteTicketInput }),
    message: t.string(),
  }),
});

const contactInput = (input: typeof ContactInput.$inferInput) => ({
  ...input,
  groupId: input.groupId ? String(input.groupId) : null,
});

const MAX_EXISTS = 500;
const capped = (list: readonly string[]) => list.slice(0, MAX_EXISTS);

// Queries ---------------------------------------------------------------------------------------------------

builder.queryField('contacts', (t) =>
  t.withAuth({ signedIn: true }).connection(
    {
      type: ContactRef,
      description:
        "The signed-in user's contacts by name (20 a page); of one group, or matching a search. With eventId " +
        '(an event whose invitations the viewer may see), each carries its invitation status and inviteInfo.',
      args: { groupId: t.arg.id(), search: t.arg.string(), eventId: t.arg.id() },
      resolve: async (_root, args, ctx) => {
        const page = await ctx.services.contacts.contacts(ctx.viewer, {
          first: args.first ?? null,
          after: args.after ?? null,
          groupId: args.groupId ? String(args.groupId) : null,
          search: args.search ?? null,
        });
        const rows = page.edges.map((e) => e.node);
        const invitations = args.eventId
          ? await ctx.services.eventInvitations.invitationsOfContacts(ctx.viewer, String(args.eventId), rows)
          : [];
        const invitationOf = (row: ContactRow) =>
          invitations.find(
            (i) =>
              i.contactId === row.id ||
              (row.email && i.email === row.email) ||
              (row.userId && i.userId === row.userId),
          ) ?? null;
        return {
          ...page,
          edges: page.edges.map((e) => ({
            cursor: e.cursor,
            node: { row: e.node, invitation: invitationOf(e.node) },
          })),
        };
      },
    },
    {
      name: 'ContactConnection',
      fields: (tc) => ({
        nodes: tc.field({
          type: [ContactRef],
          resolve: (connection) => connection.edges.flatMap((edge) => (edge ? [edge.node] : [])),
        }),
      }),
    },
  ),
);

builder.queryField('contactGroups', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [ContactGroupRef],
    description: "The signed-in user's contact groups, by name.",
    resolve: (_root, _args, ctx) => ctx.services.contacts.contactGroups(ctx.viewer),
  }),
);

builder.queryField('contactEmailsExist', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [EmailExistsRef],
    description: "Whether each address is in the signed-in user's contacts (case-insensitive; at most 500).",
    args: { emails: t.arg.stringList({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.contacts.contactEmailsExist(ctx.viewer, capped(args.emails)),
  }),
);

builder.queryField('contactPhonesExist', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [PhoneExistsRef],
    description: "Whether each number is in the signed-in user's contacts (compared in E.164; at most 500).",
    args: { phones: t.arg.stringList({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.contacts.contactPhonesExist(ctx.viewer, capped(args.phones)),
  }),
);

builder.queryField('eventInvitations', (t) =>
  t.withAuth({ signedIn: true }).connection(
    {
      type: EventInvitationRef,
      description:
        "An event's invitations, newest first (the team with CanAddGuest or CanSharePrivateTicket).",
      args: { eventId: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) =>
        ctx.services.eventInvitations.eventInvitations(ctx.viewer, String(args.eventId), {
          first: args.first ?? null,
          after: args.after ?? null,
        }),
    },
    {
      name: 'EventInvitationConnection',
      fields: (tc) => ({
        nodes: tc.field({
          type: [EventInvitationRef],
          resolve: (connection) => connection.edges.flatMap((edge) => (edge ? [edge.node] : [])),
        }),
      }),
    },
  ),
);

builder.queryField('uniqueInviteeCount', (t) =>
  t.withAuth({ signedIn: true }).int({
    description:
      'People invited to the event, each once (the team with CanAddGuest or CanSharePrivateTicket).',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.eventInvitations.uniqueInviteeCount(ctx.viewer, String(args.eventId)),
  }),
);

builder.queryField('eventInvitation', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: InvitationViewRef,
    nullable: true,
    description:
      'An event invitation (ei_…) sent to the signed-in user, or an event invite link (el_…), for ' +
      '/accept-invite/{id}; null when it is not theirs or there is none.',
    args: { inviteId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.eventInvitations.eventInvitation(ctx.viewer, String(args.inviteId)),
  }),
);

// Mutations -------------------------------------------------------------------------------------------------

builder.mutationField('addContact', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ContactRef,
    description: 'Adds a contact (a name, and an e-mail or a phone; each once in the book).',
    args: { input: t.arg({ type: ContactInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      row: await ctx.services.contacts.addContact(ctx.viewer, contactInput(input)),
      invitation: null,
    }),
  }),
);

builder.mutationField('updateContact', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ContactRef,
    description: 'Changes one of your contacts.',
    args: { contactId: t.arg.id({ required: true }), input: t.arg({ type: ContactInput, required: true }) },
    resolve: async (_root, { contactId, input }, ctx) => ({
      row: await ctx.services.contacts.updateContact(ctx.viewer, String(contactId), contactInput(input)),
      invitation: null,
    }),
  }),
);

builder.mutationField('deleteContact', (t) =>
  t.withAuth({ signedIn: true }).boolean({
    description: 'Deletes one of your contacts (its invitations stay).',
    args: { contactId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.services.contacts.deleteContact(ctx.viewer, String(args.contactId));
      return true;
    },
  }),
);

builder.mutationField('importContacts', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [ImportResultRef],
    description:
      'Imports contacts from CSV text (a header line naming name, email, phone) or rows; each row is answered ' +
      'on its own (CREATED, DUPLICATE by e-mail or phone, INVALID). At most 500 rows.',
    args: { csv: t.arg.string(), rows: t.arg({ type: [ContactImportRowInput] }), groupId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      ctx.services.contacts.importContacts(
        ctx.viewer,
        { csv: args.csv ?? null, rows: args.rows ?? null },
        args.groupId ? String(args.groupId) : null,
      ),
  }),
);

builder.mutationField('createContactGroup', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ContactGroupRef,
    args: { groupName: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.contacts.createContactGroup(ctx.viewer, { groupName: args.groupName }),
  }),
);

builder.mutationField('updateContactGroup', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ContactGroupRef,
    args: { groupId: t.arg.id({ required: true }), groupName: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.contacts.updateContactGroup(ctx.viewer, String(args.groupId), {
        groupName: args.groupName,
      }),
  }),
);

builder.mutationField('deleteContactGroup', (t) =>
  t.withAuth({ signedIn: true }).boolean({
    description: 'Deletes one of your groups; its contacts stay, without a group.',
    args: { groupId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.services.contacts.deleteContactGroup(ctx.viewer, String(args.groupId));
      return true;
    },
  }),
);

builder.mutationField('inviteToEvent', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [EventInvitationRef],
    description:
      'Invites your contacts and e-mail addresses to an event, all or nothing (CanAddGuest, or an approved ' +
      'attendee when the host turns guestsInvitingOthers on; with a gift or private ticket, ' +
      'CanSharePrivateTicket). Each gets an e-mail, and an EventInvitation notification when they have an account.',
    args: { input: t.arg({ type: InviteToEventInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.eventInvitations.inviteToEvent(
        ctx.viewer,
        {
          ...input,
          eventId: String(input.eventId),
          contactIds: input.contactIds?.map(String) ?? null,
          ticket: input.ticket
            ? { ...input.ticket, eventTicketId: String(input.ticket.eventTicketId) }
            : null,
        },
        ctx.request.log,
      ),
  }),
);

builder.mutationField('createEventInviteLink', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: InviteLinkRef,
    description:
      "The event's shareable invite link (CanShareEventLink, or an approved attendee when the host turns " +
      'guestsInvitingOthers on): the same one each time, a new one with rotate (the team only; the old stops ' +
      'working). Whoever opens it and accepts asks to come (RSVP Pending).',
    args: { eventId: t.arg.id({ required: true }), rotate: t.arg.boolean() },
    resolve: (_root, args, ctx) =>
      ctx.services.eventInvitations.createEventInviteLink(
        ctx.viewer,
        String(args.eventId),
        args.rotate === true,
      ),
  }),
);

builder.mutationField('acceptEventInvitation', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventInvitationRef,
    description:
      'The invitee accepts (their account or e-mail): tickets that come with it are theirs at once; through an ' +
      'invite link, asks to come. Accepting again answers the same invitation.',
    args: { inviteId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.eventInvitations.acceptEventInvitation(ctx.viewer, String(args.inviteId)),
  }),
);

builder.mutationField('declineEventInvitation', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventInvitationRef,
    description: 'The invitee declines an invitation that is open (or that they accepted without tickets).',
    args: { inviteId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.eventInvitations.declineEventInvitation(ctx.viewer, String(args.inviteId)),
  }),
);

builder.mutationField('decideEventInvitation', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventInvitationRef,
    description:
      "The event team approves an invitee who accepted ('Approved') or withdraws an open invitation " +
      "('Not Selected').",
    args: { invitationId: t.arg.id({ required: true }), approve: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.eventInvitations.decideEventInvitation(
        ctx.viewer,
        String(args.invitationId),
        args.approve,
        ctx.request.log,
      ),
  }),
);
