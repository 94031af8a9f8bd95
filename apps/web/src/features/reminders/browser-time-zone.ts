import { isValidTimeZone } from '@campuspath/contract/deadline-time';

/** The browser's IANA zone ("America/Chicago"), or null when it reports none the API would accept. */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/** Every zone the browser knows, for the time zone select; `current` is kept even if the list lacks it ("UTC" in some engines). */
export function timeZoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return zones.includes(current) ? zones : [current, ...zones];
}
