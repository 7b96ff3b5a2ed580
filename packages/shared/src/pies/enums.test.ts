import { describe, expect, it } from 'vitest';
import { isOnboardingFinished, PIE_APPEARANCE_LAYER_LABELS, PIE_EDIT_TABS, PIE_PERMISSIONS } from './enums';

describe('enumerations', () => {
  it('lists values in spec order', () => {
    expect(PIE_PERMISSIONS).toHaveLength(22);
  });

  it('labels redeem types and pie layers', () => {
    expect(PIE_APPEARANCE_LAYER_LABELS.fork).toBe('Utensil');
  });

  it('treats COMPLETE and NONE as finished onboarding', () => {
    expect(isOnboardingFinished('COMPLETE')).toBe(true);
    expect(isOnboardingFinished('NONE')).toBe(true);
    expect(isOnboardingFinished('PENDING')).toBe(false);
    expect(isOnboardingFinished('ACTIVE')).toBe(false);
  });
});
describe('tabs', () => {
  it('title-cases other values', () => {
    expect(PIE_EDIT_TABS).toContain('upgrade');
  });
});
