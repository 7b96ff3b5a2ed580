import { GUEST_MESSAGES } from '@repclub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockGraphQL } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';
import { GUEST_PASS_TEXT, GuestPassPage } from './guest-pass-page';

const TOKEN = 'a'.repeat(64);

const pass = (changes: Record<string, unknown> = {}) => ({
  guestPass: {
    event: {
      slug: 'rooftop-party',
      displayName: 'Rooftop Party',
      startDate: '2026-06-05T03:00:00.000Z',
      endDate: '2026-06-05T09:00:00.000Z',
      timeZone: 'America/Los_Angeles',
      city: 'Los Angeles',
      address: null,
      isCancelled: false,
    },
    guestName: 'Ada Lovelace',
    quantity: 3,
    passes: [
      { ticketNo: 1, passCode: 'repclub:guest:11111111-1111-4111-8111-111111111111:aa', checkedInAt: null },
      {
        ticketNo: 2,
        passCode: 'repclub:guest:22222222-2222-4222-8222-222222222222:bb',
        checkedInAt: '2026-06-05T04:00:00.000Z',
      },
      { ticketNo: 3, passCode: 'repclub:guest:33333333-3333-4333-8333-333333333333:cc', checkedInAt: null },
    ],
    ...changes,
  },
});

/** Answers every GraphQL call with one error of this code. */
function answerError(code: string, message: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: null, errors: [{ message, extensions: { code } }] }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

describe('the guest pass page', () => {
  it('shows the event, the guest and one QR code per pass with its checked-in state, without signing in', async () => {
    const api = mockGraphQL({ GuestPass: () => pass() });
    renderWithRouter(<GuestPassPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rooftop Party' })).toBeInTheDocument();
    expect(api.named('GuestPass')[0]?.variables).toEqual({ token: TOKEN });
    expect(screen.getByText('Los Angeles')).toBeInTheDocument();
    expect(screen.getByText(/Jun 4, 2026 8:00 PM – Jun 5, 2026 2:00 AM PDT/)).toBeInTheDocument();
    expect(screen.getByText(GUEST_PASS_TEXT.guestOf('Ada Lovelace'))).toBeInTheDocument();
    expect(screen.getByText(GUEST_PASS_TEXT.people(3))).toBeInTheDocument();

    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const second = cards[1]!;
    expect(within(second).getByText(GUEST_PASS_TEXT.passOf(2, 3))).toBeInTheDocument();
    expect(within(second).getByText(GUEST_PASS_TEXT.checkedIn)).toBeInTheDocument();
    expect(within(cards[0]!).getByText(GUEST_PASS_TEXT.notCheckedIn)).toBeInTheDocument();
    for (const [i, card] of cards.entries())
      expect(
        await within(card).findByRole('img', { name: GUEST_PASS_TEXT.qrLabel(i + 1, 3) }),
      ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: GUEST_PASS_TEXT.refresh }));
    await waitFor(() => expect(api.named('GuestPass')).toHaveLength(2));
  });

  it('shows the address when the host shares it, and says when the event was cancelled', async () => {
    mockGraphQL({
      GuestPass: () => {
        const answer = pass();
        return {
          guestPass: {
            ...answer.guestPass,
            quantity: 1,
            passes: [answer.guestPass.passes[0]],
            event: { ...answer.guestPass.event, address: '1 Main St', isCancelled: true },
          },
        };
      },
    });
    renderWithRouter(<GuestPassPage token={TOKEN} />);
    expect(await screen.findByText('1 Main St')).toBeInTheDocument();
    expect(screen.getByText(GUEST_PASS_TEXT.cancelled)).toBeInTheDocument();
    expect(screen.getByText(GUEST_PASS_TEXT.people(1))).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: GUEST_PASS_TEXT.qrLabel(1, 1) })).toBeInTheDocument();
  });

  it('says the pass was not found for an unknown token', async () => {
    answerError('NOT_FOUND', GUEST_MESSAGES.passNotFound);
    renderWithRouter(<GuestPassPage token="nonsense" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: GUEST_PASS_TEXT.notFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(GUEST_PASS_TEXT.notFoundText)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers to try again when loading fails otherwise', async () => {
    answerError('INTERNAL_SERVER_ERROR', 'Something went wrong.');
    renderWithRouter(<GuestPassPage token={TOKEN} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    mockGraphQL({ GuestPass: () => pass() });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rooftop Party' })).toBeInTheDocument();
  });

  it('shows a loading state while the pass is read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithRouter(<GuestPassPage token={TOKEN} />);
    expect(await screen.findByRole('img', { name: GUEST_PASS_TEXT.loading })).toBeInTheDocument();
  });
});
