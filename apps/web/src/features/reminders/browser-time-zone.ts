import { isValidTimeZone } from '@campuspath/contract/deadline-time';
import { US_TIME_ZONES } from '../../lib/us-time-zones.ts';

/** The browser's IANA zone ("America/Chicago"), or null when it reports none the API would accept. */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

export interface TimeZoneChoices {
  /** The saved or suggested zone when it is not a US one (a student abroad keeps theirs on top). */
  own: string | null;
  /** The US zones. */
  us: readonly { zone: string; label: string }[];
  /** Every other zone the browser knows, alphabetically. */
  others: string[];
}

/** The time zone select's options: the student's own and the US zones first, then every other zone the browser knows. */
export function timeZoneOptions(current: string): TimeZoneChoices {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const us = new Set(US_TIME_ZONES.map(({ zone }) => zone));
  const own = us.has(current) ? null : current;
  return { own, us: US_TIME_ZONES, others: zones.filter((zone) => !us.has(zone) && zone !== own) };
}
