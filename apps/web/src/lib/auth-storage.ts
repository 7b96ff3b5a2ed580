import { STORAGE_KEYS } from '@repclub/shared';
import { useSyncExternalStore } from 'react';

/** The stored access token, or `null` when signed out or when storage is unavailable. */
export function getStoredToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.token) || null;
  } catch {
    return null;
  }
}

function subscribeToStorage(onStoreChange: () => void): () => void {
  window.addEventListener('storage', onStoreChange);
  return () => window.removeEventListener('storage', onStoreChange);
}

function hasStoredToken(): boolean {
  return getStoredToken() !== null;
}

/** Whether a token is stored; follows sign-in and sign-out in other tabs. */
export function useHasStoredToken(): boolean {
  return useSyncExternalStore(subscribeToStorage, hasStoredToken, () => false);
}
