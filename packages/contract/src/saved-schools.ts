import { z } from 'zod';
import { coercedUnitIdSchema, dateTimeStringSchema } from './common.ts';
import { schoolCardSchema } from './schools.ts';
import { SAVED_SCHOOLS_MAX } from './saved-schools-terms.ts';

/**
 * Saved universities: the bookmark on cards and the Save button on university pages,
 * kept on the account. School ids are IPEDS UNITIDs.
 */

const schoolId = coercedUnitIdSchema('Give a university id (its IPEDS UNITID)');

/** `PUT` and `DELETE /api/saved-schools/{schoolId}`. */
export const savedSchoolParamsSchema = z.strictObject({ schoolId });

export const savedSchoolSchema = z.object({
  schoolId: z.number().int(),
  /** When it was saved (ISO instant); the list is newest first. */
  savedAt: dateTimeStringSchema,
  school: schoolCardSchema,
});
export type SavedSchool = z.infer<typeof savedSchoolSchema>;

/** `GET /api/saved-schools`. Schools no longer in the catalogue are left out. */
export const savedSchoolsResponseSchema = z.object({
  results: z.array(savedSchoolSchema),
  count: z.number().int(),
});
export type SavedSchoolsResponse = z.infer<typeof savedSchoolsResponseSchema>;

/** `POST /api/saved-schools/merge`: bookmarks made while signed out, in the order they were made. */
export const mergeSavedSchoolsBodySchema = z.strictObject({
  schoolIds: z
    .array(
      z
        .number({ error: /*i18n*/ 'School ids are numbers' })
        .int(/*i18n*/ 'School ids are whole numbers')
        .positive(/*i18n*/ 'School ids are positive'),
    )
    .max(SAVED_SCHOOLS_MAX, `Send at most ${SAVED_SCHOOLS_MAX} school ids`),
});
export type MergeSavedSchoolsBody = z.infer<typeof mergeSavedSchoolsBodySchema>;

/**
 * What the merge did: ids already saved count as merged; ids no longer in the catalogue and ids
 * past the limit are reported, not saved (the merge never fails for them, so it can be retried safely).
 */
export const mergeSavedSchoolsResponseSchema = z.object({
  merged: z.array(z.number().int()),
  unknown: z.array(z.number().int()),
  overLimit: z.array(z.number().int()),
  count: z.number().int(),
});
export type MergeSavedSchoolsResponse = z.infer<typeof mergeSavedSchoolsResponseSchema>;
