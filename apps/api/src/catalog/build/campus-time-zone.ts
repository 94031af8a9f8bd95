import tzLookup from '@photostructure/tz-lookup';

/**
 * tz-lookup's boundaries are simplified, so a campus near a border can land in the neighbour's
 * zone: Bottineau, ND in Winnipeg's (same clock as Chicago) and Pago Pago in Samoa's (the other
 * side of the date line). These map a foreign answer back to the US zone keeping the same clock.
 */
const US_ZONE_FOR: Record<string, string> = {
  'America/Winnipeg': 'America/Chicago',
  'America/Toronto': 'America/New_York',
  'America/Vancouver': 'America/Los_Angeles',
  'America/Tijuana': 'America/Los_Angeles',
  'America/Regina': 'America/Denver',
  'Pacific/Apia': 'Pacific/Pago_Pago',
};

/**
 * The IANA time zone of a campus from its coordinates (tz-lookup's boundary data), so deadlines
 * at a school fall due at 11:59 pm in the school's own zone. Null when the lookup fails.
 */
export function timeZoneAt(lat: number, lng: number): string | null {
  try {
    const zone = tzLookup(lat, lng);
    return US_ZONE_FOR[zone] ?? zone;
  } catch {
    return null;
  }
}
