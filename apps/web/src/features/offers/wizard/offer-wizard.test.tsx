import dayjs from 'dayjs';
import { OFFER_MESSAGES, requirementMaxMessage } from '@repclub/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFER_TEXT } from '@/features/offers/offer-text';
import { OfferWizard } from '@/features/offers/wizard/offer-wizard';
import { newOfferValues } from '@/features/offers/wizard/wizard-form';
import { renderWithRouter } from '@/test/render-with-router';

// Mantine's autosize textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

const options = { achievements: [], tiers: [], ticketTypes: [] };

function renderWizard(preset: Parameters<typeof newOfferValues>[0], onSave = vi.fn()) {
  const view = renderWithRouter(
    <OfferWizard
      clubId="club-1"
      initial={newOfferValues(preset)}
      options={options}
      editing={null}
      saving={false}
      error={null}
      onSave={onSave}
    />,
  );
  return { ...view, onSave, user: userEvent.setup() };
}

const next = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 3, name });

describe('OfferWizard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:07:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('opens preset to the route’s program and sub-type and checks each step before the next', async () => {
    const { user } = renderWizard({ program: 'earn-status', subType: 'promo' });
    await stepHeading('Details');
    expect(screen.getByDisplayValue('Earn status')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Promo')).toBeInTheDocument();

    await next(user);
    expect(await screen.findByText(OFFER_MESSAGES.displayNameRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Offer name/ }), 'Summer Promo');
    expect(screen.getByRole('textbox', { name: /Offer link/ })).toHaveValue('summer-promo');
    await next(user);

    await stepHeading('Requirements');
    await next(user);
    await stepHeading('Time Frame');
    await next(user);

    await stepHeading('Settings');
    await next(user);
    expect(await screen.findByText(OFFER_MESSAGES.promoCodeRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Promo code/ }), 'SUMMER26');
    await next(user);
    // Earn status needs the tier it reaches; the club has none, so the step says so.
    expect(await screen.findByText(OFFER_MESSAGES.rewardTierRequired)).toBeInTheDocument();
  });

  it('publishes an earn-points survey with its questions and points', async () => {
    const { user, onSave } = renderWizard({ program: 'earn-points', subType: 'survey' });
    await user.type(await screen.findByRole('textbox', { name: /Offer name/ }), 'Tell us');
    await next(user);
    await stepHeading('Requirements');
    await next(user);
    await stepHeading('Time Frame');
    await next(user);
    await stepHeading('Settings');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.type(screen.getByRole('textbox', { name: 'Question 1' }), 'Favourite song?');
    await user.type(screen.getByRole('textbox', { name: /Points rewarded/ }), '50');
    await next(user);
    await stepHeading('Redemption');
    await next(user);
    await stepHeading('Achievement');
    await next(user);
    await stepHeading('Preview');
    expect(screen.getByRole('heading', { name: 'Tell us' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: OFFER_TEXT.publish }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [payload, publish] = onSave.mock.calls[0]!;
    expect(publish).toBe(true);
    expect(payload).toMatchObject({
      details: { programType: 'earn-points', subType: 'survey', slug: 'tell-us', displayName: 'Tell us' },
      settings: { surveyQuestions: [{ question: 'Favourite song?', isRequired: true }] },
      reward: { points: 50 },
      timeFrame: { startAt: new Date('2026-11-29T10:30:00.000Z') },
    });
  });

  // Opens the Add requirement menu nine times: slow on a busy machine.
  it('offers each requirement type only up to its maximum count', { timeout: 30_000 }, async () => {
    const { user } = renderWizard({ program: 'earn-points', subType: 'bonus' });
    await user.type(await screen.findByRole('textbox', { name: /Offer name/ }), 'Bonus');
    await next(user);
    await stepHeading('Requirements');
    const add = async (name: string) => {
      await user.click(screen.getByRole('button', { name: OFFER_TEXT.addRequirement }));
      await user.click(await screen.findByRole('menuitem', { name: new RegExp(`^${name}`) }));
    };
    await add('Price');
    await user.click(screen.getByRole('button', { name: OFFER_TEXT.addRequirement }));
    expect(await screen.findByRole('menuitem', { name: /^Price/ })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: /^None/ })).toBeDisabled();
    await user.keyboard('{Escape}');
    for (let i = 0; i < 5; i += 1) await add('Rep Points');
    await user.click(screen.getByRole('button', { name: OFFER_TEXT.addRequirement }));
    expect(await screen.findByRole('menuitem', { name: /^Rep Points/ })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: /^Rep Score/ })).not.toBeDisabled();
    await user.keyboard('{Escape}');
    // Each needs its number before the next step.
    await next(user);
    expect((await screen.findAllByText(OFFER_MESSAGES.requirementValueRequired)).length).toBeGreaterThan(0);
    expect(requirementMaxMessage('REP_POINTS')).toContain('5');
  });

  it('moves a start that is not in the future to the next quarter hour, and the end with it', async () => {
    const { user } = renderWizard({ program: 'earn-points', subType: 'bonus' });
    await user.type(await screen.findByRole('textbox', { name: /Offer name/ }), 'Bonus');
    await next(user);
    await next(user);
    await stepHeading('Time Frame');
    const start = () => screen.getByLabelText('Starts date');
    expect(start()).toHaveValue('2026-11-29');
    // A day in the past becomes now + 15 minutes on the step (10:30).
    fireEvent.change(start(), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(start()).toHaveValue('2026-11-29'));
    // The start's time (the first 10:30 AM; the end, a week later, has the same time).
    expect(screen.getAllByDisplayValue(dayjs('2026-11-29T10:30:00.000Z').format('h:mm A'))).toHaveLength(2);
    // Starting after the end takes the end along.
    fireEvent.change(start(), { target: { value: '2027-01-15' } });
    await waitFor(() => expect(screen.getByLabelText('Ends date')).toHaveValue('2027-01-15'));
  });
});
