/**
 * Browse by major: constants the web shows without loading zod. The schemas of
 * `GET /api/programs` are in programs.ts.
 */

/** How many of a field's largest programs `GET /api/programs` lists. */
export const LARGEST_PROGRAMS_COUNT = 5;

/**
 * How "largest" is decided, in the words the page shows. The College Scorecard publishes each
 * school's share of degrees by field (PCIP, 2023-24 where reported), not counts, so the size of a school's
 * program is estimated as share x degree-seeking undergraduates (UGDS, fall 2023 where reported), rounded.
 * Schools that report no undergraduate enrolment cannot be estimated and are not ranked; they
 * still count among the schools awarding degrees in the field.
 */
export const LARGEST_PROGRAMS_RULE =
  'Program sizes are estimates: the College Scorecard reports the share of each school’s degrees awarded in a field, not counts, ' +
  'so we multiply that share by the school’s undergraduate enrollment.';
