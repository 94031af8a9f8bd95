/**
 * Browse by major: constants the web shows without loading zod. The schemas of
 * `GET /api/programs` are in programs.ts.
 */

/** How many of a field's largest programs `GET /api/programs` lists. */
export const LARGEST_PROGRAMS_COUNT = 5;
