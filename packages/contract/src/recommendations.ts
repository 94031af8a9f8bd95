import { z } from 'zod';
import {
  CHANCES_MAX_IDS,
  CHANCE_LABEL_IDS,
  CHANCE_UNAVAILABLE_REASONS,
  FIT_INPUTS,
  MATCH_COMPONENTS,
  RECOMMENDATION_SORT_DIRECTION,
  RECOMMENDATION_SORT_FIELDS,
} from './recommendations-terms.ts';
import { alsoAccepts, spellingsOf } from './common.ts';
import { similarStudentsSchema } from './admission-history.ts';
import { schoolCardSchema } from './schools.ts';
import { refineRanges, repeatable, schoolListQueryShape, sortParamFor } from './schools-query.ts';

/**
 * School recommendations and admission fit. Every number comes with the sentence that
 * explains it, written by the API so every page says the same thing.
 */

export const chanceLabelSchema = z.enum(CHANCE_LABEL_IDS, { error: /*i18n*/ 'Use reach, target, safety or likely' });
const matchComponentIdSchema = z.enum(MATCH_COMPONENTS.map((c) => c.id) as unknown as readonly [string, ...string[]]);

/**
 * One sentence as facts: which sentence (`key`) and its figures (whole numbers and percents, money
 * in dollars, a year as published, names of colleges and places as data, majors as family codes).
 * The web words it in the page's language; the English field beside it says the same.
 */
export const sentencePartSchema = z.object({
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
});
export type SentencePart = z.infer<typeof sentencePartSchema>;

export const chanceSchema = z.object({
  /** null when there is no estimate (`unavailable` says why); `likely` for open admission. */
  label: chanceLabelSchema.nullable(),
  /**
   * Why there is no estimate: no SAT or ACT score on the profile, no score range reported by the
   * college to place one in, or no admission rate. Never a label or a number without them.
   */
  unavailable: z.enum(CHANCE_UNAVAILABLE_REASONS).nullable(),
  /** Whole percents, 3-95; null for open admission and for colleges with no admission rate. */
  estimate: z.number().int().nullable(),
  low: z.number().int().nullable(),
  high: z.number().int().nullable(),
  /** How sure the estimate is, from the inputs available (never higher with fewer inputs). */
  confidence: z.enum(['higher', 'medium', 'low']).nullable(),
  /** One line for cards: "Reach · 14–22% estimated chance". */
  summary: z.string(),
  /** The sentences behind the estimate: starting rate, your position, the range and the label. */
  explanation: z.array(z.string()),
  /** The same sentences as facts, one each. */
  explanationParts: z.array(sentencePartSchema),
});
export type Chance = z.infer<typeof chanceSchema>;

export const academicPositionSchema = z.object({
  /** The student's score used, on the SAT scale (ACT converted with the 2018 concordance). */
  studentSat: z.number().int().nullable(),
  /** Which score it came from. */
  basis: z.enum(['SAT', 'ACT']).nullable(),
  /** The enrolled students' middle 50% on the SAT scale, and which test it came from. */
  schoolRange: z.object({ p25: z.number().int(), p75: z.number().int(), basis: z.enum(['SAT', 'ACT']) }).nullable(),
  /** Where the student's score sits among enrolled students, 1-99; null when it cannot be placed. */
  percentile: z.number().int().nullable(),
  /** Always false today: the federal data has no GPA reference for any college. */
  gpaUsed: z.boolean(),
  sentence: z.string(),
  sentencePart: sentencePartSchema,
  gpaSentence: z.string(),
});
export type AcademicPosition = z.infer<typeof academicPositionSchema>;

export const matchComponentSchema = z.object({
  id: matchComponentIdSchema,
  label: z.string(),
  /** Its share of the overall match, 0-1, before leaving out parts that could not be scored. */
  weight: z.number(),
  /** 0-1; null when the profile lacks the input (left out of the overall match). */
  score: z.number().nullable(),
  sentence: z.string(),
  sentencePart: sentencePartSchema,
});
export type MatchComponent = z.infer<typeof matchComponentSchema>;

export const missingInputSchema = z.object({
  input: z.enum(FIT_INPUTS),
  /** What adding it would change, in a sentence. */
  effect: z.string(),
});
export type MissingInput = z.infer<typeof missingInputSchema>;

export const schoolFitSchema = z.object({
  schoolId: z.number().int(),
  chance: chanceSchema,
  academics: academicPositionSchema,
  match: z.object({
    /** 0-100: weighted sum of the components that could be scored. */
    score: z.number().int(),
    components: z.array(matchComponentSchema),
  }),
  /** "Why this school", in one line. */
  why: z.string(),
  /** The same as facts: its lead (`label` with the chance's label, or why there is none) and its reasons. */
  whyParts: z.object({ lead: sentencePartSchema, reasons: z.array(sentencePartSchema) }),
  /** The price the budget was compared with, and which figure it is. */
  price: z
    .object({
      amount: z.number().int(),
      basis: z.enum(['income-band', 'overall-net-price', 'cost-of-attendance']),
      sentence: z.string(),
      sentencePart: sentencePartSchema,
    })
    .nullable(),
});
export type SchoolFit = z.infer<typeof schoolFitSchema>;

/** `GET /api/schools/{id}/fit`: the fit plus what the profile says about each admission factor. */
export const schoolFitResponseSchema = z.object({
  fit: schoolFitSchema,
  /** Admission factor (as in the detail's admissionRequirements category) -> whether the student has it. */
  userHas: z.record(z.string(), z.union([z.boolean(), z.literal('unknown')])),
  missing: z.array(missingInputSchema),
  /** "Your school's history" (past applicants like me from my high school), beside the federal chance, never blended. */
  schoolHistory: similarStudentsSchema,
});
export type SchoolFitResponse = z.infer<typeof schoolFitResponseSchema>;

/** `GET /api/recommendations`: the schools list filters, a chance filter and a match sort. */
export const recommendationsQuerySchema = z
  .strictObject({
    ...schoolListQueryShape,
    chance: repeatable(
      alsoAccepts(
        z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), chanceLabelSchema),
        spellingsOf(CHANCE_LABEL_IDS, 'Any letter case; spaces around it are ignored'),
      ),
    ),
    sort: sortParamFor(RECOMMENDATION_SORT_FIELDS, RECOMMENDATION_SORT_DIRECTION).optional(),
  })
  .superRefine(refineRanges);
export type RecommendationsQuery = z.output<typeof recommendationsQuerySchema>;
export type RecommendationsQueryInput = z.input<typeof recommendationsQuerySchema>;

export const labelCountsSchema = z.object({
  reach: z.number().int(),
  target: z.number().int(),
  safety: z.number().int(),
  likely: z.number().int(),
  unknown: z.number().int(),
});

/** `history`: "Your school's history" beside the federal-data `fit.chance`, never blended into it. */
export const recommendationSchema = z.object({ school: schoolCardSchema, fit: schoolFitSchema, history: similarStudentsSchema });
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsResponseSchema = z.object({
  results: z.array(recommendationSchema),
  count: z.number().int(),
  /** URL of the next page, or null on the last page (as in the schools list). */
  next: z.string().nullable(),
  /** How many schools matching the filters (before the chance filter) fall under each label. */
  counts: labelCountsSchema,
  missing: z.array(missingInputSchema),
  /**
   * Whether the ranking is personal: the profile holds a test score or a preference. When false the
   * list is the catalogue's default order (well-documented, widely attended colleges first), to be
   * shown as a place to start, never as "recommended for you".
   */
  personal: z.boolean(),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

const chanceIdsMessage = `Give 1 to ${CHANCES_MAX_IDS} university ids (UNITIDs), repeating \`id\``;

/**
 * `GET /api/recommendations/chances?id=166683&id=170976`: my chance at each of these schools (the
 * cards of a list). 1 to CHANCES_MAX_IDS UNITIDs; anything else is a 400 naming `id`.
 */
export const chancesQuerySchema = z.strictObject({
  id: z.preprocess(
    (value) => (value === undefined ? value : Array.isArray(value) ? value : [value]),
    z
      .array(
        z
          .string()
          .regex(/^\d{1,9}$/, chanceIdsMessage)
          .transform(Number),
        { error: chanceIdsMessage },
      )
      .min(1, chanceIdsMessage)
      .max(CHANCES_MAX_IDS, chanceIdsMessage),
  ),
});
export type ChancesQuery = z.output<typeof chancesQuerySchema>;

/** One chance per school the catalogue knows, in the order asked (unknown ids are left out, repeats answered once). */
export const chancesResponseSchema = z.object({
  chances: z.array(z.object({ schoolId: z.number().int(), chance: chanceSchema })),
});
export type ChancesResponse = z.infer<typeof chancesResponseSchema>;

/** `GET /api/recommendations/balance`: the balanced-list check of the saved schools. */
export const balanceResponseSchema = z.object({
  counts: labelCountsSchema,
  total: z.number().int(),
  /** A plain-language suggestion; null when the list is balanced. */
  suggestion: z.string().nullable(),
  /** Whether the estimates could use a test score (without one they are wider and less certain). */
  missing: z.array(missingInputSchema),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;
