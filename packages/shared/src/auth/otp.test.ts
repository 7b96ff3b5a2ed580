import { describe, expect, it } from 'vitest';
import { isEmailToken } from './verification-values';
import { otpSchema, resendOtpSchema, verifyOtpSchema } from './schemas';

describe('otpSchema', () => {
  it('accepts 6 characters and defaults the purpose to VerifySignIn', () => {
    expect(otpSchema.parse({ otp: '123456' })).toEqual({ otp: '123456', purpose: 'VerifySignIn' });
  });

  it('accepts a longer value (an email token)', () => {
    expect(otpSchema.parse({ otp: 'a-long-email-token' }).otp).toBe('a-long-email-token');
  });

  it('requires the otp', () => {
    expect(otpSchema.safeParse({ otp: '' }).error?.issues.map((i) => i.message)).toEqual([
      'Please enter the verification code',
    ]);
    expect(otpSchema.safeParse({}).error?.issues.map((i) => i.message)).toEqual([
      'Please enter the verification code',
    ]);
  });

  it('requires at least 6 characters', () => {
    expect(otpSchema.safeParse({ otp: '12345' }).error?.issues.map((i) => i.message)).toEqual([
      'Verification code must be 6 digits',
    ]);
  });

  it('refuses an unknown purpose', () => {
    expect(otpSchema.safeParse({ otp: '123456', purpose: 'Other' }).success).toBe(false);
  });
});

describe('verifyOtpSchema and resendOtpSchema', () => {
  it('take refreshToken, otp and purpose', () => {
    expect(verifyOtpSchema.parse({ refreshToken: 'rt', otp: '123456', purpose: 'VerifySignIn' })).toEqual({
      refreshToken: 'rt',
      otp: '123456',
      purpose: 'VerifySignIn',
    });
    expect(
      verifyOtpSchema.safeParse({ refreshToken: '', otp: '123456', purpose: 'VerifySignIn' }).success,
    ).toBe(false);
    expect(resendOtpSchema.parse({ refreshToken: 'rt', purpose: 'VerifySignIn' })).toEqual({
      refreshToken: 'rt',
      purpose: 'VerifySignIn',
    });
  });
});

describe('isEmailToken', () => {
  it('treats more than 6 characters as an email token', () => {
    expect(isEmailToken('123456')).toBe(false);
    expect(isEmailToken('1234567')).toBe(true);
  });
});
