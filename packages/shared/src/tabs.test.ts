import { describe, expect, it } from 'vitest';
import {
  BRAND_ADMIN_TAB_LABELS,
  defaultTabLabel,
  EVENT_EDITOR_TAB_LABELS,
  EVENT_EDITOR_TABS,
  EVENTS_LIST_TAB_LABELS,
  PIE_EDIT_TABS,
} from './tabs';

describe('tabs', () => {
  it('labels the event editor guest tab Tickets', () => {
    expect(EVENT_EDITOR_TABS).toEqual(['info', 'guest', 'settings', 'questions', 'rep-clubs', 'preview']);
    expect(EVENT_EDITOR_TAB_LABELS.guest).toBe('Tickets');
    expect(EVENT_EDITOR_TAB_LABELS['rep-clubs']).toBe('Rep Clubs');
  });

  it('labels the brand admin edit tab Details', () => {
    expect(BRAND_ADMIN_TAB_LABELS.edit).toBe('Details');
    expect(BRAND_ADMIN_TAB_LABELS['loyalty-tiers']).toBe('Loyalty Tiers');
  });

  it('title-cases other values', () => {
    expect(defaultTabLabel('my-events')).toBe('My Events');
    expect(EVENTS_LIST_TAB_LABELS['this-week']).toBe('This Week');
    expect(PIE_EDIT_TABS).toContain('upgrade');
  });
});
