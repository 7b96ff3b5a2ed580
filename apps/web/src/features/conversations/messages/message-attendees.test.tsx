import { EVENT_MESSAGE_MESSAGES, sendEventMessageKey } from '@repclub/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';
import { HOST_MESSAGES_TEXT, HostMessages } from './host-messages';
import { MESSAGE_DIALOG_TEXT, MessageAttendeesButton, MessageAttendeesDialog } from './message-attendees';

const TICKETS = [
  { eventTicketId: 't-ga', ticketType: 'GA' },
  { eventTicketId: 't-vip', ticketType: 'VIP' },
];

// Mantine's autosize textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

beforeEach(() => {
  window.localStorage.clear();
  signInForTest();
});

describe('MessageAttendeesDialog', () => {
  it('keeps the draft under sendEventMessage_<eventId>, previews the count, sends once and clears the draft', async () => {
    window.localStorage.setItem(
      sendEventMessageKey('e-1'),
      JSON.stringify({ subject: 'Doors', body: '', attendeeStates: ['APPROVED'], eventTicketIds: [] }),
    );
    const { named } = mockGraphQL({
      EventMessageRecipientCount: () => ({ eventMessageRecipientCount: 12 }),
      SendEventGroupMessage: () => ({ sendEventGroupMessage: { messageId: 'm-1', recipientCount: 12 } }),
    });
    const onClose = vi.fn();
    renderWithRouter(<MessageAttendeesDialog eventId="e-1" tickets={TICKETS} opened onClose={onClose} />);
    expect(await screen.findByLabelText(new RegExp(MESSAGE_DIALOG_TEXT.subject))).toHaveValue('Doors');
    expect(screen.getByLabelText(MESSAGE_DIALOG_TEXT.states.APPROVED)).toBeChecked();
    expect(screen.getByLabelText(MESSAGE_DIALOG_TEXT.states.PENDING)).not.toBeChecked();
    expect(await screen.findByText(MESSAGE_DIALOG_TEXT.recipients(12))).toBeInTheDocument();
    expect(named('EventMessageRecipientCount')[0]!.variables).toEqual({
      eventId: 'e-1',
      attendeeStates: ['APPROVED'],
      eventTicketIds: [],
    });

    fireEvent.click(screen.getByRole('button', { name: MESSAGE_DIALOG_TEXT.send }));
    expect(await screen.findByText(EVENT_MESSAGE_MESSAGES.bodyRequired)).toBeInTheDocument();
    expect(named('SendEventGroupMessage')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(new RegExp(`^${MESSAGE_DIALOG_TEXT.body}\\s*\\*?$`)), {
      target: { value: 'Bring your ID.' },
    });
    fireEvent.click(screen.getByLabelText(MESSAGE_DIALOG_TEXT.states.CHECKED_IN));
    expect(JSON.parse(window.localStorage.getItem(sendEventMessageKey('e-1'))!)).toMatchObject({
      subject: 'Doors',
      body: 'Bring your ID.',
      attendeeStates: ['APPROVED', 'CHECKED_IN'],
    });

    fireEvent.click(screen.getByRole('button', { name: MESSAGE_DIALOG_TEXT.send }));
    await waitFor(() => expect(named('SendEventGroupMessage')).toHaveLength(1));
    const sent = named('SendEventGroupMessage')[0]!.variables as {
      eventId: string;
      input: Record<string, unknown>;
    };
    expect(sent.eventId).toBe('e-1');
    expect(sent.input).toMatchObject({
      subject: 'Doors',
      body: 'Bring your ID.',
      attendeeStates: ['APPROVED', 'CHECKED_IN'],
      eventTicketIds: [],
    });
    expect(sent.input.messageId).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(window.localStorage.getItem(sendEventMessageKey('e-1'))).toBeNull();
  });

  it('shows the server refusal and keeps the draft', async () => {
    mockGraphQL({
      EventMessageRecipientCount: () => ({ eventMessageRecipientCount: 0 }),
      SendEventGroupMessage: () => {
        throw new Error(EVENT_MESSAGE_MESSAGES.noRecipients);
      },
    });
    renderWithRouter(<MessageAttendeesDialog eventId="e-2" tickets={TICKETS} opened onClose={vi.fn()} />);
    expect(await screen.findByText(MESSAGE_DIALOG_TEXT.nobody)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(new RegExp(MESSAGE_DIALOG_TEXT.subject)), {
      target: { value: 'Hi' },
    });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${MESSAGE_DIALOG_TEXT.body}\\s*\\*?$`)), {
      target: { value: 'Hello' },
    });
    fireEvent.click(screen.getByRole('button', { name: MESSAGE_DIALOG_TEXT.send }));
    expect(await screen.findByText(EVENT_MESSAGE_MESSAGES.noRecipients)).toBeInTheDocument();
    expect(window.localStorage.getItem(sendEventMessageKey('e-2'))).not.toBeNull();
  });

  it('offers the button only with CanMessageAttendees', () => {
    mockGraphQL({});
    const { unmount } = renderWithRouter(
      <MessageAttendeesButton eventId="e-1" permissions={['CanViewAttendees']} tickets={TICKETS} />,
    );
    expect(screen.queryByRole('button', { name: MESSAGE_DIALOG_TEXT.open })).not.toBeInTheDocument();
    unmount();
  });
});

describe('HostMessages', () => {
  it("lists the host's messages to the attendee and marks them read", async () => {
    const { named } = mockGraphQL({
      MyEventMessages: () => ({
        myEventMessages: [
          {
            messageId: 'm-1',
            subject: 'Doors at 8',
            body: 'See you.',
            createdAt: '2026-06-01T18:00:00.000Z',
            readAt: null,
            sender: { userId: 'h', name: 'Harper Host', userName: 'harperhost', avatarUrl: null },
          },
        ],
      }),
      MarkEventMessagesRead: () => ({ markEventMessagesRead: 1 }),
    });
    renderWithRouter(<HostMessages eventId="e-1" isSignedIn />);
    expect(await screen.findByRole('heading', { name: HOST_MESSAGES_TEXT.title })).toBeInTheDocument();
    expect(screen.getByText('Doors at 8')).toBeInTheDocument();
    expect(screen.getByText(HOST_MESSAGES_TEXT.from('Harper Host'))).toBeInTheDocument();
    expect(screen.getByText(HOST_MESSAGES_TEXT.new)).toBeInTheDocument();
    await waitFor(() => expect(named('MarkEventMessagesRead')).toHaveLength(1));
  });
});
