import { AUTH_API_PATHS, type AuthInfo } from '@repclub/shared';
import { apiRequest } from '@/lib/api-client';
import { getSession } from '@/lib/session';

/** The REST auth calls of accounts §7, typed. None is retried; each rejects with an ApiError. */

export type SignUpBody = {
  userName: string;
  password: string;
  firstName: string;
  lastName: string;
  name?: string;
  gender: string;
  dateOfBirth: string;
  phoneNumber: string;
  agreeToTermsAndConditions: boolean;
  /** The invite followed to sign up (/accept-invite/{id}); the new account accepts it. */
  inviteId?: string | null;
};

export type PhoneCodeAnswer = {
  message: string;
  nextResend: string | null;
  expiredDate: string | null;
  blockedUntil: string | null;
};

export type PasskeyOptionsAnswer<T> = { options: T; token: string };

const bearer = () => getSession().token;

export const authApi = {
  register: (body: SignUpBody) => apiRequest<AuthInfo>(AUTH_API_PATHS.register, { body }),
  resendRegisterEmail: (body: { email?: string; refreshToken?: string }) =>
    apiRequest<{ message: string }>(AUTH_API_PATHS.resendRegisterEmail, { body }),
  checkEmailAvailability: (email: string, signal?: AbortSignal) =>
    apiRequest<{ email: string; isAvailable: boolean }>(AUTH_API_PATHS.checkEmailAvailability, {
      body: { email },
      signal,
    }),
  signIn: (body: { userName: string; password: string }) =>
    apiRequest<AuthInfo>(AUTH_API_PATHS.signIn, { body }),
  verifyOtp: (body: { refreshToken: string; otp: string; purpose?: 'VerifySignIn' }) =>
    apiRequest<AuthInfo>(AUTH_API_PATHS.verifyOtp, { body: { purpose: 'VerifySignIn', ...body } }),
  resendOtp: (body: { refreshToken: string }) =>
    apiRequest<{ message: string; nextResend: string; expiredDate: string }>(AUTH_API_PATHS.resendOtp, {
      body: { purpose: 'VerifySignIn', ...body },
    }),
  verifyEmailToken: (body: { token: string; refreshToken?: string }) =>
    apiRequest<{ verified: true } & Partial<AuthInfo>>(AUTH_API_PATHS.verifyEmailToken, { body }),
  validateToken: (token: string) =>
    apiRequest<{ isValid: boolean; purpose: string | null }>(
      `${AUTH_API_PATHS.validateToken}?token=${encodeURIComponent(token)}`,
      { method: 'GET' },
    ),
  phoneStart: (phoneNumber: string) =>
    apiRequest<PhoneCodeAnswer>(AUTH_API_PATHS.phoneStart, { body: { phoneNumber } }),
  phoneVerify: (body: { phoneNumber: string; code: string }) =>
    apiRequest<AuthInfo>(AUTH_API_PATHS.phoneVerify, { body }),
  refresh: (refreshToken: string) => apiRequest<AuthInfo>(AUTH_API_PATHS.refresh, { body: { refreshToken } }),
  signOut: () =>
    apiRequest<{ message: string }>(AUTH_API_PATHS.signOut, {
      body: { refreshToken: getSession().refreshToken ?? undefined },
      token: bearer(),
    }),
  startUpdatePassword: (email: string) =>
    apiRequest<{ message: string }>(AUTH_API_PATHS.startUpdatePassword, { body: { email } }),
  updatePassword: (body: { token: string; password: string }) =>
    apiRequest<{ message: string }>(AUTH_API_PATHS.updatePassword, { body }),
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    apiRequest<{ message: string }>(AUTH_API_PATHS.password, { body, token: bearer() }),
  recover: (body?: { userName: string; password: string }) =>
    apiRequest<AuthInfo>(AUTH_API_PATHS.recover, { body: body ?? {}, token: body ? null : bearer() }),
  impersonate: (body: { userId?: string; userName?: string }, adminToken: string) =>
    apiRequest<AuthInfo>(AUTH_API_PATHS.impersonateSignIn, { body, token: adminToken }),
  passkeyRegisterOptions: <T>(body: { userName: string; displayName: string }) =>
    apiRequest<PasskeyOptionsAnswer<T>>(AUTH_API_PATHS.passkeyRegisterOptions, { body, token: bearer() }),
  passkeyRegister: (body: { attestationResponse: unknown; token: string; name?: string }) =>
    apiRequest<{ id: string; name: string }>(AUTH_API_PATHS.passkeyRegister, { body, token: bearer() }),
  passkeyLoginOptions: <T>(body: { userName?: string }) =>
    apiRequest<PasskeyOptionsAnswer<T>>(AUTH_API_PATHS.passkeyLoginOptions, { body }),
  passkeyLogin: (body: { assertionResponse: unknown; token: string }) =>
    apiRequest<AuthInfo>(AUTH_API_PATHS.passkeyLogin, { body }),
};
