import type { HighSchool } from '@campuspath/contract/high-schools';

/**
 * Whether the school's current join code has stopped working, as the API decides when a student
 * types it (expired from its expiry instant on), read on this device's clock: such a code is not
 * handed out, on paper or on screen, as one that works.
 */
export const isJoinCodeExpired = (school: Pick<HighSchool, 'joinCodeExpiresAt'>, now: Date): boolean =>
  school.joinCodeExpiresAt !== null && Date.parse(school.joinCodeExpiresAt) <= now.getTime();
