import type { AidYearTables } from './aid-tables.ts';

/**
 * Student Aid Index (Formula A) and Pell tables for the 2026-27 award year (2024 tax data).
 * Sources are named in the shared federal aid reference (`sai-2026-27.md`); several values are
 * derived or assumed until the official 2026-27 SAI and Pell Eligibility Guide can be read, and
 * each says so.
 */
const FR27 = 'Federal Need Analysis Methodology for the 2026-27 Award Year, 90 FR 23922 (June 5, 2025)';
const CPI_METHOD = 'Statutory table (20 U.S.C. 1087oo) × CPI-U April 2025 / April 2020, the method 90 FR 23922 states';
const ED_TEST = 'U.S. Department of Education 2025-26 test ISIR records (same rule in both years)';

export const AID_TABLES_2026_27: AidYearTables = {
  awardYear: '2026-27',
  taxYear: 2024,
  incomeProtection: {
    value: { bySize: { 2: 29_190, 3: 36_330, 4: 44_880, 5: 52_950, 6: 61_930 }, eachAdditional: 6_990 },
    status: 'published-copy',
    source: FR27,
  },
  studentIncomeProtection: { value: 11_770, status: 'published-copy', source: FR27 },
  employmentExpenseCap: { value: 5_000, status: 'derived', source: CPI_METHOD },
  socialSecurityWageBase: {
    value: 168_600,
    status: 'secondary',
    source: 'Social Security wage base for tax year 2024 (SSA); not confirmed in an aid publication',
  },
  payrollRates: { value: { socialSecurity: 620, medicare: 145 }, status: 'published', source: ED_TEST },
  assessmentRates: {
    value: { employmentExpense: 3_500, parentAssets: 1_200, studentIncome: 5_000, studentAssets: 2_000 },
    status: 'published',
    source: ED_TEST,
  },
  assetProtection: {
    value: 0,
    status: 'assumed',
    source: 'No 2026-27 value found; it was $0 at every age in 2025-26 (ED test ISIR records)',
  },
  contributionSchedule: {
    value: {
      floorBelow: -8_500,
      floorAmount: -1_870,
      firstRate: 2_200,
      brackets: [
        { over: 21_800, base: 4_796, rate: 2_500 },
        { over: 27_300, base: 6_171, rate: 2_900 },
        { over: 32_800, base: 7_766, rate: 3_400 },
        { over: 38_400, base: 9_670, rate: 4_000 },
        { over: 43_900, base: 11_870, rate: 4_700 },
      ],
    },
    status: 'derived',
    source: `${CPI_METHOD}, rounded to $100; the same method reproduces the 2024-25, 2025-26 and 2027-28 schedules`,
  },
  saiFloor: { value: -1_500, status: 'published-copy', source: '20 U.S.C. 1087oo as amended by the FAFSA Simplification Act' },
  smallBusinessExcluded: {
    value: true,
    status: 'secondary',
    source: 'One Big Beautiful Bill Act (2025), as summarized by college financial aid offices',
  },
  businessFarmTiers: {
    value: [
      { over: 0, base: 0, rate: 4_000 },
      { over: 165_000, base: 66_000, rate: 5_000 },
      { over: 490_000, base: 228_500, rate: 6_000 },
      { over: 820_000, base: 426_500, rate: 10_000 },
    ],
    status: 'secondary',
    source: '2024-25 Table A3 tiers as implemented by a third party; the 2026-27 tiers were not found',
  },
  foreignIncomeAddedBack: {
    value: true,
    status: 'secondary',
    source: 'ED Electronic Announcement of Aug 15, 2025, as summarized by College Aid Services',
  },
  pell: {
    max: { value: 7_395, status: 'published-copy', source: 'Dear Colleague Letter GEN-26-01 (Jan 30, 2026)' },
    min: { value: 740, status: 'published-copy', source: 'Dear Colleague Letter GEN-26-01 (Jan 30, 2026)' },
    barMultiple: {
      value: 2,
      status: 'secondary',
      source: 'One Big Beautiful Bill Act: no Pell when the SAI is at least twice the maximum award (DCL GEN-26-01, as summarized)',
    },
  },
  pellIncomeLimits: {
    value: { maxSingleParent: 225, maxOther: 175, minSingleParent: 325, minOther: 275 },
    status: 'secondary',
    source: '2025-26 ISIR record layout (maximum award codes); minimum-award limits from the 2024-25 SAI guide, p. 30, via PolicyEngine',
  },
  poverty: {
    value: {
      guidelineYear: 2024,
      contiguous: { first: 15_060, eachAdditional: 5_380 },
      alaska: { first: 18_810, eachAdditional: 6_730 },
      hawaii: { first: 17_310, eachAdditional: 6_190 },
    },
    status: 'derived',
    source: 'HHS poverty guidelines, 89 FR 2961 (Jan 17, 2024), taken from a 150%-of-poverty table divided by 1.5',
  },
};
