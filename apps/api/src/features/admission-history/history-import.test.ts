import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  historyImportListResponseSchema,
  historyImportResponseSchema,
  importRejectedSchema,
  type ImportRejected,
} from '@campuspath/contract/admission-history-imports';
import { HISTORY_MAX_ROWS } from '@campuspath/contract/admission-history-terms';
import { multipart } from '../../test/document-fixtures.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { createSchool, joinSchool, signUpAs } from '../../test/roles.ts';
import { useTestApp } from '../../test/test-app.ts';
import { historyFile, historyLine, importHistoryCsv, postHistoryCsv } from '../../test/history-requests.ts';

/**
 * Importing a high school's admission history: every row checked with a report (row,
 * column, problem, suggestions), all or nothing, the same rows never twice, the encodings Excel
 * writes, the row and size limits, and imports listed, downloaded and deleted by counselors only.
 */
const ctx = useTestApp();
let counselor: SignedInUser;
let schoolId: string;

beforeAll(async () => {
  counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
  schoolId = (await createSchool(ctx.app, counselor)).highSchool.id;
});

const rejected = async (csv: string | Buffer): Promise<ImportRejected> => {
  const response = await postHistoryCsv(ctx.app, counselor, schoolId, csv);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(422);
  return importRejectedSchema.parse(response.json());
};
const storedRows = async () =>
  Number(
    (
      await ctx.database.handle.db
        .selectFrom('history_rows')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('high_school_id', '=', schoolId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('checking every row', () => {
  it('reports a bad GPA, an unknown college (with suggestions), a missing decision and a bad round with row and column, and imports nothing', async () => {
    const before = await storedRows();
    const report = (
      await rejected(
        historyFile([
          historyLine(),
          historyLine({ gpa: 4.3 }),
          historyLine({ college: 'Georgia Techh' }),
          historyLine({ decision: '' }),
          historyLine({ round: 'ED3', sat: 1455 }),
        ]),
      )
    ).report;
    expect(report.rowsRead).toBe(5);
    expect(report.problemCount).toBe(5);
    const at = (row: number, column: string) => report.problems.find((problem) => problem.row === row && problem.column === column);
    expect(at(3, 'gpa')?.problem).toMatch(/unweighted GPA on a 4.0 scale/);
    expect(at(4, 'college')?.suggestions.map((suggestion) => suggestion.id)).toContain(139755);
    expect(at(4, 'college')?.suggestions[0]).toMatchObject({
      name: expect.any(String),
      city: expect.any(String),
      state: expect.any(String),
    });
    expect(at(5, 'decision')?.problem).toMatch(/Missing decision/);
    expect(at(6, 'round')?.problem).toMatch(/Unknown round/);
    expect(at(6, 'sat')?.problem).toMatch(/multiples of 10/);
    expect(await storedRows()).toBe(before);
  });

  it('reads header variants (case, spaces, aliases) and names, nicknames and UNITIDs; a deferral with its final decision', async () => {
    const csv = historyFile(
      [
        '2023,Georgia Institute of Technology-Main Campus,Early Action,Deferred then admitted,3.85,,32,Computer Science',
        '2023,emory university,ED2,rejected,3.6,1380,,business',
        '2022,139959,rd,Wait listed,"3,70",,,',
      ],
      'Class Of,College Name,Application Round,Final Decision,GPA (unweighted),SAT Total,ACT Composite,Intended Major',
    );
    const response = await postHistoryCsv(ctx.app, counselor, schoolId, csv);
    expect(response.statusCode, response.body).toBe(201);
    const { import: created, report } = historyImportResponseSchema.parse(response.json());
    expect(created).toMatchObject({ rows: 3, newRows: 3, classYears: [2022, 2023], colleges: 3, importedBy: { name: 'Ms. Rivera' } });
    expect(report.problems).toEqual([]);
    const rows = await ctx.database.handle.db
      .selectFrom('history_rows')
      .selectAll()
      .where('import_id', '=', created.id)
      .orderBy('line')
      .execute();
    expect(
      rows.map((row) => [row.college_id, row.round, row.decision, Number(row.deferred), row.gpa_milli, row.act, row.major_family]),
    ).toEqual([
      [139755, 'early-action', 'admitted', 1, 3850, 32, '11'],
      [139658, 'early-decision', 'denied', 0, 3600, null, '52'],
      [139959, 'regular-decision', 'waitlisted', 0, 3700, null, null],
    ]);
  });

  it('refuses a column that identifies students, names it, and ignores other extra columns', async () => {
    const withName = await rejected(
      historyFile([`Ana,${historyLine()}`], `Student Name,${'class_year,college,round,decision,gpa,sat,act'}`),
    );
    expect(withName.report.problems[0]).toMatchObject({
      row: 1,
      column: 'Student Name',
      problem: expect.stringMatching(/identifies students/),
    });
    // However a district's export spells them: each is refused by name, none is quietly ignored.
    const identifying = ['Birthdate', 'DOB', 'ZIP', 'Zip Code', 'LASID', 'SASID', 'Guardian 1', 'Parent Email', 'StudentID'];
    for (const column of [...identifying, 'Student ID', 'Email', 'Last Name', 'Home Address', 'Phone']) {
      const refused = await rejected(historyFile([`x,${historyLine()}`], `${column},class_year,college,round,decision,gpa,sat,act`));
      expect(refused.report.problems, column).toEqual([
        expect.objectContaining({ row: 1, column, problem: expect.stringMatching(/identifies students/) }),
      ]);
    }
    const extra = await importHistoryCsv(
      ctx.app,
      counselor,
      schoolId,
      historyFile([`${historyLine({ classYear: 2021 })},quiet`], `class_year,college,round,decision,gpa,sat,act,Notes`),
    );
    expect(extra.report.ignoredColumns).toEqual(['Notes']);
  });

  it('reads UTF-8 with a BOM and Windows-1252 (Excel), and refuses a file mixing encodings, naming the line', async () => {
    const text = historyFile([historyLine({ college: 'Universidad del Sagrado Corazón', classYear: 2020 })]);
    const bom = await importHistoryCsv(
      ctx.app,
      counselor,
      schoolId,
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]),
    );
    expect(bom.report.encoding).toBe('utf-8-bom');
    const latin = historyFile([historyLine({ college: 'Universidad del Sagrado Corazón', classYear: 2020, decision: 'denied' })]);
    const windows = await importHistoryCsv(ctx.app, counselor, schoolId, Buffer.from(latin, 'latin1'));
    expect(windows.report.encoding).toBe('windows-1252');
    expect(windows.import.colleges).toBe(1);

    const mixed = Buffer.concat([
      Buffer.from(historyFile([historyLine({ college: 'Universidad del Sagrado Corazón' })]), 'utf8'),
      Buffer.from(`${historyLine({ college: 'Universidad del Sagrado Corazón' })}\n`, 'latin1'),
    ]);
    const report = (await rejected(mixed)).report;
    expect(report.problems).toEqual([
      expect.objectContaining({ row: 3, column: null, problem: expect.stringMatching(/mixes text encodings/) }),
    ]);
    expect((await rejected(Buffer.from([0xff, 0xfe, 0x41, 0x00]))).report.problems[0]!.problem).toMatch(/UTF-16/);
  });

  it(`takes ${HISTORY_MAX_ROWS.toLocaleString('en-US')} rows and refuses ${(HISTORY_MAX_ROWS + 1).toLocaleString('en-US')} with a clear error`, async () => {
    const lines = Array.from({ length: HISTORY_MAX_ROWS }, (_, index) =>
      historyLine({ classYear: 2015 + (index % 5), gpa: (2 + (index % 200) / 100).toFixed(2) }),
    );
    const refused = await rejected(historyFile([...lines, historyLine()]));
    expect(refused.report.problems).toEqual([
      expect.objectContaining({ row: null, problem: expect.stringMatching(/more than 20,000 rows; one import takes at most 20,000/) }),
    ]);
    const accepted = await importHistoryCsv(ctx.app, counselor, schoolId, historyFile(lines));
    expect(accepted.import.rows).toBe(HISTORY_MAX_ROWS);
  }, 60_000);

  it('refuses a file over the size limit (413) and a request without a file (400 naming file)', async () => {
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1, 'a');
    const form = multipart([{ name: 'file', value: huge, fileName: 'big.csv' }]);
    const tooLarge = await ctx.app.inject({
      method: 'POST',
      url: `/api/high-schools/${schoolId}/admission-history/imports`,
      headers: { cookie: counselor.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(tooLarge.statusCode).toBe(413);
    const none = await ctx.app.inject({
      method: 'POST',
      url: `/api/high-schools/${schoolId}/admission-history/imports`,
      headers: { cookie: counselor.cookie },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toHaveProperty('file');
  });
});

describe('all or nothing, and never twice', () => {
  it('imports the same rows once: again, reordered or under another name is the earlier import; overlaps are not counted twice', async () => {
    const { highSchool } = await createSchool(ctx.app, counselor);
    const lines = [historyLine(), historyLine(), historyLine({ decision: 'denied', gpa: 3.1 })];
    const first = await importHistoryCsv(ctx.app, counselor, highSchool.id, historyFile(lines));
    expect(first).toMatchObject({ alreadyImported: false, import: { rows: 3, newRows: 3 } });
    const again = await postHistoryCsv(ctx.app, counselor, highSchool.id, historyFile([...lines].reverse()), 'renamed.csv');
    expect(again.statusCode).toBe(200);
    expect(historyImportResponseSchema.parse(again.json())).toMatchObject({ alreadyImported: true, import: { id: first.import.id } });

    // Last year's file plus a new class: only the new rows are new; two identical applicants in one file stay two.
    const grown = await importHistoryCsv(ctx.app, counselor, highSchool.id, historyFile([...lines, historyLine({ classYear: 2025 })]));
    expect(grown.import).toMatchObject({ rows: 4, newRows: 1 });
    const read = await ctx.app.inject({
      url: `/api/high-schools/${highSchool.id}/admission-history?college=139755`,
      headers: { cookie: counselor.cookie },
    });
    expect(read.json().colleges[0].applicants).toBe(4);

    const list = historyImportListResponseSchema.parse(
      (
        await ctx.app.inject({ url: `/api/high-schools/${highSchool.id}/admission-history/imports`, headers: { cookie: counselor.cookie } })
      ).json(),
    );
    expect(list.imports.map((entry) => entry.id).sort()).toEqual([first.import.id, grown.import.id].sort());

    // Deleting the first leaves what the second holds.
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/high-schools/${highSchool.id}/admission-history/imports/${first.import.id}`,
      headers: { cookie: counselor.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    const after = await ctx.app.inject({
      url: `/api/high-schools/${highSchool.id}/admission-history?college=139755`,
      headers: { cookie: counselor.cookie },
    });
    expect(after.json().colleges[0].applicants).toBe(4);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/high-schools/${highSchool.id}/admission-history/imports/${grown.import.id}`,
      headers: { cookie: counselor.cookie },
    });
    const empty = await ctx.app.inject({
      url: `/api/high-schools/${highSchool.id}/admission-history?college=139755`,
      headers: { cookie: counselor.cookie },
    });
    expect(empty.json().colleges[0]).toMatchObject({ shown: false, applicants: null });
  });

  it('downloads an import as CSV that imports back as the same rows', async () => {
    const { highSchool } = await createSchool(ctx.app, counselor);
    const created = await importHistoryCsv(
      ctx.app,
      counselor,
      highSchool.id,
      historyFile([historyLine(), historyLine({ sat: null, act: 30, round: 'REA' })]),
    );
    const download = await ctx.app.inject({
      url: `/api/high-schools/${highSchool.id}/admission-history/imports/${created.import.id}/csv`,
      headers: { cookie: counselor.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/csv/);
    expect(download.headers['content-disposition']).toMatch(/attachment/);
    const records = parse(download.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(records.map((record) => [record.college, record.round, record.act, record.catalogue_name])).toEqual([
      ['139755', 'EA', '', 'Georgia Institute of Technology-Main Campus'],
      ['139755', 'REA', '30', 'Georgia Institute of Technology-Main Campus'],
    ]);
    const again = await importHistoryCsv(ctx.app, counselor, highSchool.id, download.body);
    expect(again).toMatchObject({ alreadyImported: true, import: { id: created.import.id } });
  });

  it('takes a multipart upload with its file name', async () => {
    const { highSchool } = await createSchool(ctx.app, counselor);
    const form = multipart([{ name: 'file', value: Buffer.from(historyFile([historyLine()])), fileName: 'class-of-2024.csv' }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/high-schools/${highSchool.id}/admission-history/imports`,
      headers: { cookie: counselor.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().import.fileName).toBe('class-of-2024.csv');
  });
});

describe('who may import', () => {
  it('answers 404 to a student of the school, a counselor of another school and a parent, and stores nothing', async () => {
    const { highSchool, joinCode } = await createSchool(ctx.app, counselor);
    const student = await signUpAs(ctx.app, 'student');
    await joinSchool(ctx.app, student, joinCode.joinCode);
    const other = await signUpAs(ctx.app, 'counselor');
    await createSchool(ctx.app, other);
    const parent = await signUpAs(ctx.app, 'parent');
    for (const user of [student, other, parent]) {
      expect((await postHistoryCsv(ctx.app, user, highSchool.id, historyFile([historyLine()]))).statusCode).toBe(404);
      expect(
        (await ctx.app.inject({ url: `/api/high-schools/${highSchool.id}/admission-history/imports`, headers: { cookie: user.cookie } }))
          .statusCode,
      ).toBe(404);
    }
    const count = await ctx.database.handle.db
      .selectFrom('history_imports')
      .select('id')
      .where('high_school_id', '=', highSchool.id)
      .execute();
    expect(count).toEqual([]);
  });
});
