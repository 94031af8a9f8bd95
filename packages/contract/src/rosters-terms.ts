/** Roster constants without zod, so the roster page, which only shows them, does not load it. */

/** Where a roster student is: not invited yet, invited, joined the school, sharing their plan. */
export const ROSTER_STATUSES = ['not_invited', 'invited', 'joined', 'sharing'] as const;
export type RosterStatus = (typeof ROSTER_STATUSES)[number];
