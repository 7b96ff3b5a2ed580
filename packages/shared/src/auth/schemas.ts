/**
 * Sign-in, sign-up, one-time codes and the other REST auth payloads (accounts §3, §4, §5, §7).
 */
import { z } from 'zod';
import { hasVisibleCharacter, isSingleLine, normalizeName, SINGLE_LINE } from '../common/text';
import { USER_INVITE_MESSAGES } from '../invites/messages';
import {
  dateOfBirthSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  makePhoneNumberSchema,
  phoneNumberSchema,
  signUpGenderSchema,
} from '../users/schemas';
import { NAME_MAX_LENGTH } from '../users/constants';
import { OTP_LENGTH } from './constants';
import { OTP_PURPOSES } from './enums';
import { isValidPassword } from './password-rules';
import { AUTH_DECIDED_MESSAGES, AUTH_SPEC_MESSAGES, CODE_MESSAGES } from './messages';
import { USER_DECIDED_MESSAGES } from '../users/messages';

/** Login step 1: email, username or phone number. */
export const loginIdentifierSchema = z.object({
  userName: z
    .string({ error: AUTH_SPEC_MESSAGES.loginIdentifierRequired })
    .trim()
    .min(1, { error: AUTH_SPEC_MESSAGES.loginIdentifierRequired }),
});
export type LoginIdentifier = z.output<typeof loginIdentifierSchema>;

/** Password login (POST /api/auth/password/sign-in). The password is not trimmed. */
export const loginSchema = z.object({
  userName: loginIdentifierSchema.shape.userName,
  password: z
    .string({ error: AUTH_SPEC_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_SPEC_MESSAGES.passwordRequired }),
});
export type LoginPayload = z.output<typeof loginSchema>;

/** Phone login, first call (POST /api/auth/phone/start). */
export const phoneStartSchema = z.object({
  phoneNumber: makePhoneNumberSchema(AUTH_SPEC_MESSAGES.phoneNumberRequired),
});
export type PhoneStartPayload = z.output<typeof phoneStartSchema>;

/** A 6-digit verification code: required, then exactly 6 digits. */
export const verificationCodeSchema = z
  .string({ error: AUTH_SPEC_MESSAGES.verificationCodeRequired })
  .trim()
  .min(1, { error: AUTH_SPEC_MESSAGES.verificationCodeRequired, abort: true })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: AUTH_SPEC_MESSAGES.verificationCodeLength });

/** Phone login, second call (POST /api/auth/phone/verify). */
export const phoneVerifySchema = z.object({
  phoneNumber: makePhoneNumberSchema(AUTH_SPEC_MESSAGES.phoneNumberRequired),
  code: verificationCodeSchema,
});
export type PhoneVerifyPayload = z.output<typeof phoneVerifySchema>;

/**
 * A one-time password value (accounts §4.2, §5): required, at least 6 characters. Six characters
 * is a code; anything longer is an email token (see `isEmailToken`).
 */
export const otpValueSchema = z
  .string({ error: AUTH_SPEC_MESSAGES.verificationCodeRequired })
  .trim()
  .min(1, { error: AUTH_SPEC_MESSAGES.verificationCodeRequired, abort: true })
  .min(OTP_LENGTH, { error: AUTH_SPEC_MESSAGES.verificationCodeLength });

export const otpPurposeSchema = z.enum(OTP_PURPOSES, { error: AUTH_DECIDED_MESSAGES.otpPurposeInvalid });

/** The one-time code form: field `otp`; the purpose defaults to VerifySignIn. */
export const otpSchema = z.object({
  otp: otpValueSchema,
  purpose: otpPurposeSchema.default('VerifySignIn'),
});
export type OtpForm = z.output<typeof otpSchema>;

export const refreshTokenSchema = z
  .string({ error: AUTH_DECIDED_MESSAGES.refreshTokenRequired })
  .min(1, { error: AUTH_DECIDED_MESSAGES.refreshTokenRequired });

/** The 6-digit code of a REST verify call: required, exactly six digits. */
export const otpCodeSchema = z
  .string({ error: AUTH_SPEC_MESSAGES.verificationCodeRequired })
  .trim()
  .min(1, { error: AUTH_SPEC_MESSAGES.verificationCodeRequired })
  .regex(/^\d{6}$/, { error: AUTH_SPEC_MESSAGES.verificationCodeLength });

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

/**
 * Password (accounts §5): at least 8 characters and 2 of uppercase, digit, special character.
 * One message for every failure. Not trimmed: spaces are part of a password.
 */
export const passwordSchema = z
  .string({ error: AUTH_SPEC_MESSAGES.passwordRules })
  .refine(isValidPassword, { error: AUTH_SPEC_MESSAGES.passwordRules });

/**
 * Sign-up payload (accounts §3): userName is the email. `name` is first plus last name; when it
 * is absent or blank it is derived. Date of birth is sent as yyyy-MM-dd; phone number as E.164.
 */
export const signUpSchema = z
  .object({
    userName: emailSchema,
    password: passwordSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    name: z
      .string()
      .overwrite(normalizeName)
      .max(NAME_MAX_LENGTH, { error: USER_DECIDED_MESSAGES.nameInvalid })
      .refine((v) => v === '' || hasVisibleCharacter(v), { error: USER_DECIDED_MESSAGES.nameInvalid })
      .refine(isSingleLine, SINGLE_LINE)
      .optional(),
    gender: signUpGenderSchema,
    dateOfBirth: dateOfBirthSchema,
    phoneNumber: phoneNumberSchema,
    agreeToTermsAndConditions: z.boolean(),
    /** The invite the visitor followed (/accept-invite/{id}); accepted when the account is created. */
    inviteId: z
      .string({ error: USER_INVITE_MESSAGES.inviteIdInvalid })
      .trim()
      .max(100, { error: USER_INVITE_MESSAGES.inviteIdInvalid })
      .nullish(),
  })
  .transform((value) => ({
    ...value,
    name: value.name ? value.name : `${value.firstName} ${value.lastName}`,
  }));

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpPayload = z.output<typeof signUpSchema>;

/**
 * Other REST auth payloads (accounts §3, §7) whose fields the spec names.
 */

/** POST /api/auth/refresh. */
export const refreshRequestSchema = z.object({ refreshToken: refreshTokenSchema });
export type RefreshRequest = z.output<typeof refreshRequestSchema>;

/** POST /api/auth/password/verify-email-token: the emailed token, and the session's refresh token if any. */
export const verifyEmailTokenSchema = z.object({
  token: z.string({ error: CODE_MESSAGES.tokenInvalid }).trim().min(7, { error: CODE_MESSAGES.tokenInvalid }),
  refreshToken: z.string().min(1).optional(),
});
export type VerifyEmailTokenPayload = z.output<typeof verifyEmailTokenSchema>;

/** GET /api/auth/validate-token?token=. */
export const validateTokenQuerySchema = z.object({
  token: z.string().trim().min(1, { error: AUTH_DECIDED_MESSAGES.tokenRequired }),
});

/** POST /api/auth/password/check-email-availability. */
export const checkEmailAvailabilitySchema = z.object({ email: emailSchema });
export type CheckEmailAvailabilityPayload = z.output<typeof checkEmailAvailabilitySchema>;

/** An optional text field of a passkey options call: blank is absent. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .refine(isSingleLine, SINGLE_LINE)
    .optional()
    .transform((v) => (v ? v : undefined));

/** POST /api/auth/passkey/login/options: the user name is optional (a discoverable passkey needs none). */
export const passkeyLoginOptionsSchema = z.object({
  userName: optionalText(256, USER_DECIDED_MESSAGES.userNameInvalid),
});
export type PasskeyLoginOptionsPayload = z.output<typeof passkeyLoginOptionsSchema>;

/** POST /api/auth/passkey/register/options: both optional, the user's own details fill the gaps. */
export const passkeyRegisterOptionsSchema = z.object({
  userName: optionalText(256, USER_DECIDED_MESSAGES.userNameInvalid),
  displayName: optionalText(256, USER_DECIDED_MESSAGES.nameInvalid),
});
export type PasskeyRegisterOptionsPayload = z.output<typeof passkeyRegisterOptionsSchema>;
