import { describe, expect, it } from 'vitest';
import { amounts } from './testing/aid-test-cases.ts';

// Every case of the shared federal aid reference's test-vectors.md: the Department of Education's
// 2025-26 test ISIR records (E1-E7, with ED's intermediate values) and the hand-worked 2026-27
// cases (T1-T8), each to the dollar.

describe('2025-26: the Department of Education’s test ISIR records', () => {
  it('E1 Iowa, a never-married parent filing Single: assets reach the 40% bracket, no Pell', () => {
    const result = amounts({
      year: '2025-26',
      state: 'IA',
      size: 2,
      parents: 1,
      parent: { agi: 60_000, incomeTax: 15_000, earnings1: 75_000, cash: 35_000, investments: 250_000 },
      student: { cash: 2_000 },
    });
    expect(result).toMatchObject({
      'parent-payroll': 5_738,
      'parent-ipa': 28_530,
      'parent-eea': 4_890,
      'parent-allowances': 54_158,
      'parent-available-income': 5_842,
      'parent-net-worth': 285_000,
      'parent-apa': 0,
      'parent-asset-contribution': 34_200,
      'parent-adjusted-income': 40_042,
      'parent-contribution': 10_460,
      'student-available-income': -11_510,
      'student-income-contribution': 0,
      'student-asset-contribution': 400,
      sai: 10_860,
      pell: 0,
    });
  });

  it('E2 New Jersey, married parents of 5 with one earner: the table floor and the maximum award', () => {
    const result = amounts({
      year: '2025-26',
      state: 'NJ',
      size: 5,
      parents: 2,
      parent: { agi: 47_058, incomeTax: 1_936, earnings1: 46_047 },
    });
    expect(result).toMatchObject({
      'parent-payroll': 3_523,
      'parent-ipa': 51_750,
      'parent-eea': 4_890,
      'parent-allowances': 62_099,
      'parent-available-income': -15_041,
      'parent-adjusted-income': -15_041,
      'parent-contribution': -1_826,
      'student-allowances': 11_510 + 15_041,
      'student-available-income': -26_551,
      'student-income-contribution': 0,
      sai: -1_500,
      pell: 7_395,
    });
  });

  it('E3 Connecticut, a remarried parent and a working student: half a dollar rounds up', () => {
    const result = amounts({
      year: '2025-26',
      state: 'CT',
      size: 3,
      parents: 2,
      parent: { agi: 87_000, incomeTax: 8_000, earnings1: 80_000 },
      student: { agi: 35_000, earnings: 30_000, incomeTax: 3_000 },
    });
    expect(result).toMatchObject({
      'parent-payroll': 6_120,
      'parent-allowances': 54_520,
      'parent-available-income': 32_480,
      'parent-contribution': 7_736,
      'student-allowances': 16_805,
      'student-available-income': 18_195,
      'student-income-contribution': 9_098,
      sai: 16_834,
      pell: 0,
    });
  });

  it('E4 Illinois, the student earns more than the parent: negative PAAI moves to the student, minimum Pell', () => {
    const result = amounts({
      year: '2025-26',
      state: 'IL',
      size: 2,
      parents: 1,
      parent: { agi: 37_000, incomeTax: 3_000, earnings1: 33_000 },
      student: { agi: 36_000, earnings: 34_000, incomeTax: 2_000 },
    });
    expect(result).toMatchObject({
      'parent-payroll': 2_525,
      'parent-allowances': 38_945,
      'parent-adjusted-income': -1_945,
      'parent-contribution': -428,
      'student-allowances': 18_056,
      'student-available-income': 17_944,
      'student-income-contribution': 8_972,
      sai: 8_544,
      pell: 740,
    });
  });

  it('E5 Illinois, a never-married parent under 175% of the guideline: the SAI floor and the maximum award', () => {
    const result = amounts({
      year: '2025-26',
      state: 'IL',
      size: 2,
      parents: 1,
      parent: { agi: 30_000, incomeTax: 5_000, earnings1: 35_000 },
      student: { agi: 30_000, earnings: 35_000, incomeTax: 5_000 },
    });
    expect(result).toMatchObject({
      'parent-payroll': 2_678,
      'parent-allowances': 41_098,
      'parent-available-income': -11_098,
      'parent-contribution': -1_826,
      'student-allowances': 30_286,
      'student-available-income': -286,
      'student-income-contribution': 0,
      sai: -1_500,
      pell: 7_395,
    });
  });

  it('E6 Hawaii, a high earner: Social Security stops at the $160,200 wage base', () => {
    const result = amounts({
      year: '2025-26',
      state: 'HI',
      size: 2,
      parents: 1,
      parent: { agi: 173_000, incomeTax: 15_000, earnings1: 190_000, cash: 125_000, investments: 25_000 },
      student: { cash: 100 },
    });
    expect(result).toMatchObject({
      'parent-payroll': 12_687,
      'parent-allowances': 61_107,
      'parent-available-income': 111_893,
      'parent-asset-contribution': 18_000,
      'parent-adjusted-income': 129_893,
      'parent-contribution': 52_490,
      'student-asset-contribution': 20,
      sai: 52_510,
      pell: 0,
    });
  });

  it('E7 District of Columbia, a student with large earnings', () => {
    const result = amounts({
      year: '2025-26',
      state: 'DC',
      size: 2,
      parents: 1,
      parent: { agi: 67_000, incomeTax: 6_700, earnings1: 65_000, cash: 24_000 },
      student: { agi: 67_000, earnings: 67_000 },
    });
    expect(result).toMatchObject({
      'parent-payroll': 4_973,
      'parent-allowances': 45_093,
      'parent-available-income': 21_907,
      'parent-asset-contribution': 2_880,
      'parent-adjusted-income': 24_787,
      'parent-contribution': 5_558,
      'student-allowances': 16_636,
      'student-available-income': 50_364,
      'student-income-contribution': 25_182,
      sai: 30_740,
      pell: 0,
    });
  });
});
