import { z } from 'zod';
import { incomeBandSchema } from './catalog-terms-schemas.ts';
import { blankAsNull, dateTimeStringSchema, recordIdSchema } from './common.ts';
import { offerFigurePartsSchema, offerFlagPartsSchema } from './offer-parts.ts';
import {
  COST_SOURCES,
  HOUSING_CHOICES,
  LISTED_AS_CHOICES,
  LOAN_LINES,
  OFFER_AMOUNT_MAX,
  OFFER_FLAG_KINDS,
  OFFER_NOTES_MAX_LENGTH,
  OFFER_YEARS,
  PRIVATE_RATE_MAX,
  RENEWABLE_CHOICES,
} from './offers-terms.ts';

/**
 * Aid offers: what the family copies from a college's offer into the College Financing Plan's
 * lines, and what the API computes from it, line by line. Money is whole dollars; loan payments
 * are whole cents. Constants and labels live in offers-terms.ts.
 */

const dollars = z
  .number({ error: /*i18n*/ 'Enter an amount in whole dollars' })
  .int(/*i18n*/ 'Enter whole dollars, without cents')
  .min(0, /*i18n*/ 'Enter 0 or more')
  .max(OFFER_AMOUNT_MAX, `Enter at most $${OFFER_AMOUNT_MAX.toLocaleString('en-US')}`);
/** A line the letter leaves out is null (blank). */
const amountSchema = blankAsNull(dollars).default(null);
const yesNo = z.boolean({ error: /*i18n*/ 'Send true or false' });

export const costLineSchema = z.strictObject({
  amount: amountSchema,
  /** Billed by the college (tuition, on-campus housing) or paid elsewhere (books, travel). */
  billed: yesNo.default(false),
  /** The college's federal figure left as prefilled, or the letter's own figure. */
  source: z.enum(COST_SOURCES, { error: /*i18n*/ 'Choose where the figure comes from' }).default('letter'),
});
export const grantLineSchema = z.strictObject({
  amount: amountSchema,
  renewable: z.enum(RENEWABLE_CHOICES, { error: /*i18n*/ 'Choose whether it renews' }).default('unknown'),
});
export const loanLineSchema = z.strictObject({
  amount: amountSchema,
  listedAs: z.enum(LISTED_AS_CHOICES, { error: /*i18n*/ 'Choose how the letter listed it' }).default('loan'),
  /** Whether the family plans to take it: taken loans lower what it must cover now. */
  take: yesNo.default(true),
});
const ratePercentSchema = z
  .number({ error: /*i18n*/ 'Enter the rate in percent, such as 7.25' })
  .min(0, /*i18n*/ 'Enter 0 or more')
  .max(PRIVATE_RATE_MAX, `Enter at most ${PRIVATE_RATE_MAX}%`)
  .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, {
    message: /*i18n*/ 'Enter the rate with at most two decimals',
  });
export const privateLoanLineSchema = loanLineSchema.extend({ ratePercent: blankAsNull(ratePercentSchema).default(null) });

export const offerBodySchema = z.strictObject({
  academicYear: z.enum(OFFER_YEARS, { error: /*i18n*/ 'Choose the year the offer is for' }),
  housing: z.enum(HOUSING_CHOICES, { error: /*i18n*/ 'Choose where the student will live' }).default('on-campus'),
  /** False when the letter gave no cost of attendance (then the cost lines are the federal figures, or the family's own). */
  letterShowedCost: yesNo.default(true),
  costs: z
    .strictObject({
      tuitionFees: costLineSchema.default(costLineSchema.parse({})),
      housingMeals: costLineSchema.default(costLineSchema.parse({})),
      books: costLineSchema.default(costLineSchema.parse({})),
      transportation: costLineSchema.default(costLineSchema.parse({})),
      otherCosts: costLineSchema.default(costLineSchema.parse({})),
    })
    .default(() => ({
      tuitionFees: costLineSchema.parse({}),
      housingMeals: costLineSchema.parse({}),
      books: costLineSchema.parse({}),
      transportation: costLineSchema.parse({}),
      otherCosts: costLineSchema.parse({}),
    })),
  grants: z
    .strictObject({
      federalPell: grantLineSchema.default(grantLineSchema.parse({})),
      otherFederal: grantLineSchema.default(grantLineSchema.parse({})),
      state: grantLineSchema.default(grantLineSchema.parse({})),
      college: grantLineSchema.default(grantLineSchema.parse({})),
      outside: grantLineSchema.default(grantLineSchema.parse({})),
    })
    .default(() => ({
      federalPell: grantLineSchema.parse({}),
      otherFederal: grantLineSchema.parse({}),
      state: grantLineSchema.parse({}),
      college: grantLineSchema.parse({}),
      outside: grantLineSchema.parse({}),
    })),
  workStudy: z.strictObject({ amount: amountSchema, take: yesNo.default(true) }).default(() => ({ amount: null, take: true })),
  loans: z
    .strictObject({
      subsidized: loanLineSchema.default(loanLineSchema.parse({})),
      unsubsidized: loanLineSchema.default(loanLineSchema.parse({})),
      parentPlus: loanLineSchema.default(loanLineSchema.parse({})),
      private: privateLoanLineSchema.default(privateLoanLineSchema.parse({})),
    })
    .default(() => ({
      subsidized: loanLineSchema.parse({}),
      unsubsidized: loanLineSchema.parse({}),
      parentPlus: loanLineSchema.parse({}),
      private: privateLoanLineSchema.parse({}),
    })),
  notes: z
    .string({ error: /*i18n*/ 'Notes must be text' })
    .trim()
    .max(OFFER_NOTES_MAX_LENGTH, `Notes are at most ${OFFER_NOTES_MAX_LENGTH.toLocaleString('en-US')} characters`)
    .default(''),
});
export type OfferBody = z.input<typeof offerBodySchema>;
export type OfferEntries = z.output<typeof offerBodySchema>;

/** The entries as the API answers them: every line present, blanks as null (no input spellings). */
const storedAmount = z.number().int().nullable();
const storedCost = z.object({ amount: storedAmount, billed: z.boolean(), source: z.enum(COST_SOURCES) });
const storedGrant = z.object({ amount: storedAmount, renewable: z.enum(RENEWABLE_CHOICES) });
const storedLoan = z.object({ amount: storedAmount, listedAs: z.enum(LISTED_AS_CHOICES), take: z.boolean() });
export const offerEntriesSchema = z.object({
  academicYear: z.enum(OFFER_YEARS),
  housing: z.enum(HOUSING_CHOICES),
  letterShowedCost: z.boolean(),
  costs: z.object({
    tuitionFees: storedCost,
    housingMeals: storedCost,
    books: storedCost,
    transportation: storedCost,
    otherCosts: storedCost,
  }),
  grants: z.object({ federalPell: storedGrant, otherFederal: storedGrant, state: storedGrant, college: storedGrant, outside: storedGrant }),
  workStudy: z.object({ amount: storedAmount, take: z.boolean() }),
  loans: z.object({
    subsidized: storedLoan,
    unsubsidized: storedLoan,
    parentPlus: storedLoan,
    private: storedLoan.extend({ ratePercent: z.number().nullable() }),
  }),
  notes: z.string(),
});

export const offerApplicationParamsSchema = z.strictObject({ id: recordIdSchema });
export const studentOfferParamsSchema = z.strictObject({ studentId: recordIdSchema, applicationId: recordIdSchema });

/** One computed figure and how it was reached, in words (English) and as parts. */
export const offerFigureSchema = z.object({
  label: z.string(),
  amount: z.number().int().nullable(),
  how: z.string(),
  parts: offerFigurePartsSchema,
});
export type OfferFigure = z.infer<typeof offerFigureSchema>;

export const loanRateSchema = z.object({
  percent: z.number(),
  /** official: the federal rate for loans first disbursed in that year; example: the year's rate is not confirmed, an earlier one stands in; family: entered from the letter. */
  status: z.enum(['official', 'example', 'family']),
  note: z.string(),
  /** What the note quotes: an official rate's first-disbursement dates and source; an example's year. */
  period: z.object({ from: z.string(), to: z.string(), source: z.string() }).nullable(),
  exampleYear: z.string().nullable(),
});
export const loanEstimateSchema = z.object({
  line: z.enum(LOAN_LINES),
  label: z.string(),
  amount: z.number().int(),
  /** What the letter offered: more than `amount` when a Parent PLUS is capped. */
  offered: z.number().int(),
  taken: z.boolean(),
  /** Null for a private loan whose rate the family did not enter. */
  rate: loanRateSchema.nullable(),
  monthlyPaymentCents: z.number().int().nullable(),
  totalRepaidCents: z.number().int().nullable(),
  interestCents: z.number().int().nullable(),
  how: z.string(),
});
export type LoanEstimate = z.infer<typeof loanEstimateSchema>;

export const offerFlagSchema = z.object({ kind: z.enum(OFFER_FLAG_KINDS), message: z.string(), parts: offerFlagPartsSchema });
export type OfferFlag = z.infer<typeof offerFlagSchema>;

/** The college's federal average net price for the family's income band, for reference beside the offer. */
export const federalNetPriceSchema = z.object({
  incomeBand: incomeBandSchema.nullable(),
  amount: z.number().int().nullable(),
  year: z.string().nullable(),
  label: z.string(),
  /** Which label: the college is not in the catalogue, the figure for all aided students (no band set), or the band's. */
  labelId: z.enum(['not-in-catalogue', 'all-aided', 'band']),
  /** The college's own net price calculator (IPEDS), for a figure of the family's own; null when the college reports none. */
  calculatorUrl: z.string().nullable(),
});
export type FederalNetPrice = z.infer<typeof federalNetPriceSchema>;

/**
 * The outside scholarships the student recorded as awarded (their Scholarships list) and how the
 * offer counts them beside the letter's own outside line: the larger of the two, never both
 * (OUTSIDE_RULE in scholarships-terms.ts). `countedFrom` says whose figure gift aid uses.
 */
export const outsideScholarshipsSchema = z.object({
  recorded: z.array(z.object({ id: z.string(), name: z.string(), amount: z.number().int(), renewable: z.enum(RENEWABLE_CHOICES) })),
  recordedTotal: z.number().int(),
  letterAmount: z.number().int().nullable(),
  counted: z.number().int(),
  countedFrom: z.enum(['recorded', 'letter', 'none']),
  how: z.string(),
});
export type OutsideScholarships = z.infer<typeof outsideScholarshipsSchema>;

export const offerSchema = z.object({
  applicationId: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  entries: offerEntriesSchema,
  figures: z.object({
    costOfAttendance: z.number().int().nullable(),
    giftAid: z.number().int(),
    netPrice: z.number().int().nullable(),
    mustCover: z.number().int().nullable(),
    totalBorrowing: z.number().int(),
    gapAfterLoans: z.number().int().nullable(),
  }),
  /** Every figure above with how it was reached, in order. */
  explanation: z.array(offerFigureSchema),
  loans: z.array(loanEstimateSchema),
  flags: z.array(offerFlagSchema),
  outsideScholarships: outsideScholarshipsSchema,
  federalNetPrice: federalNetPriceSchema,
  /** The parent who last entered or changed it; null when it was the student. */
  enteredBy: z.string().nullable(),
  updatedAt: dateTimeStringSchema,
});
export type Offer = z.infer<typeof offerSchema>;

/** The college's federal cost figures the form starts from, with their year, for the family to correct. */
export const costPrefillSchema = z.object({
  costs: z.object({
    tuitionFees: z.number().int().nullable(),
    housingMeals: z.number().int().nullable(),
    books: z.number().int().nullable(),
    transportation: z.number().int().nullable(),
    otherCosts: z.number().int().nullable(),
  }),
  year: z.string().nullable(),
  /**
   * Which tuition figure the tuition line starts from and why (in-state for a student of the
   * college's state, out-of-state otherwise, or the other one when the college reports only it);
   * null when the college reports neither.
   */
  tuitionNote: z.string().nullable(),
  /** The tuition note's facts: which published tuition, and why (null when the college reports neither). */
  tuition: z
    .object({
      figure: z.enum(['in-state', 'out-of-state']),
      why: z.enum(['home-state', 'other-state', 'no-home-state', 'only-figure']),
    })
    .nullable(),
  note: z.string(),
  /** The note's facts: null when the college is not in the catalogue, else the student's residency. */
  residency: z.enum(['in-state', 'other-state', 'unknown']).nullable(),
});
export type CostPrefill = z.infer<typeof costPrefillSchema>;

export const acceptedApplicationSchema = z.object({
  applicationId: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  hasOffer: z.boolean(),
  prefill: costPrefillSchema,
  /** For reference beside the form: the federal net price for the family's band and the college's own calculator. */
  federalNetPrice: federalNetPriceSchema,
});
export type AcceptedApplication = z.infer<typeof acceptedApplicationSchema>;

/** Every offer, sorted by what the family must cover (least first), and the accepted applications an offer can be entered for. */
export const offerListResponseSchema = z.object({
  offers: z.array(offerSchema),
  accepted: z.array(acceptedApplicationSchema),
  incomeBand: incomeBandSchema.nullable(),
  /** A demo account's offers: made-up sample figures, to be marked "Sample" wherever they show. */
  sample: z.boolean(),
});
export type OfferListResponse = z.infer<typeof offerListResponseSchema>;

export const offerResponseSchema = z.object({ offer: offerSchema });
export type OfferResponse = z.infer<typeof offerResponseSchema>;
