/**
 * Server endpoints (accounts §7, DESIGN.md runtime contract). REST auth calls are POST unless
 * noted; everything else goes through the single GraphQL endpoint.
 */

export const API_BASE = '/api';
export const GRAPHQL_PATH = '/api/graphql';
export const HEALTH_PATH = '/api/health';

export const AUTH_API_PATHS = {
  register: '/api/auth/password/register',
  resendRegisterEmail: '/api/auth/password/resend-register-email',
  signIn: '/api/auth/password/sign-in',
  impersonateSignIn: '/api/auth/password/im-sign-in',
  phoneStart: '/api/auth/phone/start',
  phoneVerify: '/api/auth/phone/verify',
  verifyOtp: '/api/auth/password/verify-otp',
  resendOtp: '/api/auth/password/resend-otp',
  verifyEmailToken: '/api/auth/password/verify-email-token',
  /** GET, with the token in the query: `?token=`. */
  validateToken: '/api/auth/validate-token',
  checkEmailAvailability: '/api/auth/password/check-email-availability',
  startUpdatePassword: '/api/auth/password/start-update-password',
  updatePassword: '/api/auth/password/update-password',
  signOut: '/api/auth/sign-out',
  refresh: '/api/auth/refresh',
  password: '/api/auth/password',
  recover: '/api/auth/password/recover',
  passkeyRegisterOptions: '/api/auth/passkey/register/options',
  passkeyRegister: '/api/auth/passkey/register',
  passkeyLoginOptions: '/api/auth/passkey/login/options',
  passkeyLogin: '/api/auth/passkey/login',
  /** GET: `{ providers }`, the social sign-in providers that are set up. */
  socialProviders: '/api/auth/social-providers',
} as const;
export type AuthApiPath = (typeof AUTH_API_PATHS)[keyof typeof AUTH_API_PATHS];

/**
 * Server route patterns of social sign-in (docs/decisions/065): `:provider` is a social sign-in provider, `:action`
 * login, signup or connect; the callback answers GET and POST (form_post).
 */
export const SOCIAL_AUTH_ROUTES = {
  /** The prefix the OAuth state cookie is scoped to. */
  cookiePath: '/api/auth',
  callback: '/api/auth/:provider/callback',
  start: '/api/auth/:provider/:action',
} as const;
