import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from './enums';

describe('enumerations', () => {
  it('lists values in spec order', () => {
    // The spec's 29, then the ones we add (docs/decisions/031, 075, 080, 084, 085, 089, 097, 098, 100, 101).
    expect(NOTIFICATION_TYPES).toHaveLength(50);
    expect(NOTIFICATION_TYPES.slice(0, 29).at(-1)).toBe('EventCheckinSuccess');
  });
});
