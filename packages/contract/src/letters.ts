import { z } from 'zod';
import {
  dateStringSchema,
  dateTimeStringSchema,
  dueDateSchema,
  isoDateSchema,
  itemResponse,
  listResponse,
  nullableDateSchema,
  recordIdParamsSchema,
  unitIdSchema,
} from './common.ts';
import { MAX_LETTER_SCHOOLS, LETTER_STATUSES } from './letters-terms.ts';

/** Letters (written by teachers and counselors for a student): who writes them, for which universities, and where each stands. */

export const letterStatusSchema = z.enum(LETTER_STATUSES, { error: /*i18n*/ 'Choose a status' });

export const recommenderNameSchema = z
  .string({ error: "Enter the recommender's name" })
  .trim()
  .min(1, "Enter the recommender's name")
  .max(100, /*i18n*/ 'Names are at most 100 characters');

export const recommenderTitleSchema = z.string().trim().max(100, /*i18n*/ 'Titles are at most 100 characters');

export const recommenderEmailSchema = z
  .string({ error: "Enter the recommender's email address" })
  .trim()
  .min(1, "Enter the recommender's email address")
  .max(254, /*i18n*/ 'Email addresses are at most 254 characters')
  .pipe(z.email({ error: /*i18n*/ 'Enter a valid email address' }));

/** Catalogue ids (IPEDS UNITIDs); the API checks that each exists. Duplicates are dropped. */
export const letterSchoolIdsSchema = z
  .array(unitIdSchema('Choose universities from the list'), { error: /*i18n*/ 'Choose universities from the list' })
  .max(MAX_LETTER_SCHOOLS, `Choose at most ${MAX_LETTER_SCHOOLS} universities`)
  .transform((ids) => [...new Set(ids)]);

export const letterNotesSchema = z.string().max(2000, /*i18n*/ 'Notes are at most 2,000 characters');

export const letterSchoolSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type LetterSchool = z.infer<typeof letterSchoolSchema>;

export const letterSchema = z.object({
  id: z.string(),
  recommenderName: z.string(),
  recommenderTitle: z.string(),
  recommenderEmail: z.string(),
  status: letterStatusSchema,
  /** YYYY-MM-DD, set when the request is sent. */
  dateRequested: dateStringSchema.nullable(),
  dueDate: dateStringSchema.nullable(),
  /** YYYY-MM-DD of the last reminder sent. */
  lastReminder: dateStringSchema.nullable(),
  /** The universities the letter is for, with their catalogue names. */
  schools: z.array(letterSchoolSchema),
  notes: z.string(),
  createdAt: dateTimeStringSchema,
  updatedAt: dateTimeStringSchema,
});
export type Letter = z.infer<typeof letterSchema>;

export const letterListResponseSchema = listResponse('letters', letterSchema);
export type LetterListResponse = z.infer<typeof letterListResponseSchema>;

export const letterResponseSchema = itemResponse('letter', letterSchema);
export type LetterResponse = z.infer<typeof letterResponseSchema>;

export const createLetterBodySchema = z.strictObject({
  recommenderName: recommenderNameSchema,
  recommenderTitle: recommenderTitleSchema.default(''),
  recommenderEmail: recommenderEmailSchema,
  status: letterStatusSchema.default('not-requested'),
  dateRequested: nullableDateSchema.default(null),
  dueDate: dueDateSchema.default(null),
  lastReminder: nullableDateSchema.default(null),
  schoolIds: letterSchoolIdsSchema.default([]),
  notes: letterNotesSchema.default(''),
});
export type CreateLetterBody = z.input<typeof createLetterBodySchema>;

/** Edit any field; omitted fields stay as they are. */
export const updateLetterBodySchema = z.strictObject({
  recommenderName: recommenderNameSchema.optional(),
  recommenderTitle: recommenderTitleSchema.optional(),
  recommenderEmail: recommenderEmailSchema.optional(),
  status: letterStatusSchema.optional(),
  dateRequested: nullableDateSchema.optional(),
  dueDate: dueDateSchema.optional(),
  lastReminder: nullableDateSchema.optional(),
  schoolIds: letterSchoolIdsSchema.optional(),
  notes: letterNotesSchema.optional(),
});
export type UpdateLetterBody = z.input<typeof updateLetterBodySchema>;

/**
 * Send Request and Send Reminder record the student's own calendar date (`today`, YYYY-MM-DD,
 * within a day of the server's UTC date); without it the server's UTC date is used.
 */
export const letterActionBodySchema = z.strictObject({ today: isoDateSchema.optional() }).nullish();
export type LetterActionBody = z.input<typeof letterActionBodySchema>;

export const letterIdParamsSchema = recordIdParamsSchema;
