import { z } from 'zod';
import { dateStringSchema, dateTimeStringSchema, dueDateSchema, itemResponse, listResponse, recordIdSchema } from './common.ts';
import {
  ESSAY_APPLICATIONS_MAX,
  ESSAY_BODY_MAX_LENGTH,
  ESSAY_MAX_WORDS_LIMIT,
  ESSAY_PROMPT_MAX_LENGTH,
  ESSAY_STATUSES,
  ESSAY_TITLE_MAX_LENGTH,
} from './essays-terms.ts';

/** Essays with an editor, autosave and version history. Constants live in essays-terms.ts. */
export const essayStatusSchema = z.enum(ESSAY_STATUSES, { error: /*i18n*/ 'Choose a status' });

const titleSchema = z
  .string({ error: /*i18n*/ 'Enter a title' })
  .trim()
  .min(1, /*i18n*/ 'Enter a title')
  .max(ESSAY_TITLE_MAX_LENGTH, `Titles are at most ${ESSAY_TITLE_MAX_LENGTH} characters`);

const promptSchema = z
  .string({ error: /*i18n*/ 'Enter the prompt as text' })
  .trim()
  .max(ESSAY_PROMPT_MAX_LENGTH, `Prompts are at most ${ESSAY_PROMPT_MAX_LENGTH.toLocaleString('en-US')} characters`);

const bodySchema = z
  .string({ error: /*i18n*/ 'The essay text must be text' })
  .max(ESSAY_BODY_MAX_LENGTH, `Essays are at most ${ESSAY_BODY_MAX_LENGTH.toLocaleString('en-US')} characters`);

const maxWordsSchema = z
  .number({ error: `Enter a whole number from 1 to ${ESSAY_MAX_WORDS_LIMIT.toLocaleString('en-US')}` })
  .int(`Enter a whole number from 1 to ${ESSAY_MAX_WORDS_LIMIT.toLocaleString('en-US')}`)
  .min(1, `Enter a whole number from 1 to ${ESSAY_MAX_WORDS_LIMIT.toLocaleString('en-US')}`)
  .max(ESSAY_MAX_WORDS_LIMIT, `Enter a whole number from 1 to ${ESSAY_MAX_WORDS_LIMIT.toLocaleString('en-US')}`)
  .nullable();

const applicationIdsSchema = z
  .array(recordIdSchema, { error: /*i18n*/ 'Choose from your applications' })
  .max(ESSAY_APPLICATIONS_MAX, `Link at most ${ESSAY_APPLICATIONS_MAX} applications`)
  .transform((ids) => [...new Set(ids)]);

export const essayIdParamsSchema = z.strictObject({ id: recordIdSchema });
export const essayVersionParamsSchema = z.strictObject({ id: recordIdSchema, versionId: recordIdSchema });

export const createEssayBodySchema = z.strictObject({
  title: titleSchema,
  prompt: promptSchema.default(''),
  body: bodySchema.default(''),
  maxWords: maxWordsSchema.default(null),
  dueDate: dueDateSchema.default(null),
  status: essayStatusSchema.default('not-started'),
  /** Ids of the student's own applications; anything else is a 400 on `applicationIds`. */
  applicationIds: applicationIdsSchema.default([]),
});
export type CreateEssayBody = z.input<typeof createEssayBodySchema>;

/**
 * A change to an essay. `version` is the version the client edited (optimistic concurrency):
 * when the stored essay has moved on, the answer is 409 `version_conflict` with the stored essay
 * in `current`, and nothing is overwritten.
 */
export const updateEssayBodySchema = z.strictObject({
  version: z
    .number({ error: /*i18n*/ 'Send the version you edited' })
    .int(/*i18n*/ 'Send the version you edited')
    .min(1, /*i18n*/ 'Send the version you edited'),
  title: titleSchema.optional(),
  prompt: promptSchema.optional(),
  body: bodySchema.optional(),
  maxWords: maxWordsSchema.optional(),
  dueDate: dueDateSchema.optional(),
  status: essayStatusSchema.optional(),
  applicationIds: applicationIdsSchema.optional(),
  /**
   * True when this save resolves a conflict by keeping the client's text over a text saved
   * elsewhere: the replaced text is kept in the version history first, so it is never lost.
   */
  keepReplacedText: z.boolean({ error: /*i18n*/ 'keepReplacedText must be true or false' }).optional(),
});
export type UpdateEssayBody = z.input<typeof updateEssayBodySchema>;

/** Restoring a version names the essay version it replaces, like any other change. */
export const restoreEssayVersionBodySchema = z.strictObject({
  version: updateEssayBodySchema.shape.version,
});
export type RestoreEssayVersionBody = z.input<typeof restoreEssayVersionBodySchema>;

/** An application the essay is for, with the university's name from the catalogue. */
export const essayApplicationSchema = z.object({
  id: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  round: z.string(),
});
export type EssayApplication = z.infer<typeof essayApplicationSchema>;

/** An essay without its text, for lists. `updatedAt` is "last edited". */
export const essaySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  prompt: z.string(),
  /** Counted by the server with `countWords` (essays-terms.ts). */
  wordCount: z.number().int(),
  maxWords: z.number().int().nullable(),
  dueDate: dateStringSchema.nullable(),
  status: essayStatusSchema,
  version: z.number().int(),
  applications: z.array(essayApplicationSchema),
  createdAt: dateTimeStringSchema,
  updatedAt: dateTimeStringSchema,
});
export type EssaySummary = z.infer<typeof essaySummarySchema>;

export const essaySchema = essaySummarySchema.extend({ body: z.string() });
export type Essay = z.infer<typeof essaySchema>;

export const essayResponseSchema = itemResponse('essay', essaySchema);
export type EssayResponse = z.infer<typeof essayResponseSchema>;

/** Every essay of the student, soonest due first (no due date last), then most recently edited. */
export const essayListResponseSchema = listResponse('essays', essaySummarySchema);
export type EssayListResponse = z.infer<typeof essayListResponseSchema>;

/** The 409 answer to a change made against an old version. */
export const essayConflictSchema = z.object({
  error: z.literal('version_conflict'),
  message: z.string(),
  current: essaySchema,
});
export type EssayConflict = z.infer<typeof essayConflictSchema>;

/** A saved copy of the text, newest first in lists; `preview` is the start of the text. */
export const essayVersionSummarySchema = z.object({
  id: z.string(),
  wordCount: z.number().int(),
  createdAt: dateTimeStringSchema,
  preview: z.string(),
});
export type EssayVersionSummary = z.infer<typeof essayVersionSummarySchema>;

export const essayVersionListResponseSchema = listResponse('versions', essayVersionSummarySchema);
export type EssayVersionListResponse = z.infer<typeof essayVersionListResponseSchema>;

export const essayVersionResponseSchema = z.object({
  version: essayVersionSummarySchema.omit({ preview: true }).extend({ body: z.string() }),
});
export type EssayVersionResponse = z.infer<typeof essayVersionResponseSchema>;
