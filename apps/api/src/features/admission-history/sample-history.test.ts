import { describe, expect, it } from 'vitest';
import { historyResponseSchema, historySummaryResponseSchema } from '@campuspath/contract/admission-history';
import { schoolFitResponseSchema } from '@campuspath/contract/recommendations';
import { SAMPLE_HISTORY_MARKER } from '@campuspath/contract/admission-history-terms';
import { buildProfileBody } from '../../../../../test/factories.ts';
import { createSchool, joinSchool, signUpAs } from '../../test/roles.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';
import { importSampleHistory } from './history-files.service.ts';
import { historyFile, historyLine, importHistoryCsv, postHistoryCsv } from '../../test/history-requests.ts';
import { generateSampleHistory } from './sample-history.ts';

/** The generated sample history ("Demo"): labelled, repeatable, plausible, and importable. */
const ctx = useTestApp();

describe('generateSampleHistory', () => {
  it('makes the same few thousand rows over five class years every time', () => {
    const rows = generateSampleHistory(testCatalog(), { latestClassYear: 2026 });
    expect(rows).toHaveLength(3_000);
    expect(new Set(rows.map((row) => row.classYear))).toEqual(new Set([2022, 2023, 2024, 2025, 2026]));
    expect(generateSampleHistory(testCatalog(), { latestClassYear: 2026 })).toEqual(rows);
    expect(rows.some((row) => row.sat === null && row.act === null)).toBe(true);
  });

  it('names no round (no source says which rounds each college offers) and so no deferral', () => {
    const rows = generateSampleHistory(testCatalog(), { latestClassYear: 2026 });
    expect(rows.every((row) => row.round === null && !row.deferred)).toBe(true);
  });

  it('admits fewer at selective colleges than at open ones, and more of the stronger applicants', () => {
    const rows = generateSampleHistory(testCatalog(), { latestClassYear: 2026, rows: 6_000 });
    const rate = (list: typeof rows) => list.filter((row) => row.decision === 'admitted').length / list.length;
    const tech = rows.filter((row) => row.collegeId === 139755);
    const kennesaw = rows.filter((row) => row.collegeId === 486840);
    expect(tech.length).toBeGreaterThan(200);
    expect(rate(tech)).toBeLessThan(rate(kennesaw));
    expect(rate(tech.filter((row) => row.gpaMilli >= 3900))).toBeGreaterThan(rate(tech.filter((row) => row.gpaMilli < 3500)));
  });
});

describe('the sample and the template', () => {
  it('serves a labelled sample file that imports cleanly as a sample, and a template with no rows', async () => {
    const counselor = await signUpAs(ctx.app, 'counselor');
    const { highSchool } = await createSchool(ctx.app, counselor);
    const sample = await ctx.app.inject({ url: '/api/admission-history/sample.csv', headers: { cookie: counselor.cookie } });
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-disposition']).toMatch(/SAMPLE/);
    expect(sample.body.replace(/^\ufeff/, '').startsWith(SAMPLE_HISTORY_MARKER)).toBe(true);
    expect(sample.body).toMatch(/NOT REAL STUDENTS/);
    const imported = await importHistoryCsv(ctx.app, counselor, highSchool.id, sample.body);
    expect(imported.import).toMatchObject({ rows: 3_000, sample: true });

    const template = await ctx.app.inject({ url: '/api/admission-history/template.csv', headers: { cookie: counselor.cookie } });
    expect(template.body).toMatch(/^\ufeff# CampusPath admission history template/);
    const empty = await postHistoryCsv(ctx.app, counselor, highSchool.id, template.body);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().report.problems[0].problem).toMatch(/header but no rows/);
  });

  it('gives the counselor demo a sample history a student with GPA 3.7 and SAT 1380 can read', async () => {
    const counselor = await signUpAs(ctx.app, 'counselor');
    const created = await createSchool(ctx.app, counselor);
    const done = await importSampleHistory(
      { db: ctx.database.handle.db, catalog: testCatalog(), now: () => new Date() },
      counselor.user.id,
      created.highSchool.id,
    );
    expect(done.sample).toBe(true);
    const student = await signUpAs(ctx.app, 'student');
    await joinSchool(ctx.app, student, created.joinCode.joinCode);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: student.cookie },
      payload: buildProfileBody({ gpa: 3.7, satTotal: 1380 }),
    });
    const read = await ctx.app.inject({
      url: `/api/high-schools/${created.highSchool.id}/admission-history?college=139755&college=139959`,
      headers: { cookie: student.cookie },
    });
    const answer = historyResponseSchema.parse(read.json());
    expect(answer.sample).toBe(true);
    expect(answer.colleges.every((college) => college.shown)).toBe(true);
    expect(answer.colleges.some((college) => college.studentsLikeYou?.status === 'shown')).toBe(true);
  });
});

describe('sample and real outcomes never share a view', () => {
  async function schoolWithStudent() {
    const counselor = await signUpAs(ctx.app, 'counselor');
    const created = await createSchool(ctx.app, counselor);
    const student = await signUpAs(ctx.app, 'student');
    await joinSchool(ctx.app, student, created.joinCode.joinCode);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: student.cookie },
      payload: buildProfileBody({ gpa: 3.8, satTotal: 1400 }),
    });
    const sampleCsv = (await ctx.app.inject({ url: '/api/admission-history/sample.csv', headers: { cookie: counselor.cookie } })).body;
    const realCsv = historyFile(Array.from({ length: 6 }, () => historyLine()));
    return { counselor, student, highSchoolId: created.highSchool.id, sampleCsv, realCsv };
  }

  it('refuses the sample beside real imports, and a real file beside the sample, saying which to delete', async () => {
    const real = await schoolWithStudent();
    await importHistoryCsv(ctx.app, real.counselor, real.highSchoolId, real.realCsv);
    const refused = await postHistoryCsv(ctx.app, real.counselor, real.highSchoolId, real.sampleCsv);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'sample_beside_real', message: expect.stringMatching(/never shown together/) });

    const sample = await schoolWithStudent();
    await importHistoryCsv(ctx.app, sample.counselor, sample.highSchoolId, sample.sampleCsv);
    const second = await postHistoryCsv(ctx.app, sample.counselor, sample.highSchoolId, sample.realCsv);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'real_beside_sample', message: expect.stringMatching(/Delete the sample import first/) });
    const summary = historySummaryResponseSchema.parse(
      (
        await ctx.app.inject({
          url: `/api/high-schools/${sample.highSchoolId}/admission-history/summary`,
          headers: { cookie: sample.counselor.cookie },
        })
      ).json(),
    );
    expect(summary).toMatchObject({ sample: true, sampleLeftOut: false, applicants: 3_000 });
  });

  it('says "sample" in every view of the sample, students like you and the fit included, and keeps its file round-less', async () => {
    const { counselor, student, highSchoolId, sampleCsv } = await schoolWithStudent();
    expect(sampleCsv).toMatch(/\n2\d{3},\d+,,/);
    await importHistoryCsv(ctx.app, counselor, highSchoolId, sampleCsv);
    const read = historyResponseSchema.parse(
      (
        await ctx.app.inject({
          url: `/api/high-schools/${highSchoolId}/admission-history?college=139755`,
          headers: { cookie: student.cookie },
        })
      ).json(),
    );
    expect(read.sample).toBe(true);
    expect(read.source).toMatch(/^SAMPLE DATA: .*Not real students/);
    expect(read.source).not.toMatch(/entered by its counselors/);
    const [tech] = read.colleges;
    expect(tech!.byRound).toEqual([]);
    expect(tech!.studentsLikeYou).toMatchObject({ sample: true, source: read.source, byRound: [] });
    if (tech!.studentsLikeYou!.status === 'shown') expect(tech!.studentsLikeYou!.summary).toMatch(/sample applicants \(generated/);

    const fit = schoolFitResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/schools/139755/fit', headers: { cookie: student.cookie } })).json(),
    );
    expect(fit.schoolHistory).toMatchObject({ sample: true, source: read.source });
  });

  it('keeps a sample imported beside real rows before they were kept apart out of every view', async () => {
    const { counselor, student, highSchoolId, realCsv } = await schoolWithStudent();
    await importHistoryCsv(ctx.app, counselor, highSchoolId, realCsv);
    // As an older release allowed: a sample stored beside the real import.
    const db = ctx.database.handle.db;
    await db
      .insertInto('history_imports')
      .values({
        id: 'legacy-sample',
        high_school_id: highSchoolId,
        file_name: 'SAMPLE.csv',
        row_count: 6,
        new_rows: 6,
        content_hash: 'legacy-sample',
        is_sample: 1,
        imported_by: counselor.user.id,
        imported_by_name: 'Counselor',
        created_at: new Date().toISOString(),
      })
      .execute();
    await db
      .insertInto('history_rows')
      .values(
        Array.from({ length: 6 }, (_, index) => ({
          import_id: 'legacy-sample',
          high_school_id: highSchoolId,
          line: index + 2,
          class_year: 2024,
          college_id: 139755,
          round: null,
          decision: 'denied',
          deferred: 0,
          gpa_milli: 3800,
          sat: 1400,
          act: null,
          major_family: null,
        })),
      )
      .execute();
    await db
      .updateTable('history_settings')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('high_school_id', '=', highSchoolId)
      .execute();
    const read = historyResponseSchema.parse(
      (
        await ctx.app.inject({
          url: `/api/high-schools/${highSchoolId}/admission-history?college=139755`,
          headers: { cookie: student.cookie },
        })
      ).json(),
    );
    expect(read).toMatchObject({ sample: false, sampleLeftOut: true });
    expect(read.colleges[0]!.decisions).toEqual({ admitted: 6, denied: 0, waitlisted: 0 });
  });
});

describe('the round-less sample on a database an older release left', () => {
  it('keeps every stored row and its round, and then takes rows with no round', async () => {
    const old = await createTestDatabase({ migratedTo: '0011-high-school-knowledge' });
    try {
      const db = old.handle.db;
      const at = new Date().toISOString();
      await db
        .insertInto('high_schools')
        .values({
          id: 'hs',
          name: 'Old High',
          city: 'Springfield',
          state: 'IL',
          join_code_hash: 'x',
          join_code_expires_at: at,
          created_at: at,
        })
        .execute();
      const importRow = (id: string) => ({
        id,
        high_school_id: 'hs',
        file_name: `${id}.csv`,
        row_count: 1,
        new_rows: 1,
        content_hash: id,
        is_sample: 0,
        imported_by: null,
        imported_by_name: 'Counselor',
        created_at: at,
      });
      const historyRow = (importId: string, round: string | null) => ({
        import_id: importId,
        high_school_id: 'hs',
        line: 2,
        class_year: 2024,
        college_id: 139755,
        round,
        decision: 'admitted',
        deferred: 0,
        gpa_milli: 3800,
        sat: 1400,
        act: null,
        major_family: null,
      });
      await db.insertInto('history_imports').values(importRow('before')).execute();
      await db.insertInto('history_rows').values(historyRow('before', 'early-action')).execute();
      await migrateToLatest(db);
      await db.insertInto('history_imports').values(importRow('after')).execute();
      await db.insertInto('history_rows').values(historyRow('after', null)).execute();
      const rows = await db.selectFrom('history_rows').select(['import_id', 'round']).orderBy('import_id').execute();
      expect(rows).toEqual([
        { import_id: 'after', round: null },
        { import_id: 'before', round: 'early-action' },
      ]);
      // Deleting the import still takes its rows (the foreign key survived the table's rebuild).
      await db.deleteFrom('history_imports').where('id', '=', 'before').execute();
      expect(await db.selectFrom('history_rows').select('import_id').execute()).toEqual([{ import_id: 'after' }]);
    } finally {
      await old.destroy();
    }
  });
});
