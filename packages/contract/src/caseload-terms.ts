/** Caseload constants without zod, so the caseload page, which only shows them, does not load it. */

export const CASELOAD_SORTS = ['name', 'upcoming', 'overdue', 'lastActivity'] as const;
