import type { AidYearTables } from './aid-tables.ts';

/**
 * Student Aid Index (Formula A) and Pell tables for the 2025-26 award year (2023 tax data), read
 * from the U.S. Department of Education's own 2025-26 test ISIR records (github.com/usedgov/
 * fafsa-test-isirs-2025-26), which carry every intermediate value; see the shared federal aid
 * reference (`sai-2026-27.md`, `test-vectors.md`).
 */
const ED_TEST = 'U.S. Department of Education 2025-26 test ISIR records';

export const AID_TABLES_2025_26: AidYearTables = {
  awardYear: '2025-26',
  taxYear: 2023,
  incomeProtection: {
    value: { bySize: { 2: 28_530, 3: 35_510, 4: 43_870, 5: 51_750, 6: 60_540 }, eachAdditional: 6_840 },
    status: 'published',
    source: ED_TEST,
  },
  studentIncomeProtection: { value: 11_510, status: 'published', source: ED_TEST },
  employmentExpenseCap: { value: 4_890, status: 'published', source: ED_TEST },
  socialSecurityWageBase: { value: 160_200, status: 'published', source: ED_TEST },
  payrollRates: { value: { socialSecurity: 620, medicare: 145 }, status: 'published', source: ED_TEST },
  assessmentRates: {
    value: { employmentExpense: 3_500, parentAssets: 1_200, studentIncome: 5_000, studentAssets: 2_000 },
    status: 'published',
    source: ED_TEST,
  },
  assetProtection: { value: 0, status: 'published', source: `${ED_TEST} ($0 at every parent age)` },
  contributionSchedule: {
    value: {
      floorBelow: -8_300,
      floorAmount: -1_826,
      firstRate: 2_200,
      brackets: [
        { over: 21_300, base: 4_686, rate: 2_500 },
        { over: 26_700, base: 6_036, rate: 2_900 },
        { over: 32_000, base: 7_573, rate: 3_400 },
        { over: 37_500, base: 9_443, rate: 4_000 },
        { over: 42_900, base: 11_603, rate: 4_700 },
      ],
    },
    status: 'published',
    source: `${ED_TEST} (schedule fitted from more than 80 records)`,
  },
  saiFloor: { value: -1_500, status: 'published', source: ED_TEST },
  smallBusinessExcluded: { value: false, status: 'published', source: 'The small business and family farm exclusion starts in 2026-27' },
  businessFarmTiers: {
    value: [
      { over: 0, base: 0, rate: 4_000 },
      { over: 165_000, base: 66_000, rate: 5_000 },
      { over: 490_000, base: 228_500, rate: 6_000 },
      { over: 820_000, base: 426_500, rate: 10_000 },
    ],
    status: 'secondary',
    source: 'First tier (40%) from ED test ISIR records; higher tiers are the 2024-25 Table A3 as implemented by a third party',
  },
  foreignIncomeAddedBack: { value: false, status: 'published', source: 'The foreign income add-back starts in 2026-27' },
  pell: {
    max: { value: 7_395, status: 'published', source: 'Dear Colleague Letter GEN-25-02 (Jan 31, 2025)' },
    min: { value: 740, status: 'published', source: 'Dear Colleague Letter GEN-25-02 (Jan 31, 2025)' },
    barMultiple: { value: null, status: 'published', source: 'No SAI bar on Pell in 2025-26' },
  },
  pellIncomeLimits: {
    value: { maxSingleParent: 225, maxOther: 175, minSingleParent: 325, minOther: 275 },
    status: 'secondary',
    source: '2025-26 ISIR record layout (maximum award codes); minimum-award limits from the 2024-25 SAI guide, p. 30, via PolicyEngine',
  },
  poverty: {
    value: {
      guidelineYear: 2023,
      contiguous: { first: 14_580, eachAdditional: 5_140 },
      alaska: { first: 18_210, eachAdditional: 6_430 },
      hawaii: { first: 16_770, eachAdditional: 5_910 },
    },
    status: 'secondary',
    source: 'HHS poverty guidelines of Jan 19, 2023, as republished by financial aid pages',
  },
};
