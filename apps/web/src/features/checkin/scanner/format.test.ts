import { describe, expect, it } from 'vitest';
import { deviceKind, deviceNameFor } from './format';

describe('device names (decision 112)', () => {
  it('names the device after the person and its kind', () => {
    const phone =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36';
    const tablet = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/131 Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131 Safari/537.36';
    expect(deviceKind({ userAgent: phone })).toBe('phone');
    expect(deviceKind({ userAgent: iphone })).toBe('phone');
    expect(deviceKind({ userAgent: tablet })).toBe('tablet');
    expect(deviceKind({ userAgent: desktop })).toBe('computer');
    expect(deviceKind({ userAgent: desktop, userAgentData: { mobile: true } })).toBe('phone');
    expect(deviceNameFor('Dee', 'phone')).toBe("Dee's phone");
    expect(deviceNameFor('A'.repeat(60), 'computer')).toHaveLength(40);
  });
});
