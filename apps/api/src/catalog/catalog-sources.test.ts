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
  if (['SATPCT', 'ACTPCT', 'DVADM04', 'DVADM01'].includes(column)) return value / 100;
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

/**
 * The audit's data classes: what each value measures, whatever its year. A value a fallback
 * found must measure the same thing as the figure it stands in for.
 */
describe('what every value measures', () => {
  const { schools } = testCatalog();
  const newest = files.get('scorecard_2023_24.csv')!;
  const older = files.get('scorecard_institutions.csv')!;
  const admissions = files.get('ipeds_adm2022.csv')!;
  const directory = files.get('ipeds_hd2024.csv')!;

  it('never serves a negative IPEDS or Scorecard code (-1 not reported, -2 not applicable, ...) as a value', () => {
    const found: string[] = [];
    for (const school of schools) {
      for (const [field, value] of flattenSchool(school)) {
        if (typeof value === 'string' && /^-\d+$/.test(value)) found.push(`${school.name}: ${field} = ${value}`);
        // Net prices below zero are real (grants above the cost); nothing else is ever negative.
        if (typeof value === 'number' && value < 0 && !field.startsWith('netPrice.') && !field.startsWith('coordinates.'))
          found.push(`${school.name}: ${field} = ${value}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('shows a telephone number only when the cell is one: never "4.06353E+13"', () => {
    const damaged = schools.filter((school) => directory.get(String(school.id))?.GENTELE?.includes('E+'));
    expect(damaged.length).toBeGreaterThan(100);
    for (const school of damaged) expect(school.phone, school.name).toBeNull();
    for (const school of schools) {
      if (school.phone !== null) expect(school.phone).toMatch(/^(\(\d{3}\) \d{3}-\d{4}|\+\d{3} \d{3} \d{4})( ext\. \d+)?$/);
    }
  });

  it('calls a college "not part of a system" only when it reported so; one that did not answer is not reported', () => {
    for (const school of schools) {
      const row = directory.get(String(school.id))!;
      const membership = row.F1SYSTYP === '1' ? 'member' : row.F1SYSTYP === '2' ? 'independent' : 'not-reported';
      expect(school.system, school.name).toEqual({ membership, name: membership === 'member' ? row.F1SYSNAM : null });
    }
    const notReported = schools.filter((school) => school.system.membership === 'not-reported').map((school) => school.name);
    expect(notReported).toEqual(expect.arrayContaining(['Paier College', 'Northwestern College']));
  });

  it('keeps completion and retention to the measure of the college’s own level, in every year', () => {
    const found: string[] = [];
    for (const school of schools) {
      const fourYear = school.level === 'Four-year';
      for (const field of [
        'outcomes.graduationRate',
        'outcomes.onTimeGraduationRate',
        'outcomes.retentionRate',
        'outcomes.completionWithin200',
      ]) {
        const column = school.sources[field]?.split('@')[0];
        if (column && column.endsWith('L4') === fourYear) found.push(`${school.name} (${school.level}): ${field} from ${column}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('never replaces a reported majors row, all zeros included, with an older year', () => {
    const pcip = Object.keys(newest.values().next().value!).filter((column) => column.startsWith('PCIP'));
    const allZero = schools.filter((school) => {
      const row = newest.get(String(school.id));
      const cells = pcip.map((column) => row?.[column]?.trim()).filter(Boolean);
      return cells.length > 0 && cells.every((cell) => Number(cell) === 0);
    });
    expect(allZero.length).toBeGreaterThan(0);
    for (const school of allZero) {
      expect(school.majors, school.name).toEqual([]);
      expect(school.majorsAllZero).toBe(true);
    }
    for (const school of schools) {
      const reported = pcip.some((column) => newest.get(String(school.id))?.[column]?.trim());
      if (!reported) continue;
      for (const major of school.majors) expect(school.sources[`majors.${major.code}`], school.name).toMatch(/@scorecard-2023-24$/);
    }
  });

  it('shows the admission rate of the newest fall any file reports, and no percentage for open admissions', () => {
    const fallOf = (source: string) => SOURCES[source]!.year;
    const found: string[] = [];
    for (const school of schools) {
      const id = String(school.id);
      const reported = [
        ...['ADM_RATE', 'ADM_RATE_ALL'].filter((column) => newest.get(id)?.[column]?.trim()).map(() => '2023-24'),
        ...(older.get(id)?.ADM_RATE_ALL?.trim() ? ['2022-23'] : []),
        ...(admissions.get(id)?.DVADM01?.trim() ? ['2022-23'] : []),
        ...(older.get(id)?.ADM_RATE?.trim() ? ['2021-22'] : []),
      ].sort();
      const newestFall = reported.at(-1);
      if (school.openAdmissions) {
        if (school.admissions.admissionRate !== null) found.push(`${school.name}: open admissions beside a rate`);
        continue;
      }
      const source = school.sources['admissions.admissionRate'];
      if (newestFall && (!source || fallOf(source.split('@')[1]!) !== newestFall))
        found.push(`${school.name}: rate from ${source ?? 'nothing'} although ${newestFall} reports one`);
    }
    expect(found).toEqual([]);
  });

  it('calls only public colleges community colleges; a private one awarding mostly associate’s degrees is an associate’s college', () => {
    for (const school of schools) {
      if (school.programTypes.includes('community-college')) {
        expect(school.control, school.name).toBe('public');
        // A four-year university awarding many associate's degrees is not a community college.
        const associateClass = ['1', '2', '3', '4', '11', '12', '13'].includes(directory.get(String(school.id))!.CARNEGIEIC!);
        expect(school.level === 'Two-year' || associateClass, school.name).toBe(true);
      }
      if (school.programTypes.includes('associates-college')) expect(school.control, school.name).not.toBe('public');
    }
    expect(schools.filter((school) => school.programTypes.includes('associates-college')).length).toBeGreaterThan(200);
    expect(schools.find((school) => school.name === 'Arkansas Tech University')?.programTypes).not.toContain('community-college');
  });
});
