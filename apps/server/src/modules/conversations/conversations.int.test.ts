import { randomBytes, randomUUID } from 'node:crypto';
import {
  COMMENT_MESSAGES as C,
  EVENT_COMMENT_MAX_LENGTH,
  EVENT_MESSAGE_MESSAGES as G,
} from '@repclub/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { createRateLimiter } from '../../platform/http/rate-limit';
import { createServices } from '../../modules';
import { graphqlResult, startTestServer, type TestServer } from '../../test/server';
import { insertEvent, manyUsers } from '../bookings/bookings.test-support';
import { setEventColumns } from '../events/events.test-support';
import { setAttendee } from '../events/events.test-support';
import { events } from '../events/events.tables';
import { addRoles } from '../guests/guests.test-support';
import { notifications } from '../notifications/notifications.tables';
import { eventMessageRecipients, eventMessages } from './conversations.tables';

const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());

type Caller = { userId: string; headers: Record<string, string> };
const visitor: Caller = { userId: '', headers: {} };
const gql = <T>(query: string, variables: Record<string, unknown>, caller: Caller) =>
  graphqlResult<T>(server, query, variables, caller.headers);

const NODE = `commentId comment parentCommentId medias author { userId } reactions { reaction count } myReactions
  canEdit canDelete editedAt`;
const COMMENTS = `query($eventId: ID!, $first: Int, $after: String) { eventComments(eventId: $eventId, first: $first, after: $after) {
  canComment nodes { ${NODE} replies { ${NODE} } } pageInfo { hasNextPage endCursor } } }`;
const ADD = `mutation($input: AddEventCommentInput!) { addEventComment(input: $input) { ${NODE} } }`;
const EDIT = `mutation($id: ID!, $c: String!) { editEventComment(commentId: $id, comment: $c) { ${NODE} } }`;
const DELETE = `mutation($id: ID!) { deleteEventComment(commentId: $id) }`;
const REACT = `mutation($id: ID!, $r: String!) { reactToComment(commentId: $id, reaction: $r) { ${NODE} } }`;
const UNREACT = `mutation($id: ID!, $r: String!) { removeCommentReaction(commentId: $id, reaction: $r) { ${NODE} } }`;
const SEND = `mutation($eventId: ID!, $input: EventGroupMessageInput!) { sendEventGroupMessage(eventId: $eventId, input: $input) {
  messageId subject body recipientCount attendeeStates eventTicketIds sender { userId } } }`;
const SENT = `query($eventId: ID!) { eventGroupMessages(eventId: $eventId) { messageId subject recipientCount } }`;
const MINE = `query($eventId: ID!) { myEventMessages(eventId: $eventId) { messageId subject body readAt sender { userId } } }`;
const READ = `mutation($eventId: ID!) { markEventMessagesRead(eventId: $eventId) }`;
const COUNT = `query($eventId: ID!, $s: [String!]!, $t: [ID!]) { eventMessageRecipientCount(eventId: $eventId, attendeeStates: $s, eventTicketIds: $t) }`;

type Node = {
  commentId: string;
  comment: string;
  parentCommentId: string | null;
  medias: string[];
  author: { userId: string } | null;
  reactions: { reaction: string; count: number }[];
  myReactions: string[];
  canEdit: boolean;
  canDelete: boolean;
  editedAt: string | null;
};
type Listed = Node & { replies: Node[] };
type Page = {
  eventComments: {
    canComment: boolean;
    nodes: Listed[];
    pageInfo: { hasNextPage: boolean; endCursor: string };
  };
};

/**
 * An event with two free ticket types (GA, VIP), its team (creator, co-host, coordinator, promoter, door) and
 * people around it: approved attendees (a GA, a VIP), a pending one, a checked-in one, a declined one, a stranger.
 */
async function scene() {
  const [creator, coHost, coordinator, promoter, door, ga, vip, pending, checkedIn, declined, stranger] =
    await manyUsers(server, 11, clock);
  const { event, types } = await insertEvent(server, creator!.userId, {
    now: clock.now(),
    displayName: 'Rooftop Party',
    // Previewed publicly, so a visitor reads its comments (held to the teaser, they read none: below).
    optIns: { publicPreview: true },
    tickets: [
      { ticketType: 'GA', price: 0 },
      { ticketType: 'VIP', price: 0 },
    ],
  });
  await addRoles(server, event.id, [
    [coHost!.userId, 'CO_HOST'],
    [coordinator!.userId, 'COORDINATOR'],
    [promoter!.userId, 'PROMOTER'],
    [door!.userId, 'DOOR'],
  ]);
  const rsvp = async (person: Caller, eventTicketId: string) => {
    const answer = await gql(
      'mutation($input: RsvpInput!) { rsvpEvent(input: $input) { transactionId } }',
      { input: { eventId: event.id, eventTicketId } },
      person,
    );
    expect(answer.error).toBeNull();
  };
  const [GA, VIP] = [types[0]!, types[1]!];
  await rsvp(ga!, GA.id);
  await rsvp(vip!, VIP.id);
  await rsvp(pending!, GA.id);
  await rsvp(checkedIn!, GA.id);
  await rsvp(declined!, VIP.id);
  await setAttendee(server, event.id, pending!.userId, 'PENDING');
  await setAttendee(server, event.id, checkedIn!.userId, 'CHECKED_IN');
  await setAttendee(server, event.id, declined!.userId, 'DECLINED');
  return {
    event,
    GA,
    VIP,
    creator: creator!,
    coHost: coHost!,
    coordinator: coordinator!,
    promoter: promoter!,
    door: door!,
    ga: ga!,
    vip: vip!,
    pending: pending!,
    checkedIn: checkedIn!,
    declined: declined!,
    stranger: stranger!,
  };
}

const addComment = (caller: Caller, input: Record<string, unknown>) =>
  gql<{ addEventComment: Node }>(ADD, { input }, caller);

const notificationsOf = async (userId: string, type: string) =>
  server.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('event comments', () => {
  it('lets the team and approved attendees comment and reply; everyone who sees the event reads', async () => {
    const s = await scene();
    const empty = await gql<Page>(COMMENTS, { eventId: s.event.id }, visitor);
    expect(empty.error).toBeNull();
    expect(empty.data!.eventComments).toMatchObject({ canComment: false, nodes: [] });
    expect((await gql<Page>(COMMENTS, { eventId: s.event.id }, s.ga)).data!.eventComments.canComment).toBe(
      true,
    );

    // Refused: a visitor, a stranger, a pending and a declined attendee.
    expect((await addComment(visitor, { eventId: s.event.id, comment: 'Hi' })).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
    for (const caller of [s.stranger, s.pending, s.declined]) {
      const refused = await addComment(caller, { eventId: s.event.id, comment: 'Spam' });
      expect(refused.error).toMatchObject({
        message: C.notAllowed,
        extensions: { code: 'AUTH_NOT_AUTHORIZED' },
      });
    }

    const first = await addComment(s.ga, { eventId: s.event.id, comment: '  Who is coming early?  ' });
    expect(first.error).toBeNull();
    expect(first.data!.addEventComment).toMatchObject({
      comment: 'Who is coming early?',
      author: { userId: s.ga.userId },
      canEdit: true,
      canDelete: true,
    });
    clock.advance(1000);
    const second = await addComment(s.checkedIn, { eventId: s.event.id, comment: 'Already here!' });
    expect(second.error).toBeNull();
    clock.advance(1000);
    const reply = await addComment(s.coHost, {
      eventId: s.event.id,
      parentCommentId: first.data!.addEventComment.commentId,
      comment: 'Doors open at 8.',
    });
    expect(reply.error).toBeNull();
    expect(reply.data!.addEventComment.parentCommentId).toBe(first.data!.addEventComment.commentId);

    // One level of replies.
    const nested = await addComment(s.ga, {
      eventId: s.event.id,
      parentCommentId: reply.data!.addEventComment.commentId,
      comment: 'Thanks',
    });
    expect(nested.error).toMatchObject({ message: C.replyToReply, extensions: { code: 'BAD_USER_INPUT' } });
    const unknownParent = await addComment(s.ga, {
      eventId: s.event.id,
      parentCommentId: randomUUID(),
      comment: 'Thanks',
    });
    expect(unknownParent.error).toMatchObject({
      message: C.parentNotFound,
      extensions: { code: 'NOT_FOUND' },
    });

    // The author of the comment hears of the reply (in the app).
    const replied = await notificationsOf(s.ga.userId, 'EventCommentReply');
    expect(replied).toHaveLength(1);
    expect(replied[0]!.properties).toMatchObject({ EventSlug: s.event.slug });

    // Newest first, replies under their comment; a visitor reads them with no rights.
    const listed = await gql<Page>(COMMENTS, { eventId: s.event.id }, visitor);
    expect(listed.data!.eventComments.nodes.map((n) => n.comment)).toEqual([
      'Already here!',
      'Who is coming early?',
    ]);
    expect(listed.data!.eventComments.nodes[1]!.replies.map((r) => r.comment)).toEqual(['Doors open at 8.']);
    expect(listed.data!.eventComments.nodes.every((n) => !n.canEdit && !n.canDelete)).toBe(true);
    // A visitor held to the teaser of an event not previewed publicly (docs/decisions/086) reads none.
    await setEventColumns(server, s.event.id, { optIns: { ...s.event.optIns, publicPreview: false } });
    const teaser = await gql<Page>(COMMENTS, { eventId: s.event.id }, visitor);
    expect(teaser.data!.eventComments.nodes).toEqual([]);
    expect((await gql<Page>(COMMENTS, { eventId: s.event.id }, s.ga)).data!.eventComments.nodes).toHaveLength(
      2,
    );
    await setEventColumns(server, s.event.id, { optIns: { ...s.event.optIns, publicPreview: true } });

    // Paging.
    const page1 = await gql<Page>(COMMENTS, { eventId: s.event.id, first: 1 }, s.ga);
    expect(page1.data!.eventComments.pageInfo.hasNextPage).toBe(true);
    const page2 = await gql<Page>(
      COMMENTS,
      { eventId: s.event.id, first: 1, after: page1.data!.eventComments.pageInfo.endCursor },
      s.ga,
    );
    expect(page2.data!.eventComments.nodes.map((n) => n.comment)).toEqual(['Who is coming early?']);
  });

  it('limits the text, takes only images the author uploaded, and refuses a draft or unknown event', async () => {
    const s = await scene();
    const long = await addComment(s.ga, {
      eventId: s.event.id,
      comment: 'x'.repeat(EVENT_COMMENT_MAX_LENGTH + 1),
    });
    expect(long.error).toMatchObject({ message: C.commentTooLong, extensions: { code: 'BAD_USER_INPUT' } });
    const blank = await addComment(s.ga, { eventId: s.event.id, comment: '   ' });
    expect(blank.error).toMatchObject({ message: C.commentRequired, extensions: { code: 'BAD_USER_INPUT' } });
    const foreign = await addComment(s.ga, {
      eventId: s.event.id,
      comment: 'Look',
      mediaUrls: ['https://evil.example/x.webp'],
    });
    expect(foreign.error).toMatchObject({ message: C.mediaNotYours, extensions: { code: 'BAD_USER_INPUT' } });

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const upload = async (caller: Caller) => {
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), 'photo.png');
      const response = await server.fetch('/api/media/comment-image', {
        method: 'POST',
        headers: caller.headers,
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { url: string } };
    };
    expect((await upload(visitor)).status).toBe(401);
    const mine = await upload(s.ga);
    expect(mine.status).toBe(200);
    expect(mine.body.url).toMatch(new RegExp(`/api/media/comments/${s.ga.userId}/[\\w-]+\\.webp\\?v=`));
    const theirs = await upload(s.vip);
    const withImage = await addComment(s.ga, {
      eventId: s.event.id,
      comment: 'Look',
      mediaUrls: [mine.body.url],
    });
    expect(withImage.error).toBeNull();
    expect(withImage.data!.addEventComment.medias).toEqual([mine.body.url]);
    const stolen = await addComment(s.ga, {
      eventId: s.event.id,
      comment: 'Look',
      mediaUrls: [theirs.body.url],
    });
    expect(stolen.error?.extensions?.code).toBe('BAD_USER_INPUT');
    const served = await server.fetch(new URL(mine.body.url, 'http://any.host').pathname);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const unknown = await addComment(s.ga, { eventId: randomUUID(), comment: 'Hi' });
    expect(unknown.error?.extensions?.code).toBe('NOT_FOUND');
    const { event: draft } = await insertEvent(server, s.creator.userId, {
      now: clock.now(),
      status: 'DRAFT',
    });
    expect((await gql<Page>(COMMENTS, { eventId: draft.id }, visitor)).error?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await addComment(s.creator, { eventId: draft.id, comment: 'Hi' })).error).toMatchObject({
      message: C.eventNotOpen,
      extensions: { code: 'CONFLICT' },
    });
  });

  it('lets the author edit, and the author or a moderator delete; a deleted comment takes its replies', async () => {
    const s = await scene();
    const comment = (await addComment(s.ga, { eventId: s.event.id, comment: 'Hello' })).data!.addEventComment;
    const reply = (
      await addComment(s.vip, { eventId: s.event.id, parentCommentId: comment.commentId, comment: 'Hey' })
    ).data!.addEventComment;

    const edited = await gql<{ editEventComment: Node }>(
      EDIT,
      { id: comment.commentId, c: 'Hello all' },
      s.ga,
    );
    expect(edited.error).toBeNull();
    expect(edited.data!.editEventComment).toMatchObject({
      comment: 'Hello all',
      editedAt: expect.any(String),
    });
    for (const caller of [s.vip, s.coHost, s.stranger]) {
      const refused = await gql(EDIT, { id: comment.commentId, c: 'Hacked' }, caller);
      expect(refused.error).toMatchObject({
        message: C.notAuthor,
        extensions: { code: 'AUTH_NOT_AUTHORIZED' },
      });
    }
    expect((await gql(EDIT, { id: comment.commentId, c: 'x' }, visitor)).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );

    // The team sees delete on everyone's comments when it moderates; the door and a promoter do not.
    const asCoordinator = await gql<Page>(COMMENTS, { eventId: s.event.id }, s.coordinator);
    expect(asCoordinator.data!.eventComments.nodes[0]!.canDelete).toBe(true);
    for (const caller of [s.vip, s.door, s.promoter, s.stranger]) {
      const refused = await gql(DELETE, { id: comment.commentId }, caller);
      expect(refused.error).toMatchObject({
        message: C.cannotDelete,
        extensions: { code: 'AUTH_NOT_AUTHORIZED' },
      });
    }
    expect((await gql(DELETE, { id: comment.commentId }, visitor)).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );

    // The reply's author deletes their reply; the coordinator moderates the comment away.
    expect((await gql(DELETE, { id: reply.commentId }, s.vip)).data).toEqual({ deleteEventComment: true });
    const again = (
      await addComment(s.vip, { eventId: s.event.id, parentCommentId: comment.commentId, comment: 'Hey' })
    ).data!.addEventComment;
    expect((await gql(DELETE, { id: comment.commentId }, s.coordinator)).data).toEqual({
      deleteEventComment: true,
    });
    const after = await gql<Page>(COMMENTS, { eventId: s.event.id }, s.ga);
    expect(after.data!.eventComments.nodes).toEqual([]);
    expect((await gql(DELETE, { id: comment.commentId }, s.ga)).error?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(REACT, { id: again.commentId, r: '👍' }, s.ga)).error?.extensions?.code).toBe(
      'NOT_FOUND',
    );

    // The creator and a co-host moderate too.
    const other = (await addComment(s.ga, { eventId: s.event.id, comment: 'Again' })).data!.addEventComment;
    expect((await gql(DELETE, { id: other.commentId }, s.coHost)).data).toEqual({ deleteEventComment: true });
    const third = (await addComment(s.ga, { eventId: s.event.id, comment: 'Third' })).data!.addEventComment;
    expect((await gql(DELETE, { id: third.commentId }, s.creator)).data).toEqual({
      deleteEventComment: true,
    });
  });

  it('counts a reaction once per person, whatever runs at once', async () => {
    const s = await scene();
    const comment = (await addComment(s.ga, { eventId: s.event.id, comment: 'React!' })).data!
      .addEventComment;
    const clicks = await Promise.all(
      Array.from({ length: 8 }, () =>
        gql<{ reactToComment: Node }>(REACT, { id: comment.commentId, r: '🎉' }, s.vip),
      ),
    );
    expect(clicks.every((c) => c.error === null)).toBe(true);
    await gql(REACT, { id: comment.commentId, r: '🎉' }, s.coHost);
    const hearts = await gql<{ reactToComment: Node }>(REACT, { id: comment.commentId, r: '❤️' }, s.vip);
    expect(hearts.data!.reactToComment).toMatchObject({
      reactions: [
        { reaction: '❤️', count: 1 },
        { reaction: '🎉', count: 2 },
      ],
      myReactions: ['❤️', '🎉'],
    });
    const asGa = await gql<Page>(COMMENTS, { eventId: s.event.id }, s.ga);
    expect(asGa.data!.eventComments.nodes[0]!.myReactions).toEqual([]);

    const removed = await gql<{ removeCommentReaction: Node }>(
      UNREACT,
      { id: comment.commentId, r: '🎉' },
      s.vip,
    );
    expect(removed.data!.removeCommentReaction).toMatchObject({
      reactions: [
        { reaction: '❤️', count: 1 },
        { reaction: '🎉', count: 1 },
      ],
      myReactions: ['❤️'],
    });
    expect((await gql(REACT, { id: comment.commentId, r: '💩' }, s.vip)).error).toMatchObject({
      message: C.unknownReaction,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    for (const caller of [s.stranger, s.pending]) {
      const refused = await gql(REACT, { id: comment.commentId, r: '👍' }, caller);
      expect(refused.error?.extensions?.code).toBe('AUTH_NOT_AUTHORIZED');
    }
    expect((await gql(REACT, { id: comment.commentId, r: '👍' }, visitor)).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
    expect((await gql(REACT, { id: 'nope', r: '👍' }, s.ga)).error?.extensions?.code).toBe('NOT_FOUND');
  });
});

type Sent = {
  messageId: string;
  subject: string;
  body: string;
  recipientCount: number;
  attendeeStates: string[];
  eventTicketIds: string[];
  sender: { userId: string };
};

async function mailsTo(address: string, subject: string) {
  return (await server.outbox(address)).filter((m) => m.subject?.includes(subject));
}

describe('group messages', () => {
  it('reaches attendees by state and by ticket type, in the app and by e-mail', async () => {
    const s = await scene();
    const send = (caller: Caller, input: Record<string, unknown>) =>
      gql<{ sendEventGroupMessage: Sent }>(
        SEND,
        { eventId: s.event.id, input: { messageId: randomUUID(), ...input } },
        caller,
      );
    const count = (states: string[], tickets?: string[]) =>
      gql<{ eventMessageRecipientCount: number }>(
        COUNT,
        { eventId: s.event.id, s: states, t: tickets },
        s.creator,
      );

    expect((await count(['APPROVED'])).data!.eventMessageRecipientCount).toBe(2);
    expect((await count(['APPROVED', 'CHECKED_IN'])).data!.eventMessageRecipientCount).toBe(3);
    expect((await count(['APPROVED', 'CHECKED_IN'], [s.VIP.id])).data!.eventMessageRecipientCount).toBe(1);
    expect((await count(['PENDING'])).data!.eventMessageRecipientCount).toBe(1);

    const sent = await send(s.coordinator, {
      subject: 'Doors at 8',
      body: 'See you tonight.\n\nBring your ID.',
      attendeeStates: ['APPROVED', 'CHECKED_IN'],
    });
    expect(sent.error).toBeNull();
    expect(sent.data!.sendEventGroupMessage).toMatchObject({
      subject: 'Doors at 8',
      recipientCount: 3,
      attendeeStates: ['APPROVED', 'CHECKED_IN'],
      eventTicketIds: [],
      sender: { userId: s.coordinator.userId },
    });
    clock.advance(1000);
    const vipOnly = await send(s.creator, {
      subject: 'VIP lounge',
      body: 'Upstairs.',
      attendeeStates: ['APPROVED', 'CHECKED_IN'],
      eventTicketIds: [s.VIP.id],
    });
    expect(vipOnly.data!.sendEventGroupMessage.recipientCount).toBe(1);

    // In the app: the event page's list and a notification, for the recipients only.
    const inbox = async (caller: Caller) =>
      (
        await gql<{ myEventMessages: { subject: string; readAt: string | null }[] }>(
          MINE,
          { eventId: s.event.id },
          caller,
        )
      ).data!.myEventMessages;
    expect((await inbox(s.vip)).map((m) => m.subject)).toEqual(['VIP lounge', 'Doors at 8']);
    expect((await inbox(s.ga)).map((m) => m.subject)).toEqual(['Doors at 8']);
    expect((await inbox(s.checkedIn)).map((m) => m.subject)).toEqual(['Doors at 8']);
    for (const outsider of [s.pending, s.declined, s.stranger, s.coordinator])
      expect(await inbox(outsider)).toEqual([]);
    expect(await notificationsOf(s.ga.userId, 'EventGroupMessage')).toHaveLength(1);
    expect(await notificationsOf(s.vip.userId, 'EventGroupMessage')).toHaveLength(2);
    expect(await notificationsOf(s.pending.userId, 'EventGroupMessage')).toHaveLength(0);
    expect((await gql(READ, { eventId: s.event.id }, s.vip)).data).toEqual({ markEventMessagesRead: 2 });
    expect((await inbox(s.vip)).every((m) => m.readAt !== null)).toBe(true);
    expect((await gql(MINE, { eventId: s.event.id }, visitor)).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );

    // By e-mail, under "Event invitations and reminders" (decision 085).
    const mail = await vi.waitFor(
      async () => {
        const [found] = await mailsTo(s.ga.row.email!, 'Doors at 8');
        if (!found) throw new Error('no mail yet');
        return found;
      },
      { timeout: 5000, interval: 50 },
    );
    expect(mail).toMatchObject({ subject: 'Rooftop Party: Doors at 8', category: 'eventReminders' });
    expect(mail.text).toContain('Bring your ID.');
    expect(mail.link).toBe(`http://repclub.test/events/${s.event.slug}`);
    await vi.waitFor(async () => expect(await mailsTo(s.vip.row.email!, 'VIP lounge')).toHaveLength(1));
    expect(await mailsTo(s.pending.row.email!, 'Doors at 8')).toHaveLength(0);
    expect(await mailsTo(s.ga.row.email!, 'VIP lounge')).toHaveLength(0);

    // The team's list of what was sent.
    const list = await gql<{ eventGroupMessages: { subject: string; recipientCount: number }[] }>(
      SENT,
      { eventId: s.event.id },
      s.coHost,
    );
    expect(list.data!.eventGroupMessages).toEqual([
      expect.objectContaining({ subject: 'VIP lounge', recipientCount: 1 }),
      expect.objectContaining({ subject: 'Doors at 8', recipientCount: 3 }),
    ]);
  });

  it('refuses callers without CanMessageAttendees and bad audiences', async () => {
    const s = await scene();
    const input = { subject: 'Hi', body: 'Hello', attendeeStates: ['APPROVED'] };
    const send = (caller: Caller, extra: Record<string, unknown> = {}) =>
      gql(SEND, { eventId: s.event.id, input: { messageId: randomUUID(), ...input, ...extra } }, caller);
    for (const caller of [s.promoter, s.door, s.ga, s.stranger]) {
      expect((await send(caller)).error).toMatchObject({
        message: G.forbidden,
        extensions: { code: 'AUTH_NOT_AUTHORIZED' },
      });
      expect((await gql(SENT, { eventId: s.event.id }, caller)).error?.extensions?.code).toBe(
        'AUTH_NOT_AUTHORIZED',
      );
      expect(
        (await gql(COUNT, { eventId: s.event.id, s: ['APPROVED'] }, caller)).error?.extensions?.code,
      ).toBe('AUTH_NOT_AUTHORIZED');
    }
    expect((await send(visitor)).error?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
    expect((await send(s.creator, { attendeeStates: [] })).error).toMatchObject({
      message: G.statesRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await send(s.creator, { attendeeStates: ['DECLINED'] })).error).toMatchObject({
      message: G.unknownState,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await send(s.creator, { eventTicketIds: [randomUUID()] })).error).toMatchObject({
      message: G.ticketNotFound,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await send(s.creator, { messageId: 'not-a-uuid' })).error).toMatchObject({
      message: G.invalidMessageId,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await send(s.creator, { subject: ' ' })).error?.extensions?.code).toBe('BAD_USER_INPUT');
    const { event: lonely } = await insertEvent(server, s.creator.userId, { now: clock.now() });
    const none = await gql(
      SEND,
      { eventId: lonely.id, input: { messageId: randomUUID(), ...input } },
      s.creator,
    );
    expect(none.error).toMatchObject({ message: G.noRecipients, extensions: { code: 'BAD_USER_INPUT' } });
    expect(
      await server.database.db.select().from(eventMessages).where(eq(eventMessages.eventId, s.event.id)),
    ).toEqual([]);
  });

  it('sends once per messageId: a double click, parallel retries', async () => {
    const s = await scene();
    const messageId = randomUUID();
    const input = { messageId, subject: 'Once', body: 'Only once.', attendeeStates: ['APPROVED'] };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        gql<{ sendEventGroupMessage: Sent }>(SEND, { eventId: s.event.id, input }, s.creator),
      ),
    );
    expect(answers.map((a) => a.error)).toEqual([null, null, null, null]);
    expect(new Set(answers.map((a) => a.data!.sendEventGroupMessage.messageId))).toEqual(
      new Set([messageId]),
    );
    const retry = await gql<{ sendEventGroupMessage: Sent }>(SEND, { eventId: s.event.id, input }, s.creator);
    expect(retry.data!.sendEventGroupMessage.recipientCount).toBe(2);
    expect(
      await server.database.db
        .select()
        .from(eventMessageRecipients)
        .where(eq(eventMessageRecipients.messageId, messageId)),
    ).toHaveLength(2);
    expect(await notificationsOf(s.ga.userId, 'EventGroupMessage')).toHaveLength(1);
    await vi.waitFor(async () => expect(await mailsTo(s.ga.row.email!, 'Once')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(s.ga.row.email!, 'Once')).toHaveLength(1);
    // Someone else's id is not theirs to reuse.
    const stolen = await gql(SEND, { eventId: s.event.id, input }, s.coHost);
    expect(stolen.error).toMatchObject({ message: G.duplicateId, extensions: { code: 'CONFLICT' } });
  });
});

describe('EventStarted', () => {
  it('tells approved attendees once when the event starts, with two servers running the job at once', async () => {
    const s = await scene();
    const { event: later } = await insertEvent(server, s.creator.userId, {
      now: clock.now(),
      startsInDays: 1,
    });
    await setAttendee(server, later.id, s.ga.userId, 'APPROVED');
    const { event: over } = await insertEvent(server, s.creator.userId, {
      now: clock.now(),
      startsInDays: -1,
    });
    await setAttendee(server, over.id, s.ga.userId, 'APPROVED');
    // The scene's event starts in 7 days: move the clock past its start.
    clock.set(new Date(s.event.startDate.getTime() + 5 * 60_000));
    try {
      const process = () =>
        createServices({
          db: server.database.db,
          config: server.config,
          clock,
          jwtSecret: randomBytes(36).toString('base64url'),
          rateLimiter: createRateLimiter(undefined),
        }).eventMessages;
      // Two servers at once (and the test server's own job may run too): one notification per attendee.
      await Promise.all([process().announceStartedEvents(), process().announceStartedEvents()]);
      expect(await process().announceStartedEvents()).toBe(0);
      for (const person of [s.ga, s.vip, s.checkedIn]) {
        const started = await notificationsOf(person.userId, 'EventStarted');
        expect(started).toHaveLength(1);
        expect(started[0]!.properties).toMatchObject({ EventSlug: s.event.slug, EventName: 'Rooftop Party' });
      }
      for (const person of [s.pending, s.declined, s.stranger])
        expect(await notificationsOf(person.userId, 'EventStarted')).toHaveLength(0);
      const [row] = await server.database.db.select().from(events).where(eq(events.id, s.event.id));
      expect(row!.startedNotifiedAt).not.toBeNull();
      // The one that starts tomorrow is not told yet, the one that ended before is never told.
      const [notYet] = await server.database.db.select().from(events).where(eq(events.id, later.id));
      expect(notYet!.startedNotifiedAt).toBeNull();
      const [ended] = await server.database.db.select().from(events).where(eq(events.id, over.id));
      expect(ended!.startedNotifiedAt).toBeNull();
    } finally {
      clock.set('2026-06-01T18:00:00.000Z');
    }
  });
});
