import { EMAIL_UNSUBSCRIBE_API, EMAIL_UNSUBSCRIBE_MESSAGES as U } from '@repclub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSUBSCRIBE_TEXT, UnsubscribeView } from '@/features/notifications/unsubscribe-view';
import { renderWithRouter } from '@/test/render-with-router';

type Sent = { token: string; subscribed: boolean };

/** A server answering POST /api/email/unsubscribe: the token "good" is valid, anything else 400. */
function stubServer() {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe(EMAIL_UNSUBSCRIBE_API);
      const body = JSON.parse(String(init.body)) as Sent;
      sent.push(body);
      if (body.token !== 'good')
        return new Response(JSON.stringify({ error: { code: 'BAD_USER_INPUT', message: U.invalidLink } }), {
          status: 400,
        });
      const label = 'Event invitations and reminders';
      return new Response(
        JSON.stringify({
          subscription: 'eventReminders',
          label,
          subscribed: body.subscribed,
          message: body.subscribed ? U.resubscribed(label) : U.unsubscribed(label),
        }),
        { status: 200 },
      );
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('UnsubscribeView', () => {
  it('unsubscribes once on opening the link, and subscribes again on request', async () => {
    const sent = stubServer();
    renderWithRouter(<UnsubscribeView token="good" settingsAction={<a href="/x">Settings</a>} />);
    expect(await screen.findByText(U.unsubscribed('Event invitations and reminders'))).toBeInTheDocument();
    expect(screen.getByText(/You will no longer get these emails/)).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'good', subscribed: false }]);

    await userEvent.click(screen.getByRole('button', { name: UNSUBSCRIBE_TEXT.undo }));
    expect(await screen.findByText(U.resubscribed('Event invitations and reminders'))).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ token: 'good', subscribed: true });
    expect(screen.getByRole('button', { name: UNSUBSCRIBE_TEXT.redo })).toBeInTheDocument();
  });

  it("shows the server's message for a link that is not valid", async () => {
    stubServer();
    renderWithRouter(<UnsubscribeView token="forged" settingsAction={null} />);
    expect(await screen.findByText(U.invalidLink)).toBeInTheDocument();
    // A refused link is not worth retrying.
    expect(screen.queryByRole('button', { name: UNSUBSCRIBE_TEXT.retry })).toBeNull();
  });

  it('offers to try again when the server could not be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    renderWithRouter(<UnsubscribeView token="good" settingsAction={null} />);
    expect(await screen.findByRole('button', { name: UNSUBSCRIBE_TEXT.retry })).toBeInTheDocument();
  });

  it('without a token, changes nothing and points to the settings', async () => {
    const sent = stubServer();
    renderWithRouter(<UnsubscribeView settingsAction={<a href="/x">Settings</a>} />);
    expect(await screen.findByText(UNSUBSCRIBE_TEXT.noToken)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Settings')).toBeInTheDocument());
    expect(sent).toEqual([]);
  });
});
