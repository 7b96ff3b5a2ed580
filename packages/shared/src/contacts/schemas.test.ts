import { describe, expect, it } from 'vitest';
import { SIGN_OUT_STORAGE_PREFIXES } from '../auth/constants';
import { USER_SPEC_MESSAGES } from '../users/messages';
import { isEventInviteId, sendInviteMessageKey } from './constants';
import { CONTACTS_MESSAGES, EVENT_INVITE_MESSAGES } from './messages';
import { contactInputSchema, eventInviteInputSchema, parseContactsCsv } from './schemas';

describe('contactInputSchema', () => {
  it('needs a name and an e-mail or a phone; lowercases e-mail, stores phones in E.164', () => {
    expect(contactInputSchema.parse({ name: ' Ann ', emailAddress: ' Ann@Example.com ' })).toMatchObject({
      name: 'Ann',
      emailAddress: 'ann@example.com',
      phoneNumber: null,
      groupId: null,
      customFields: [],
    });
    expect(contactInputSchema.parse({ name: 'Bo', phoneNumber: '(213) 555-0123' }).phoneNumber).toBe(
      '+12135550123',
    );
    expect(contactInputSchema.safeParse({ name: 'Cy' }).error?.issues[0]?.message).toBe(
      CONTACTS_MESSAGES.emailOrPhoneRequired,
    );
    expect(
      contactInputSchema.safeParse({ name: '', emailAddress: 'a@example.com' }).error?.issues[0]?.message,
    ).toBe(CONTACTS_MESSAGES.nameRequired);
    expect(contactInputSchema.safeParse({ name: 'D', phoneNumber: '12' }).error?.issues[0]?.message).toBe(
      CONTACTS_MESSAGES.phoneInvalid,
    );
    expect(contactInputSchema.safeParse({ name: 'E', emailAddress: 'nope' }).error?.issues[0]?.message).toBe(
      USER_SPEC_MESSAGES.emailInvalid,
    );
  });
});

describe('parseContactsCsv', () => {
  it('reads columns by their header in any order, with quoted fields', () => {
    expect(
      parseContactsCsv('Phone,E-mail,Name\n213-555-0123,a@example.com,"Lee, Ann"\n\n,b@example.com,Bo'),
    ).toEqual([
      { name: 'Lee, Ann', emailAddress: 'a@example.com', phoneNumber: '213-555-0123' },
      { name: 'Bo', emailAddress: 'b@example.com', phoneNumber: '' },
    ]);
    expect(parseContactsCsv('')).toEqual([]);
    expect(() => parseContactsCsv('a,b\n1,2')).toThrow(CONTACTS_MESSAGES.importNoHeader);
  });
});

describe('eventInviteInputSchema', () => {
  it('needs someone to invite and a ticket quantity in range', () => {
    expect(eventInviteInputSchema.safeParse({ eventId: 'e' }).error?.issues[0]?.message).toBe(
      EVENT_INVITE_MESSAGES.noInvitees,
    );
    expect(
      eventInviteInputSchema.safeParse({
        eventId: 'e',
        emails: ['a@example.com'],
        ticket: { kind: 'GIFT', eventTicketId: 't', quantity: 0 },
      }).error?.issues[0]?.message,
    ).toBe(EVENT_INVITE_MESSAGES.ticketQuantity);
    expect(eventInviteInputSchema.parse({ eventId: 'e', emails: ['A@example.com'], message: '  ' })).toEqual({
      eventId: 'e',
      contactIds: [],
      emails: ['a@example.com'],
      ticket: null,
      message: null,
    });
  });
});

describe('event invite ids and the message draft key', () => {
  it('tells event invitations and links from platform invites', () => {
    expect(isEventInviteId('ei_0b6f')).toBe(true);
    expect(isEventInviteId('el_abc')).toBe(true);
    expect(isEventInviteId('0b6f2c1e-0000-4000-8000-000000000000')).toBe(false);
  });

  it('keeps the draft under a key group removed at sign-out', () => {
    const key = sendInviteMessageKey('event-1');
    expect(key).toBe('sendInviteMessage_event-1');
    expect(SIGN_OUT_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix))).toBe(true);
  });
});
