import { describe, expect, it } from 'vitest';
import { isMediaUrl } from './urls';

describe('isMediaUrl (docs/decisions/109)', () => {
  it('takes http(s) URLs and paths of our media, nothing else', () => {
    for (const ok of [
      'https://images.example/a.png',
      'http://localhost:3000/api/media/events/u/a.webp?v=1',
      '/api/media/events/0b6c/a-B_9.webp?v=1795729666212',
      '/api/media/clubs/u/x.webp',
    ])
      expect(isMediaUrl(ok), ok).toBe(true);
    for (const bad of [
      '/api/graphql',
      '/api/media/',
      '/api/media/../secrets',
      '//evil.example/api/media/a.webp',
      'javascript:alert(1)',
      'api/media/a.webp',
      '/api/media/a b.webp',
    ])
      expect(isMediaUrl(bad), bad).toBe(false);
  });
});
