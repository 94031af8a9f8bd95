import { describe, expect, it } from 'vitest';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { parseCompareLink } from './compare-ids.ts';
import { barWidths, bestColumns, cellYear, rowYear, type CompareRow } from './compare-row.ts';

/** Only the field these rows read; the rest of a detail does not matter here. */
const schools = (...values: (number | null)[]) => values.map((value) => ({ netPrice: value }) as SchoolDetail);
const row = (overrides: Partial<CompareRow> = {}): CompareRow => ({
  key: 'net-price',
  label: 'Average net price',
  value: (school) => school.netPrice,
  render: (school) => school.netPrice,
  best: 'lowest',
  bar: 'relative',
  ...overrides,
});

describe('bestColumns', () => {
  it('marks the one lowest (or highest) value', () => {
    expect([...bestColumns(row(), schools(30_000, 12_000, 20_000))]).toEqual([1]);
    expect([...bestColumns(row({ best: 'highest' }), schools(30_000, 12_000, null))]).toEqual([0]);
  });

  it('marks nothing on a tie, with fewer than two reported values, or where best is ambiguous', () => {
    expect(bestColumns(row(), schools(12_000, 12_000, 20_000)).size).toBe(0);
    expect(bestColumns(row(), schools(12_000, null, null)).size).toBe(0);
    expect(bestColumns(row({ best: undefined }), schools(1, 2)).size).toBe(0);
  });

  it('compares values as shown, so two figures that read the same tie', () => {
    const rate = row({ best: 'highest', shown: (value) => Math.round(value * 100) });
    expect(bestColumns(rate, schools(0.911, 0.914)).size).toBe(0);
    expect([...bestColumns(rate, schools(0.911, 0.92))]).toEqual([1]);
  });
});

describe('barWidths', () => {
  it('scales to the largest value, or to 0-1 for fractions, and leaves missing values without a bar', () => {
    expect(barWidths(row(), schools(10, 20, null))).toEqual([50, 100, null]);
    expect(barWidths(row({ bar: 'fraction' }), schools(0.25, null))).toEqual([25, null]);
    expect(barWidths(row({ bar: undefined }), schools(1))).toEqual([null]);
  });
});

describe('parseCompareLink', () => {
  it('reads comma-separated and repeated ids, drops duplicates and non-ids, and keeps at most six', () => {
    const link = parseCompareLink(new URLSearchParams('ids=1,2, williams-college&ids=2&ids=<b>&ids=WILLIAMS-COLLEGE,3,4,5,6'));
    expect(link).toEqual({ ids: ['1', '2', 'williams-college', '3', '4', '5'], invalid: ['<b>'], overLimit: ['6'] });
    expect(parseCompareLink(new URLSearchParams(''))).toEqual({ ids: [], invalid: [], overLimit: [] });
  });
});

describe('rowYear and cellYear', () => {
  const dated = (value: number | null, year: string) =>
    ({ netPrice: value, figureYears: { 'netPrice.overall': year } }) as unknown as SchoolDetail;
  const priced = row({ field: 'netPrice.overall' });

  it('states the year most schools share once, and marks the figure of another year in its own cell', () => {
    const schools = [dated(1, '2023-24'), dated(2, '2023-24'), dated(3, '2022-23')];
    const year = rowYear(priced, schools);
    expect(year).toBe('2023-24');
    expect(schools.map((school) => cellYear(priced, school, year))).toEqual([null, null, '2022-23']);
  });

  it('counts only reported figures, and names no year for a row without a field', () => {
    expect(rowYear(priced, [dated(null, '2021-22'), dated(1, '2023-24')])).toBe('2023-24');
    expect(rowYear(row(), [dated(1, '2023-24')])).toBeNull();
  });
});
