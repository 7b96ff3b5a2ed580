import { describe, expect, it } from 'vitest';
import { defaultTabLabel } from './tabs';

describe('tabs', () => {
  it('title-cases other values', () => {
    expect(defaultTabLabel('my-events')).toBe('My Events');
  });
});
