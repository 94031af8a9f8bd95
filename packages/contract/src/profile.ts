import { z } from 'zod';
import { dateTimeStringSchema } from './common.ts';
import { incomeBandSchema, localeKindSchema, regionSchema, sizeBucketSchema } from './catalog-terms-schemas.ts';
import { majorCodeSchema } from './majors.ts';
import { stateCodeSchema } from './schools-query.ts';
import {
  ACT_RANGE,
  BUDGET_MAX,
  CLASS_SIZE_MAX,
  COURSE_KINDS,
  COURSE_NAME_MAX_LENGTH,
  COURSE_SCORE_RANGES,
  COURSES_MAX,
  GPA_MAX,
  INTENDED_MAJORS_MAX,
  PREFERRED_STATES_MAX,
  SAT_SECTION_RANGE,
  SAT_STEP,
  SAT_TOTAL_RANGE,
  TERM_GPAS_MAX,
  TERM_NAME_MAX_LENGTH,
  WEIGHTED_GPA_MAX,
} from './profile-terms.ts';

/**
 * The academic profile ("Academic profile"): `PUT /api/profile` takes it whole and
 * `GET /api/profile` returns it. Every score is optional (null); field messages are shown inline
 * by the web form, and a 400 names the field by its dotted path ("courses.2.score").
 */

const number = (label: string) => z.number({ error: `Enter your ${label} as a number` });

const gpa = (label: string, max: number) =>
  number(label)
    .min(0, `${label[0]!.toUpperCase()}${label.slice(1)} can't be below 0`)
    .max(max, `${label[0]!.toUpperCase()}${label.slice(1)} is at most ${max.toFixed(1)}`);

const satScore = (label: string, range: { min: number; max: number }) =>
  number(`SAT ${label}`)
    .int(`SAT ${label} scores are whole numbers`)
    .min(range.min, `SAT ${label} scores run from ${range.min} to ${range.max}`)
    .max(range.max, `SAT ${label} scores run from ${range.min} to ${range.max}`)
    .multipleOf(SAT_STEP, `SAT scores go up in steps of ${SAT_STEP}`);

/** A list of distinct values: the same choice twice is a mistake worth naming. */
const distinct = <T extends z.ZodType>(item: T, max: number, tooMany: string) =>
  z
    .array(item)
    .max(max, tooMany)
    .refine((values) => new Set(values).size === values.length, /*i18n*/ 'Choose each option only once');

export const termGpaSchema = z.strictObject({
  term: z
    .string({ error: /*i18n*/ 'Name the term, e.g. Fall 2025' })
    .trim()
    .min(1, /*i18n*/ 'Name the term, e.g. Fall 2025')
    .max(TERM_NAME_MAX_LENGTH, `Term names are at most ${TERM_NAME_MAX_LENGTH} characters`),
  gpa: gpa('term GPA', GPA_MAX),
});
export type TermGpa = z.infer<typeof termGpaSchema>;

export const courseKindSchema = z.enum(COURSE_KINDS, { error: /*i18n*/ 'Choose AP, IB, Honors or Dual enrollment' });

export const courseSchema = z
  .strictObject({
    name: z
      .string({ error: /*i18n*/ 'Enter the course name' })
      .trim()
      .min(1, /*i18n*/ 'Enter the course name')
      .max(COURSE_NAME_MAX_LENGTH, `Course names are at most ${COURSE_NAME_MAX_LENGTH} characters`),
    kind: courseKindSchema,
    /** AP exam 1-5, IB 1-7; null when not taken yet, and always null for Honors and dual enrollment. */
    score: number('exam score').int(/*i18n*/ 'Exam scores are whole numbers').nullable(),
  })
  .superRefine((course, ctx) => {
    if (course.score === null) return;
    const range = COURSE_SCORE_RANGES[course.kind];
    if (!range) {
      ctx.addIssue({ code: 'custom', path: ['score'], message: `${course.kind} courses have no exam score; leave it empty` });
    } else if (course.score < range.min || course.score > range.max) {
      ctx.addIssue({ code: 'custom', path: ['score'], message: `${course.kind} exam scores run from ${range.min} to ${range.max}` });
    }
  });
export type Course = z.infer<typeof courseSchema>;

export const preferencesSchema = z.strictObject({
  regions: distinct(regionSchema, 5, 'Choose at most 5 regions'),
  /** USPS codes; optional in a body (older clients send none). */
  states: distinct(stateCodeSchema, PREFERRED_STATES_MAX, `Choose at most ${PREFERRED_STATES_MAX} states`).default([]),
  sizes: distinct(sizeBucketSchema, 4, 'Choose at most 4 sizes'),
  /** Most the family can pay per year, in USD; null when not said. */
  budget: number('budget')
    .int(/*i18n*/ 'Enter the budget in whole dollars')
    .min(0, "The budget can't be below $0")
    .max(BUDGET_MAX, `Enter a budget up to $${BUDGET_MAX.toLocaleString('en-US')}`)
    .nullable(),
  settings: distinct(localeKindSchema, 4, 'Choose at most 4 settings'),
});
export type Preferences = z.infer<typeof preferencesSchema>;

const profileFields = {
  /** Unweighted, 4.0 scale. */
  gpa: gpa('GPA', GPA_MAX).nullable(),
  weightedGpa: gpa('weighted GPA', WEIGHTED_GPA_MAX).nullable(),
  termGpas: z.array(termGpaSchema).max(TERM_GPAS_MAX, `Add at most ${TERM_GPAS_MAX} terms`),
  satTotal: satScore('total', SAT_TOTAL_RANGE).nullable(),
  /** Evidence-Based Reading and Writing. */
  satReading: satScore('reading and writing', SAT_SECTION_RANGE).nullable(),
  satMath: satScore('math', SAT_SECTION_RANGE).nullable(),
  act: number('ACT score')
    .int(/*i18n*/ 'ACT scores are whole numbers')
    .min(ACT_RANGE.min, `ACT scores run from ${ACT_RANGE.min} to ${ACT_RANGE.max}`)
    .max(ACT_RANGE.max, `ACT scores run from ${ACT_RANGE.min} to ${ACT_RANGE.max}`)
    .nullable(),
  courses: z.array(courseSchema).max(COURSES_MAX, `Add at most ${COURSES_MAX} courses`),
  classRank: number('class rank').int(/*i18n*/ 'Class rank is a whole number').min(1, /*i18n*/ 'Class rank starts at 1').nullable(),
  classSize: number('class size')
    .int(/*i18n*/ 'Class size is a whole number')
    .min(1, /*i18n*/ 'Class size is at least 1')
    .max(CLASS_SIZE_MAX, `Class size is at most ${CLASS_SIZE_MAX.toLocaleString('en-US')}`)
    .nullable(),
  /** 2-digit CIP family codes (major-families.ts). */
  intendedMajors: distinct(majorCodeSchema, INTENDED_MAJORS_MAX, `Choose up to ${INTENDED_MAJORS_MAX} majors`),
  preferences: preferencesSchema,
  /** Used only to pick the net price for this band; never shared. */
  incomeBand: incomeBandSchema.nullable(),
  /**
   * The student's home state: at a public college in another state the headline cost
   * is the out-of-state price. Optional in `PUT /api/profile`: left out, the saved one is kept.
   */
  homeState: stateCodeSchema.nullable().optional(),
};

/** `PUT /api/profile`: the whole profile. */
export const profileBodySchema = z.strictObject(profileFields).superRefine((profile, ctx) => {
  const { satTotal, satReading, satMath, classRank, classSize, termGpas } = profile;
  if (satReading !== null && satMath !== null && satTotal !== null && satTotal !== satReading + satMath) {
    ctx.addIssue({
      code: 'custom',
      path: ['satTotal'],
      message: `Your total should be reading and writing plus math (${satReading + satMath})`,
    });
  }
  if ((satReading !== null || satMath !== null) && satTotal === null && (satReading === null || satMath === null)) {
    ctx.addIssue({ code: 'custom', path: ['satTotal'], message: /*i18n*/ 'Enter your SAT total, or both section scores' });
  }
  if (classRank !== null && classSize === null) {
    ctx.addIssue({ code: 'custom', path: ['classSize'], message: /*i18n*/ 'Enter your class size to go with your rank' });
  }
  if (classRank !== null && classSize !== null && classRank > classSize) {
    ctx.addIssue({ code: 'custom', path: ['classRank'], message: `Your rank can't be more than your class size (${classSize})` });
  }
  const seen = new Set<string>();
  termGpas.forEach((term, index) => {
    const key = term.term.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['termGpas', index, 'term'], message: /*i18n*/ 'You already added this term' });
    seen.add(key);
  });
});
export type ProfileBody = z.input<typeof profileBodySchema>;
export type Profile = z.infer<typeof profileBodySchema>;

/** `GET /api/profile` and the answer to `PUT`: the profile plus when it was last saved (null before the first save). */
export const profileResponseSchema = z.object({
  ...profileFields,
  termGpas: z.array(termGpaSchema),
  courses: z.array(courseSchema),
  homeState: stateCodeSchema.nullable(),
  updatedAt: dateTimeStringSchema.nullable(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** `PUT /api/profile/income-band`: the quick selector's choice, saved without touching the rest of the profile. */
export const incomeBandBodySchema = z.strictObject({ incomeBand: incomeBandSchema.nullable() });
export type IncomeBandBody = z.infer<typeof incomeBandBodySchema>;

/** `PUT /api/profile/home-state`: the quick selector's home state, saved without touching the rest of the profile. */
export const homeStateBodySchema = z.strictObject({ homeState: stateCodeSchema.nullable() });
export type HomeStateBody = z.infer<typeof homeStateBodySchema>;
