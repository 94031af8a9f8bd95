import { z } from 'zod';
import {
  incomeBandSchema,
  localeKindSchema,
  programTypeSchema,
  regionSchema,
  sizeBucketSchema,
  testPolicySchema,
} from './catalog-terms-schemas.ts';
import { fraction, money } from './school-figures.ts';
import { searchInterpretationSchema } from './schools-suggest.ts';

/**
 * Response shapes of the schools API's lists: cards, the list and the map (a college's own page is
 * school-detail.ts). Field names the spec fixes (section 3:
 * `image_url`, `popular_majors`, `acceptance_rate`, `tuition['In-state']`,
 * `admissionRequirements`, `mapLocation`, ...) are kept as the spec writes them;
 * everything else is camelCase. Every fact is nullable: missing stays missing.
 */

export const tuitionSchema = z.object({ 'In-state': money, 'Out-of-state': money });

export const schoolCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Always null: the dataset has no photos and we never invent one. */
  image_url: z.string().nullable(),
  location: z.string(),
  city: z.string(),
  state: z.string(),
  region: regionSchema,
  /**
   * Tuition and fees per year. `In-state`/`Out-of-state` are the spec's names: at a public college they are
   * the resident and non-resident prices; a private college has one published price, in both.
   */
  tuition: tuitionSchema,
  /** Degree-seeking undergraduates (fall 2023, or the latest year reported: see the detail's `fieldSources`). */
  size: z.number().int().nullable(),
  sizeBucket: sizeBucketSchema.nullable(),
  /** Names of the fields with non-zero degree shares, largest first. */
  popular_majors: z.array(z.string()),
  /**
   * Percent admitted (one decimal): the all-campus figure ADM_RATE_ALL, or the campus's own ADM_RATE where
   * the two differ by more than 5 points (the detail's `admissions.admissionRateScope` says which).
   */
  acceptance_rate: z.number().min(0).max(100).nullable(),
  /** Open admissions (College Scorecard OPENADMP): then `acceptance_rate` is null and pages say "Open admissions", never a percentage. */
  openAdmissions: z.boolean().nullable(),
  /** "Public", "Private nonprofit" or "Private for-profit". */
  type: z.string(),
  programTypes: z.array(programTypeSchema),
  testPolicy: testPolicySchema.nullable(),
  /**
   * Average net price for all aided students (Scorecard NPT4, in-state figure for public schools). With an
   * income band chosen, a band that reports nothing falls back to this figure in the filter, the sort and the card.
   */
  netPrice: money,
  /** Average net price for aided families in each income band (NPT41..NPT45): what "Your estimated net price" shows. */
  netPriceByIncome: z.record(incomeBandSchema, money),
  /** The school's own net price calculator, for a personal figure. */
  netPriceCalculatorUrl: z.string().nullable(),
  /**
   * Median earnings 10 years after entry of former students who received federal aid, whether or not they
   * finished (Scorecard MD_EARN_WNE_P10), not graduates' earnings.
   */
  medianEarnings: money,
  graduationRate: fraction,
  /** IPEDS HD2024 LATITUDE/LONGITUD: the campus locator draws the campus in its state. */
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** IPEDS LOCALE as "City: Large", for the campus locator and the Setting row. */
  locale: z.object({ code: z.number().int(), kind: localeKindSchema, label: z.string() }).nullable(),
  /** Miles from the `near` ZIP code's centre, present only when the list was asked with `near`. */
  distanceMiles: z.number().nullable().optional(),
  /**
   * The year of each card figure that is not from the newest year file (fall 2023 / 2023-24), e.g.
   * `{ acceptance_rate: 'fall 2022' }`: the card shows it beside the figure. Figures not listed are the newest year's.
   */
  olderYears: z.partialRecord(z.enum(['acceptance_rate', 'tuition', 'size', 'netPrice']), z.string()),
});
export type SchoolCard = z.infer<typeof schoolCardSchema>;

export const schoolListResponseSchema = z.object({
  results: z.array(schoolCardSchema),
  /** URL of the next page, or null on the last page. */
  next: z.string().nullable(),
  count: z.number().int(),
  /** How `search` was read (recognised parts become filters); null without a search. */
  interpretation: searchInterpretationSchema.nullable(),
});
export type SchoolListResponse = z.infer<typeof schoolListResponseSchema>;

/** One plotted college of `GET /api/schools/map`. */
export const mapPointSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** "City, ST". */
  location: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

/**
 * `GET /api/schools/map`: every college matching the same filters as `GET /api/schools` (no paging),
 * in the list's order, as points to plot. `count` counts all matches; `unmapped` those without
 * coordinates, which are left off the map (and listed nowhere else, so the page says how many).
 */
export const schoolMapResponseSchema = z.object({
  count: z.number().int(),
  unmapped: z.number().int(),
  points: z.array(mapPointSchema),
});
export type SchoolMapResponse = z.infer<typeof schoolMapResponseSchema>;
