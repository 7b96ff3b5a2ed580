import { type AuthInfo, SIGN_OUT_STORAGE_PREFIXES, STORAGE_KEYS } from '@repclub/shared';
import { useSyncExternalStore } from 'react';

/** The auth info of accounts §3, as the server answers it and as it is stored under `authInfo`. */
export type { AuthInfo } from '@repclub/shared';

export type Session = {
  /** The stored access token; null while a one-time-code step is pending or when signed out. */
  token: string | null;
  refreshToken: string | null;
  authInfo: AuthInfo | null;
  /** Signed in with an access token. */
  isSignedIn: boolean;
  /** A one-time-code step is required (the token is not there yet). */
  requiresOtp: boolean;
  /** The visitor has signed up on this browser before (login rather than sign-up is offered). */
  isSignedUp: boolean;
  isImpersonating: boolean;
};

const CHANGE_EVENT = 'repclub:session';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the session lives for this page only.
  }
}

function parseAuthInfo(raw: string | null): AuthInfo | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as AuthInfo;
    return value && typeof value.userId === 'string' ? value : null;
  } catch {
    return null;
  }
}

let cachedRaw: string | null | undefined;
let cachedSession: Session | undefined;

/** The session as stored now. Stable identity while storage is unchanged (for useSyncExternalStore). */
export function getSession(): Session {
  const raw = [STORAGE_KEYS.token, STORAGE_KEYS.refreshToken, STORAGE_KEYS.authInfo, STORAGE_KEYS.isSignedUp]
    .map(read)
    .join('\u0000');
  if (cachedSession && raw === cachedRaw) return cachedSession;
  const token = read(STORAGE_KEYS.token) || null;
  const authInfo = parseAuthInfo(read(STORAGE_KEYS.authInfo));
  cachedRaw = raw;
  cachedSession = {
    token,
    refreshToken: read(STORAGE_KEYS.refreshToken) || null,
    authInfo,
    isSignedIn: token !== null,
    requiresOtp: token === null && authInfo?.requireOtp === true,
    isSignedUp: read(STORAGE_KEYS.isSignedUp) === 'true',
    isImpersonating: authInfo?.impersonateMode === true || read(STORAGE_KEYS.impersonateMode) === 'true',
  };
  return cachedSession;
}

function notify() {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Stores what a sign-in call answered: the token (when there is one), the refresh token and the info. */
export function saveAuthInfo(info: AuthInfo) {
  write(STORAGE_KEYS.token, info.token);
  write(STORAGE_KEYS.refreshToken, info.refreshToken);
  write(STORAGE_KEYS.authInfo, JSON.stringify(info));
  write(STORAGE_KEYS.isSignedUp, 'true');
  write(STORAGE_KEYS.impersonateMode, info.impersonateMode ? 'true' : null);
  notify();
}

/** Updates fields of the stored auth info (after accepting the terms, completing the profile…). */
export function updateAuthInfo(changes: Partial<AuthInfo>) {
  const current = getSession().authInfo;
  if (!current) return;
  write(STORAGE_KEYS.authInfo, JSON.stringify({ ...current, ...changes }));
  notify();
}

/** Stores new tokens from /auth/refresh. */
export function saveTokens(token: string, refreshToken: string) {
  write(STORAGE_KEYS.token, token);
  write(STORAGE_KEYS.refreshToken, refreshToken);
  notify();
}

/**
 * Signs out locally: removes the stored keys of accounts §3 and the sendEventMessage_ / sendInviteMessage_
 * groups. `isSignedUp` stays, so the next visit offers login.
 */
export function clearSession() {
  for (const key of [
    STORAGE_KEYS.token,
    STORAGE_KEYS.refreshToken,
    STORAGE_KEYS.authInfo,
    STORAGE_KEYS.impersonateMode,
    STORAGE_KEYS.phoneCodeExpiresAt,
  ]) {
    write(key, null);
  }
  try {
    for (let i = window.localStorage.length - 1; i >= 0; i--) {
      const key = window.localStorage.key(i);
      if (key && SIGN_OUT_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix))) {
        window.localStorage.removeItem(key);
      }
    }
  } catch {
    // Storage blocked.
  }
  notify();
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const SIGNED_OUT: Session = {
  token: null,
  refreshToken: null,
  authInfo: null,
  isSignedIn: false,
  requiresOtp: false,
  isSignedUp: false,
  isImpersonating: false,
};

/** The session, following sign-in and sign-out in this tab and in others. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, () => SIGNED_OUT);
}

/** The signed-in viewer's id (null for a visitor): part of the keys of viewer-dependent queries. */
export function useViewerId(): string | null {
  const session = useSession();
  return session.isSignedIn ? (session.authInfo?.userId ?? null) : null;
}
