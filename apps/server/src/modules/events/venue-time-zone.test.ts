import { describe, expect, it } from 'vitest';
import { eventTimeZone, venueTimeZone } from './venue-time-zone';

describe('venueTimeZone', () => {
  it('answers the zone of the venue from its coordinates', () => {
    expect(venueTimeZone(40.7128, -74.006)).toBe('America/New_York');
    expect(venueTimeZone(41.8781, -87.6298)).toBe('America/Chicago');
    expect(venueTimeZone(48.8566, 2.3522)).toBe('Europe/Paris');
    expect(venueTimeZone(-33.8688, 151.2093)).toBe('Australia/Sydney');
  });

  it('answers null for coordinates out of range', () => {
    expect(venueTimeZone(91, 0)).toBeNull();
    expect(venueTimeZone(0, 181)).toBeNull();
    expect(venueTimeZone(Number.NaN, 0)).toBeNull();
  });

  it("keeps the host's zone for an event without coordinates", () => {
    expect(eventTimeZone(null, 'Europe/Berlin')).toBe('Europe/Berlin');
    expect(eventTimeZone({ latitude: 39.7392, longitude: -104.9903 }, 'UTC')).toBe('America/Denver');
  });
});
