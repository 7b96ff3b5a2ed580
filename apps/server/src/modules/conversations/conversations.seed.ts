import type { CommentReaction } from '@repclub/shared';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/client';
import { demoSeedViewer } from '../../platform/viewer';
import { DEMO_TEAM_EVENT_SLUG, eventReads } from '../events/events.module';
import type { UsersRepository } from '../users/users.module';
import type { CommentsService } from './comments.service';
import { conversationsRepository } from './conversations.repository';
import type { MessagesService } from './messages.service';

type DemoComment = {
  by: string;
  text: string;
  reactions?: { by: string; reaction: CommentReaction }[];
  replies?: DemoComment[];
};

/** Oldest first, as people wrote them: the page shows the newest on top. */
const DEMO_COMMENTS: DemoComment[] = [
  {
    by: 'riley@repclub.example',
    text: 'Can’t wait for this one! Does the taco bar have vegetarian options?',
    reactions: [{ by: 'sam@repclub.example', reaction: '👍' }],
    replies: [
      {
        by: 'host@repclub.example',
        text: 'It does — veggie and vegan tacos all night, and the salsa bar is meat-free.',
        reactions: [
          { by: 'riley@repclub.example', reaction: '❤️' },
          { by: 'morgan@repclub.example', reaction: '👍' },
        ],
      },
    ],
  },
  {
    by: 'morgan@repclub.example',
    text: 'First rooftop party in LA for me. See you all at sunset 🌇',
    reactions: [
      { by: 'riley@repclub.example', reaction: '🎉' },
      { by: 'host@repclub.example', reaction: '🎉' },
      { by: 'sam@repclub.example', reaction: '❤️' },
    ],
  },
  {
    by: 'sam@repclub.example',
    text: 'Coming with two friends. Is the lift busy right at 6?',
    replies: [
      {
        by: 'casey@repclub.example',
        text: 'It gets a short queue at 6 sharp; around 6:15 you walk straight in.',
      },
    ],
  },
];

export const DEMO_MESSAGE_SUBJECT = 'See you on the roof';
const DEMO_MESSAGE_BODY =
  'Thanks for booking! Doors open at 6 pm; take the lift in the lobby to the roof and have your ticket’s QR ' +
  'code ready at the main entrance. Bring a photo ID — it is a 21+ event.';

/**
 * The demo team event's conversation (README "Demo accounts"; decisions 084, 085), through the comments and
 * messages services as the people would: comments by attendees, replies from the host and the co-host, reactions,
 * and one group message from the host to the approved attendees (their in-app notification and e-mail, in the
 * outbox). Each seeded once: comments are skipped when the event has any, the message when the team sent one.
 */
export async function seedDemoConversation(
  db: Db,
  {
    comments,
    eventMessages,
    users,
  }: { comments: CommentsService; eventMessages: MessagesService; users: UsersRepository },
): Promise<void> {
  const event = await eventReads.bySlug(db, DEMO_TEAM_EVENT_SLUG);
  const host = await users.byEmail('host@repclub.example');
  if (!host || !event || event.createdBy !== host.id || event.status !== 'PUBLISHED') return;
  const repo = conversationsRepository(db);
  const viewers = new Map<string, ReturnType<typeof demoSeedViewer>>();
  const as = async (email: string) => {
    if (!viewers.has(email)) {
      const user = await users.byEmail(email);
      if (!user) throw new Error(`demo seed: ${email} is missing`);
      viewers.set(email, demoSeedViewer(user));
    }
    return viewers.get(email)!;
  };

  if (!(await repo.hasComments(event.id))) {
    const write = async (comment: DemoComment, parentCommentId: string | null) => {
      const node = await comments.addEventComment(await as(comment.by), {
        eventId: event.id,
        parentCommentId,
        comment: comment.text,
      });
      for (const { by, reaction } of comment.reactions ?? [])
        await comments.reactToComment(await as(by), node.row.id, reaction);
      return node.row.id;
    };
    for (const comment of DEMO_COMMENTS) {
      const id = await write(comment, null);
      for (const reply of comment.replies ?? []) await write(reply, id);
    }
  }

  if ((await repo.messagesOf(event.id, 1)).length === 0)
    await eventMessages.sendEventGroupMessage(await as('host@repclub.example'), event.id, {
      messageId: randomUUID(),
      subject: DEMO_MESSAGE_SUBJECT,
      body: DEMO_MESSAGE_BODY,
      attendeeStates: ['APPROVED'],
      eventTicketIds: [],
    });
}
