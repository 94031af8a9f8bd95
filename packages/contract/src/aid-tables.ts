/**
 * The shape of one award year's Student Aid Index and Pell tables. Each award year is one data
 * file (aid-tables-2025-26.ts, aid-tables-2026-27.ts): next year's update is a new file, not a
 * code change. Every value carries how sure we are of it and where it comes from, so the
 * estimate's explanation can say when a number is derived or assumed rather than published.
 */

/** How a value is known, in the order of trust (see the federal aid reference's README). */
export const VALUE_STATUSES = ['published', 'published-copy', 'derived', 'secondary', 'assumed'] as const;
export type ValueStatus = (typeof VALUE_STATUSES)[number];

export const VALUE_STATUS_LABELS: Record<ValueStatus, string> = {
  published: 'published by the U.S. Department of Education',
  'published-copy': 'read from a copy of the government text',
  derived: 'derived by the Federal Register’s update method, not yet read from the official guide',
  secondary: 'from a secondary source, not an official publication',
  assumed: 'assumed (no official value found), so this step is less certain',
};

export interface Sourced<T> {
  value: T;
  status: ValueStatus;
  source: string;
}

export const AWARD_YEARS = ['2025-26', '2026-27'] as const;
export type AwardYear = (typeof AWARD_YEARS)[number];

/** A rate in basis points (6.2% = 620): whole numbers keep every product exact before rounding. */
export type BasisPoints = number;

export interface ContributionBracket {
  /** The bracket applies to adjusted available income above this amount. */
  over: number;
  base: number;
  rate: BasisPoints;
}

export interface BusinessFarmTier {
  over: number;
  base: number;
  rate: BasisPoints;
}

export interface PovertyColumn {
  first: number;
  eachAdditional: number;
}

export interface AidYearTables {
  awardYear: AwardYear;
  /** The tax year the FAFSA asks about ("prior-prior year"). */
  taxYear: number;
  incomeProtection: Sourced<{ bySize: Record<2 | 3 | 4 | 5 | 6, number>; eachAdditional: number }>;
  studentIncomeProtection: Sourced<number>;
  employmentExpenseCap: Sourced<number>;
  socialSecurityWageBase: Sourced<number>;
  payrollRates: Sourced<{ socialSecurity: BasisPoints; medicare: BasisPoints }>;
  assessmentRates: Sourced<{
    employmentExpense: BasisPoints;
    parentAssets: BasisPoints;
    studentIncome: BasisPoints;
    studentAssets: BasisPoints;
  }>;
  assetProtection: Sourced<number>;
  contributionSchedule: Sourced<{ floorBelow: number; floorAmount: number; firstRate: BasisPoints; brackets: ContributionBracket[] }>;
  saiFloor: Sourced<number>;
  /** Whether a family farm or a small business (100 or fewer employees) is left out of net worth. */
  smallBusinessExcluded: Sourced<boolean>;
  businessFarmTiers: Sourced<BusinessFarmTier[]>;
  /** Whether the foreign earned income exclusion is added back to income. */
  foreignIncomeAddedBack: Sourced<boolean>;
  pell: {
    max: Sourced<number>;
    min: Sourced<number>;
    /** Pell ends when the SAI reaches this multiple of the maximum award; null when there is no such bar. */
    barMultiple: Sourced<number | null>;
  };
  /** Percent of the poverty guideline under which parents' AGI gives the maximum or minimum award. */
  pellIncomeLimits: Sourced<{ maxSingleParent: number; maxOther: number; minSingleParent: number; minOther: number }>;
  poverty: Sourced<{ guidelineYear: number; contiguous: PovertyColumn; alaska: PovertyColumn; hawaii: PovertyColumn }>;
}
