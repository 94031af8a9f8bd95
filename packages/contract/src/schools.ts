import { z } from 'zod';
import {
  controlSchema,
  incomeBandSchema,
  localeKindSchema,
  programTypeSchema,
  regionSchema,
  sizeBucketSchema,
  testPolicySchema,
} from './catalog-terms-schemas.ts';
import { majorCodeSchema } from './majors.ts';
import { searchInterpretationSchema } from './schools-suggest.ts';

/**
 * Response shapes of the schools API. Field names the spec fixes (section 3:
 * `image_url`, `popular_majors`, `acceptance_rate`, `tuition['In-state']`,
 * `admissionRequirements`, `mapLocation`, ...) are kept as the spec writes them;
 * everything else is camelCase. Every fact is nullable: missing stays missing.
 */

const money = z.number().nullable();
const fraction = z.number().min(0).max(1).nullable();
const range = z.object({ p25: z.number().nullable(), p75: z.number().nullable() });

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

export const requirementLevelSchema = z.enum(['required', 'recommended', 'optional', 'not-considered']);

/** One IPEDS ADM2022 admission consideration (ADMCON1..12). */
export const admissionRequirementSchema = z.object({
  category: z.string(),
  type: requirementLevelSchema,
  description: z.string(),
  note: z.string().nullable(),
  /** What the student has is unknown until the profile is matched against it. */
  userHas: z.union([z.boolean(), z.literal('unknown')]),
});
export type AdmissionRequirement = z.infer<typeof admissionRequirementSchema>;

export const programSchema = z.object({
  id: majorCodeSchema,
  name: z.string(),
  /** Official CIP family title. */
  cipTitle: z.string(),
  description: z.string(),
  /** Share of degrees awarded in this field (year in the detail's `fieldSources`). */
  share: z.number().min(0).max(1),
  /** Derived: one of the three fields with the largest share of degrees. */
  isPopular: z.boolean(),
});
export type Program = z.infer<typeof programSchema>;

const costPairSchema = z.object({ inState: money, outOfState: money, international: money, private: money });
export const costsSchema = z.object({
  tuition: costPairSchema,
  roomAndBoard: money,
  books: money,
  personalExpenses: money,
  total: costPairSchema,
  /** Scorecard average cost of attendance (COSTT4_A). `total` is derived: see the detail's `derivations`. */
  averageCostOfAttendance: money,
  roomAndBoardOffCampus: money,
  otherExpensesOffCampus: money,
  otherExpensesWithFamily: money,
  /**
   * Derived cost of attendance per year by where the student lives (`derivations['costs.byHousing']`):
   * tuition and fees (in-state at a public college) + books and supplies + room and board and other expenses
   * for that housing (on campus; off campus; with family, no room and board). Null when a part is not reported.
   */
  byHousing: z.object({ onCampus: money, offCampus: money, withFamily: money }),
});
export type Costs = z.infer<typeof costsSchema>;

/** Where one figure comes from: the source column, data set, file in data/raw/ and academic year. */
export const fieldSourceSchema = z.object({ column: z.string(), dataset: z.string(), file: z.string(), year: z.string() });
export type FieldSource = z.infer<typeof fieldSourceSchema>;

/** What the place is: the Explore filter calls everything outside the 50 states and DC "International". */
export const placeSchema = z.object({
  kind: z.enum(['state', 'district', 'territory', 'freely-associated-state']),
  /** "United States", or the freely associated state's own country (Palau, Marshall Islands, Federated States of Micronesia). */
  country: z.string(),
  /** "U.S. state", "District of Columbia", "U.S. territory" or "U.S. freely associated state". */
  label: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

export const mapLocationSchema = z.object({
  address: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string().nullable(),
  country: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});

export const trendPointSchema = z.object({
  year: z.string(),
  undergraduates: z.number().nullable(),
  admissionRate: fraction,
  satAverage: z.number().nullable(),
  tuitionInState: money,
  tuitionOutOfState: money,
  netPrice: money,
  onTimeGraduationRate: fraction,
  medianEarnings: money,
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

export const schoolDetailSchema = schoolCardSchema.extend({
  description: z.string(),
  /** Not in the public data; always null rather than invented. */
  class_sizes: z.null(),
  campus_images: z.array(z.string()),
  population: z.number().int().nullable(),
  control: controlSchema,
  level: z.string().nullable(),
  /** PREDDEG / HIGHDEG labels: "Certificate", "Associate's", "Bachelor's", "Graduate". */
  degrees: z.object({ predominant: z.string().nullable(), highest: z.string().nullable() }),
  /** Carnegie classification: 2021 basic and size-and-setting (CCBASIC, CCSIZSET) and the 2025 classification of IPEDS HD2024. */
  carnegie: z.object({
    basic: z.string().nullable(),
    sizeAndSetting: z.string().nullable(),
    institutional2025: z.string().nullable(),
    research2025: z.string().nullable(),
    accessAndEarnings2025: z.string().nullable(),
  }),
  designations: z.array(z.string()),
  religiousAffiliation: z.string().nullable(),
  distanceOnly: z.boolean(),
  openAdmissions: z.boolean().nullable(),
  /**
   * IPEDS HD2024 F1SYSTYP and F1SYSNAM: whether the college reported belonging to a multi-institution or
   * multi-campus organization ("member", with its name), reported that it does not ("independent"), or did not say.
   */
  system: z.object({ membership: z.enum(['member', 'independent', 'not-reported']), name: z.string().nullable() }),
  phone: z.string().nullable(),
  urls: z.object({
    website: z.string().nullable(),
    admissions: z.string().nullable(),
    application: z.string().nullable(),
    financialAid: z.string().nullable(),
    netPriceCalculator: z.string().nullable(),
    /** IPEDS HD2024: tuition policies for veterans and servicemembers (VETURL), disability services (DISAURL), athletes' graduation rates (ATHURL). */
    veterans: z.string().nullable(),
    disabilityServices: z.string().nullable(),
    athletesGraduationRates: z.string().nullable(),
  }),
  programs: z.array(programSchema),
  place: placeSchema,
  admissions: z.object({
    admissionRate: fraction,
    /**
     * `campus`: the campus's own rate (or an aid ID no other campus shares); `all-campuses`: the figure covers
     * every campus sharing one federal aid ID (OPEID6).
     */
    admissionRateScope: z.enum(['campus', 'all-campuses']).nullable(),
    testPolicy: testPolicySchema.nullable(),
    sat: z.object({ readingWriting: range, math: range, composite: range, average: z.number().nullable() }),
    act: range,
    /** 50th percentile of enrolled students who sent scores, IPEDS ADM2022 (fall 2022). */
    medians: z.object({ satReadingWriting: z.number().nullable(), satMath: z.number().nullable(), act: z.number().nullable() }),
    satSubmittedShare: fraction,
    actSubmittedShare: fraction,
    applicants: z.number().nullable(),
    admitted: z.number().nullable(),
    enrolled: z.number().nullable(),
    yield: fraction,
  }),
  admissionsInfo: z.array(z.object({ label: z.string(), value: z.string(), source: z.string() })),
  admissionRequirements: z.array(admissionRequirementSchema),
  costs: costsSchema,
  /** Shares of all undergraduates and of first-time, full-time students with a Pell Grant or a federal loan. */
  aid: z.object({ pellShare: fraction, federalLoanShare: fraction, firstTimePellShare: fraction, firstTimeFederalLoanShare: fraction }),
  /**
   * Completion and retention of first-time, full-time students, measured for the college's own level (`outcomeMeasure`):
   * never a two-year measure at a four-year college or the reverse. `awardWithin8Years` counts every entering student.
   */
  outcomes: z.object({
    graduationRate: fraction,
    onTimeGraduationRate: fraction,
    retentionRate: fraction,
    completionWithin200: fraction,
    awardWithin8Years: fraction,
    medianEarnings: money,
    loanDefaultRate: fraction,
  }),
  students: z.object({
    undergraduates: z.number().nullable(),
    graduates: z.number().nullable(),
    partTimeShare: fraction,
    menShare: fraction,
    womenShare: fraction,
    raceEthnicity: z.record(z.string(), fraction),
    studentFacultyRatio: z.number().nullable(),
    fullTimeFacultyShare: fraction,
  }),
  trends: z.array(trendPointSchema),
  mapLocation: mapLocationSchema,
  /** `four-year`: the four-year columns (C150_4, RET_FT4, ...); `less-than-four-year`: C150_L4, RET_FTL4, ... */
  outcomeMeasure: z.enum(['four-year', 'less-than-four-year']),
  /** The newest year's majors row reports a share of 0 for every field: reported, not missing. */
  majorsAllZero: z.boolean(),
  /** The dataset has no application deadlines; this stays empty rather than invented. */
  applicationDeadlines: z.array(z.object({ type: z.string(), date: z.string() })),
  /**
   * Per section (contract/school-sections.ts), the year of the figures it shows: the year most of them share
   * ("fall 2023", "2023-24"); `earnings` names the entry cohort; `directory` the IPEDS directory year.
   */
  dataVintage: z.record(z.string(), z.string()),
  /** Per shown figure (catalogue field path), its own year in its section's words; `ownYear` says when to show it. */
  figureYears: z.record(z.string(), z.string()),
  /** Per catalogue field (`costs.tuitionInState`, `admissions.admissionRate`, ...), the source of its value. */
  fieldSources: z.record(z.string(), fieldSourceSchema),
  /** How derived figures are made (`admissions.sat.composite`, `costs.total`, `programs.isPopular`). */
  derivations: z.record(z.string(), z.string()),
});
export type SchoolDetail = z.infer<typeof schoolDetailSchema>;

/** `GET /api/schools/{id}/similar`: nearby schools with a one-line reason each. */
export const similarSchoolsResponseSchema = z.object({
  results: z.array(z.object({ school: schoolCardSchema, reason: z.string() })),
});
export type SimilarSchoolsResponse = z.infer<typeof similarSchoolsResponseSchema>;
