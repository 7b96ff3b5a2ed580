import { describe, expect, it } from 'vitest';
import { breadcrumbItems } from '@/ui/main-shell/breadcrumb';

describe('breadcrumbItems', () => {
  it('splits the path on "/" and pairs each part with the path up to it', () => {
    expect(breadcrumbItems('/my/rep-clubs/club-7/events')).toEqual([
      { label: 'My', path: '/my' },
      { label: 'Rep Clubs', path: '/my/rep-clubs' },
      { label: 'Club 7', path: '/my/rep-clubs/club-7' },
      { label: 'Events', path: '/my/rep-clubs/club-7/events' },
    ]);
  });

  it('has one part for a top-level page and none for /', () => {
    expect(breadcrumbItems('/home')).toEqual([{ label: 'Home', path: '/home' }]);
    expect(breadcrumbItems('/')).toEqual([]);
  });

  it('drops empty parts, the query and the hash, and decodes each part', () => {
    expect(breadcrumbItems('/events//summer%20fest/?tab=info#top')).toEqual([
      { label: 'Events', path: '/events' },
      { label: 'Summer Fest', path: '/events/summer%20fest' },
    ]);
  });

  it('keeps a part that cannot be decoded as it is', () => {
    expect(breadcrumbItems('/events/%E0%A4%A')).toEqual([
      { label: 'Events', path: '/events' },
      { label: '%E0%A4%A', path: '/events/%E0%A4%A' },
    ]);
  });
});
