import tzLookup from '@photostructure/tz-lookup';

/**
 * The IANA time zone of a place (docs/decisions/052): the venue's zone from its coordinates, answered by
 * @photostructure/tz-lookup (the maintained fork of tz-lookup, data built from timezone-boundary-builder,
 * 73 KB, no I/O). Out at sea it answers an `Etc/GMT±N` zone. Null for coordinates out of range.
 */
export function venueTimeZone(latitude: number, longitude: number): string | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (latitude < -90 || latitude > 90 || longitude < -180 || longitude > 180) return null;
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return null;
  }
}

/** The zone an event is kept in: its venue's when it has coordinates, else the one the host chose. */
export function eventTimeZone(
  location: { latitude: number | null; longitude: number | null } | null | undefined,
  chosen: string,
): string {
  if (location?.latitude == null || location.longitude == null) return chosen;
  return venueTimeZone(location.latitude, location.longitude) ?? chosen;
}
