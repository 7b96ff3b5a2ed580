import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breadcrumbItems } from './breadcrumb';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';

describe('breadcrumbItems', () => {
  it('splits the path on "/" and pairs each part with the path up to it', () => {
    expect(breadcrumbItems('/my/rep-clubs/club-7/events')).toEqual([
      { label: 'My', path: '/my' },
      { label: 'Rep Clubs', path: '/my/rep-clubs' },
      { label: 'Club 7', path: '/my/rep-clubs/club-7' },
      { label: 'Events', path: '/my/rep-clubs/club-7/events' },
    ]);
  });

  it("leads the editor's Events to the host's events, not the public explore page", () => {
    expect(breadcrumbItems('/events/edit/ev-1')).toEqual([
      { label: 'Events', path: '/rep-club/events' },
      { label: 'Edit', path: '/events/edit' },
      { label: 'Ev 1', path: '/events/edit/ev-1' },
    ]);
    expect(breadcrumbItems('/events/summer-party')[0]).toEqual({ label: 'Events', path: '/events' });
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

  it('shows the name a mounted page gave an id, and the id again once the page is gone', () => {
    const id = '7f1c2d9e-0000-4000-8000-000000000001';
    const page = renderHook(() => useBreadcrumbLabel(id, 'Rooftop Jazz Night'));
    expect(breadcrumbItems(`/events/edit/${id}`).at(-1)).toEqual({
      label: 'Rooftop Jazz Night',
      path: `/events/edit/${id}`,
    });
    page.unmount();
    expect(breadcrumbItems(`/events/edit/${id}`).at(-1)?.label).toBe('7f1c2d9e 0000 4000 8000 000000000001');
  });
});
