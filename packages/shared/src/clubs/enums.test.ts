import { describe, expect, it } from 'vitest';
import { BRAND_ADMIN_TAB_LABELS, CLUB_ROLE_DISPLAY_NAMES } from './enums';

describe('enumerations', () => {
  it('names event and club roles', () => {
    expect(CLUB_ROLE_DISPLAY_NAMES.ACCOUNT_MANAGER).toBe('Account Manager');
  });
});
describe('tabs', () => {
  it('labels the brand admin edit tab Details', () => {
    expect(BRAND_ADMIN_TAB_LABELS.edit).toBe('Details');
    expect(BRAND_ADMIN_TAB_LABELS['loyalty-tiers']).toBe('Loyalty Tiers');
  });
});
