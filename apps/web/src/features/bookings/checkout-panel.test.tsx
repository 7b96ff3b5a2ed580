import { BOOKING_MESSAGES, MAX_PER_ORDER } from '@repclub/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '@/features/bookings/api/queries';
import { CHECKOUT_TEXT, CheckoutPanel } from '@/features/bookings/checkout-panel';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const ticket = (id: string, changes: Record<string, unknown> = {}) => ({
  eventTicketId: id,
  ticketType: `Type ${id}`,
  price: 2500,
  currency: 'USD',
  color: '#3D1277',
  note: null,
  isActive: true,
  isFull: false,
  isRequiredApproval: false,
  isEnabledWishList: false,
  gratuityPercentage: 0,
  balance: { availableAmount: 10, limitedAmount: 10 },
  ...changes,
});

// Mantine's Select scrolls its options into view (jsdom has no scrollIntoView).
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

const WAIVER = { title: 'Event waiver', fileUrl: '/waiver.pdf' };

const event = (changes: Record<string, unknown> = {}) =>
  ({
    eventId: '1',
    status: 'PUBLISHED',
    timeZone: 'America/Los_Angeles',
    isAllInPricing: false,
    isExpired: false,
    optIns: { privacyPolicy: null, musicEmbed: null, questionRequirements: false },
    questions: [],
    tickets: [ticket('t1')],
    viewerAttendeeState: 'NONE',
    viewerTickets: [],
    viewerPendingBookings: [],
    viewerWaitingList: [],
    ...changes,
  }) as unknown as EventDetail;

const COST = {
  subTotal: 2500,
  serviceFee: 300,
  processingFee: 90,
  totalTaxes: 0,
  totalGratuity: 0,
  total: 2890,
  isAllInPricing: false,
};

/** Answers `operationName` with a GraphQL error naming the input `field` (as the server does). */
function refuseWithField(fetchMock: typeof fetch, operationName: string, message: string, field: string) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { query?: string };
    if (!body.query?.includes(`mutation ${operationName}`)) return fetchMock(input, init);
    return new Response(
      JSON.stringify({ data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field } }] }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );
  });
}

const renderPanel = (detail: EventDetail) =>
  renderWithRouter(
    <CheckoutPanel event={detail} isVisitor={false} onSignIn={() => undefined} eventKey={['event-test']} />,
  );

describe('CheckoutPanel form', () => {
  it('checks the gift email with the shared schema: its message goes under the field and nothing is sent', async () => {
    signInForTest();
    const api = mockGraphQL({
      CalculateTicketCost: () => ({ calculateTicketCost: COST }),
      PurchaseTickets: () => ({ purchaseTickets: { paymentUrl: '/pay', booking: null } }),
    });
    renderPanel(event());
    fireEvent.change(await screen.findByLabelText(CHECKOUT_TEXT.quantity('Type t1')), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByLabelText(CHECKOUT_TEXT.gift));
    const email = screen.getByLabelText(new RegExp(CHECKOUT_TEXT.giftEmail));
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(await screen.findByRole('button', { name: CHECKOUT_TEXT.checkout }));
    expect(await screen.findByText(BOOKING_MESSAGES.giftEmailInvalid)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.named('PurchaseTickets')).toHaveLength(0);
    // Typing again takes the message away.
    fireEvent.change(email, { target: { value: 'friend@example.com' } });
    expect(screen.queryByText(BOOKING_MESSAGES.giftEmailInvalid)).not.toBeInTheDocument();
  });

  it('refuses a gift without an address instead of booking the tickets for the buyer', async () => {
    signInForTest();
    const api = mockGraphQL({
      CalculateTicketCost: () => ({ calculateTicketCost: COST }),
      PurchaseTickets: () => ({ purchaseTickets: { paymentUrl: '/pay', booking: null } }),
    });
    renderPanel(event());
    fireEvent.change(await screen.findByLabelText(CHECKOUT_TEXT.quantity('Type t1')), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByLabelText(CHECKOUT_TEXT.gift));
    fireEvent.change(screen.getByLabelText(new RegExp(CHECKOUT_TEXT.giftEmail)), { target: { value: '  ' } });
    fireEvent.click(await screen.findByRole('button', { name: CHECKOUT_TEXT.checkout }));
    expect(await screen.findByText(BOOKING_MESSAGES.giftEmailInvalid)).toBeInTheDocument();
    expect(api.named('PurchaseTickets')).toHaveLength(0);
  });

  it('shows a basket the schema refuses (too many tickets) above the button, and sends nothing', async () => {
    signInForTest();
    const api = mockGraphQL({ CalculateTicketCost: () => ({ calculateTicketCost: COST }) });
    renderPanel(event({ tickets: [ticket('t1'), ticket('t2'), ticket('t3')] }));
    for (const id of ['t1', 't2', 't3']) {
      fireEvent.change(await screen.findByLabelText(CHECKOUT_TEXT.quantity(`Type ${id}`)), {
        target: { value: '10' },
      });
    }
    fireEvent.click(await screen.findByRole('button', { name: CHECKOUT_TEXT.checkout }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.tooMany(MAX_PER_ORDER));
    expect(api.named('PurchaseTickets')).toHaveLength(0);
  });

  it("puts the server's refusal of the gift under the gift email field", async () => {
    signInForTest();
    const api = mockGraphQL({ CalculateTicketCost: () => ({ calculateTicketCost: COST }) });
    refuseWithField(
      api.fetchMock as typeof fetch,
      'PurchaseTickets',
      BOOKING_MESSAGES.giftNoAccount,
      'giftRecipientEmail',
    );
    renderPanel(event());
    fireEvent.change(await screen.findByLabelText(CHECKOUT_TEXT.quantity('Type t1')), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByLabelText(CHECKOUT_TEXT.gift));
    const email = screen.getByLabelText(new RegExp(CHECKOUT_TEXT.giftEmail));
    fireEvent.change(email, { target: { value: 'nobody@example.com' } });
    fireEvent.click(await screen.findByRole('button', { name: CHECKOUT_TEXT.checkout }));
    expect(await screen.findByText(BOOKING_MESSAGES.giftNoAccount)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("RSVPs: a too-long answer stays under its question, the server's waiver refusal under the waiver", async () => {
    signInForTest();
    const api = mockGraphQL({});
    refuseWithField(
      api.fetchMock as typeof fetch,
      'RsvpEvent',
      BOOKING_MESSAGES.waiverRequired(WAIVER.title),
      'acceptWaiver',
    );
    renderPanel(
      event({
        tickets: [ticket('t1', { price: 0 })],
        questions: [
          { questionId: 'q1', question: 'Your size?', isRequired: false },
          { questionId: 'q2', question: 'Anything else?', isRequired: false },
        ],
        optIns: { privacyPolicy: WAIVER, musicEmbed: null, questionRequirements: false },
      }),
    );
    const rsvp = await screen.findByRole('button', { name: CHECKOUT_TEXT.rsvp });
    // Only the second question is answered: the schema's path (answers.0) is mapped back to it.
    const second = screen.getByLabelText('Anything else?');
    fireEvent.change(second, { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(rsvp);
    expect(await screen.findByText(BOOKING_MESSAGES.answerTooLong)).toBeInTheDocument();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your size?')).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.named('RsvpEvent')).toHaveLength(0);

    fireEvent.change(second, { target: { value: 'No' } });
    fireEvent.click(rsvp);
    expect(await screen.findByText(BOOKING_MESSAGES.waiverRequired(WAIVER.title))).toBeInTheDocument();
    expect(screen.queryByText(BOOKING_MESSAGES.answerTooLong)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: CHECKOUT_TEXT.rsvp })).toBeEnabled());
  });

  it('shows the minimum rep score and the viewer’s score, and books when it is met (decision 102)', async () => {
    signInForTest();
    const api = mockGraphQL({
      CalculateTicketCost: () => ({ calculateTicketCost: COST }),
      PurchaseTickets: () => ({ purchaseTickets: { paymentUrl: null, booking: null } }),
    });
    renderPanel(event({ minimumRepScore: 2, viewerRepScore: 3 }));
    expect(await screen.findByText(BOOKING_MESSAGES.repScoreRequirement(2))).toBeInTheDocument();
    expect(screen.getByText(BOOKING_MESSAGES.repScoreYours(3))).toBeInTheDocument();
    fireEvent.change(await screen.findByLabelText(CHECKOUT_TEXT.quantity('Type t1')), {
      target: { value: '1' },
    });
    fireEvent.click(await screen.findByRole('button', { name: CHECKOUT_TEXT.checkout }));
    await waitFor(() => expect(api.named('PurchaseTickets')).toHaveLength(1));
  });

  it('tells a viewer below the minimum rep score why, and offers no booking (decision 102)', async () => {
    signInForTest();
    const api = mockGraphQL({ CalculateTicketCost: () => ({ calculateTicketCost: COST }) });
    renderPanel(event({ minimumRepScore: 5, viewerRepScore: 1, tickets: [ticket('t1', { price: 0 })] }));
    expect(
      await screen.findByText('This event asks for a rep score of at least 5. Yours is 1.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CHECKOUT_TEXT.rsvp })).not.toBeInTheDocument();
    expect(api.named('RsvpEvent')).toHaveLength(0);
  });

  it('pays with rep points when every chosen ticket has a points price (decision 101)', async () => {
    signInForTest();
    const api = mockGraphQL({
      CalculateTicketCost: () => ({ calculateTicketCost: COST }),
      PurchaseTickets: () => ({ purchaseTickets: { paymentUrl: null, booking: null } }),
    });
    renderPanel(event({ tickets: [ticket('t1', { pointsPrice: 120, pointsClubId: 'c1' })] }));
    fireEvent.change(await screen.findByLabelText(CHECKOUT_TEXT.quantity('Type t1')), {
      target: { value: '2' },
    });
    fireEvent.click(await screen.findByLabelText(CHECKOUT_TEXT.payWithPoints(240)));
    expect(screen.getByText(CHECKOUT_TEXT.pointsTaken(240))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXT.payPoints }));
    await waitFor(() => expect(api.named('PurchaseTickets')).toHaveLength(1));
    expect(api.named('PurchaseTickets')[0]!.variables).toMatchObject({
      input: { payWithPoints: true, items: [{ eventTicketId: 't1', quantity: 2 }] },
    });
  });

  it('offers no points payment for tickets without a points price', async () => {
    signInForTest();
    mockGraphQL({ CalculateTicketCost: () => ({ calculateTicketCost: COST }) });
    renderPanel(event());
    fireEvent.change(await screen.findByLabelText(CHECKOUT_TEXT.quantity('Type t1')), {
      target: { value: '1' },
    });
    await screen.findByRole('button', { name: CHECKOUT_TEXT.checkout });
    expect(screen.queryByText(/rep points instead/)).not.toBeInTheDocument();
  });
});

describe('CheckoutPanel prices (decision 115)', () => {
  it('shows each ticket at its all-in price with the breakdown, and lets the buyer change the gratuity', async () => {
    signInForTest();
    // The review's Harlem Jazz Brunch: $55.00 + 18 % gratuity + fees = $71.00.
    const api = mockGraphQL({
      CalculateTicketCost: (variables) => ({
        calculateTicketCost:
          variables.gratuityPercentage === 10
            ? {
                ...COST,
                subTotal: 5500,
                totalGratuity: 550,
                serviceFee: 374,
                processingFee: 223,
                total: 6647,
              }
            : {
                ...COST,
                subTotal: 5500,
                totalGratuity: 990,
                serviceFee: 374,
                processingFee: 236,
                total: 7100,
              },
      }),
      PurchaseTickets: () => ({ purchaseTickets: { paymentUrl: null, booking: null } }),
    });
    renderPanel(
      event({ tickets: [ticket('t1', { price: 5500, allInPrice: 7100, gratuityPercentage: 18 })] }),
    );
    expect(await screen.findByText('$71.00')).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_TEXT.priceBreakdown('$55.00', '$16.00', true))).toBeInTheDocument();
    // No gratuity to choose before a ticket that asks for one is chosen.
    expect(screen.queryByLabelText(CHECKOUT_TEXT.gratuityLabel)).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(CHECKOUT_TEXT.quantity('Type t1')), { target: { value: '1' } });
    // The total before checkout is the shown price.
    await waitFor(() => expect(screen.getAllByText('$71.00')).toHaveLength(2));
    const gratuity = screen.getByLabelText(CHECKOUT_TEXT.gratuityLabel, { selector: 'input' });
    expect(gratuity).toHaveValue(CHECKOUT_TEXT.gratuitySuggested(18));
    expect(api.named('CalculateTicketCost')[0]!.variables).not.toHaveProperty('gratuityPercentage');

    fireEvent.click(gratuity);
    fireEvent.click(await screen.findByRole('option', { name: CHECKOUT_TEXT.gratuityPercent(10) }));
    expect(await screen.findByText('$66.47')).toBeInTheDocument();
    expect(api.named('CalculateTicketCost').at(-1)!.variables).toMatchObject({ gratuityPercentage: 10 });

    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXT.checkout }));
    await waitFor(() => expect(api.named('PurchaseTickets')).toHaveLength(1));
    expect(api.named('PurchaseTickets')[0]!.variables).toMatchObject({
      input: { gratuityPercentage: 10, items: [{ eventTicketId: 't1', quantity: 1 }] },
    });
  });
});

describe('CheckoutPanel requests (decision 114)', () => {
  it('asks to join a paid ticket that needs approval, saying the charge comes only with the approval', async () => {
    signInForTest();
    const api = mockGraphQL({
      CalculateTicketCost: () => ({ calculateTicketCost: COST }),
      PurchaseTickets: () => ({ purchaseTickets: { paymentUrl: null, booking: null } }),
    });
    renderPanel(event({ tickets: [ticket('t1', { isRequiredApproval: true })] }));
    fireEvent.change(await screen.findByLabelText(CHECKOUT_TEXT.quantity('Type t1')), {
      target: { value: '1' },
    });
    const button = await screen.findByRole('button', { name: CHECKOUT_TEXT.requestToJoin });
    expect(screen.getByText(CHECKOUT_TEXT.chargedOnApproval)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CHECKOUT_TEXT.checkout })).not.toBeInTheDocument();
    fireEvent.click(button);
    await waitFor(() => expect(api.named('PurchaseTickets')).toHaveLength(1));
  });
});
