import { z } from 'zod';
import { OTP_LENGTH } from '../constants';
import { OTP_PURPOSES } from '../enums';
import { DECIDED_MESSAGES, MESSAGES } from '../messages';

/**
 * A one-time password value (accounts §4.2, §5): required, at least 6 characters. Six characters
 * is a code; anything longer is an email token (see `isEmailToken`).
 */
export const otpValueSchema = z
  .string({ error: MESSAGES.verificationCodeRequired })
  .trim()
  .min(1, { error: MESSAGES.verificationCodeRequired, abort: true })
  .min(OTP_LENGTH, { error: MESSAGES.verificationCodeLength });

export const otpPurposeSchema = z.enum(OTP_PURPOSES, { error: DECIDED_MESSAGES.otpPurposeInvalid });

/** The one-time code form: field `otp`; the purpose defaults to VerifySignIn. */
export const otpSchema = z.object({
  otp: otpValueSchema,
  purpose: otpPurposeSchema.default('VerifySignIn'),
});
export type OtpForm = z.output<typeof otpSchema>;

export const refreshTokenSchema = z
  .string({ error: DECIDED_MESSAGES.refreshTokenRequired })
  .min(1, { error: DECIDED_MESSAGES.refreshTokenRequired });

/** The 6-digit code of a REST verify call: required, exactly six digits. */
export const otpCodeSchema = z
  .string({ error: MESSAGES.verificationCodeRequired })
  .trim()
  .min(1, { error: MESSAGES.verificationCodeRequired })
  .regex(/^\d{6}$/, { error: MESSAGES.verificationCodeLength });

/** POST /api/auth/password/verify-otp; the purpose defaults to VerifySignIn. */
export const verifyOtpSchema = z.object({
  refreshToken: refreshTokenSchema,
  otp: otpCodeSchema,
  purpose: otpPurposeSchema.default('VerifySignIn'),
});
export type VerifyOtpPayload = z.output<typeof verifyOtpSchema>;

/** POST /api/auth/password/resend-otp; the purpose defaults to VerifySignIn. */
export const resendOtpSchema = z.object({
  refreshToken: refreshTokenSchema,
  purpose: otpPurposeSchema.default('VerifySignIn'),
});
export type ResendOtpPayload = z.output<typeof resendOtpSchema>;
