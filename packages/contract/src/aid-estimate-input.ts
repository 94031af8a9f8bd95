import { z } from 'zod';
import { AWARD_YEARS } from './aid-tables.ts';
import { stateCodeSchema } from './schools-query.ts';

/**
 * What the Student Aid Index estimator asks (Formula A, a dependent student): the FAFSA's own
 * items, in whole dollars from the tax year the award year uses. The same schema checks the
 * browser form and `PUT /api/aid-estimate`, so a field error reads the same in both.
 */

export const AID_MONEY_MAX = 10_000_000;
export const AID_FAMILY_SIZE = { min: 2, max: 20 } as const;

export const PARENT_FILING_STATUSES = [
  'married-joint',
  'married-separate',
  'single',
  'head-of-household',
  'qualifying-surviving-spouse',
] as const;
export type ParentFilingStatus = (typeof PARENT_FILING_STATUSES)[number];

const dollars = (label: string, min = 0) =>
  z
    .number({ error: `Enter ${label} as a number of dollars` })
    .int(`Enter ${label} in whole dollars`)
    .min(min, min === 0 ? `${cap(label)} can't be negative` : `${cap(label)} can't be below -$${(-min).toLocaleString('en-US')}`)
    .max(AID_MONEY_MAX, `${cap(label)} is more than this estimator handles ($${AID_MONEY_MAX.toLocaleString('en-US')})`);

function cap(label: string): string {
  return label[0]!.toUpperCase() + label.slice(1);
}

const incomeFields = (who: string) => ({
  /** Adjusted gross income: the one line that may be negative (a business loss). */
  agi: dollars(`${who} adjusted gross income`, -AID_MONEY_MAX),
  /** Untaxed income the FAFSA adds back: deductible IRA/SEP payments, tax-exempt interest, untaxed IRA and pension distributions. */
  untaxedIncome: dollars(`${who} untaxed income`),
  /** The foreign earned income exclusion (added back from 2026-27). */
  foreignIncomeExclusion: dollars(`${who} foreign earned income exclusion`),
  /** Subtracted: taxable college grants and AmeriCorps benefits, education tax credits, work-study earnings. */
  exclusions: dollars(`${who} grants, education credits and work-study`),
  incomeTax: dollars(`${who} U.S. income tax paid`),
  cash: dollars(`${who} cash, savings and checking`),
  investments: dollars(`${who} investments`),
  businessFarm: dollars(`${who} business and farm net worth`),
});

export const aidEstimateInputSchema = z
  .object({
    awardYear: z.enum(AWARD_YEARS, { error: /*i18n*/ 'Choose the award year: 2025-26 or 2026-27' }),
    /** Only the poverty guideline depends on it (Alaska and Hawaii have their own). */
    state: stateCodeSchema,
    familySize: z
      .number({ error: /*i18n*/ 'Enter the family size as a number' })
      .int(/*i18n*/ 'Family size is a whole number')
      .min(AID_FAMILY_SIZE.min, /*i18n*/ 'A family has at least 2 people: the student and a parent')
      .max(AID_FAMILY_SIZE.max, `Family size is at most ${AID_FAMILY_SIZE.max}`),
    parentCount: z.union([z.literal(1), z.literal(2)], { error: /*i18n*/ 'Choose one or two parents' }),
    parentFilingStatus: z.enum(PARENT_FILING_STATUSES, { error: /*i18n*/ 'Choose the parents’ tax filing status' }),
    parentClaimedEitc: z.boolean({ error: /*i18n*/ 'Answer whether the parents claimed the Earned Income Tax Credit' }),
    parentsNotRequiredToFile: z.boolean({ error: /*i18n*/ 'Answer whether the parents had to file a tax return' }),
    /** From 2026-27 a family farm or small business (100 or fewer employees) is left out of net worth. */
    businessFarmIsSmall: z.boolean({ error: /*i18n*/ 'Answer whether the business or farm is small' }),
    parent: z.object({
      ...incomeFields('parents’'),
      earnings1: dollars('the first parent’s earnings from work'),
      earnings2: dollars('the second parent’s earnings from work'),
      childSupportReceived: dollars('child support received'),
    }),
    student: z.object({ ...incomeFields('the student’s'), earnings: dollars('the student’s earnings from work') }),
  })
  .superRefine((input, context) => {
    if (input.parentCount === 1 && input.parent.earnings2 !== 0) {
      context.addIssue({
        code: 'custom',
        path: ['parent', 'earnings2'],
        message: /*i18n*/ 'With one parent on the FAFSA, leave the second parent’s earnings at 0',
      });
    }
  });
export type AidEstimateInput = z.infer<typeof aidEstimateInputSchema>;

const zeroIncome = {
  agi: 0,
  untaxedIncome: 0,
  foreignIncomeExclusion: 0,
  exclusions: 0,
  incomeTax: 0,
  cash: 0,
  investments: 0,
  businessFarm: 0,
};

/** The blank form: a family of 3 with one parent, every amount 0. */
export const EMPTY_AID_ESTIMATE_INPUT: AidEstimateInput = {
  awardYear: '2026-27',
  state: 'OH',
  familySize: 3,
  parentCount: 1,
  parentFilingStatus: 'single',
  parentClaimedEitc: false,
  parentsNotRequiredToFile: false,
  businessFarmIsSmall: true,
  parent: { ...zeroIncome, earnings1: 0, earnings2: 0, childSupportReceived: 0 },
  student: { ...zeroIncome, earnings: 0 },
};
