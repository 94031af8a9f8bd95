import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../env.ts';
import { testCatalog } from '../test/test-app.ts';
import { flattenSchool } from './build/change-report.ts';
import { SOURCES } from './build/sources.ts';

/**
 * Every numeric value of every college against the raw source column the build says it came
 * from (`school.sources`): the newest year file first, the older extract only where the newest
 * year is empty, IPEDS for the admission counts.
 */
type Row = Record<string, string>;
const byUnitId = (file: string) =>
  new Map((parse(readFileSync(join(REPO_ROOT, 'data/raw', file)), { columns: true, bom: true }) as Row[]).map((row) => [row.UNITID!, row]));
const files = new Map(
  ['scorecard_2023_24.csv', 'scorecard_institutions.csv', 'ipeds_adm2022.csv', 'ipeds_hd2024.csv'].map((file) => [file, byUnitId(file)]),
);

/** The raw cell as the catalogue stores it: money rounded to whole dollars, IPEDS percentages as fractions. */
function expected(field: string, column: string, cell: string): number {
  const value = Number(cell);
  if (/^(costs|netPrice)\.|^outcomes\.medianEarnings$/.test(field)) return Math.round(value);
  if (['SATPCT', 'ACTPCT', 'DVADM04'].includes(column)) return value / 100;
  return value;
}

describe('every numeric field against its recorded source column', () => {
  const { schools } = testCatalog();

  it('walks all 3,031 colleges', () => {
    expect(schools).toHaveLength(3031);
    let compared = 0;
    const mismatches: string[] = [];
    for (const school of schools) {
      const id = String(school.id);
      for (const [field, value] of flattenSchool(school)) {
        if (typeof value !== 'number' || field === 'id') continue;
        const recorded = school.sources[field];
        if (!recorded) {
          mismatches.push(`${school.name}: ${field} = ${value} has no recorded source`);
          continue;
        }
        const [column, sourceId] = recorded.split('@') as [string, string];
        const source = SOURCES[sourceId];
        const cell = source && files.get(source.file)?.get(id)?.[column]?.trim();
        if (!cell) {
          mismatches.push(`${school.name}: ${field} from ${recorded}, which is empty`);
          continue;
        }
        if (expected(field, column, cell) !== value) mismatches.push(`${school.name}: ${field} = ${value}, ${recorded} = ${cell}`);
        // The older extract is the fallback: used only where the newest year has no value.
        if (source.file === 'scorecard_institutions.csv' && files.get('scorecard_2023_24.csv')!.get(id)?.[column]?.trim()) {
          if (!field.startsWith('majors.')) mismatches.push(`${school.name}: ${field} fell back to ${recorded} although 2023-24 has it`);
        }
        compared += 1;
      }
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
    expect(compared).toBeGreaterThan(150_000);
  });

  it('takes a value from the newest year file whenever it has one, for the plain one-column fields', () => {
    const newest = files.get('scorecard_2023_24.csv')!;
    const plain: [string, string][] = [
      ['costs.tuitionInState', 'TUITIONFEE_IN'],
      ['costs.tuitionOutOfState', 'TUITIONFEE_OUT'],
      ['students.undergraduates', 'UGDS'],
      ['admissions.sat.math.p25', 'SATMT25'],
      ['aid.pellShare', 'PCTPELL'],
    ];
    for (const school of schools) {
      for (const [field, column] of plain) {
        if (newest.get(String(school.id))?.[column]?.trim())
          expect(school.sources[field], `${school.name} ${field}`).toBe(`${column}@scorecard-2023-24`);
      }
    }
  });

  it('keeps earnings from the 2020-21 file, the 2023-24 year having none', () => {
    const withEarnings = schools.filter((school) => school.outcomes.medianEarnings !== null);
    expect(withEarnings.length).toBeGreaterThan(2500);
    for (const school of withEarnings) expect(school.sources['outcomes.medianEarnings']).toBe('MD_EARN_WNE_P10@scorecard-2020-21');
  });
});
