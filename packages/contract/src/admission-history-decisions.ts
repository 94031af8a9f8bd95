import { z } from 'zod';
import { HISTORY_DECISIONS } from './admission-history-terms.ts';
import { historyImportSchema } from './admission-history-imports.ts';
import { DECISIONS_LEFT_OUT_REASONS } from './admission-history-decisions-terms.ts';
import { APPLICATION_ROUNDS } from './applications-terms.ts';

/**
 * Next year's history from this year's decisions: a counselor builds admission-history rows from
 * the decided applications of the school's students who switched on the `history` consent
 * (sharing-terms.ts), reviews them, and imports them as one import, all or nothing, through the
 * same path as a CSV file. Rules in docs/admission-history.md; the words and small rules are in
 * admission-history-decisions-terms.ts (without zod, for pages).
 */

const classYearSchema = z.coerce
  .number({ error: /*i18n*/ 'Enter a class year such as 2027' })
  .int(/*i18n*/ 'Enter a class year such as 2027')
  .min(2000, /*i18n*/ 'Class years start at 2000')
  .max(2100, /*i18n*/ 'Enter a class year such as 2027');

/** `GET …/admission-history/decisions?classYear=`: the class of the current calendar year unless another is named. */
export const decisionsPreviewQuerySchema = z.strictObject({ classYear: classYearSchema.optional() });

/** One proposed row: an applicant without name or id, as the history will hold them. */
export const decisionRowSchema = z.object({
  collegeId: z.number().int(),
  collegeName: z.string(),
  round: z.enum(APPLICATION_ROUNDS),
  decision: z.enum(HISTORY_DECISIONS),
  /** The application was deferred before this final decision. */
  deferred: z.boolean(),
  /** Unweighted, from the student's profile when the rows are built. */
  gpa: z.number(),
  sat: z.number().int().nullable(),
  act: z.number().int().nullable(),
});
export type DecisionRow = z.infer<typeof decisionRowSchema>;

export const decisionsPreviewSchema = z.object({
  classYear: z.number().int(),
  season: z.string(),
  /** The import's name, shown wherever the history shows its source. */
  source: z.string(),
  /**
   * Students of the class who agreed, and how many of them add rows. Students who did not agree
   * are never read: nothing about them is counted here or anywhere else.
   */
  students: z.object({ consented: z.number().int(), included: z.number().int() }),
  leftOut: z.array(z.object({ reason: z.enum(DECISIONS_LEFT_OUT_REASONS), students: z.number().int(), label: z.string() })),
  /** Sorted by college name, then by their values, so the order says nothing about who is who. */
  rows: z.array(decisionRowSchema),
  /** Identifies these rows: the import sends it back, and is refused if the rows changed since. */
  fingerprint: z.string(),
  /** The import these same rows already made, if any (importing again adds nothing). */
  alreadyImported: historyImportSchema.nullable(),
});
export type DecisionsPreview = z.infer<typeof decisionsPreviewSchema>;

/** `POST …/admission-history/decisions`: the class and the fingerprint of the rows the counselor reviewed. */
export const importDecisionsBodySchema = z.strictObject({
  classYear: classYearSchema,
  // Any other text than the preview's is answered 409 (the rows differ), like a stale one.
  fingerprint: z
    .string({ error: /*i18n*/ 'Preview the rows first' })
    .min(1, /*i18n*/ 'Preview the rows first')
    .max(128, /*i18n*/ 'Preview the rows first'),
});
export type ImportDecisionsBody = z.input<typeof importDecisionsBodySchema>;

export const importDecisionsResponseSchema = z.object({ import: historyImportSchema, alreadyImported: z.boolean() });
export type ImportDecisionsResponse = z.infer<typeof importDecisionsResponseSchema>;
