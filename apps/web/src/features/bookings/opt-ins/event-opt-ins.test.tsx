import { OPT_IN_HELP } from '@repclub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventPage } from '@/app/pages/event-page';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';
import { MusicEmbed } from './music-embed';
import { OPT_INS_TEXT } from './opt-ins-text';

const OPT_INS = {
  privacyPolicy: null,
  musicEmbed: null,
  questionRequirements: false,
  guestList: false,
  guestCount: false,
  displayRepScore: false,
  qrPass: false,
  guestsInvitingOthers: false,
  socialAccountRequirements: [] as string[],
};

const ticket = {
  eventTicketId: 't1',
  ticketType: 'General',
  price: 0,
  currency: 'USD',
  color: '#3D1277',
  note: null,
  isActive: true,
  isFull: false,
  isRequiredApproval: false,
  isEnabledWishList: false,
  viewerOnWishList: false,
  isSpecialGuest: false,
  additionalGuests: 0,
  optInShowTicketAmount: false,
  gratuityPercentage: 0,
  balance: null,
};

const event = (changes: Record<string, unknown> = {}) => ({
  eventId: 'e1',
  slug: 'party',
  displayName: 'Rooftop party',
  avatarUrl: '/cover.webp',
  startDate: '2026-06-06T03:00:00.000Z',
  endDate: '2026-06-06T07:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  city: 'Los Angeles',
  status: 'PUBLISHED',
  isFeatured: false,
  isListFull: false,
  eventType: 'PARTY',
  description: 'A night out.',
  note: null,
  terms: null,
  ticketTermsPurchasePolicy: null,
  faqs: [],
  isPrivate: false,
  isAllInPricing: false,
  isExpired: false,
  ageLimit: null,
  minimumRepScore: null,
  location: null,
  previewOnly: false,
  showsDetails: true,
  goingCount: null,
  optIns: OPT_INS,
  questions: [],
  createdBy: { userId: 'h', name: 'Hana Host', userName: 'hana', avatarUrl: null },
  tickets: [ticket],
  viewerPermissions: [],
  viewerAttendeeState: 'NONE',
  viewerTickets: [],
  viewerPendingBookings: [],
  viewerWaitingList: [],
  ...changes,
});

const mine = (changes: Record<string, unknown> = {}) => ({
  myPolicyReaction: 'NONE',
  myEventAnswers: { answers: [], missingQuestionIds: [] },
  me: { userId: 'user-1', socialMedias: [] },
  ...changes,
});

const page = () =>
  renderWithRouter(<EventPage slugOrId="party" search={{}} onClearSearch={() => undefined} />);

describe('event opt-ins on the event page', () => {
  it('shows a visitor the teaser with a sign-in button when the preview is off', async () => {
    mockGraphQL({
      EventPage: () => ({
        event: event({ previewOnly: true, showsDetails: false, description: null, tickets: [] }),
      }),
    });
    page();
    expect(await screen.findByRole('heading', { name: OPT_INS_TEXT.previewTitle })).toBeInTheDocument();
    expect(screen.queryByText('A night out.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: OPT_INS_TEXT.previewAction }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to RepClub' })).toBeInTheDocument();
  });

  it("shows the going count and, to an approved attendee, who's going with rep scores", async () => {
    signInForTest();
    const api = mockGraphQL({
      EventPage: () => ({
        event: event({
          goingCount: 12,
          viewerAttendeeState: 'APPROVED',
          optIns: { ...OPT_INS, guestList: true, guestCount: true, displayRepScore: true },
        }),
      }),
      MyEventOptIns: () => mine(),
      ApprovedAttendees: () => ({
        approvedAttendees: {
          pageInfo: { hasNextPage: false, endCursor: null },
          nodes: [{ userId: 'u2', name: 'Ada Guest', userName: 'ada', avatarUrl: null, repScore: 4 }],
        },
      }),
    });
    page();
    expect(await screen.findByText(OPT_INS_TEXT.going(12))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: OPT_INS_TEXT.guestListTitle })).toBeInTheDocument();
    expect(await screen.findByText('Ada Guest')).toBeInTheDocument();
    expect(screen.getByText(OPT_INS_TEXT.repScore(4))).toBeInTheDocument();
    expect(api.named('ApprovedAttendees')[0]?.variables).toMatchObject({ eventId: 'e1' });
  });

  it('does not ask for the guest list when the host keeps it private', async () => {
    signInForTest();
    const api = mockGraphQL({
      EventPage: () => ({ event: event({ viewerAttendeeState: 'APPROVED' }) }),
      MyEventOptIns: () => mine(),
    });
    page();
    expect(await screen.findByRole('heading', { name: 'Rooftop party' })).toBeInTheDocument();
    await waitFor(() => expect(api.named('MyEventOptIns')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: OPT_INS_TEXT.guestListTitle })).not.toBeInTheDocument();
    expect(api.named('ApprovedAttendees')).toHaveLength(0);
  });

  it('asks an attendee to accept or decline the policy and sends the answer', async () => {
    signInForTest();
    const api = mockGraphQL({
      EventPage: () => ({
        event: event({
          viewerAttendeeState: 'APPROVED',
          optIns: { ...OPT_INS, privacyPolicy: { title: 'Waiver', fileUrl: 'https://cdn.test/w.pdf' } },
        }),
      }),
      MyEventOptIns: () => mine({ myPolicyReaction: 'NONE' }),
      ReactToPrivacyPolicy: () => ({ reactToPrivacyPolicy: 'DECLINED' }),
    });
    page();
    expect(await screen.findByText(OPT_INS_TEXT.policyTitle('Waiver'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: OPT_INS_TEXT.decline }));
    await waitFor(() =>
      expect(api.named('ReactToPrivacyPolicy')[0]?.variables).toEqual({ eventId: 'e1', accept: false }),
    );
  });

  it('asks for the unanswered required questions and saves the answers', async () => {
    signInForTest();
    const api = mockGraphQL({
      EventPage: () => ({
        event: event({
          viewerAttendeeState: 'APPROVED',
          questions: [{ questionId: 'q1', question: 'T-shirt size?', isRequired: true }],
        }),
      }),
      MyEventOptIns: () => mine({ myEventAnswers: { answers: [], missingQuestionIds: ['q1'] } }),
      AnswerEventQuestions: () => ({ answerEventQuestions: { missingQuestionIds: [] } }),
    });
    page();
    const save = await screen.findByRole('button', { name: OPT_INS_TEXT.saveAnswers });
    const form = save.closest('form')!;
    fireEvent.change(within(form).getByLabelText(/T-shirt size\?/), { target: { value: 'M' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(api.named('AnswerEventQuestions')[0]?.variables).toEqual({
        eventId: 'e1',
        answers: [{ questionId: 'q1', answer: 'M' }],
      }),
    );
  });

  it('prompts for the required social accounts not yet connected and connects one', async () => {
    signInForTest();
    const api = mockGraphQL({
      EventPage: () => ({
        event: event({ optIns: { ...OPT_INS, socialAccountRequirements: ['instagram', 'spotify'] } }),
      }),
      MyEventOptIns: () =>
        mine({ me: { userId: 'user-1', socialMedias: [{ provider: 'spotify', value: 'x' }] } }),
      ConnectSocialForEvent: () => ({ setSocialMedia: { userId: 'user-1' } }),
    });
    page();
    expect(await screen.findByText(OPT_INS_TEXT.socialTitle)).toBeInTheDocument();
    expect(screen.queryByLabelText(OPT_INS_TEXT.socialHandle('spotify'))).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(OPT_INS_TEXT.socialHandle('instagram')), {
      target: { value: ' ada.l ' },
    });
    fireEvent.click(screen.getByRole('button', { name: OPT_INS_TEXT.connect }));
    await waitFor(() =>
      expect(api.named('ConnectSocialForEvent')[0]?.variables).toEqual({
        provider: 'instagram',
        value: 'ada.l',
      }),
    );
  });

  it('gives an approved attendee the invite link when guests may invite others', async () => {
    signInForTest();
    mockGraphQL({
      EventPage: () => ({
        event: event({ viewerAttendeeState: 'APPROVED', optIns: { ...OPT_INS, guestsInvitingOthers: true } }),
      }),
      MyEventOptIns: () => mine(),
      AttendeeInviteLink: () => ({
        createEventInviteLink: { url: 'https://repclub.test/accept-invite/el_x' },
      }),
    });
    page();
    fireEvent.click(await screen.findByRole('button', { name: OPT_INS_TEXT.inviteGet }));
    expect(await screen.findByLabelText(OPT_INS_TEXT.inviteLabel)).toHaveValue(
      'https://repclub.test/accept-invite/el_x',
    );
  });

  it('offers the wish list on a sold-out type that has one, and shows how many a ticket admits', async () => {
    signInForTest();
    const api = mockGraphQL({
      EventPage: () => ({
        event: event({
          tickets: [{ ...ticket, price: 2500, isFull: true, isEnabledWishList: true, additionalGuests: 2 }],
        }),
      }),
      JoinTicketWishList: () => ({ joinTicketWishList: true }),
    });
    page();
    expect(await screen.findByText('Admits 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tell me when tickets are back' }));
    await waitFor(() =>
      expect(api.named('JoinTicketWishList')[0]?.variables).toEqual({ eventTicketId: 't1' }),
    );
  });
});

describe('MusicEmbed', () => {
  it('embeds known providers in a sandboxed player and links anything else', async () => {
    const { container, unmount } = renderWithRouter(
      <MusicEmbed url="https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M" />,
    );
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    unmount();
    const other = renderWithRouter(<MusicEmbed url="https://evil.example/player?x=<script>" />);
    expect(await screen.findByRole('link', { name: OPT_INS_TEXT.music })).toBeInTheDocument();
    expect(other.container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: OPT_INS_TEXT.music })).toHaveAttribute(
      'href',
      'https://evil.example/player?x=<script>',
    );
  });

  it('has a help line for every flag of the settings tab', () => {
    for (const text of Object.values(OPT_IN_HELP)) expect(text.length).toBeGreaterThan(10);
  });
});
