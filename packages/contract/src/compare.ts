import { z } from 'zod';
import { alsoAccepts, UNITID_MAX } from './common.ts';
import { COMPARE_MAX, splitCompareIds } from './compare-terms.ts';
import { schoolDetailSchema } from './school-detail.ts';

/**
 * Compare: universities side by side. The comparison itself is public catalogue data
 * (`GET /api/compare`, shareable by URL); a signed-in student's chosen list lives on the account
 * (`GET` / `PUT /api/compare-list`). School ids are IPEDS UNITIDs.
 */

// Spelled out rather than with the `i` flag, so the OpenAPI pattern (which has no flags) means the same.
const ID_PATTERN = /^[A-Za-z0-9-]{1,200}$/;
const idsMessage = `Give 1 to ${COMPARE_MAX} different university ids (UNITIDs or slugs), separated by commas`;

/**
 * `GET /api/compare?ids=166683,170976` (or `ids` repeated). Each id is a UNITID or a slug; 1 to
 * COMPARE_MAX of them, all different. Anything else is a 400 naming `ids`.
 */
export const compareQuerySchema = z.strictObject({
  ids: z.preprocess(
    (value) => (typeof value === 'string' || Array.isArray(value) ? splitCompareIds(value as string | string[]) : value),
    z
      .array(
        // splitCompareIds trims each id and skips empty ones (`ids=166683, 170976`, a trailing comma).
        alsoAccepts(z.string().regex(ID_PATTERN, idsMessage), {
          type: 'string',
          pattern: '^\\s*[A-Za-z0-9-]{0,200}\\s*$',
          description: 'An id with spaces around it, or an empty one, which is skipped',
        }),
        { error: idsMessage },
      )
      .min(1, idsMessage)
      .max(COMPARE_MAX, idsMessage)
      .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, 'Give each university id once'),
  ),
});
export type CompareQuery = z.output<typeof compareQuerySchema>;

/**
 * The comparison: each school in full, in the order asked (a school asked twice, by UNITID and
 * by slug, appears once), and the ids the catalogue does not know, as they were given.
 */
export const compareResponseSchema = z.object({
  schools: z.array(schoolDetailSchema),
  missing: z.array(z.string()),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;

const schoolIdsMessage = `Choose up to ${COMPARE_MAX} universities`;

/** `PUT /api/compare-list`: the whole list, in order. Every id must be a university in the catalogue. */
export const compareListBodySchema = z.strictObject({
  schoolIds: z
    .array(
      z
        .number({ error: /*i18n*/ 'School ids are numbers (IPEDS UNITIDs)' })
        .int(/*i18n*/ 'School ids are whole numbers')
        .positive(/*i18n*/ 'School ids are positive')
        .max(UNITID_MAX, /*i18n*/ 'School ids are IPEDS UNITIDs'),
    )
    .max(COMPARE_MAX, schoolIdsMessage)
    .refine((ids) => new Set(ids).size === ids.length, /*i18n*/ 'Each university can be in the list once'),
});
export type CompareListBody = z.infer<typeof compareListBodySchema>;

/** `GET` and `PUT /api/compare-list`: the signed-in student's list, in order. */
export const compareListResponseSchema = z.object({ schoolIds: z.array(z.number().int()) });
export type CompareListResponse = z.infer<typeof compareListResponseSchema>;
