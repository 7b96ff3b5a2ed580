import { describe, expect, it } from 'vitest';
import { ACTIVITY_FEED_FILTERS } from '../common/tabs';
import { ACTIVITY_FEED_TYPES, activityFeedTypes } from './activity';
import { NOTIFICATION_TYPES } from './enums';

describe('the activity feed filters', () => {
  it('put each notification type under one kind at most, and only known types', () => {
    const seen = new Map<string, string>();
    for (const [kind, types] of Object.entries(ACTIVITY_FEED_TYPES)) {
      for (const type of types) {
        expect(NOTIFICATION_TYPES).toContain(type);
        expect(seen.get(type), `${type} is under ${seen.get(type)} and ${kind}`).toBeUndefined();
        seen.set(type, kind);
      }
    }
  });

  it('answer every type for all and a non-empty list for each other filter', () => {
    expect(activityFeedTypes('all')).toBeNull();
    for (const filter of ACTIVITY_FEED_FILTERS.filter((f) => f !== 'all')) {
      expect(activityFeedTypes(filter)?.length).toBeGreaterThan(0);
    }
    expect(activityFeedTypes('achievements')).toEqual(['ReceiveAchievement']);
  });
});
