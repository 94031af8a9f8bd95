import { z } from 'zod';
import { programTypeSchema, regionSchema, sizeBucketSchema } from './catalog-terms-schemas.ts';
import { majorCodeSchema } from './majors.ts';
import { stateCodeSchema } from './schools-query.ts';

/**
 * Search that understands what students type: suggestions while typing
 * (`GET /api/schools/suggest`) and the plain-language reading of a search
 * (`interpretation` on `GET /api/schools`). Recognised words become the filters
 * Explore already has; the rest is searched as text.
 */

export const SUGGEST_QUERY_MAX = 100;
export const SUGGEST_LIMIT_MAX = 10;
export const SUGGEST_LIMIT_DEFAULT = 8;

const singleValue = (value: unknown) => (Array.isArray(value) ? { repeated: value } : value);

/** `GET /api/schools/suggest?q=&limit=`: `q` is trimmed, 1 to 100 characters. */
export const suggestQuerySchema = z.strictObject({
  q: z.preprocess(singleValue, z.string().trim().min(1, /*i18n*/ 'Type at least one character').max(SUGGEST_QUERY_MAX)),
  limit: z.preprocess(singleValue, z.coerce.number<unknown>().int().min(1).max(SUGGEST_LIMIT_MAX)).default(SUGGEST_LIMIT_DEFAULT),
});
export type SuggestQuery = z.output<typeof suggestQuerySchema>;

/**
 * The Explore filters a recognised part of a query stands for, named and shaped
 * as `GET /api/schools` takes them (so the web can put them in the URL as they are).
 */
export const interpretedFiltersSchema = z.object({
  state: z.array(stateCodeSchema).optional(),
  location: z.array(regionSchema).optional(),
  major: z.array(majorCodeSchema).optional(),
  size: z.array(sizeBucketSchema).optional(),
  programType: z.array(programTypeSchema).optional(),
  costMax: z.number().int().optional(),
  netPriceMax: z.number().int().optional(),
  /** A 5-digit ZIP code (typed, or at a city's or metro area's centre), with `radius` in miles. */
  near: z.string().optional(),
  radius: z.number().int().optional(),
});
export type InterpretedFilters = z.infer<typeof interpretedFiltersSchema>;

export const QUERY_PART_KINDS = ['major', 'state', 'place', 'size', 'type', 'price'] as const;
export const queryPartKindSchema = z.enum(QUERY_PART_KINDS);

/** One recognised part of a query: the words as typed, what they were read as, and the filters. */
export const queryPartSchema = z.object({
  /** The words of the query this part was read from, as typed ("in ohio"). */
  text: z.string(),
  kind: queryPartKindSchema,
  /** What the student sees on the chip ("Ohio", "Nursing", "Within 25 miles of Atlanta, GA", "Within 25 miles of 30332"). */
  label: z.string(),
  filters: interpretedFiltersSchema,
  /**
   * Why this part cannot be applied as read: a ZIP code with no Census area to measure from. The
   * list then answers no college (never unrelated ones); `near` with that ZIP code answers 400.
   */
  problem: z.string().optional(),
});
export type QueryPart = z.infer<typeof queryPartSchema>;

/** How a search was read: `text` is what is left to search as text ("" when nothing is). */
export const searchInterpretationSchema = z.object({
  text: z.string(),
  parts: z.array(queryPartSchema),
});
export type SearchInterpretation = z.infer<typeof searchInterpretationSchema>;

export const schoolSuggestionSchema = z.object({
  kind: z.literal('school'),
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export const majorSuggestionSchema = z.object({
  kind: z.literal('major'),
  major: majorCodeSchema,
  label: z.string(),
});
export const placeSuggestionSchema = z.object({
  kind: z.literal('place'),
  /** "Ohio", "Atlanta, GA area". */
  label: z.string(),
  /**
   * What the place is and its name as published ("Atlanta, GA"; "Northeast"), for the web to write
   * the label in the page's language: a city's suggestion is the area around it.
   */
  place: z.object({ kind: z.enum(['state', 'city', 'region']), name: z.string() }),
  filters: interpretedFiltersSchema,
});
export const suggestionSchema = z.discriminatedUnion('kind', [schoolSuggestionSchema, majorSuggestionSchema, placeSuggestionSchema]);
export type Suggestion = z.infer<typeof suggestionSchema>;

/** Colleges first, then majors and places; at most `limit` in all. */
export const suggestResponseSchema = z.object({
  query: z.string(),
  suggestions: z.array(suggestionSchema),
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;
