import { describe, expect, it } from 'vitest';
import { guestOnlyRedirect, protectedRedirect, safeTarget } from '@/features/auth/guards';
import type { AuthInfo, Session } from '@/lib/session';

const info = (changes: Partial<AuthInfo> = {}): AuthInfo => ({
  token: 't',
  refreshToken: 'r',
  userId: 'u1',
  email: 'a@b.co',
  isDeleted: false,
  isComplete: true,
  isPhoneNumberVerified: true,
  agreeToTermsAndConditions: true,
  requireOtp: false,
  skipMultiFactorAuthentication: false,
  impersonateMode: false,
  ...changes,
});
const signedIn = (changes: Partial<AuthInfo> = {}): Session => ({
  token: 't',
  refreshToken: 'r',
  authInfo: info(changes),
  isSignedIn: true,
  requiresOtp: false,
  isSignedUp: true,
  isImpersonating: false,
});
const visitor = (isSignedUp = false): Session => ({
  token: null,
  refreshToken: null,
  authInfo: null,
  isSignedIn: false,
  requiresOtp: false,
  isSignedUp,
  isImpersonating: false,
});
const at = (href: string) => {
  const url = new URL(href, 'http://x');
  return { pathname: url.pathname, search: Object.fromEntries(url.searchParams), href };
};

describe('protected guard', () => {
  it('sends a pending one-time-code step to /auth/mfa first', () => {
    const pending: Session = {
      ...visitor(true),
      refreshToken: 'r',
      authInfo: info({ token: null, requireOtp: true }),
      requiresOtp: true,
    };
    expect(protectedRedirect(pending, at('/home'))).toBe('/auth/mfa?to=%2Fhome');
    expect(protectedRedirect(pending, at('/home'), { inModal: true })).toBe('/auth/login?to=%2Fhome');
  });

  it('sends a deleted account to /auth/recover, then an incomplete profile to /auth/sign-up-2', () => {
    expect(protectedRedirect(signedIn({ isDeleted: true, isComplete: false }), at('/home'))).toBe(
      '/auth/recover',
    );
    expect(protectedRedirect(signedIn({ isComplete: false }), at('/home'))).toBe(
      '/auth/sign-up-2?to=%2Fhome',
    );
    expect(protectedRedirect(signedIn(), at('/home'))).toBeNull();
  });

  it('sends visitors to login when they signed up before, else to sign-up, carrying the target', () => {
    expect(protectedRedirect(visitor(true), at('/profile/settings?x=1'))).toBe(
      '/auth/login?to=%2Fprofile%2Fsettings%3Fx%3D1',
    );
    expect(protectedRedirect(visitor(false), at('/home'))).toBe('/auth/sign-up?to=%2Fhome');
  });

  it('lets visitors open the public event and reward pages', () => {
    expect(protectedRedirect(visitor(), at('/events/summer-party'))).toBeNull();
    expect(protectedRedirect(visitor(), at('/legacy/pies/p1/rewards/r1'))).toBeNull();
    expect(protectedRedirect(visitor(), at('/events/edit/e1'))).toBe(
      '/auth/sign-up?to=%2Fevents%2Fedit%2Fe1',
    );
  });
});

describe('guest-only guard', () => {
  it('shows auth pages to visitors', () => {
    expect(guestOnlyRedirect(visitor(), at('/auth/login'))).toBeNull();
  });

  it('sends a signed-in user to the invite, the pie hub, the target or home, in that order', () => {
    expect(guestOnlyRedirect(signedIn(), at('/auth/login?inviteId=i9&to=/x'))).toBe('/accept-invite/i9');
    expect(guestOnlyRedirect(signedIn(), at('/auth/login?a=join-now&to=/x'))).toBe(
      '/legacy/pie-hub?a=join-now',
    );
    expect(guestOnlyRedirect(signedIn(), at('/auth/login?to=/profile'))).toBe('/profile');
    expect(guestOnlyRedirect(signedIn(), at('/auth/login'))).toBe('/');
  });

  it('finishes the account first: recover, complete the profile, verify the phone', () => {
    expect(guestOnlyRedirect(signedIn({ isDeleted: true }), at('/auth/login'))).toBe('/auth/recover');
    expect(guestOnlyRedirect(signedIn({ isComplete: false }), at('/auth/login'))).toBe('/auth/sign-up-2');
    expect(guestOnlyRedirect(signedIn({ isPhoneNumberVerified: false }), at('/auth/login'))).toBe(
      '/auth/verify-phone-number',
    );
  });

  it('carries the invite, the action and the target through the profile and phone steps (issue 21)', () => {
    const unverified = signedIn({ isPhoneNumberVerified: false });
    // A newcomer who opened a club link signed out, then signed up.
    expect(guestOnlyRedirect(unverified, at('/auth/sign-up?to=%2Frep-clubs%2Folive-run-crew'))).toBe(
      '/auth/verify-phone-number?to=%2Frep-clubs%2Folive-run-crew',
    );
    // An invitee who logged in from the invite's sign-up page.
    expect(guestOnlyRedirect(unverified, at('/auth/login?inviteId=role-abc&email=a%40b.co'))).toBe(
      '/auth/verify-phone-number?inviteId=role-abc',
    );
    expect(guestOnlyRedirect(signedIn({ isComplete: false }), at('/auth/process?a=join-now&to=/x'))).toBe(
      '/auth/sign-up-2?a=join-now&to=%2Fx',
    );
    // The phone page itself stays, and verifying or skipping (as verified) continues to the carried target.
    expect(
      guestOnlyRedirect(unverified, at('/auth/verify-phone-number?to=/rep-clubs/olive-run-crew')),
    ).toBeNull();
    expect(guestOnlyRedirect(signedIn(), at('/auth/verify-phone-number?to=/rep-clubs/olive-run-crew'))).toBe(
      '/rep-clubs/olive-run-crew',
    );
    expect(guestOnlyRedirect(signedIn(), at('/auth/verify-phone-number?inviteId=role-abc'))).toBe(
      '/accept-invite/role-abc',
    );
    // A target to another site is not carried.
    expect(guestOnlyRedirect(unverified, at('/auth/login?to=https://evil.example'))).toBe(
      '/auth/verify-phone-number',
    );
  });

  it('never follows a target to another site', () => {
    expect(guestOnlyRedirect(signedIn(), at('/auth/login?to=https://evil.example'))).toBe('/');
    expect(safeTarget('//evil.example')).toBeUndefined();
    expect(safeTarget('/events?tab=explore')).toBe('/events?tab=explore');
  });
});
