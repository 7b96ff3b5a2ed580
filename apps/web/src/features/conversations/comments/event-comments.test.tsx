import { COMMENT_MESSAGES } from '@repclub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';
import { COMMENT_EDIT_TEXT } from './comment-edit-form';
import { COMMENT_FORM_TEXT } from './comment-form';
import { COMMENTS_TEXT, EventComments } from './event-comments';

const author = (name: string) => ({
  userId: `u-${name}`,
  name,
  userName: name.toLowerCase(),
  avatarUrl: null,
});
const comment = (id: string, text: string, changes: Record<string, unknown> = {}) => ({
  commentId: id,
  comment: text,
  parentCommentId: null,
  medias: [],
  createdAt: '2026-06-01T18:00:00.000Z',
  editedAt: null,
  reactions: [],
  myReactions: [],
  canEdit: false,
  canDelete: false,
  author: author('Ann'),
  replies: [],
  ...changes,
});
const page = (nodes: unknown[], canComment = true) => ({
  eventComments: { canComment, nodes, pageInfo: { hasNextPage: false, endCursor: null } },
});

// Mantine's autosize textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

beforeEach(() => signInForTest());

describe('EventComments', () => {
  it('shows loading, then the empty state, and posts a trimmed comment', async () => {
    const { named } = mockGraphQL({
      EventComments: () => page([]),
      AddEventComment: () => ({ addEventComment: { commentId: 'c-new' } }),
    });
    renderWithRouter(<EventComments eventId="e-1" isSignedIn onSignIn={vi.fn()} />);
    expect(await screen.findByRole('status', { name: COMMENTS_TEXT.loading })).toBeInTheDocument();
    expect(await screen.findByText(COMMENTS_TEXT.emptyWriter)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: COMMENT_FORM_TEXT.post }));
    expect(await screen.findByText(COMMENT_MESSAGES.commentRequired)).toBeInTheDocument();
    expect(named('AddEventComment')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(COMMENT_FORM_TEXT.label), {
      target: { value: '  See you there  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: COMMENT_FORM_TEXT.post }));
    await waitFor(() => expect(named('AddEventComment')).toHaveLength(1));
    expect(named('AddEventComment')[0]!.variables.input).toEqual({
      eventId: 'e-1',
      parentCommentId: null,
      comment: 'See you there',
      mediaUrls: [],
    });
    // The list is read again.
    await waitFor(() => expect(named('EventComments').length).toBeGreaterThan(1));
  });

  it('lists comments with replies, images and reactions; toggles a reaction, replies and deletes', async () => {
    const { named } = mockGraphQL({
      EventComments: () =>
        page([
          comment('c-1', 'Who is coming early?', {
            canDelete: true,
            medias: ['http://localhost/api/media/comments/u/a.webp'],
            reactions: [
              { reaction: '👍', count: 3 },
              { reaction: '🎉', count: 1 },
            ],
            myReactions: ['🎉'],
            replies: [comment('c-2', 'Doors open at 8.', { parentCommentId: 'c-1', author: author('Host') })],
          }),
        ]),
      RemoveCommentReaction: () => ({ removeCommentReaction: { commentId: 'c-1' } }),
      ReactToComment: () => ({ reactToComment: { commentId: 'c-1' } }),
      AddEventComment: () => ({ addEventComment: { commentId: 'c-3' } }),
      DeleteEventComment: () => ({ deleteEventComment: true }),
    });
    renderWithRouter(<EventComments eventId="e-1" isSignedIn onSignIn={vi.fn()} />);
    expect(await screen.findByText('Who is coming early?')).toBeInTheDocument();
    expect(screen.getByText('Doors open at 8.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COMMENTS_TEXT.image(1) })).toHaveAttribute(
      'href',
      'http://localhost/api/media/comments/u/a.webp',
    );
    const mine = screen.getByRole('button', { name: COMMENTS_TEXT.reactionCount('🎉', 1, true) });
    expect(mine).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(mine);
    await waitFor(() => expect(named('RemoveCommentReaction')).toHaveLength(1));
    expect(named('RemoveCommentReaction')[0]!.variables).toEqual({ commentId: 'c-1', reaction: '🎉' });
    fireEvent.click(screen.getByRole('button', { name: COMMENTS_TEXT.reactionCount('👍', 3, false) }));
    await waitFor(() => expect(named('ReactToComment')).toHaveLength(1));

    // A reply goes under its comment.
    fireEvent.click(screen.getAllByRole('button', { name: COMMENTS_TEXT.reply })[0]!);
    const reply = await screen.findByLabelText(COMMENT_FORM_TEXT.replyLabel);
    fireEvent.change(reply, { target: { value: 'Me!' } });
    fireEvent.click(screen.getByRole('button', { name: COMMENT_FORM_TEXT.reply }));
    await waitFor(() => expect(named('AddEventComment')).toHaveLength(1));
    expect(named('AddEventComment')[0]!.variables.input).toMatchObject({
      parentCommentId: 'c-1',
      comment: 'Me!',
    });

    // Delete asks first; only the comment the viewer may delete offers it.
    expect(screen.getAllByRole('button', { name: COMMENTS_TEXT.delete })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: COMMENTS_TEXT.delete }));
    const confirm = screen.getByRole('group', { name: COMMENTS_TEXT.confirmDelete });
    fireEvent.click(within(confirm).getByRole('button', { name: COMMENTS_TEXT.confirm }));
    await waitFor(() => expect(named('DeleteEventComment')).toHaveLength(1));
    expect(named('DeleteEventComment')[0]!.variables).toEqual({ commentId: 'c-1' });
  });

  it('lets the author edit a comment inline: Save sends the trimmed text, Cancel and Escape keep it', async () => {
    let text = 'Doors at 7?';
    let editedAt: string | null = null;
    const { named } = mockGraphQL({
      EventComments: () =>
        page([
          comment('c-1', text, { canEdit: true, canDelete: true, editedAt }),
          comment('c-2', 'Not mine', { author: author('Bo'), editedAt: '2026-06-01T19:00:00.000Z' }),
        ]),
      EditEventComment: (variables) => {
        text = variables.comment as string;
        editedAt = '2026-06-01T18:30:00.000Z';
        return { editEventComment: { commentId: 'c-1', comment: text, editedAt } };
      },
    });
    renderWithRouter(<EventComments eventId="e-1" isSignedIn onSignIn={vi.fn()} />);
    expect(await screen.findByText('Doors at 7?')).toBeInTheDocument();
    // Only the author's own comment offers Edit; someone else's edited comment says so.
    expect(screen.getAllByRole('button', { name: COMMENTS_TEXT.edit })).toHaveLength(1);
    expect(screen.getAllByText(COMMENTS_TEXT.edited)).toHaveLength(1);

    // Cancel closes it unchanged, and nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: COMMENTS_TEXT.edit }));
    const box = await screen.findByLabelText(COMMENT_EDIT_TEXT.label);
    expect(box).toHaveValue('Doors at 7?');
    expect(box).toHaveFocus();
    fireEvent.change(box, { target: { value: 'Changed my mind' } });
    fireEvent.click(screen.getByRole('button', { name: COMMENT_EDIT_TEXT.cancel }));
    expect(screen.queryByLabelText(COMMENT_EDIT_TEXT.label)).not.toBeInTheDocument();
    expect(screen.getByText('Doors at 7?')).toBeInTheDocument();

    // Escape closes it too.
    fireEvent.click(screen.getByRole('button', { name: COMMENTS_TEXT.edit }));
    fireEvent.keyDown(await screen.findByLabelText(COMMENT_EDIT_TEXT.label), { key: 'Escape' });
    expect(screen.queryByLabelText(COMMENT_EDIT_TEXT.label)).not.toBeInTheDocument();

    // An empty text is refused in the form.
    fireEvent.click(screen.getByRole('button', { name: COMMENTS_TEXT.edit }));
    fireEvent.change(await screen.findByLabelText(COMMENT_EDIT_TEXT.label), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: COMMENT_EDIT_TEXT.save }));
    expect(await screen.findByText(COMMENT_MESSAGES.commentRequired)).toBeInTheDocument();
    expect(named('EditEventComment')).toHaveLength(0);

    // Save sends the trimmed text; the comment shows it, marked "(edited)".
    fireEvent.change(screen.getByLabelText(COMMENT_EDIT_TEXT.label), {
      target: { value: '  Doors at 7:30?  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: COMMENT_EDIT_TEXT.save }));
    await waitFor(() => expect(named('EditEventComment')).toHaveLength(1));
    expect(named('EditEventComment')[0]!.variables).toEqual({ commentId: 'c-1', comment: 'Doors at 7:30?' });
    expect(await screen.findByText('Doors at 7:30?')).toBeInTheDocument();
    expect(screen.queryByLabelText(COMMENT_EDIT_TEXT.label)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(COMMENTS_TEXT.edited)).toHaveLength(2));
  });

  it("shows the server's refusal of an edit in the form and keeps it open", async () => {
    mockGraphQL({
      EventComments: () => page([comment('c-1', 'Hi', { canEdit: true })]),
      EditEventComment: () => {
        throw new Error(COMMENT_MESSAGES.notAuthor);
      },
    });
    renderWithRouter(<EventComments eventId="e-1" isSignedIn onSignIn={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: COMMENTS_TEXT.edit }));
    fireEvent.change(await screen.findByLabelText(COMMENT_EDIT_TEXT.label), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: COMMENT_EDIT_TEXT.save }));
    expect(await screen.findByText(COMMENT_MESSAGES.notAuthor)).toBeInTheDocument();
    expect(screen.getByLabelText(COMMENT_EDIT_TEXT.label)).toBeInTheDocument();
  });

  it('asks a visitor to sign in and tells others who may write', async () => {
    mockGraphQL({ EventComments: () => page([comment('c-1', 'Hello')], false) });
    const onSignIn = vi.fn();
    const { unmount } = renderWithRouter(
      <EventComments eventId="e-1" isSignedIn={false} onSignIn={onSignIn} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: COMMENTS_TEXT.signInAction }));
    expect(onSignIn).toHaveBeenCalled();
    expect(screen.queryByLabelText(COMMENT_FORM_TEXT.label)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COMMENTS_TEXT.react })).not.toBeInTheDocument();
    unmount();
    renderWithRouter(<EventComments eventId="e-1" isSignedIn onSignIn={onSignIn} />);
    expect(await screen.findByText(COMMENTS_TEXT.notAllowed)).toBeInTheDocument();
  });
});
