import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { isValidTimeZone } from '@campuspath/contract/deadline-time';
import { REPO_ROOT } from '../env.ts';
import { testCatalog } from '../test/test-app.ts';
import { loadSchoolDirectory } from './catalog.ts';

/** Sanity of the committed artefact against the raw files it was built from (catalog-sources.test.ts walks every field). */
const readRaw = (file: string) =>
  new Map(
    (parse(readFileSync(join(REPO_ROOT, 'data/raw', file)), { columns: true, bom: true }) as Record<string, string>[]).map((row) => [
      row.UNITID,
      row,
    ]),
  );
const newest = readRaw('scorecard_2023_24.csv');
const older = readRaw('scorecard_institutions.csv');
const cell = (rows: typeof newest) => (id: number, column: string) => {
  const value = rows.get(String(id))?.[column];
  return value ? Number(value) : null;
};
const rawNumber = cell(newest);
const olderNumber = cell(older);

describe('catalogue artefact', () => {
  const { schools } = testCatalog();

  it('gives every campus a real IANA time zone on the US side of any border (deadlines fall due there)', () => {
    const byName = (prefix: string) => schools.find((school) => school.name.startsWith(prefix));
    for (const school of schools) expect(isValidTimeZone(school.timeZone ?? ''), `${school.name}: ${school.timeZone}`).toBe(true);
    expect(byName('Georgia Institute of Technology')?.timeZone).toBe('America/New_York');
    expect(byName('Stanford University')?.timeZone).toBe('America/Los_Angeles');
    expect(byName('Arizona State University Campus Immersion')?.timeZone ?? byName('Arizona State University')?.timeZone).toBe(
      'America/Phoenix',
    );
    // Near borders the lookup's simplified shapes are corrected: Samoa is across the date line from Pago Pago.
    expect(byName('American Samoa Community College')?.timeZone).toBe('Pacific/Pago_Pago');
    expect(byName('Dakota College at Bottineau')?.timeZone).toBe('America/Chicago');
    expect(byName('Gogebic Community College')?.timeZone).toBe('America/Menominee');
  });

  it('holds the documented scope: about 3,000 colleges', () => {
    expect(schools.length).toBeGreaterThanOrEqual(2900);
    expect(schools.length).toBeLessThanOrEqual(3200);
  });

  it.each([
    [166683, 'Massachusetts Institute of Technology'],
    [170976, 'University of Michigan-Ann Arbor'],
    [168342, 'Williams College'],
  ])('has %i (%s) with the dataset values', (id, name) => {
    const school = schools.find((s) => s.id === id)!;
    expect(school.name).toBe(name);
    expect(school.admissions.admissionRate).toBe(rawNumber(id, 'ADM_RATE_ALL'));
    expect(school.sources['admissions.admissionRate']).toBe('ADM_RATE_ALL@scorecard-2023-24');
    expect(school.costs.tuitionInState).toBe(rawNumber(id, 'TUITIONFEE_IN'));
    expect(school.costs.tuitionOutOfState).toBe(rawNumber(id, 'TUITIONFEE_OUT'));
    expect(school.students.undergraduates).toBe(rawNumber(id, 'UGDS'));
    expect(school.admissions.sat.math).toEqual({ p25: rawNumber(id, 'SATMT25'), p75: rawNumber(id, 'SATMT75') });
    // The 2023-24 year has no earnings: the 2020-21 figure stays.
    expect(rawNumber(id, 'MD_EARN_WNE_P10')).toBeNull();
    expect(school.outcomes.medianEarnings).toBe(olderNumber(id, 'MD_EARN_WNE_P10'));
    expect(school.majors[0]!.share).toBe(rawNumber(id, `PCIP${school.majors[0]!.code}`));
  });

  it('has no NaN, no negative tuition, no out-of-range rates', () => {
    const text = JSON.stringify(schools);
    expect(text).not.toContain('NaN');
    for (const school of schools) {
      expect(school.costs.tuitionInState ?? 0).toBeGreaterThanOrEqual(0);
      expect(school.costs.tuitionOutOfState ?? 0).toBeGreaterThanOrEqual(0);
      const rate = school.admissions.admissionRate;
      if (rate !== null) expect(rate).toBeGreaterThanOrEqual(0);
      if (rate !== null) expect(rate).toBeLessThanOrEqual(1);
    }
  });

  it('has unique slugs and ids', () => {
    expect(new Set(schools.map((s) => s.slug)).size).toBe(schools.length);
    expect(new Set(schools.map((s) => s.id)).size).toBe(schools.length);
  });

  it('keeps missing admission rates missing rather than 0', () => {
    const missing = schools.filter((s) =>
      ['ADM_RATE', 'ADM_RATE_ALL'].every((column) => rawNumber(s.id, column) === null && olderNumber(s.id, column) === null),
    );
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((s) => s.admissions.admissionRate === null)).toBe(true);
  });
});

describe("the scheduler's directory of colleges", () => {
  it('names every college and gives its time zone as the whole catalogue does, by id, and nothing else', () => {
    const catalog = testCatalog();
    const directory = loadSchoolDirectory(join(REPO_ROOT, 'data/catalog/catalog.json.gz'));
    for (const school of catalog.schools) {
      expect(directory.find(String(school.id))).toEqual({ name: school.name, timeZone: school.timeZone });
    }
    expect(directory.find('0')).toBeNull();
    // Ids only: a slug is the search's business.
    expect(directory.find(catalog.schools[0]!.slug)).toBeNull();
  });
});
