import { builder } from '../../platform/graphql/builder';
import { UserRef } from '../users/users.module';
import type { CommentNode } from './comments.service';
import type { MessageRow, MyMessageRow } from './conversations.repository';

// Comments and reactions on an event, group messages to its attendees (domain §3 Comment, §7; decisions 084, 085).

const ReactionCountRef = builder
  .objectRef<{ reaction: string; count: number }>('CommentReactionCount')
  .implement({
    description: 'How many people reacted to a comment with one emoji.',
    fields: (t) => ({ reaction: t.exposeString('reaction'), count: t.exposeInt('count') }),
  });

const CommentRef = builder.objectRef<CommentNode>('EventComment');
CommentRef.implement({
  description:
    "A comment on an event, or a reply to one (domain §3 Comment): by the event's team or an approved attendee.",
  fields: (t) => ({
    commentId: t.id({ resolve: (c) => c.row.id }),
    eventId: t.id({ resolve: (c) => c.row.eventId }),
    comment: t.string({ resolve: (c) => c.row.body }),
    parentCommentId: t.id({ nullable: true, resolve: (c) => c.row.parentCommentId }),
    medias: t.stringList({ description: 'Image URLs.', resolve: (c) => c.row.medias }),
    author: t.loadable({
      type: UserRef,
      nullable: true,
      load: (ids: string[], ctx) => ctx.services.events.users(ctx.viewer, ids),
      resolve: (c) => c.row.userId,
    }),
    createdAt: t.string({ resolve: (c) => c.row.createdAt.toISOString() }),
    editedAt: t.string({ nullable: true, resolve: (c) => c.row.editedAt?.toISOString() ?? null }),
    reactions: t.field({
      type: [ReactionCountRef],
      description: 'Each emoji reacted with and how many times, in the order of the fixed reaction set.',
      resolve: (c) => c.reactions,
    }),
    myReactions: t.stringList({ description: "The viewer's reactions.", resolve: (c) => c.myReactions }),
    replies: t.field({
      type: [CommentRef],
      description: 'Replies, oldest first (one level: replies have none).',
      resolve: (c) => c.replies,
    }),
    canEdit: t.boolean({ description: 'The viewer wrote it.', resolve: (c) => c.canEdit }),
    canDelete: t.boolean({
      description: "The viewer wrote it, or moderates the event's comments.",
      resolve: (c) => c.canDelete,
    }),
  }),
});

const MessageRef = builder.objectRef<MessageRow | MyMessageRow>('EventGroupMessage').implement({
  description: "A message from an event's team to its attendees (decision 085).",
  fields: (t) => ({
    messageId: t.id({ resolve: (m) => m.id }),
    eventId: t.id({ resolve: (m) => m.eventId }),
    subject: t.exposeString('subject'),
    body: t.exposeString('body'),
    sender: t.loadable({
      type: UserRef,
      nullable: true,
      load: (ids: string[], ctx) => ctx.services.events.users(ctx.viewer, ids),
      resolve: (m) => m.senderId,
    }),
    attendeeStates: t.stringList({ resolve: (m) => m.audience.states }),
    eventTicketIds: t.idList({ resolve: (m) => m.audience.eventTicketIds }),
    recipientCount: t.exposeInt('recipientCount'),
    createdAt: t.string({ resolve: (m) => m.createdAt.toISOString() }),
    readAt: t.string({
      nullable: true,
      description: 'When the viewer read it (myEventMessages only).',
      resolve: (m) => ('readAt' in m ? (m.readAt?.toISOString() ?? null) : null),
    }),
  }),
});

const AddCommentInput = builder.inputType('AddEventCommentInput', {
  fields: (t) => ({
    eventId: t.id({ required: true }),
    parentCommentId: t.id({ description: 'A top-level comment to reply to.' }),
    comment: t.string({ required: true }),
    mediaUrls: t.stringList({ description: 'Images uploaded to /api/media/comment-image (at most 4).' }),
  }),
});

const GroupMessageInput = builder.inputType('EventGroupMessageInput', {
  fields: (t) => ({
    messageId: t.string({
      required: true,
      description: 'A UUID the client makes: sending it again sends nothing.',
    }),
    subject: t.string({ required: true }),
    body: t.string({ required: true }),
    attendeeStates: t.stringList({ required: true, description: 'PENDING, APPROVED and/or CHECKED_IN.' }),
    eventTicketIds: t.idList({ description: 'Only attendees holding one of these ticket types.' }),
  }),
});

const ids = (list: readonly (string | number)[] | null | undefined) => (list ?? []).map(String);

// Queries ---------------------------------------------------------------------------------------------------

builder.queryField('eventComments', (t) =>
  t.connection(
    {
      type: CommentRef,
      description:
        'Comments on an event, newest first, with their replies (everyone who may see the event). ' +
        'canComment: whether the viewer may write (the team and approved attendees; decision 084).',
      args: { eventId: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) =>
        ctx.services.comments.eventComments(ctx.viewer, String(args.eventId), {
          first: args.first ?? null,
          after: args.after ?? null,
        }),
    },
    {
      name: 'EventCommentConnection',
      fields: (tc) => ({
        nodes: tc.field({
          type: [CommentRef],
          resolve: (connection) => connection.edges.flatMap((edge) => (edge ? [edge.node] : [])),
        }),
        canComment: tc.boolean({
          resolve: (connection) => (connection as unknown as { canComment: boolean }).canComment,
        }),
      }),
    },
  ),
);

builder.queryField('eventGroupMessages', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [MessageRef],
    description: "What the event's team sent its attendees, newest first (CanMessageAttendees).",
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.eventMessages.eventGroupMessages(ctx.viewer, String(args.eventId)),
  }),
);

builder.queryField('myEventMessages', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [MessageRef],
    description: "The event team's group messages the signed-in user got, newest first.",
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.eventMessages.myEventMessages(ctx.viewer, String(args.eventId)),
  }),
);

builder.queryField('eventMessageRecipientCount', (t) =>
  t.withAuth({ signedIn: true }).int({
    description: 'How many people a group message to this audience reaches now (CanMessageAttendees).',
    args: {
      eventId: t.arg.id({ required: true }),
      attendeeStates: t.arg.stringList({ required: true }),
      eventTicketIds: t.arg.idList(),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.eventMessages.eventMessageRecipientCount(ctx.viewer, String(args.eventId), {
        attendeeStates: args.attendeeStates,
        eventTicketIds: ids(args.eventTicketIds),
      }),
  }),
);

// Mutations -------------------------------------------------------------------------------------------------

builder.mutationField('addEventComment', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: CommentRef,
    description: 'Comments on an event, or replies to a comment (the team and approved attendees).',
    args: { input: t.arg({ type: AddCommentInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.comments.addEventComment(ctx.viewer, {
        ...input,
        eventId: String(input.eventId),
        parentCommentId: input.parentCommentId ? String(input.parentCommentId) : null,
      }),
  }),
);

builder.mutationField('editEventComment', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: CommentRef,
    description: 'Changes the text of your comment.',
    args: { commentId: t.arg.id({ required: true }), comment: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.comments.editEventComment(ctx.viewer, String(args.commentId), args.comment),
  }),
);

builder.mutationField('deleteEventComment', (t) =>
  t.withAuth({ signedIn: true }).boolean({
    description:
      "Deletes a comment (its author, or the event's team with CanEditEvent or CanApproveAttendee).",
    args: { commentId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.comments.deleteEventComment(ctx.viewer, String(args.commentId)),
  }),
);

builder.mutationField('reactToComment', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: CommentRef,
    description: 'Reacts to a comment with one of the fixed emoji (once each).',
    args: { commentId: t.arg.id({ required: true }), reaction: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.comments.reactToComment(ctx.viewer, String(args.commentId), args.reaction),
  }),
);

builder.mutationField('removeCommentReaction', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: CommentRef,
    description: 'Takes your reaction to a comment back.',
    args: { commentId: t.arg.id({ required: true }), reaction: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.comments.removeCommentReaction(ctx.viewer, String(args.commentId), args.reaction),
  }),
);

builder.mutationField('sendEventGroupMessage', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: MessageRef,
    description:
      'Sends a message to the attendees in the chosen states (and holding the chosen ticket types), in the app ' +
      'and by e-mail (CanMessageAttendees). The same messageId again answers the first message.',
    args: {
      eventId: t.arg.id({ required: true }),
      input: t.arg({ type: GroupMessageInput, required: true }),
    },
    resolve: (_root, { eventId, input }, ctx) =>
      ctx.services.eventMessages.sendEventGroupMessage(ctx.viewer, String(eventId), {
        ...input,
        messageId: String(input.messageId),
        eventTicketIds: ids(input.eventTicketIds),
      }),
  }),
);

builder.mutationField('markEventMessagesRead', (t) =>
  t.withAuth({ signedIn: true }).int({
    description: "Marks the event's group messages to you read; answers how many were unread.",
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.eventMessages.markEventMessagesRead(ctx.viewer, String(args.eventId)),
  }),
);
