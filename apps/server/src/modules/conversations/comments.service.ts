import {
  COMMENT_MESSAGES as C,
  COMMENT_REACTIONS,
  EVENT_COMMENTS_PAGE_SIZE,
  addEventCommentSchema,
  commentTextSchema,
} from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import { DomainError, badInput, notFound } from '../../platform/errors';
import { type Connection, type TimeIdKey, isTimeIdKey, paginate } from '../../platform/graphql/pagination';
import type { RateLimiter, RateRule } from '../../platform/http/rate-limit';
import { parseInput } from '../../platform/http/parse';
import { isUuid } from '../../platform/ids';
import type { Viewer } from '../../platform/viewer';
import type { EventView, EventsService } from '../events/events.module';
import type { MediaService } from '../media/media.module';
import type { NotificationsService } from '../notifications/notifications.module';
import type { CommentPageRow, CommentRow, ConversationsRepository } from './conversations.repository';

/** Comments (and replies) one person may write in ten minutes: a conversation, not a flood (decision 084). */
export const EVENT_COMMENT_RULE: RateRule = { name: 'event-comments', points: 20, durationSeconds: 10 * 60 };

/** A comment as one viewer sees it: its replies, reaction counts, the viewer's reactions and rights. */
export type CommentNode = {
  row: CommentRow;
  cursorTime?: string;
  replies: CommentNode[];
  reactions: { reaction: string; count: number }[];
  myReactions: string[];
  canEdit: boolean;
  canDelete: boolean;
};

const WRITERS = ['APPROVED', 'CHECKED_IN'];

/**
 * Who may write (comment, reply, react): a signed-in account of the event's team or one of its approved or
 * checked-in attendees, on a published event (decision 084). Everyone who may see the event reads.
 */
export function mayWrite(view: EventView): boolean {
  const viewer = view.viewer;
  if (!viewer || viewer.isDeleted) return false;
  if (view.row.status !== 'PUBLISHED') return false;
  return view.isTeam || WRITERS.includes(view.attendeeState);
}

/** Moderators: the team members who may edit the event or approve its attendees. */
export const mayModerate = (view: EventView) =>
  view.permissions.includes('CanEditEvent') || view.permissions.includes('CanApproveAttendee');

export function commentsService(deps: {
  repo: ConversationsRepository;
  events: Pick<EventsService, 'event' | 'showsDetails'>;
  media: Pick<MediaService, 'isCommentImageOf' | 'storedUrl'>;
  notifications: Pick<NotificationsService, 'notify'>;
  clock: Clock;
  rateLimiter: Pick<RateLimiter, 'consume'>;
}) {
  const { repo, events, media, notifications, clock, rateLimiter } = deps;

  /** Nodes for comments of one event, with their replies and reactions in two statements. */
  async function nodesOf(
    view: EventView,
    rows: (CommentRow & { cursorTime?: string })[],
  ): Promise<CommentNode[]> {
    const topIds = rows.filter((r) => r.parentCommentId === null).map((r) => r.id);
    const replies = await repo.repliesOf(topIds);
    const viewerId = view.viewer?.userId ?? null;
    const reactions = await repo.reactionsOf(
      [...rows, ...replies].map((r) => r.id),
      viewerId,
    );
    const moderates = mayModerate(view);
    const node = (row: CommentRow & { cursorTime?: string }, withReplies: boolean): CommentNode => {
      const own = reactions.filter((r) => r.commentId === row.id);
      const isAuthor = viewerId !== null && row.userId === viewerId && !view.viewer!.isDeleted;
      return {
        row,
        ...(row.cursorTime ? { cursorTime: row.cursorTime } : {}),
        replies: withReplies
          ? replies.filter((r) => r.parentCommentId === row.id).map((r) => node(r, false))
          : [],
        reactions: own.map(({ reaction, count }) => ({ reaction, count })),
        myReactions: own.filter((r) => r.mine).map((r) => r.reaction),
        canEdit: isAuthor,
        canDelete: isAuthor || moderates,
      };
    };
    return rows.map((row) => node(row, row.parentCommentId === null));
  }

  /** A live comment and its event as the viewer sees it (NOT_FOUND for either missing or unseen). */
  async function commentFor(viewer: Viewer | null, commentId: string) {
    const row = isUuid(commentId) ? await repo.commentById(commentId) : undefined;
    if (!row || row.deletedAt) throw notFound(C.commentNotFound);
    const view = await events.event(viewer, row.eventId);
    if (row.parentCommentId) {
      // A reply whose comment was deleted is gone with it.
      const parent = await repo.commentById(row.parentCommentId);
      if (!parent || parent.deletedAt) throw notFound(C.commentNotFound);
    }
    return { row, view };
  }

  async function nodeOf(view: EventView, row: CommentRow): Promise<CommentNode> {
    return (await nodesOf(view, [row]))[0]!;
  }

  function assertWriter(view: EventView) {
    if (view.row.status !== 'PUBLISHED') throw new DomainError('CONFLICT', C.eventNotOpen);
    if (!mayWrite(view)) throw new DomainError('AUTH_NOT_AUTHORIZED', C.notAllowed);
  }

  function assertReaction(reaction: string) {
    if (!(COMMENT_REACTIONS as readonly string[]).includes(reaction))
      throw badInput(C.unknownReaction, { field: 'reaction' });
  }

  return {
    /** eventComments: live top-level comments, newest first, each with its replies (oldest first). */
    async eventComments(
      viewer: Viewer | null,
      eventId: string,
      args: { first?: number | null; after?: string | null },
    ): Promise<Connection<CommentNode> & { canComment: boolean }> {
      const view = await events.event(viewer, eventId);
      const page = await paginate<CommentPageRow, TimeIdKey>(
        { first: args.first ?? null, after: args.after ?? null },
        {
          defaultPageSize: EVENT_COMMENTS_PAGE_SIZE,
          isKey: isTimeIdKey,
          keyOf: (row) => [row.cursorTime, row.id],
          // Comments are of the details: none for a visitor held to the teaser, nor for a private event's
          // outsiders (docs/decisions/108).
          fetch: async (limit, after) =>
            !events.showsDetails(view)
              ? []
              : repo.commentsPage(view.row.id, after ? { createdAt: after[0], id: after[1] } : null, limit),
        },
      );
      const nodes = await nodesOf(
        view,
        page.edges.map((e) => e.node),
      );
      return {
        ...page,
        edges: page.edges.map((e, i) => ({ cursor: e.cursor, node: nodes[i]! })),
        canComment: mayWrite(view),
      };
    },

    /** addEventComment: a comment, or a reply to a top-level comment; the comment's author hears of a reply. */
    async addEventComment(viewer: Viewer, raw: unknown): Promise<CommentNode> {
      const input = parseInput(addEventCommentSchema, raw);
      const view = await events.event(viewer, input.eventId);
      assertWriter(view);
      for (const url of input.mediaUrls)
        if (!media.isCommentImageOf(viewer.userId, url))
          throw badInput(C.mediaNotYours, { field: 'mediaUrls' });
      let parent: CommentRow | undefined;
      if (input.parentCommentId) {
        parent = isUuid(input.parentCommentId) ? await repo.commentById(input.parentCommentId) : undefined;
        if (!parent || parent.deletedAt || parent.eventId !== view.row.id) throw notFound(C.parentNotFound);
        if (parent.parentCommentId) throw badInput(C.replyToReply, { field: 'parentCommentId' });
      }
      await rateLimiter.consume(EVENT_COMMENT_RULE, viewer.userId);
      const row = await repo.insertComment({
        eventId: view.row.id,
        userId: viewer.userId,
        parentCommentId: parent?.id ?? null,
        body: input.comment,
        // Kept as paths (docs/decisions/109).
        medias: input.mediaUrls.map((url) => media.storedUrl(url)),
        createdAt: clock.now(),
      });
      if (parent && parent.userId !== viewer.userId) {
        const name = viewer.user.name ?? viewer.user.userName ?? 'Someone';
        await notifications.notify({
          userId: parent.userId,
          type: 'EventCommentReply',
          message: C.replied(name, view.row.displayName),
          properties: {
            EventName: view.row.displayName,
            EventSlug: view.row.slug,
            EventAvatar: view.row.avatarUrl,
            SenderName: name,
            ...(viewer.user.avatarUrl ? { SenderAvatar: viewer.user.avatarUrl } : {}),
          },
        });
      }
      return nodeOf(view, row);
    },

    /** editEventComment: its author changes the text (images stay). */
    async editEventComment(viewer: Viewer, commentId: string, text: unknown): Promise<CommentNode> {
      const body = parseInput(commentTextSchema, text);
      const { row, view } = await commentFor(viewer, commentId);
      if (row.userId !== viewer.userId) throw new DomainError('AUTH_NOT_AUTHORIZED', C.notAuthor);
      const edited = await repo.editComment(row.id, viewer.userId, body, clock.now());
      if (!edited) throw notFound(C.commentNotFound);
      return nodeOf(view, edited);
    },

    /** deleteEventComment: its author, or a moderator of the event; a comment's replies go with it. */
    async deleteEventComment(viewer: Viewer, commentId: string): Promise<boolean> {
      const { row, view } = await commentFor(viewer, commentId);
      if (row.userId !== viewer.userId && !mayModerate(view))
        throw new DomainError('AUTH_NOT_AUTHORIZED', C.cannotDelete);
      // Deleted by someone else at the same moment: the comment is gone either way.
      await repo.deleteComment(row.id, viewer.userId, clock.now());
      return true;
    },

    /** reactToComment: adds one of COMMENT_REACTIONS, once per person (parallel clicks count once). */
    async reactToComment(viewer: Viewer, commentId: string, reaction: string): Promise<CommentNode> {
      assertReaction(reaction);
      const { row, view } = await commentFor(viewer, commentId);
      assertWriter(view);
      await repo.addReaction(row.id, viewer.userId, reaction, clock.now());
      return nodeOf(view, row);
    },

    /** removeCommentReaction: takes the viewer's reaction back (nothing to take back is fine). */
    async removeCommentReaction(viewer: Viewer, commentId: string, reaction: string): Promise<CommentNode> {
      assertReaction(reaction);
      const { row, view } = await commentFor(viewer, commentId);
      await repo.removeReaction(row.id, viewer.userId, reaction);
      return nodeOf(view, row);
    },
  };
}

export type CommentsService = ReturnType<typeof commentsService>;
