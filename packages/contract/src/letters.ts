import { z } from 'zod';
import { MAX_RECOMMENDATION_SCHOOLS, RECOMMENDATION_STATUSES } from './letters-terms.ts';

/** Recommendation letters (issue 4): who writes them, for which universities, and where each stands. */

export const recommendationStatusSchema = z.enum(RECOMMENDATION_STATUSES, { error: 'Choose a status' });

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
export const recommendationSchoolIdsSchema = z
  .array(
    z
      .number({ error: 'Choose universities from the list' })
      .int('Choose universities from the list')
      .positive('Choose universities from the list'),
    {
      error: 'Choose universities from the list',
    },
  )
  .max(MAX_RECOMMENDATION_SCHOOLS, `Choose at most ${MAX_RECOMMENDATION_SCHOOLS} universities`)
  .transform((ids) => [...new Set(ids)]);

export const recommendationNotesSchema = z.string().max(2000, 'Notes are at most 2,000 characters');

export const recommendationSchoolSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type RecommendationSchool = z.infer<typeof recommendationSchoolSchema>;

export const recommendationSchema = z.object({
  id: z.string(),
  recommenderName: z.string(),
  recommenderTitle: z.string(),
  recommenderEmail: z.string(),
  status: recommendationStatusSchema,
  /** YYYY-MM-DD, set when the request is sent. */
  dateRequested: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** YYYY-MM-DD of the last reminder sent. */
  lastReminder: z.string().nullable(),
  /** The universities the letter is for, with their catalogue names. */
  schools: z.array(recommendationSchoolSchema),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationListResponseSchema = z.object({ recommendations: z.array(recommendationSchema) });
export type RecommendationListResponse = z.infer<typeof recommendationListResponseSchema>;

export const recommendationResponseSchema = z.object({ recommendation: recommendationSchema });
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>;

export const createRecommendationBodySchema = z.strictObject({
  recommenderName: recommenderNameSchema,
  recommenderTitle: recommenderTitleSchema.default(''),
  recommenderEmail: recommenderEmailSchema,
  status: recommendationStatusSchema.default('not-requested'),
  dateRequested: optionalDateSchema.default(null),
  dueDate: optionalDateSchema.default(null),
  lastReminder: optionalDateSchema.default(null),
  schoolIds: recommendationSchoolIdsSchema.default([]),
  notes: recommendationNotesSchema.default(''),
});
export type CreateRecommendationBody = z.input<typeof createRecommendationBodySchema>;

/** Edit any field; omitted fields stay as they are. */
export const updateRecommendationBodySchema = z.strictObject({
  recommenderName: recommenderNameSchema.optional(),
  recommenderTitle: recommenderTitleSchema.optional(),
  recommenderEmail: recommenderEmailSchema.optional(),
  status: recommendationStatusSchema.optional(),
  dateRequested: optionalDateSchema.optional(),
  dueDate: optionalDateSchema.optional(),
  lastReminder: optionalDateSchema.optional(),
  schoolIds: recommendationSchoolIdsSchema.optional(),
  notes: recommendationNotesSchema.optional(),
});
export type UpdateRecommendationBody = z.input<typeof updateRecommendationBodySchema>;

/**
 * Send Request and Send Reminder record the student's own calendar date (`today`, YYYY-MM-DD,
 * within a day of the server's UTC date); without it the server's UTC date is used.
 */
export const recommendationActionBodySchema = z.strictObject({ today: dateSchema.optional() }).nullish();
export type RecommendationActionBody = z.input<typeof recommendationActionBodySchema>;

export const recommendationIdParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });
