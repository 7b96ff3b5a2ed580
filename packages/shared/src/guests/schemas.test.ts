import { describe, expect, it } from 'vitest';
import { USER_SPEC_MESSAGES } from '../users/messages';
import { GUEST_MESSAGES as M } from './messages';
import { customFieldKey, guestFieldsSchema, guestSearchSchema, savedGuestSchema } from './schemas';

const base = { fullName: 'Ada Lovelace', quantity: 1 };
const messageOf = (input: unknown) => guestFieldsSchema.safeParse(input).error?.issues[0]?.message;

describe('the guest form schema', () => {
  it('takes a name and a quantity, and empty optional fields as none', () => {
    expect(
      guestFieldsSchema.parse({
        ...base,
        emailAddress: '',
        phoneNumber: ' ',
        eventTicketId: '',
        gender: '',
        ageRange: null,
        quantity: '3',
      }),
    ).toEqual({
      fullName: 'Ada Lovelace',
      emailAddress: undefined,
      phoneNumber: undefined,
      eventTicketId: undefined,
      gender: undefined,
      ageRange: null,
      quantity: 3,
      customFields: [],
    });
  });

  it('applies the e-mail and phone rules of accounts §5 with their messages', () => {
    expect(guestFieldsSchema.parse({ ...base, emailAddress: ' Ada@Example.COM ' }).emailAddress).toBe(
      'ada@example.com',
    );
    expect(guestFieldsSchema.parse({ ...base, phoneNumber: '(213) 555-0123' }).phoneNumber).toBe(
      '+12135550123',
    );
    expect(messageOf({ ...base, emailAddress: 'ada@' })).toBe(USER_SPEC_MESSAGES.emailInvalid);
    expect(messageOf({ ...base, phoneNumber: '555' })).toBe(USER_SPEC_MESSAGES.phoneNumberInvalid);
  });

  it('refuses a missing name, quantities outside 1 to 20, and unlabelled custom fields', () => {
    expect(messageOf({ ...base, fullName: ' ' })).toBe(M.fullNameRequired);
    expect(messageOf({ ...base, quantity: 0 })).toBe(M.quantityInvalid);
    expect(messageOf({ ...base, quantity: 21 })).toBe(M.quantityInvalid);
    expect(messageOf({ ...base, quantity: 1.5 })).toBe(M.quantityInvalid);
    expect(messageOf({ ...base, customFields: [{ label: '', value: 'x' }] })).toBe(
      M.customFieldLabelRequired,
    );
    expect(messageOf({ ...base, gender: 'Robot' })).toBeDefined();
  });

  it('makes a custom field key from its label when none is given', () => {
    expect(customFieldKey('  Table number #2 ')).toBe('table-number-2');
    expect(
      guestFieldsSchema.parse({ ...base, customFields: [{ label: 'Diet', value: 'Vegan' }] }).customFields,
    ).toEqual([{ key: 'diet', label: 'Diet', value: 'Vegan' }]);
  });
});

describe('the guest search and saved guests', () => {
  it('defaults the invite status filter to ALL and knows the age ranges', () => {
    expect(guestSearchSchema.parse({})).toEqual({ inviteStatus: 'ALL' });
    expect(guestSearchSchema.safeParse({ ageRange: '18-24' }).success).toBe(true);
    expect(guestSearchSchema.safeParse({ ageRange: '17-20' }).success).toBe(false);
    expect(guestSearchSchema.safeParse({ inviteStatus: 'SENT' }).success).toBe(false);
  });

  it('keeps a saved guest with plus1 from 0', () => {
    expect(savedGuestSchema.parse({ fullName: 'Ben', email: '' })).toEqual({
      fullName: 'Ben',
      email: undefined,
      plus1: 0,
    });
    expect(savedGuestSchema.safeParse({ fullName: 'Ben', plus1: -1 }).success).toBe(false);
  });
});
