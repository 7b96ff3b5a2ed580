/**
 * The auth info of accounts §3: what every REST call that signs a user in answers, and what the web app stores
 * under `authInfo`. Declared once for the server and the web app (docs/decisions/065).
 */
export type AuthInfo = {
  token: string | null;
  refreshToken: string;
  /** Seconds the access token lives. The server always answers it; a session the web app restored may lack it. */
  expiresIn?: number;
  userId: string;
  email: string | null;
  isDeleted: boolean;
  isComplete: boolean;
  isPhoneNumberVerified: boolean;
  agreeToTermsAndConditions: boolean;
  requireOtp: boolean;
  skipMultiFactorAuthentication: boolean;
  impersonateMode: boolean;
};
