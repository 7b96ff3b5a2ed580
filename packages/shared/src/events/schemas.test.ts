import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES as M } from './messages';
import { DECIDED_MESSAGES } from '../shell/messages';
import {
  eventQuestionsSchema,
  eventSearchCriteriaSchema,
  eventTicketInputSchema,
  makeEventInputSchema,
  recurrenceSchema,
} from './schemas';

const now = new Date('2026-11-22T10:00:00.000Z');
const schema = makeEventInputSchema(() => now);

const good = {
  slug: 'rooftop-party-2026',
  displayName: ' Rooftop Party ',
  description: 'Music and views.',
  note: 'Bring an ID.',
  avatarUrl: 'https://cdn.example/cover.webp',
  startDate: '2026-12-01T19:00:00.000Z',
  endDate: '2026-12-01T23:00:00.000Z',
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('event input', () => {
  it('accepts the required fields and fills the defaults', () => {
    const parsed = schema.parse(good);
    expect(parsed).toMatchObject({
      eventType: 'OTHER',
      displayName: 'Rooftop Party',
      terms: null,
      faqs: [],
      timeZone: 'America/Los_Angeles',
      isPrivate: false,
      isListed: true,
      isAllInPricing: false,
      location: null,
      city: null,
    });
    expect(parsed.startDate).toEqual(new Date(good.startDate));
    expect(parsed.optIns).toMatchObject({
      guestList: false,
      privacyPolicy: null,
      socialAccountRequirements: [],
    });
  });

  it.each([
    ['slug', undefined, M.slugRequired],
    ['slug', 'ab', M.slugInvalid],
    ['slug', 'Rooftop Party', M.slugInvalid],
    ['slug', 'double--hyphen', M.slugInvalid],
    ['displayName', '  ', M.displayNameRequired],
    ['displayName', 'x'.repeat(121), M.displayNameTooLong],
    ['description', null, M.descriptionRequired],
    ['note', '', M.noteRequired],
    ['avatarUrl', undefined, M.avatarUrlRequired],
    ['avatarUrl', 'javascript:alert(1)', M.urlInvalid],
    ['startDate', undefined, M.startDateRequired],
    ['startDate', 'tomorrow', M.dateInvalid],
    ['endDate', null, M.endDateRequired],
    ['startDate', '2026-11-22T09:59:00.000Z', M.startDateInPast],
    ['endDate', '2026-12-01T18:59:00.000Z', M.endBeforeStart],
    ['timeZone', 'Mars/Olympus', M.timeZoneInvalid],
    ['eventType', 'RAVE', M.eventTypeInvalid],
    ['ageLimit', 18.5, M.ageLimitInvalid],
    ['minimumRepScore', -1, M.minimumRepScoreInvalid],
  ])('refuses %s = %j with its message', (field, value, message) => {
    expect(firstMessage(schema.safeParse({ ...good, [field]: value }))).toBe(message);
  });

  it('accepts any minute and an end equal to the start', () => {
    const at = '2026-12-01T19:07:00.000Z';
    expect(schema.safeParse({ ...good, startDate: at, endDate: at }).success).toBe(true);
  });

  it('keeps a start that has passed when it is the current start', () => {
    const past = '2026-11-01T19:00:00.000Z';
    const edit = makeEventInputSchema(() => now, new Date(past));
    expect(edit.safeParse({ ...good, startDate: past }).success).toBe(true);
  });

  it('checks the location, the radius (numeric check) and the opt-ins', () => {
    expect(
      firstMessage(schema.safeParse({ ...good, location: { address: 'x', latitude: 91, longitude: 0 } })),
    ).toBe(M.latitudeInvalid);
    expect(firstMessage(schema.safeParse({ ...good, location: { address: 'x', latitude: 34 } }))).toBe(
      M.coordinatesIncomplete,
    );
    const radius = (value: number) => ({
      ...good,
      locationRadius: { address: 'x', latitude: 34, longitude: -118, radius: value, unitLengthType: 'mi' },
    });
    expect(firstMessage(schema.safeParse(radius(0)))).toBe(DECIDED_MESSAGES.numericCheckRange);
    expect(firstMessage(schema.safeParse(radius(1000.5)))).toBe(DECIDED_MESSAGES.numericCheckRange);
    expect(schema.safeParse(radius(1000)).success).toBe(true);
    expect(
      firstMessage(
        schema.safeParse({ ...good, optIns: { privacyPolicy: { title: 'Waiver', fileUrl: '' } } }),
      ),
    ).toBe(M.privacyPolicyFileRequired);
    expect(
      firstMessage(schema.safeParse({ ...good, optIns: { socialAccountRequirements: ['myspace'] } })),
    ).toBe(M.socialProviderInvalid);
  });
});

describe('ticket input', () => {
  const ticket = { ticketType: 'General', price: 2500, limitedAmount: 100 };

  it('fills the defaults', () => {
    expect(eventTicketInputSchema.parse({ ...ticket, color: '#3d1277' })).toMatchObject({
      currency: 'USD',
      color: '#3D1277',
      isActive: true,
      gratuityPercentage: 0,
      additionalGuests: 0,
      visibleStartAt: null,
    });
  });

  it.each([
    ['ticketType', ' ', M.ticketTypeRequired],
    ['price', -1, M.priceInvalid],
    ['price', 10.5, M.priceInvalid],
    ['price', undefined, M.priceInvalid],
    ['currency', 'EUR', M.currencyInvalid],
    ['color', 'purple', M.colorInvalid],
    ['gratuityPercentage', 101, M.gratuityInvalid],
    ['additionalGuests', 11, M.additionalGuestsInvalid],
    ['limitedAmount', -1, M.limitedAmountInvalid],
    ['visibleEndAt', '2026-01-01T00:00:00Z', M.visibleEndBeforeStart],
  ])('refuses %s = %j', (field, value, message) => {
    const input = { ...ticket, visibleStartAt: '2026-02-01T00:00:00Z', [field]: value };
    expect(firstMessage(eventTicketInputSchema.safeParse(input))).toBe(message);
  });
});

describe('questions, recurrence and search criteria', () => {
  it('validates questions', () => {
    expect(eventQuestionsSchema.parse([{ question: ' Size? ' }])).toEqual([
      { question: 'Size?', isRequired: false },
    ]);
    expect(firstMessage(eventQuestionsSchema.safeParse([{ question: '' }]))).toBe(M.questionInvalid);
    expect(firstMessage(eventQuestionsSchema.safeParse(Array(21).fill({ question: 'q' })))).toBe(
      M.questionsTooMany,
    );
  });

  it('validates a recurrence', () => {
    expect(recurrenceSchema.safeParse({ frequency: 'WEEKLY', count: 52 }).success).toBe(true);
    expect(firstMessage(recurrenceSchema.safeParse({ frequency: 'YEARLY', count: 2 }))).toBe(
      M.frequencyInvalid,
    );
    expect(firstMessage(recurrenceSchema.safeParse({ frequency: 'DAILY', count: 53 }))).toBe(
      M.recurrenceCountInvalid,
    );
    expect(firstMessage(recurrenceSchema.safeParse({ frequency: 'DAILY', count: 0 }))).toBe(
      M.recurrenceCountInvalid,
    );
  });

  it('trims the keyword and checks the window and the radius', () => {
    expect(eventSearchCriteriaSchema.parse({ keyword: '  jazz ' }).keyword).toBe('jazz');
    expect(eventSearchCriteriaSchema.parse({ keyword: '   ' }).keyword).toBeNull();
    expect(
      firstMessage(
        eventSearchCriteriaSchema.safeParse({
          startsAfter: '2026-12-02T00:00:00Z',
          startsBefore: '2026-12-01T00:00:00Z',
        }),
      ),
    ).toBe(M.windowInvalid);
    expect(
      firstMessage(
        eventSearchCriteriaSchema.safeParse({ near: { latitude: 34, longitude: -118, radius: 0 } }),
      ),
    ).toBe(DECIDED_MESSAGES.numericCheckRange);
    expect(
      eventSearchCriteriaSchema.parse({ near: { latitude: 34, longitude: -118, radius: 5 } }).near?.unit,
    ).toBe('mi');
  });
});
