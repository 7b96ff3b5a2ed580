/** Sign-in, sign-up and account pages (accounts §2.1, §2.3). */
import { withQuery } from '../common/routes';

export const AUTH_PATHS = {
  auth: {
    index: '/auth',
    login: '/auth/login',
    imLogin: '/auth/im-login',
    signUp: '/auth/sign-up',
    signUp2: '/auth/sign-up-2',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
    confirmEmail: '/auth/confirm-email',
    mfa: '/auth/mfa',
    process: '/auth/process',
    recover: '/auth/recover',
    verifyPhoneNumber: '/auth/verify-phone-number',
  },
  tabsProfileConfirmEmail: '/tabs/profile/confirm-email',
} as const;

export type AuthRedirectQuery = { to?: string; email?: string; inviteId?: string };

export const authRoutes = {
  login: (query: AuthRedirectQuery = {}) => withQuery(AUTH_PATHS.auth.login, query),
  signUp: (query: AuthRedirectQuery = {}) => withQuery(AUTH_PATHS.auth.signUp, query),
} as const;

export const AUTH_ROUTE_PATTERNS = [
  '/auth',
  '/auth/login',
  '/auth/im-login',
  '/auth/sign-up',
  '/auth/sign-up-2',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/confirm-email',
  '/auth/mfa',
  '/auth/process',
  '/auth/recover',
  '/auth/verify-phone-number',
  '/tabs/profile/confirm-email',
] as const;
