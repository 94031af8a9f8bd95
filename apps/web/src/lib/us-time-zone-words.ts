import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The US zones' names (lib/us-time-zones.ts) in the page's language, by zone; the cities and
 * territories are names and stay as they are.
 */
export const US_TIME_ZONE_WORDS: Record<string, MessageDescriptor> = {
  'America/New_York': msg`Eastern Time (New York)`,
  'America/Chicago': msg`Central Time (Chicago)`,
  'America/Denver': msg`Mountain Time (Denver)`,
  'America/Phoenix': msg`Mountain Time, no daylight saving (Phoenix)`,
  'America/Los_Angeles': msg`Pacific Time (Los Angeles)`,
  'America/Anchorage': msg`Alaska Time (Anchorage)`,
  'Pacific/Honolulu': msg`Hawaii Time (Honolulu)`,
  'America/Puerto_Rico': msg`Atlantic Time (Puerto Rico, U.S. Virgin Islands)`,
  'Pacific/Guam': msg`Chamorro Time (Guam, Northern Mariana Islands)`,
  'Pacific/Pago_Pago': msg`Samoa Time (American Samoa)`,
};
