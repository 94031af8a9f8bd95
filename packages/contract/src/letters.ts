import { z } from 'zod';
import { MAX_LETTER_SCHOOLS, LETTER_STATUSES } from './letters-terms.ts';

/** Letters (issue 4; written by teachers and counselors for a student): who writes them, for which universities, and where each stands. */

export const letterStatusSchema = z.enum(LETTER_STATUSES, { error: 'Choose a status' });

/** A calendar date, YYYY-MM-DD. */
const dateSchema = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' }).refine((value) => value >= '2000-01-01' && value <= '2100-12-31', {
  error: 'Enter a date between 2000 and 2100',
});

// A blank date input means "no date".
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalDateSchema = z.preprocess(emptyToNull, dateSchema.nullable());

export const recommenderNameSchema = z
  .string({ error: "Enter the recommender's name" })
  .trim()
  .min(1, "Enter the recommender's name")
  .max(100, 'Names are at most 100 characters');

export const recommenderTitleSchema = z.string().trim().max(100, 'Titles are at most 100 characters');

export const recommenderEmailSchema = z
  .string({ error: "Enter the recommender's email address" })
  .trim()
  .min(1, "Enter the recommender's email address")
  .max(254, 'Email addresses are at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid email address' }));

/** Catalogue ids (IPEDS UNITIDs); the API checks that each exists. Duplicates are dropped. */
export const letterSchoolIdsSchema = z
  .array(
    z
      .number({ error: 'Choose universities from the list' })
      .int('Choose universities from the list')
      .positive('Choose universities from the list'),
    {
      error: 'Choose universities from the list',
    },
  )
  .max(MAX_LETTER_SCHOOLS, `Choose at most ${MAX_LETTER_SCHOOLS} universities`)
  .transform((ids) => [...new Set(ids)]);

export const letterNotesSchema = z.string().max(2000, 'Notes are at most 2,000 characters');

export const letterSchoolSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type LetterSchool = z.infer<typeof letterSchoolSchema>;

export const letterSchema = z.object({
  id: z.string(),
  recommenderName: z.string(),
  recommenderTitle: z.string(),
  recommenderEmail: z.string(),
  status: letterStatusSchema,
  /** YYYY-MM-DD, set when the request is sent. */
  dateRequested: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** YYYY-MM-DD of the last reminder sent. */
  lastReminder: z.string().nullable(),
  /** The universities the letter is for, with their catalogue names. */
  schools: z.array(letterSchoolSchema),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Letter = z.infer<typeof letterSchema>;

export const letterListResponseSchema = z.object({ letters: z.array(letterSchema) });
export type LetterListResponse = z.infer<typeof letterListResponseSchema>;

export const letterResponseSchema = z.object({ letter: letterSchema });
export type LetterResponse = z.infer<typeof letterResponseSchema>;

export const createLetterBodySchema = z.strictObject({
  recommenderName: recommenderNameSchema,
  recommenderTitle: recommenderTitleSchema.default(''),
  recommenderEmail: recommenderEmailSchema,
  status: letterStatusSchema.default('not-requested'),
  dateRequested: optionalDateSchema.default(null),
  dueDate: optionalDateSchema.default(null),
  lastReminder: optionalDateSchema.default(null),
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
  dateRequested: optionalDateSchema.optional(),
  dueDate: optionalDateSchema.optional(),
  lastReminder: optionalDateSchema.optional(),
  schoolIds: letterSchoolIdsSchema.optional(),
  notes: letterNotesSchema.optional(),
});
export type UpdateLetterBody = z.input<typeof updateLetterBodySchema>;

/**
 * Send Request and Send Reminder record the student's own calendar date (`today`, YYYY-MM-DD,
 * within a day of the server's UTC date); without it the server's UTC date is used.
 */
export const letterActionBodySchema = z.strictObject({ today: dateSchema.optional() }).nullish();
export type LetterActionBody = z.input<typeof letterActionBodySchema>;

export const letterIdParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });
