import { describe, expect, it } from 'vitest';
import { loginIdentifierSchema, loginSchema, phoneStartSchema, phoneVerifySchema } from './schemas';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('loginIdentifierSchema', () => {
  it('trims the identifier', () => {
    expect(loginIdentifierSchema.parse({ userName: ' jane ' })).toEqual({ userName: 'jane' });
  });

  it.each(['', '  ', undefined])('requires it (%s)', (userName) => {
    expect(issues(loginIdentifierSchema.safeParse({ userName }))).toEqual([
      ['userName', 'Please enter your email, username, or phone number'],
    ]);
  });
});

describe('loginSchema', () => {
  it('accepts user name and password, not trimming the password', () => {
    expect(loginSchema.parse({ userName: 'jane@example.com', password: ' pw ' })).toEqual({
      userName: 'jane@example.com',
      password: ' pw ',
    });
  });

  it('gives the spec messages', () => {
    expect(issues(loginSchema.safeParse({ userName: '', password: '' }))).toEqual([
      ['userName', 'Please enter your email, username, or phone number'],
      ['password', 'Please enter your password'],
    ]);
  });
});

describe('phoneStartSchema', () => {
  it('normalises the number', () => {
    expect(phoneStartSchema.parse({ phoneNumber: '213-555-0123' })).toEqual({ phoneNumber: '+12135550123' });
  });

  it('asks for the number when empty, and says invalid otherwise', () => {
    expect(issues(phoneStartSchema.safeParse({ phoneNumber: '' }))).toEqual([
      ['phoneNumber', 'Please enter your phone number'],
    ]);
    expect(issues(phoneStartSchema.safeParse({}))).toEqual([
      ['phoneNumber', 'Please enter your phone number'],
    ]);
    expect(issues(phoneStartSchema.safeParse({ phoneNumber: '123' }))).toEqual([
      ['phoneNumber', 'Your phone number is invalid. Please try again.'],
    ]);
  });
});

describe('phoneVerifySchema', () => {
  it('accepts a 6-digit code', () => {
    expect(phoneVerifySchema.parse({ phoneNumber: '+12135550123', code: ' 123456 ' })).toEqual({
      phoneNumber: '+12135550123',
      code: '123456',
    });
  });

  it('requires the code', () => {
    expect(issues(phoneVerifySchema.safeParse({ phoneNumber: '+12135550123', code: '' }))).toEqual([
      ['code', 'Please enter the verification code'],
    ]);
  });

  it.each(['12345', '1234567', '12a456', '12 456'])('requires exactly 6 digits (%s)', (code) => {
    expect(issues(phoneVerifySchema.safeParse({ phoneNumber: '+12135550123', code }))).toEqual([
      ['code', 'Verification code must be 6 digits'],
    ]);
  });
});
