import { FEATURE_FLAG_DEFAULTS, type FeatureFlag, STORAGE_KEYS } from '@repclub/shared';
import { useSyncExternalStore } from 'react';

/**
 * Feature flags (accounts §2.4): each flag has a default (`FEATURE_FLAG_DEFAULTS`; `redeemOffers` is off),
 * and an override kept in local storage under `featureFlagOverrides`. The Dev Mode switch of development
 * builds writes an override for every flag at once.
 */
export type FeatureFlagOverrides = Partial<Record<FeatureFlag, boolean>>;

export const FEATURE_FLAGS = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlag[];

const CHANGE_EVENT = 'repclub:feature-flags';

function isFlag(name: string): name is FeatureFlag {
  return Object.hasOwn(FEATURE_FLAG_DEFAULTS, name);
}

let cachedRaw: string | null | undefined;
let cachedOverrides: FeatureFlagOverrides = {};

/** The stored overrides; unknown flags and non-boolean values are ignored. Stable while storage is unchanged. */
export function getFeatureFlagOverrides(): FeatureFlagOverrides {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEYS.featureFlagOverrides);
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cachedOverrides;
  const overrides: FeatureFlagOverrides = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') {
      for (const [name, value] of Object.entries(parsed)) {
        if (isFlag(name) && typeof value === 'boolean') overrides[name] = value;
      }
    }
  } catch {
    // A damaged value counts as no override.
  }
  cachedRaw = raw;
  cachedOverrides = overrides;
  return overrides;
}

/** Replaces the stored overrides (an empty set removes the key: every flag is back to its default). */
export function setFeatureFlagOverrides(overrides: FeatureFlagOverrides) {
  try {
    if (Object.keys(overrides).length === 0)
      window.localStorage.removeItem(STORAGE_KEYS.featureFlagOverrides);
    else window.localStorage.setItem(STORAGE_KEYS.featureFlagOverrides, JSON.stringify(overrides));
  } catch {
    // Storage blocked: nothing to keep.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Overrides one flag, keeping the others. */
export function setFeatureFlag(name: FeatureFlag, value: boolean) {
  setFeatureFlagOverrides({ ...getFeatureFlagOverrides(), [name]: value });
}

/** Forces every flag on or off (the Dev Mode switch). */
export function forceAllFeatureFlags(value: boolean) {
  setFeatureFlagOverrides(Object.fromEntries(FEATURE_FLAGS.map((name) => [name, value])));
}

export function clearFeatureFlagOverrides() {
  setFeatureFlagOverrides({});
}

/** Whether a flag is on: its override when there is one, else its default. */
export function isFeatureEnabled(name: FeatureFlag, overrides = getFeatureFlagOverrides()): boolean {
  return overrides[name] ?? FEATURE_FLAG_DEFAULTS[name];
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const NO_OVERRIDES: FeatureFlagOverrides = {};

/** The stored overrides, following changes in this tab and in others. */
export function useFeatureFlagOverrides(): FeatureFlagOverrides {
  return useSyncExternalStore(subscribe, getFeatureFlagOverrides, () => NO_OVERRIDES);
}

/** Whether a feature flag is on, following overrides as they change. */
export function useFeatureFlag(name: FeatureFlag): boolean {
  return isFeatureEnabled(name, useFeatureFlagOverrides());
}
