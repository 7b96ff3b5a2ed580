import { describe, expect, it } from 'vitest';
import { REDEEM_TYPE_LABELS } from './enums';

describe('enumerations', () => {
  it('labels redeem types and pie layers', () => {
    expect(REDEEM_TYPE_LABELS.QR_CODE).toBe('Access Pass');
    expect(REDEEM_TYPE_LABELS.LOCATION_INFO).toBe('Location Information');
  });
});
