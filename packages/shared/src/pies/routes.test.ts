import { describe, expect, it } from 'vitest';
import { isPieHubPathAllowed } from './routes';

describe('routes', () => {
  it('applies the pie-hub allow-lists', () => {
    expect(isPieHubPathAllowed('/legacy/pie-hub/overview', true)).toBe(true);
    expect(isPieHubPathAllowed('/legacy/pie-hub/rewards/edit/3', true)).toBe(true);
    expect(isPieHubPathAllowed('/legacy/pie-hub/details', true)).toBe(false);
    expect(isPieHubPathAllowed('/legacy/pie-hub/details', false)).toBe(true);
    expect(isPieHubPathAllowed('/legacy/pie-hub/overview', false)).toBe(false);
  });
});
