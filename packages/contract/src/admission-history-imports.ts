import { z } from 'zod';
import { HISTORY_CHOSEN_NAMES_MAX } from './admission-history-terms.ts';
import { dateTimeStringSchema, recordIdSchema } from './common.ts';
import { apiErrorSchema } from './errors.ts';

/**
 * Importing a high school's admission history: a counselor's CSV of past applicants' outcomes,
 * the report of its problems and unplaced college names, and the imports made so far. The reads
 * and the settings of what students see are in admission-history.ts.
 */

export const historyImportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** Rows in the file. */
  rows: z.number().int(),
  /** Rows the history did not already hold from an earlier import when this one was made. */
  newRows: z.number().int(),
  classYears: z.array(z.number().int()),
  colleges: z.number().int(),
  /** The counselor who imported it (null once their account is gone). */
  importedBy: z.object({ id: z.string().nullable(), name: z.string() }),
  importedAt: dateTimeStringSchema,
  /** A generated sample (CampusPath's sample file or the demo), not real applicants. */
  sample: z.boolean(),
});
export type HistoryImport = z.infer<typeof historyImportSchema>;
export const historyImportListResponseSchema = z.object({ imports: z.array(historyImportSchema) });

export const collegeSuggestionSchema = z.object({ id: z.number().int(), name: z.string(), city: z.string(), state: z.string() });
export type CollegeSuggestion = z.infer<typeof collegeSuggestionSchema>;

/** One problem of an import: the file's row (1 is the header; null for the whole file) and column. */
export const importProblemSchema = z.object({
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  value: z.string().nullable(),
  problem: z.string(),
  /** For a college the catalogue does not know: the closest catalogue names with their UNITIDs. */
  suggestions: z.array(collegeSuggestionSchema),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** A college name of a file and how it was read: by search (a short name, a nickname...) or as the counselor chose. */
export const collegeNameSchema = z.object({
  /** The text as the file has it. */
  value: z.string(),
  /** How many rows name it. */
  rows: z.number().int(),
  collegeId: z.number().int(),
  collegeName: z.string(),
  /** `search`: one of the forms search knows ("Georgia State", "UGA"); `chosen`: the counselor picked it for these rows. */
  how: z.enum(['unitid', 'name', 'search', 'chosen']),
});
export type CollegeName = z.infer<typeof collegeNameSchema>;

/** A college name of a file the catalogue cannot place alone: every row naming it shares the problem and the suggestions. */
export const unknownCollegeNameSchema = z.object({
  value: z.string(),
  rows: z.number().int(),
  problem: z.string(),
  suggestions: z.array(collegeSuggestionSchema),
});

export const importReportSchema = z.object({
  /** Data rows read (blank lines and comment lines starting with # are skipped). */
  rowsRead: z.number().int(),
  /** How the bytes were read: UTF-8 (with or without BOM), or Windows-1252 (Excel's "CSV" on Windows). */
  encoding: z.enum(['utf-8', 'utf-8-bom', 'windows-1252']),
  /** Columns the file has that CampusPath does not use (not stored). */
  ignoredColumns: z.array(z.string()),
  problems: z.array(importProblemSchema),
  /** Every problem found; `problems` lists the first IMPORT_PROBLEMS_SHOWN. */
  problemCount: z.number().int(),
  /** Each college name the catalogue could not place, once, with its rows: one choice fixes them all (the import's `names`). */
  unknownNames: z.array(unknownCollegeNameSchema),
  /** Names read by search or by the counselor's choice rather than as an official name, to check. */
  namesRead: z.array(collegeNameSchema.extend({ how: z.enum(['search', 'chosen']) })),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const historyImportResponseSchema = z.object({
  import: historyImportSchema,
  /** True when the file's rows were already imported as this import: nothing was added. */
  alreadyImported: z.boolean(),
  report: importReportSchema,
});
export type HistoryImportResponse = z.infer<typeof historyImportResponseSchema>;

/** 422 `import_rejected`: the file has problems; nothing was imported (all or nothing). */
export const importRejectedSchema = apiErrorSchema.extend({ report: importReportSchema });
export type ImportRejected = z.infer<typeof importRejectedSchema>;

export const historyImportParamsSchema = z.strictObject({ id: recordIdSchema, importId: recordIdSchema });

/** The optional file name of a `text/csv` body (a multipart upload names its own). */
export const csvUploadQuerySchema = z.strictObject({
  fileName: z.string().trim().min(1, /*i18n*/ 'Name the file').max(200, /*i18n*/ 'File names are at most 200 characters').optional(),
});

const namesMessage = 'Write each as UNITID:name, the name exactly as the file has it (for example 139940:Georgia State)';

/**
 * An admission-history import's query: the file name, and `names`: for a college name the report
 * could not place alone, the college the counselor chose for every row with that name
 * ("139940:Georgia State", repeatable, at most HISTORY_CHOSEN_NAMES_MAX).
 */
export const historyImportQuerySchema = csvUploadQuerySchema.extend({
  names: z
    .preprocess(
      (value) => (value === undefined ? value : Array.isArray(value) ? value : [value]),
      z
        .array(
          z
            .string()
            .regex(/^\d{1,9}:.+$/s, namesMessage)
            .max(300, namesMessage),
          { error: namesMessage },
        )
        .max(HISTORY_CHOSEN_NAMES_MAX, `Choose colleges for at most ${HISTORY_CHOSEN_NAMES_MAX} names at once`),
    )
    .optional(),
});
export type HistoryImportQuery = z.output<typeof historyImportQuerySchema>;
