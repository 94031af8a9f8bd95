/**
 * The US zones, east to west, then the territories: the zones a student most likely lives in
 * (the reminder settings' picker opened on "Africa/Abidjan", the alphabet's first), and
 * the zones a counselor's checked deadline may name.
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
