import { describe, expect, it } from 'vitest';
import { socialAuthProvider } from './enums';

describe('enumerations', () => {
  it('maps social options to auth providers', () => {
    expect(socialAuthProvider('youtube')).toBe('google');
    expect(socialAuthProvider('amazonmusic')).toBe('amazon');
    expect(socialAuthProvider('facebook')).toBe('facebook');
  });
});
