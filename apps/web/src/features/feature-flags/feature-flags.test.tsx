import { STORAGE_KEYS } from '@repclub/shared';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  clearFeatureFlagOverrides,
  forceAllFeatureFlags,
  getFeatureFlagOverrides,
  isFeatureEnabled,
  setFeatureFlag,
  useFeatureFlag,
} from '@/features/feature-flags/feature-flags';

function RedeemOffersProbe() {
  return <p>{useFeatureFlag('redeemOffers') ? 'redeem on' : 'redeem off'}</p>;
}

describe('feature flags', () => {
  it('redeemOffers is off by default', () => {
    expect(isFeatureEnabled('redeemOffers')).toBe(false);
    expect(getFeatureFlagOverrides()).toEqual({});
  });

  it('an override is kept in local storage and wins over the default', () => {
    setFeatureFlag('redeemOffers', true);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.featureFlagOverrides) ?? '')).toEqual({
      redeemOffers: true,
    });
    expect(isFeatureEnabled('redeemOffers')).toBe(true);
  });

  it('forcing all flags writes an override for each; clearing removes the key', () => {
    forceAllFeatureFlags(true);
    expect(getFeatureFlagOverrides()).toEqual({ redeemOffers: true });
    forceAllFeatureFlags(false);
    expect(getFeatureFlagOverrides()).toEqual({ redeemOffers: false });
    clearFeatureFlagOverrides();
    expect(window.localStorage.getItem(STORAGE_KEYS.featureFlagOverrides)).toBeNull();
    expect(isFeatureEnabled('redeemOffers')).toBe(false);
  });

  it('ignores unknown flags, non-boolean values and damaged storage', () => {
    window.localStorage.setItem(STORAGE_KEYS.featureFlagOverrides, '{"redeemOffers":"yes","other":true}');
    expect(getFeatureFlagOverrides()).toEqual({});
    window.localStorage.setItem(STORAGE_KEYS.featureFlagOverrides, '{not json');
    expect(getFeatureFlagOverrides()).toEqual({});
    expect(isFeatureEnabled('redeemOffers')).toBe(false);
  });

  it('useFeatureFlag follows overrides as they change, also from another tab', () => {
    render(<RedeemOffersProbe />);
    expect(screen.getByText('redeem off')).toBeInTheDocument();

    act(() => forceAllFeatureFlags(true));
    expect(screen.getByText('redeem on')).toBeInTheDocument();

    act(() => {
      window.localStorage.setItem(STORAGE_KEYS.featureFlagOverrides, '{"redeemOffers":false}');
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.featureFlagOverrides }));
    });
    expect(screen.getByText('redeem off')).toBeInTheDocument();
  });
});
