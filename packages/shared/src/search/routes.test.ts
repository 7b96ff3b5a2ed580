import { describe, expect, it } from 'vitest';
import { isSearchBoxHidden } from './routes';

describe('routes', () => {
  it('hides the search box on the listed routes', () => {
    for (const path of ['/profile/settings', '/events', '/home', '/rep-clubs/1', '/rep-club/team']) {
      expect(isSearchBoxHidden(path)).toBe(true);
    }
    expect(isSearchBoxHidden('/my/rep-clubs/1/team')).toBe(true);
    expect(isSearchBoxHidden('/rep-points/my-points')).toBe(true);
    expect(isSearchBoxHidden('/offers/explore')).toBe(true);
    expect(isSearchBoxHidden('/search')).toBe(false);
    expect(isSearchBoxHidden('/legacy/trade-hub')).toBe(false);
    expect(isSearchBoxHidden('/homepage')).toBe(false);
  });
});
