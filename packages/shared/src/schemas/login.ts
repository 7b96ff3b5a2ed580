import { z } from 'zod';
import { OTP_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { makePhoneNumberSchema } from './phone-number';

/** Login step 1: email, username or phone number. */
export const loginIdentifierSchema = z.object({
  userName: z
    .string({ error: MESSAGES.loginIdentifierRequired })
    .trim()
    .min(1, { error: MESSAGES.loginIdentifierRequired }),
});
export type LoginIdentifier = z.output<typeof loginIdentifierSchema>;

/** Password login (POST /api/auth/password/sign-in). The password is not trimmed. */
export const loginSchema = z.object({
  userName: loginIdentifierSchema.shape.userName,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, { error: MESSAGES.passwordRequired }),
});
export type LoginPayload = z.output<typeof loginSchema>;

/** Phone login, first call (POST /api/auth/phone/start). */
export const phoneStartSchema = z.object({
  phoneNumber: makePhoneNumberSchema(MESSAGES.phoneNumberRequired),
});
export type PhoneStartPayload = z.output<typeof phoneStartSchema>;

/** A 6-digit verification code: required, then exactly 6 digits. */
export const verificationCodeSchema = z
  .string({ error: MESSAGES.verificationCodeRequired })
  .trim()
  .min(1, { error: MESSAGES.verificationCodeRequired, abort: true })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: MESSAGES.verificationCodeLength });

/** Phone login, second call (POST /api/auth/phone/verify). */
export const phoneVerifySchema = z.object({
  phoneNumber: makePhoneNumberSchema(MESSAGES.phoneNumberRequired),
  code: verificationCodeSchema,
});
export type PhoneVerifyPayload = z.output<typeof phoneVerifySchema>;
