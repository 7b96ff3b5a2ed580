import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes';

describe('routes', () => {
  it('matches patterns and decodes parameters', () => {
    expect(matchRoute('/legacy/pies/{id}/rewards/{rewardId}', '/legacy/pies/p%20q/rewards/r?x=1')).toEqual({
      id: 'p q',
      rewardId: 'r',
    });
    expect(matchRoute('/events/{slug}', '/events/a/b')).toBeNull();
  });
});
