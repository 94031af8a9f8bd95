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

/**
 * The US zones a student most likely lives in, east to west, then the territories (issue 21: the
 * picker opened on "Africa/Abidjan", the alphabet's first).
 */
export const US_TIME_ZONES: readonly { zone: string; label: string }[] = [
  { zone: 'America/New_York', label: 'Eastern Time (New York)' },
  { zone: 'America/Chicago', label: 'Central Time (Chicago)' },
  { zone: 'America/Denver', label: 'Mountain Time (Denver)' },
  { zone: 'America/Phoenix', label: 'Mountain Time, no daylight saving (Phoenix)' },
  { zone: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles)' },
  { zone: 'America/Anchorage', label: 'Alaska Time (Anchorage)' },
  { zone: 'Pacific/Honolulu', label: 'Hawaii Time (Honolulu)' },
  { zone: 'America/Puerto_Rico', label: 'Atlantic Time (Puerto Rico, U.S. Virgin Islands)' },
  { zone: 'Pacific/Guam', label: 'Chamorro Time (Guam, Northern Mariana Islands)' },
  { zone: 'Pacific/Pago_Pago', label: 'Samoa Time (American Samoa)' },
];

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
