import { describe, expect, it } from 'vitest';
import { makeOfferInputSchema, offerRequirementsSchema, type OfferFormInput } from './schemas';

const now = new Date('2026-12-01T10:00:00.000Z');
const schema = makeOfferInputSchema(() => now);

const base = (over: Partial<OfferFormInput> = {}): OfferFormInput => ({
  details: { programType: 'earn-points', subType: 'bonus', displayName: 'Bonus', slug: 'bonus' },
  requirements: { requirements: [{ type: 'NONE' }] },
  timeFrame: { startAt: '2026-12-01T10:15:00.000Z', endAt: '2026-12-02T10:15:00.000Z' },
  reward: { points: 100 },
  ...over,
});

const messages = (input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('offer input', () => {
  it('accepts a complete earn-points offer', () => {
    expect(messages(base())).toEqual([]);
  });

  it('refuses more requirements of a type than the spec allows, with the message', () => {
    const r = offerRequirementsSchema.safeParse({
      requirements: [
        { type: 'PRICE', value: 10 },
        { type: 'PRICE', value: 20 },
        ...Array.from({ length: 6 }, (_, i) => ({ type: 'LOYALTY_STATUS', value: i + 1 })),
      ],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'An offer can have at most 1 Price requirement.',
      'An offer can have at most 5 Loyalty Status requirements.',
    ]);
  });

  it('refuses None with another requirement', () => {
    const r = offerRequirementsSchema.safeParse({
      requirements: [{ type: 'NONE' }, { type: 'REP_SCORE', value: 3 }],
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'None cannot be combined with other requirements.',
    ]);
  });

  it('refuses a start not in the future, off the 15-minute step, and an end before the start', () => {
    expect(
      messages(
        base({ timeFrame: { startAt: '2026-12-01T10:00:00.000Z', endAt: '2026-12-02T10:00:00.000Z' } }),
      ),
    ).toEqual(['The start date must be in the future.']);
    expect(
      messages(
        base({ timeFrame: { startAt: '2026-12-01T10:20:00.000Z', endAt: '2026-12-02T10:15:00.000Z' } }),
      ),
    ).toEqual(['Pick a time on a 15-minute step.']);
    expect(
      messages(
        base({ timeFrame: { startAt: '2026-12-01T11:00:00.000Z', endAt: '2026-12-01T11:00:00.000Z' } }),
      ),
    ).toEqual(['The end date must be after the start date.']);
  });

  it('keeps the current start of an offer being edited', () => {
    const keep = new Date('2026-11-30T09:07:00.000Z');
    const r = makeOfferInputSchema(() => now, keep).safeParse(
      base({ timeFrame: { startAt: keep.toISOString(), endAt: '2026-12-02T10:15:00.000Z' } }),
    );
    expect(r.success).toBe(true);
  });

  it('asks each program and sub-type for what it needs', () => {
    expect(
      messages(
        base({ details: { programType: 'earn-points', subType: 'vip-pass', displayName: 'X', slug: 'xyz' } }),
      ),
    ).toContain('Choose a valid offer type for this program.');
    expect(
      messages(
        base({
          details: {
            programType: 'reward-members',
            subType: 'raffle',
            category: 'Draw',
            displayName: 'Raffle',
            slug: 'raffle',
          },
          reward: null,
        }),
      ),
    ).toEqual([
      'A draw needs a maximum number of winners from 1 to 10000.',
      'Choose how members redeem the offer.',
    ]);
    expect(
      messages(
        base({
          details: { programType: 'earn-status', subType: 'buy-now', displayName: 'Buy', slug: 'buy-now' },
          reward: null,
        }),
      ),
    ).toEqual(['Buy now needs a Price requirement.', 'Choose the loyalty tier members reach.']);
  });
});
