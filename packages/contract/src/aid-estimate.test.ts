import { describe, expect, it } from 'vitest';
import { aidEstimateInputSchema, EMPTY_AID_ESTIMATE_INPUT } from './aid-estimate-input.ts';
import { estimateAid } from './aid-estimate.ts';
import { amounts, input } from './testing/aid-test-cases.ts';

// Every case of the shared federal aid reference's test-vectors.md: the Department of Education's
// 2025-26 test ISIR records (E1-E7, with ED's intermediate values) and the hand-worked 2026-27
// cases (T1-T8), each to the dollar.

describe('2026-27: the reference’s hand-worked cases', () => {
  it('T1 Ohio, two working parents, family of 4: a calculated award', () => {
    const result = amounts({
      year: '2026-27',
      state: 'OH',
      size: 4,
      parents: 2,
      parent: { agi: 85_000, incomeTax: 6_500, earnings1: 50_000, earnings2: 35_000, cash: 12_000, investments: 8_000 },
      student: { agi: 6_000, earnings: 6_000, cash: 1_500 },
    });
    expect(result).toMatchObject({
      'parent-payroll': 6_503,
      'parent-allowances': 62_883,
      'parent-available-income': 22_117,
      'parent-asset-contribution': 2_400,
      'parent-adjusted-income': 24_517,
      'parent-contribution': 5_475,
      'student-allowances': 12_229,
      'student-available-income': -6_229,
      'student-asset-contribution': 300,
      sai: 5_775,
      pell: 1_620,
    });
  });

  it('T2 Texas, a single parent (head of household) under 225%: the maximum award', () => {
    const result = amounts({
      year: '2026-27',
      state: 'TX',
      size: 3,
      parents: 1,
      filing: 'head-of-household',
      parent: { agi: 38_000, incomeTax: 900, earnings1: 38_000, cash: 2_000 },
    });
    expect(result).toMatchObject({
      'parent-payroll': 2_907,
      'parent-allowances': 45_137,
      'parent-available-income': -7_137,
      'parent-adjusted-income': -6_897,
      'parent-contribution': -1_517,
      'student-allowances': 18_667,
      sai: -1_500,
      pell: 7_395,
      'pell-guideline': 25_820,
    });
  });

  it('T3 California, SAI at least twice the maximum award: no Pell in 2026-27', () => {
    const result = amounts({
      year: '2026-27',
      state: 'CA',
      size: 5,
      parents: 2,
      parent: {
        agi: 120_000,
        untaxedIncome: 2_500,
        incomeTax: 11_000,
        earnings1: 70_000,
        earnings2: 50_000,
        cash: 30_000,
        investments: 40_000,
      },
      student: { agi: 9_000, earnings: 9_000, cash: 3_000 },
    });
    expect(result).toMatchObject({
      'parent-total-income': 122_500,
      'parent-payroll': 9_180,
      'parent-allowances': 78_130,
      'parent-adjusted-income': 52_770,
      'parent-contribution': 16_039,
      'student-allowances': 12_459,
      'student-asset-contribution': 600,
      sai: 16_639,
      pell: 0,
    });
  });

  it('T4 Alaska, married parents under 275% of the Alaska guideline: the minimum award', () => {
    const result = amounts({
      year: '2026-27',
      state: 'AK',
      size: 4,
      parents: 2,
      parent: { agi: 95_000, incomeTax: 7_000, earnings1: 60_000, earnings2: 35_000, cash: 5_000 },
    });
    expect(result).toMatchObject({
      'parent-payroll': 7_268,
      'parent-adjusted-income': 31_452,
      'parent-contribution': 7_375,
      sai: 7_375,
      'pell-guideline': 39_000,
      pell: 740,
    });
  });

  it('T5 New York, a high income family of 3', () => {
    const result = amounts({
      year: '2026-27',
      state: 'NY',
      size: 3,
      parents: 2,
      parent: { agi: 240_000, incomeTax: 38_000, earnings1: 150_000, earnings2: 90_000, cash: 60_000, investments: 150_000 },
      student: { cash: 5_000 },
    });
    expect(result).toMatchObject({
      'parent-payroll': 18_360,
      'parent-adjusted-income': 167_510,
      'parent-contribution': 69_967,
      sai: 70_967,
      pell: 0,
    });
  });

  it('T6 Florida, a single parent and a student with a job', () => {
    const result = amounts({
      year: '2026-27',
      state: 'FL',
      size: 2,
      parents: 1,
      filing: 'head-of-household',
      parent: { agi: 48_000, incomeTax: 2_800, earnings1: 48_000 },
      student: { agi: 20_000, earnings: 20_000, incomeTax: 500 },
    });
    expect(result).toMatchObject({
      'parent-payroll': 3_672,
      'parent-allowances': 40_662,
      'parent-contribution': 1_614,
      'student-allowances': 13_800,
      'student-available-income': 6_200,
      'student-income-contribution': 3_100,
      sai: 4_714,
      pell: 2_681,
    });
  });

  it('T7 Georgia, family of 6 with negative PAAI: the table floor, the SAI floor and the maximum award', () => {
    const result = amounts({ year: '2026-27', state: 'GA', size: 6, parents: 2, parent: { agi: 45_000, earnings1: 45_000, cash: 1_000 } });
    expect(result).toMatchObject({
      'parent-payroll': 3_443,
      'parent-allowances': 70_373,
      'parent-adjusted-income': -25_253,
      'parent-contribution': -1_870,
      'student-allowances': 37_023,
      sai: -1_500,
      pell: 7_395,
    });
  });

  it('T8 Hawaii, parents not required to file: −1,500 and the maximum award without the formula', () => {
    const result = amounts({
      year: '2026-27',
      state: 'HI',
      size: 4,
      parents: 2,
      nonfiler: true,
      parent: { agi: 21_000, earnings1: 21_000 },
    });
    expect(result).toMatchObject({ sai: -1_500, pell: 7_395, 'pell-guideline': 35_880 });
  });
});

describe('the explanation says what is less than published', () => {
  it('names the derived 2026-27 contribution table and the assumed asset protection allowance', () => {
    const steps = estimateAid(
      input({ year: '2026-27', state: 'OH', size: 4, parents: 2, parent: { agi: 85_000, earnings1: 85_000 } }),
    ).sections.flatMap((s) => s.steps);
    expect(steps.find((line) => line.id === 'parent-contribution')!.caveats).toMatchObject([
      { value: 'contribution-table', status: 'derived' },
    ]);
    expect(steps.find((line) => line.id === 'parent-apa')!.caveats).toMatchObject([{ value: 'asset-protection', status: 'assumed' }]);
  });

  it('gives each line its figures, not sentences, so the page writes them in its language', () => {
    const steps = estimateAid(
      input({ year: '2026-27', state: 'OH', size: 4, parents: 2, parent: { agi: 85_000, earnings1: 85_000 } }),
    ).sections.flatMap((s) => s.steps);
    expect(steps.find((line) => line.id === 'parent-payroll')).toMatchObject({
      amount: 6_503,
      figures: { ssRate: 620, mcRate: 145, earners: 1, earnings1: 85_000, ss1: 5_270, mc1: 1_233, capped1: 0 },
    });
    expect(steps.find((line) => line.id === 'parent-contribution')!.figures).toMatchObject({ variant: 'bracket' });
    expect(steps.find((line) => line.id === 'pell')!.figures).toMatchObject({ path: 'calculated', max: 7_395 });
    expect(JSON.stringify(steps.map((line) => line.figures))).not.toMatch(/ (of|plus|minus) /);
  });

  it('adds no such note to the 2025-26 contribution table, read from ED’s own records', () => {
    const steps = estimateAid(
      input({ year: '2025-26', state: 'OH', size: 4, parents: 2, parent: { agi: 85_000, earnings1: 85_000 } }),
    ).sections.flatMap((s) => s.steps);
    expect(steps.find((line) => line.id === 'parent-contribution')!.caveats).toEqual([]);
  });
});

describe('bad inputs name their field', () => {
  const issues = (value: unknown) =>
    aidEstimateInputSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('refuses negative, absurd and non-numeric amounts', () => {
    expect(issues({ ...EMPTY_AID_ESTIMATE_INPUT, parent: { ...EMPTY_AID_ESTIMATE_INPUT.parent, cash: -5 } })).toEqual([
      ['parent.cash', "Parents’ cash, savings and checking can't be negative"],
    ]);
    expect(issues({ ...EMPTY_AID_ESTIMATE_INPUT, student: { ...EMPTY_AID_ESTIMATE_INPUT.student, earnings: 1e12 } })?.[0]?.[0]).toBe(
      'student.earnings',
    );
    expect(issues({ ...EMPTY_AID_ESTIMATE_INPUT, familySize: 'four' })?.[0]).toEqual(['familySize', 'Enter the family size as a number']);
  });

  it('refuses second-parent earnings when one parent is on the FAFSA', () => {
    expect(issues({ ...EMPTY_AID_ESTIMATE_INPUT, parent: { ...EMPTY_AID_ESTIMATE_INPUT.parent, earnings2: 100 } })?.[0]?.[0]).toBe(
      'parent.earnings2',
    );
  });
});
