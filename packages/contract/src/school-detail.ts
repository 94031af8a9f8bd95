import { z } from 'zod';
import { controlSchema, testPolicySchema } from './catalog-terms-schemas.ts';
import { majorCodeSchema } from './majors.ts';
import { aboutSentenceSchema } from './school-about.ts';
import { fraction, money, range } from './school-figures.ts';
import { schoolCardSchema } from './schools.ts';
import { similarReasonPartSchema } from './similar-reason.ts';

/**
 * A college's own page (`GET /api/schools/{id}`): its card and everything the page shows beyond it,
 * each figure with its source and year, and its similar colleges. Spec field names are kept as the
 * spec writes them (see schools.ts).
 */

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
  /** The "About" paragraph in English; `about` is the same as facts, for the page to write in its language. */
  description: z.string(),
  about: z.array(aboutSentenceSchema),
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

/**
 * `GET /api/schools/{id}/similar`: nearby schools with a one-line reason each, in English (`reason`)
 * and as facts (`reasonParts`, empty when the school is only the closest overall match).
 */
export const similarSchoolsResponseSchema = z.object({
  results: z.array(z.object({ school: schoolCardSchema, reason: z.string(), reasonParts: z.array(similarReasonPartSchema) })),
});
export type SimilarSchoolsResponse = z.infer<typeof similarSchoolsResponseSchema>;
