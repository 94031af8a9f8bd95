import { beforeAll, describe, expect, it } from 'vitest';
import { historyImportResponseSchema, importRejectedSchema } from '@campuspath/contract/admission-history-imports';
import type { SignedInUser } from '../../test/factories.ts';
import { createSchool, signUpAs } from '../../test/roles.ts';
import { useTestApp } from '../../test/test-app.ts';
import { historyFile, historyLine } from '../../test/history-requests.ts';

/**
 * College names in an import resolve the way search reads them (names, short names, initialisms,
 * nicknames), a name several colleges share is never guessed, and one choice of college applies
 * to every row with that name.
 */
const ctx = useTestApp();
let counselor: SignedInUser;
let schoolId: string;

beforeAll(async () => {
  counselor = await signUpAs(ctx.app, 'counselor');
  schoolId = (await createSchool(ctx.app, counselor)).highSchool.id;
});

const post = (csv: string, names: string[] = []) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/high-schools/${schoolId}/admission-history/imports?fileName=export.csv${names.map((name) => `&names=${encodeURIComponent(name)}`).join('')}`,
    headers: { cookie: counselor.cookie, 'content-type': 'text/csv' },
    payload: csv,
  });

const GEORGIA_STATE = 139940;
const SAMFORD = 102049;

describe('college names as search reads them', () => {
  it('reads short names, initialisms and nicknames a Naviance-style export uses, and says how each was read', async () => {
    const names = [
      'Georgia State',
      'Kennesaw State',
      'Northeastern',
      'Vanderbilt',
      'Samford',
      'UGA',
      'Georgia Tech',
      'Tulane',
      'Emory University',
    ];
    const lines = names.flatMap((college, index) => [
      historyLine({ college, classYear: 2023 }),
      historyLine({ college, classYear: 2024, gpa: 3.5 + index / 100 }),
    ]);
    const response = await post(historyFile(lines));
    expect(response.statusCode, response.body.slice(0, 600)).toBe(201);
    const { import: created, report } = historyImportResponseSchema.parse(response.json());
    expect(created.colleges).toBe(names.length);
    const read = new Map(report.namesRead.map((name) => [name.value, name]));
    expect(read.get('Georgia State')).toMatchObject({
      collegeId: GEORGIA_STATE,
      collegeName: 'Georgia State University',
      rows: 2,
      how: 'search',
    });
    expect(read.get('Samford')).toMatchObject({ collegeId: SAMFORD, collegeName: 'Samford University' });
    expect(read.get('Northeastern')?.collegeName).toBe('Northeastern University');
    expect(read.get('Tulane')?.collegeName).toBe('Tulane University of Louisiana');
    // An official name is not listed as a reading to check.
    expect(read.has('Emory University')).toBe(false);
  });

  it('never guesses a name several colleges share, groups its rows, and one choice applies to all of them', async () => {
    const lines = [
      ...Array.from({ length: 6 }, (_, index) => historyLine({ college: 'Rutgers', gpa: 3.4 + index / 10 })),
      ...Array.from({ length: 3 }, (_, index) => historyLine({ college: 'Samfrod', gpa: 3.5 + index / 10 })),
      historyLine({ college: 'Georgia State' }),
    ];
    const refused = importRejectedSchema.parse((await post(historyFile(lines))).json());
    expect(refused.report.problemCount).toBe(9);
    expect(refused.report.unknownNames.map((name) => [name.value, name.rows])).toEqual([
      ['Rutgers', 6],
      ['Samfrod', 3],
    ]);
    const rutgers = refused.report.unknownNames[0]!;
    expect(rutgers.problem).toMatch(/^Several colleges go by "Rutgers"/);
    expect(rutgers.suggestions[0]?.name).toBe('Rutgers University-New Brunswick');
    // A misspelling is suggested, never taken, and the right college comes first.
    expect(refused.report.unknownNames[1]!.suggestions[0]?.id).toBe(SAMFORD);

    const chosen = [`${rutgers.suggestions[0]!.id}:Rutgers`, `${SAMFORD}:Samfrod`];
    const response = await post(historyFile(lines), chosen);
    expect(response.statusCode, response.body.slice(0, 400)).toBe(201);
    const { import: created, report } = historyImportResponseSchema.parse(response.json());
    expect(created.rows).toBe(10);
    expect(report.namesRead.filter((name) => name.how === 'chosen').map((name) => [name.value, name.rows])).toEqual([
      ['Rutgers', 6],
      ['Samfrod', 3],
    ]);
  });

  it('refuses a chosen UNITID the catalogue does not hold, naming `names`', async () => {
    const response = await post(historyFile([historyLine({ college: 'Rutgers' })]), ['999999:Rutgers']);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.names).toMatch(/UNITID 999999/);
    const malformed = await post(historyFile([historyLine({ college: 'Rutgers' })]), ['Rutgers']);
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields)).toEqual(['names']);
  });
});
